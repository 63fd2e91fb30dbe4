import TallerArnes

await Arnes.principal(pruebas: pruebasContador + pruebasContadorVista + pruebasAjustes)
