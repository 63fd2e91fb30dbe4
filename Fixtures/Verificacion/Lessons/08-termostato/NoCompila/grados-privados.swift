// nombre: Los grados solo cambian con subir y bajar
// diagnostico: setter is inaccessible
// linea: 8
// pista: Declara `grados` con `public private(set)`.
import Leccion08

var termostato = Termostato()
termostato.grados = 99
