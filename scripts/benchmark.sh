#!/usr/bin/env bash
# Mide el coste del checker frente al mínimo posible (issue 4, «Performance»).
#
#   a = `.build/debug/checker leccionN` (todo incluido: compilación, un proceso por prueba,
#       garantías de tipos, informe y progreso)
#   b = el suelo: `TALLER_SIN_SWIFTUI=1 swift build --product PruebasLeccionNN` (como el checker)
#       + el binario una vez, todas las pruebas
#       en un proceso
#
# Antes de cada medida se cambia la interfaz de un archivo del alumno (no un comentario), así que
# a y b recompilan lo mismo. Mide en una copia del taller con sus lecciones y en otra con 36
# lecciones sintéticas más, e imprime r = a/b en ambas, r₊₃₆/r y a₊₃₆/a (medianas).
#
# Uso: scripts/benchmark.sh [--taller CARPETA] [--leccion N] [--repeticiones K]
#   --taller        taller a medir (por defecto, este paquete; Fixtures/Taller también sirve)
#   --leccion       lección que se edita y comprueba (por defecto, 3)
#   --repeticiones  medidas de a y de b en cada taller (por defecto, 5)
set -euo pipefail

raiz="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
taller="$raiz"
leccion=3
repeticiones=5
while [[ $# -gt 0 ]]; do
  case "$1" in
    --taller) taller="$(cd "$2" && pwd)"; shift 2 ;;
    --leccion) leccion="$2"; shift 2 ;;
    --repeticiones) repeticiones="$2"; shift 2 ;;
    *) echo "error: argumento desconocido '$1'" >&2; exit 64 ;;
  esac
done
nn="$(printf '%02d' "$leccion")"
modulo="Leccion$nn"
producto="Pruebas$modulo"
trabajo="$raiz/.build/benchmark"

echo "Compilando el checker…"
swift build --package-path "$raiz" --product checker >/dev/null
checker="$raiz/.build/debug/checker"

# Copia el taller (sin .build ni .taller); si no trae runtime ni arnés, los toma de este paquete.
copiar() {
  local destino="$1"
  mkdir -p "$destino"
  (cd "$taller" && find . -path ./.build -prune -o -path ./.taller -prune -o -type f -print) |
    while IFS= read -r archivo; do
      mkdir -p "$destino/$(dirname "$archivo")"
      cmp -s "$taller/$archivo" "$destino/$archivo" || cp "$taller/$archivo" "$destino/$archivo"
    done
  for modulo_base in ComposableArchitecture TallerArnes; do
    if [[ ! -d "$taller/Sources/$modulo_base" ]]; then
      mkdir -p "$destino/Sources"
      rm -rf "$destino/Sources/$modulo_base"
      cp -R "$raiz/Sources/$modulo_base" "$destino/Sources/$modulo_base"
    fi
  done
  rm -rf "$destino/.taller"
}

