import TallerArnes

await Arnes.principal(pruebas: pruebasConteo)
