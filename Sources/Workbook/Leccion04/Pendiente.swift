// TODO: esta lección está en preparación.
enum Leccion04Pendiente {}
