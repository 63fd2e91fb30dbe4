// Pruebas de CheckerCoreTests: en preparación.
import Testing
