import TallerArnes

await Arnes.principal(pruebas: pruebasFallos)
