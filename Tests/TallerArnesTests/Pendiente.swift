// Pruebas de TallerArnesTests: en preparación.
import Testing
