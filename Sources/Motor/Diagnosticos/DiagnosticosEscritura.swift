extension TablaDiagnosticos {
  /// Generic entries for how TCA code is spelled without macros, from compile errors in wrong
  /// solutions written blind (issue 30.6): each one explains a first error a learner met, where a
  /// broader entry (`no-existe-en-ambito`) would name no cause. Each has its fixture
  /// `Fixtures/Diagnosticos/<id>.swift`.
  static let deEscritura: [DiagnosticoConocido] = [
    DiagnosticoConocido(
      id: "tipo-anidado-fuera-del-tipo", patron: "cannot find type 'State' in scope",
      otrosPatrones: ["cannot find type 'Action' in scope"], vistoCon: vistosConFixtures),
    DiagnosticoConocido(
      id: "falta-etiqueta", patron: "missing argument label '",
      vistoCon: vistosConFixtures),
    DiagnosticoConocido(
      id: "case-key-path-con-tipo", patron: ".Action>' to expected argument type 'KeyPath<Case<",
      vistoCon: vistosConFixtures),
    DiagnosticoConocido(
      id: "scope-accion-de-otro-hijo", patron: ".Action' to expected argument type '",
      otrosPatrones: ["Action>>' to expected argument type 'KeyPath<Case<"], vistoCon: vistosConFixtures),
    DiagnosticoConocido(
      id: "miembro-estatico", patron: "cannot be used on instance of type '",
      vistoCon: vistosConFixtures),
    DiagnosticoConocido(
      id: "binding-reducer-ruta-al-binding", patron: "'BindingReducer' requires that 'BindingAction<",
      otrosPatrones: ["on 'BindingReducer' requires that 'BindingAction<"], vistoCon: vistosConFixtures),
  ]
}
