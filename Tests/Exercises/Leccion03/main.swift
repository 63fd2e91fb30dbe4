// Pruebas ocultas de la lección 03: en preparación.
print("La lección 03 todavía no tiene pruebas.")
