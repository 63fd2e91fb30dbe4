import TallerArnes

// Las pruebas ocultas de la lección 3, en el orden del informe (el de `leccion.json`).
await TallerArnes.Arnes.principal(
  pruebas: pruebasEdicion + pruebasVista + pruebasNotificaciones + pruebasGuardar + pruebasDepuracion + pruebasSecuencias)
