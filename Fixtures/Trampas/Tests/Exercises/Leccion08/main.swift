import TallerArnes

await Arnes.principal(pruebas: pruebasTrampas)
