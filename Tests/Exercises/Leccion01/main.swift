import TallerArnes

await TallerArnes.Arnes.principal(
  pruebas: pruebasContador + pruebasPerfil + pruebasTienda + pruebasReproductor + pruebasSecuencias
)
