import TallerArnes

await Arnes.principal(pruebas: pruebasPedido + pruebasTablero + pruebasAgenda + pruebasGaleria)
