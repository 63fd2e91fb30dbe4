import TallerArnes

await Arnes.principal(pruebas: pruebasPresentar + pruebasHijos + pruebasCerrar)
