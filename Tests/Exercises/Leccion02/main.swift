import TallerArnes

await TallerArnes.Arnes.principal(pruebas: pruebasHijos + pruebasPresentar + pruebasIntegracion + pruebasCerrar + pruebasAlerta + pruebasSecuencias)
