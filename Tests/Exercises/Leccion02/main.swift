// Pruebas ocultas de la lección 02: en preparación.
print("La lección 02 todavía no tiene pruebas.")
