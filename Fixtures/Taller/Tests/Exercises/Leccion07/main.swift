import TallerArnes

await Arnes.principal(pruebas: pruebasTemporizador)
