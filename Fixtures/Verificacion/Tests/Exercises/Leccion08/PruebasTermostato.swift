import TallerArnes
@testable import Leccion08

var pruebasTermostato: [TallerArnes.Prueba] { [
  TallerArnes.Prueba("subeUno") {
    var termostato = Termostato()
    termostato.subir()
    esperarIgual(termostato.grados, 21, "Tras subir una vez desde 20, el termostato debería marcar 21.")
  },
  TallerArnes.Prueba("noPasaDe30") {
    var termostato = Termostato()
    for _ in 0..<15 { termostato.subir() }
    esperarIgual(termostato.grados, 30, "Tras subir quince veces desde 20, el termostato debería quedarse en 30.")
    errorTipico("sin-tope", ["grados": "\(termostato.grados)"], si: termostato.grados > 30)
  },
  TallerArnes.Prueba("bajaUno") {
    var termostato = Termostato()
    termostato.bajar()
    esperarIgual(termostato.grados, 19, "Tras bajar una vez desde 20, el termostato debería marcar 19.")
  },
] }
