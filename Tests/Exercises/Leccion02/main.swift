import TallerArnes

await TallerArnes.Arnes.principal(pruebas: pruebasPresentar + pruebasHijos + pruebasCerrar)
