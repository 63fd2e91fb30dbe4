import TallerArnes

await TallerArnes.Arnes.principal(
  pruebas: pruebasPedido + pruebasTablero + pruebasAgenda + pruebasGaleria + pruebasCarrera
    + pruebasSuscripcion + pruebasDescarga + pruebasSecuencias)
