// Pruebas de IntegracionTests: en preparación.
import Testing
