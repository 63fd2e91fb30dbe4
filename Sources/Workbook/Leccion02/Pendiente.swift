// TODO: esta lección está en preparación.
enum Leccion02Pendiente {}
