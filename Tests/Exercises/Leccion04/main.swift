import TallerArnes

await TallerArnes.Arnes.principal(
  pruebas: pruebasContador + pruebasContadorVista + pruebasAjustes + pruebasSuPrueba + pruebasSecuencias)
