// Pruebas ocultas de la lección 04: en preparación.
print("La lección 04 todavía no tiene pruebas.")
