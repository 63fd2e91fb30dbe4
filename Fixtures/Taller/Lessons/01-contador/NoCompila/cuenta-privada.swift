// nombre: La cuenta solo cambia con sumar y restar
// diagnostico: setter is inaccessible
// linea: 8
// pista: Declara `cuenta` con `private(set)`.
import Leccion01

var contador = Contador()
contador.cuenta = 5
