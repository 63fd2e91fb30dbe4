import TallerArnes

await Arnes.principal(
  pruebas: pruebasContador + pruebasPerfil + pruebasTienda + pruebasReproductor
)
