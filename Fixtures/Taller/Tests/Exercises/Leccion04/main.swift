import TallerArnes

await TallerArnes.Arnes.principal(pruebas: pruebasBombilla)
