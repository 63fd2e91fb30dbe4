// Pruebas ocultas de la lección 01: en preparación.
print("La lección 01 todavía no tiene pruebas.")
