import TallerArnes

await Arnes.principal(pruebas: pruebasTermostato)