# Añade 36 lecciones sintéticas (copias de la lección medida con otro número) a la lista.
sinteticas() {
  local destino="$1" carpeta
  carpeta="$(cd "$destino/Lessons" && ls -d "$nn"-* | head -1)"
  local ultima
  ultima="$(grep -n '^ *leccion(' "$destino/Package.swift" | tail -1 | cut -d: -f1)"
  local lineas=""
  for k in $(seq 60 95); do
    rm -rf "$destino/Lessons/$k-sintetica" "$destino/Sources/Workbook/Leccion$k" "$destino/Tests/Exercises/Leccion$k"
    cp -R "$destino/Lessons/$carpeta" "$destino/Lessons/$k-sintetica"
    sed -i.bak -e "s/\"numero\": *$leccion,/\"numero\": $k,/" -e "s/\"orden\": *[0-9]*,/\"orden\": $k,/" \
      "$destino/Lessons/$k-sintetica/leccion.json" && rm "$destino/Lessons/$k-sintetica/leccion.json.bak"
    cp -R "$destino/Sources/Workbook/$modulo" "$destino/Sources/Workbook/Leccion$k"
    cp -R "$destino/Tests/Exercises/$modulo" "$destino/Tests/Exercises/Leccion$k"
    for archivo in "$destino/Tests/Exercises/Leccion$k"/*.swift; do
      sed -i.bak "s/$modulo/Leccion$k/g" "$archivo" && rm "$archivo.bak"
    done
    lineas+="  leccion($k, \"sintetica\"),\n"
  done
  awk -v n="$ultima" -v extra="$lineas" '{ print } NR == n { printf "%s", extra }' \
    "$destino/Package.swift" > "$destino/Package.swift.nuevo"
  mv "$destino/Package.swift.nuevo" "$destino/Package.swift"
}

ahora() { date +%s.%N 2>/dev/null | grep -v N || python3 -c 'import time; print(time.time())'; }
mediana() { sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

marca=0
editar() {
  marca=$((marca + 1))
  local archivo
  archivo="$(ls "$1/Sources/Workbook/$modulo"/*.swift | head -1)"
  printf '\npublic func marcaDeBenchmark%s() -> Int { %s }\n' "$marca" "$marca" >> "$archivo"
}

# medir CARPETA → imprime "a b" (medianas en segundos)
medir() {
  local destino="$1" inicio fin
  (cd "$destino" && TALLER_SIN_SWIFTUI=1 swift build --product "$producto" >/dev/null 2>&1 || true)
  (cd "$destino" && "$checker" "leccion$leccion" >/dev/null 2>&1 || true)
  : > "$trabajo/a.txt"
  : > "$trabajo/b.txt"
  for _ in $(seq "$repeticiones"); do
    editar "$destino"
    inicio="$(ahora)"
    (cd "$destino" && "$checker" "leccion$leccion" >/dev/null 2>&1 || true)
    fin="$(ahora)"
    echo "$fin - $inicio" | bc -l >> "$trabajo/a.txt"
    editar "$destino"
    inicio="$(ahora)"
    (cd "$destino" && TALLER_SIN_SWIFTUI=1 swift build --product "$producto" >/dev/null 2>&1 && ".build/debug/$producto" >/dev/null 2>&1 || true)
    fin="$(ahora)"
    echo "$fin - $inicio" | bc -l >> "$trabajo/b.txt"
  done
  cp "$trabajo/a.txt" "$destino.a.txt"
  cp "$trabajo/b.txt" "$destino.b.txt"
  echo "$(mediana < "$trabajo/a.txt") $(mediana < "$trabajo/b.txt")"
}

# Las medidas sueltas, redondeadas, en una línea: "7.79 6.90 …".
sueltas() { awk '{ printf "%s%.2f", (NR > 1 ? " " : ""), $1 } END { print "" }' "$1"; }

mkdir -p "$trabajo"
echo "Preparando las copias en $trabajo…"
copiar "$trabajo/base"
copiar "$trabajo/mas36"
sinteticas "$trabajo/mas36"
total_base="$(grep -c '^ *leccion(' "$trabajo/base/Package.swift")"
total_mas="$(grep -c '^ *leccion(' "$trabajo/mas36/Package.swift")"

echo "Midiendo con $total_base lecciones ($repeticiones veces cada una)…"
read -r a_base b_base < <(medir "$trabajo/base")
echo "Midiendo con $total_mas lecciones…"
read -r a_mas b_mas < <(medir "$trabajo/mas36")

r_base="$(echo "$a_base / $b_base" | bc -l)"
r_mas="$(echo "$a_mas / $b_mas" | bc -l)"
printf '\nlección %s, medianas de %s medidas\n' "$leccion" "$repeticiones"
printf '%-14s %10s %10s %8s\n' "lecciones" "a (s)" "b (s)" "r = a/b"
printf '%-14s %10.2f %10.2f %8.3f\n' "$total_base" "$a_base" "$b_base" "$r_base"
printf '%-14s %10.2f %10.2f %8.3f\n' "$total_mas" "$a_mas" "$b_mas" "$r_mas"
printf '\nr = a/b con %s lecciones: %.3f (objetivo ≤ 1.25)\n' "$total_base" "$r_base"
printf 'r%s / r%s: %.3f (objetivo ≤ 1.1)\n' "$total_mas" "$total_base" "$(echo "$r_mas / $r_base" | bc -l)"
printf 'a%s / a%s: %.3f (solo para el registro)\n' "$total_mas" "$total_base" "$(echo "$a_mas / $a_base" | bc -l)"
printf '\nmedidas sueltas (s), en orden:\n'
printf '  a con %s: %s\n' "$total_base" "$(sueltas "$trabajo/base.a.txt")"
printf '  b con %s: %s\n' "$total_base" "$(sueltas "$trabajo/base.b.txt")"
printf '  a con %s: %s\n' "$total_mas" "$(sueltas "$trabajo/mas36.a.txt")"
printf '  b con %s: %s\n' "$total_mas" "$(sueltas "$trabajo/mas36.b.txt")"
