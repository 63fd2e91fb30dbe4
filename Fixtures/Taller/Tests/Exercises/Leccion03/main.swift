import TallerArnes

await Arnes.principal(pruebas: pruebasSemaforo)
