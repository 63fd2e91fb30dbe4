// TODO: esta lección está en preparación.
enum Leccion01Pendiente {}
