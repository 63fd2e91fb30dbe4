import TallerArnes

await Arnes.principal(pruebas: pruebasNieto)
