// TODO: esta lección está en preparación.
enum Leccion03Pendiente {}
