import TallerArnes

await Arnes.principal(pruebas: pruebasBombilla)
