#!/usr/bin/env bash
# Mide el coste del checker frente al mínimo posible (issue 4, «Performance»; issue 13, punto 6).
#
#   a  = `.build/debug/checker leccionN` (todo incluido: compilación, un proceso por prueba,
#        garantías de tipos, informe y progreso)
#   s  = `swift run checker leccionN`, lo que escribe el alumno (a + la comprobación de SwiftPM de
#        que el checker está al día); solo en la copia con las lecciones del taller, en su propia
#        serie y alternado con otra medida del suelo (b'), como un alumno: `swift run` tras `swift run`
#   b  = el suelo: `swift build --product PruebasLeccionNN` (en macOS con `TALLER_SIN_SWIFTUI=1`,
#        como el checker) + el binario una vez, todas las pruebas en un proceso
#   p1 = en una copia recién clonada (sin .build), el primer `swift run checker leccion1`
#   p0 = el suelo de esa primera vez: en otra copia recién clonada, `swift build --product
#        PruebasLeccion01` + el binario una vez
#
# Antes de cada medida caliente se cambia la interfaz de un archivo del alumno (no un comentario),
# así que a, s y b recompilan lo mismo. Mide en una copia del taller con sus lecciones y en otra con
# 36 lecciones sintéticas más, e imprime r = a/b en ambas, r₊₃₆/r, a₊₃₆/a, s/b' (en caliente) y
# p1/p0 (primera vez); medianas, con a y b, s y b', p1 y p0 alternados para que compartan la carga.
#
# Uso: scripts/benchmark.sh [--taller CARPETA] [--leccion N] [--repeticiones K] [--primera K] [--sin-36]
#   --taller        taller a medir (por defecto, este paquete; Fixtures/Taller también sirve)
#   --leccion       lección que se edita y comprueba (por defecto, 3)
#   --repeticiones  medidas calientes de a, s y b en cada taller (por defecto, 5)
#   --primera       pares de clones nuevos para p1 y p0 (por defecto, 3; 0 no los mide)
#   --sin-36        no mide la copia con 36 lecciones más (ni r₊₃₆/r)
set -euo pipefail

raiz="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
taller="$raiz"
leccion=3
repeticiones=5
primera=3
con36=1
while [[ $# -gt 0 ]]; do
  case "$1" in
    --taller) taller="$(cd "$2" && pwd)"; shift 2 ;;
    --leccion) leccion="$2"; shift 2 ;;
    --repeticiones) repeticiones="$2"; shift 2 ;;
    --primera) primera="$2"; shift 2 ;;
    --sin-36) con36=0; shift ;;
    *) echo "error: argumento desconocido '$1'" >&2; exit 64 ;;
  esac
done
nn="$(printf '%02d' "$leccion")"
modulo="Leccion$nn"
producto="Pruebas$modulo"
trabajo="$raiz/.build/benchmark"
# El suelo compila como el checker: en macOS, sin las vistas SwiftUI de las lecciones.
entorno_suelo=()
[[ "$(uname)" == "Darwin" ]] && entorno_suelo=(TALLER_SIN_SWIFTUI=1)

echo "Compilando el checker…"
swift build --package-path "$raiz" --product checker >/dev/null
checker_propio="$raiz/.build/debug/checker"

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

# medir CARPETA [con_run] → imprime "a b s bs" (medianas en segundos; s y bs = 0 sin con_run)
# a usa el checker de la copia si la copia lo trae (el de este paquete si no: Fixtures/Taller).
# NB: s se mide en su propia serie, alternado con otro b (bs): un alumno escribe `swift run` tras
# `swift run`. SwiftPM vuelve a planificar si el entorno cambia en algo (hasta `_`, que la shell pone
# con la ruta de cada orden), y el checker lanzado a mano (a) pasa a su `swift build` un `_` distinto
# del de `swift run`: medir s justo después de a le cargaría una planificación que el alumno no paga.
medir() {
  local destino="$1" con_run="${2:-}" inicio fin checker="$checker_propio"
  if [[ -d "$destino/Sources/CheckerCore" ]]; then
    (cd "$destino" && swift build --product checker >/dev/null 2>&1)
    checker="$destino/.build/debug/checker"
  fi
  (cd "$destino" && env ${entorno_suelo[@]+"${entorno_suelo[@]}"} swift build --product "$producto" >/dev/null 2>&1 || true)
  (cd "$destino" && "$checker" "leccion$leccion" >/dev/null 2>&1 || true)
  : > "$trabajo/a.txt"
  : > "$trabajo/b.txt"
  : > "$trabajo/s.txt"
  : > "$trabajo/bs.txt"
  for _ in $(seq "$repeticiones"); do
    editar "$destino"
    inicio="$(ahora)"
    (cd "$destino" && "$checker" "leccion$leccion" >/dev/null 2>&1 || true)
    fin="$(ahora)"
    echo "$fin - $inicio" | bc -l >> "$trabajo/a.txt"
    suelo "$destino" >> "$trabajo/b.txt"
  done
  if [[ -n "$con_run" ]]; then
    (cd "$destino" && swift run checker "leccion$leccion" >/dev/null 2>&1 || true)
    for _ in $(seq "$repeticiones"); do
      editar "$destino"
      inicio="$(ahora)"
      (cd "$destino" && swift run checker "leccion$leccion" >/dev/null 2>&1 || true)
      fin="$(ahora)"
      echo "$fin - $inicio" | bc -l >> "$trabajo/s.txt"
      suelo "$destino" >> "$trabajo/bs.txt"
    done
  fi
  for serie in a b s bs; do cp "$trabajo/$serie.txt" "$destino.$serie.txt"; done
  local s=0 bs=0
  if [[ -n "$con_run" ]]; then
    s="$(mediana < "$trabajo/s.txt")"
    bs="$(mediana < "$trabajo/bs.txt")"
  fi
  echo "$(mediana < "$trabajo/a.txt") $(mediana < "$trabajo/b.txt") $s $bs"
}

# suelo CARPETA → imprime los segundos de una medida de b (tras cambiar la interfaz).
suelo() {
  local destino="$1" inicio fin
  editar "$destino"
  inicio="$(ahora)"
  (cd "$destino" && env ${entorno_suelo[@]+"${entorno_suelo[@]}"} swift build --product "$producto" >/dev/null 2>&1 && ".build/debug/$producto" >/dev/null 2>&1 || true)
  fin="$(ahora)"
  echo "$fin - $inicio" | bc -l
}

# primera_vez → imprime "p1 p0": medianas del primer `swift run checker leccion1` en un clon nuevo
# y del suelo en otro clon nuevo, alternados.
primera_vez() {
  local inicio fin clon
  : > "$trabajo/p1.txt"
  : > "$trabajo/p0.txt"
  for _ in $(seq "$primera"); do
    clon="$trabajo/clon"
    rm -rf "$clon"
    copiar "$clon"
    rm -rf "$clon/.build"
    inicio="$(ahora)"
    (cd "$clon" && swift run checker leccion1 >/dev/null 2>&1 || true)
    fin="$(ahora)"
    echo "$fin - $inicio" | bc -l >> "$trabajo/p1.txt"
    rm -rf "$clon/.build" "$clon/.taller"
    inicio="$(ahora)"
    (cd "$clon" && env ${entorno_suelo[@]+"${entorno_suelo[@]}"} swift build --product PruebasLeccion01 >/dev/null 2>&1 && .build/debug/PruebasLeccion01 >/dev/null 2>&1 || true)
    fin="$(ahora)"
    echo "$fin - $inicio" | bc -l >> "$trabajo/p0.txt"
  done
  rm -rf "$trabajo/clon"
  echo "$(mediana < "$trabajo/p1.txt") $(mediana < "$trabajo/p0.txt")"
}

# Las medidas sueltas, redondeadas, en una línea: "7.79 6.90 …".
sueltas() { awk '{ printf "%s%.2f", (NR > 1 ? " " : ""), $1 } END { print "" }' "$1"; }

mkdir -p "$trabajo"
echo "Preparando las copias en $trabajo…"
copiar "$trabajo/base"
total_base="$(grep -c '^ *leccion(' "$trabajo/base/Package.swift")"
echo "Midiendo con $total_base lecciones ($repeticiones veces cada una)…"
read -r a_base b_base s_base bs_base < <(medir "$trabajo/base" con_run)
if [[ "$con36" == 1 ]]; then
  copiar "$trabajo/mas36"
  sinteticas "$trabajo/mas36"
  total_mas="$(grep -c '^ *leccion(' "$trabajo/mas36/Package.swift")"
  echo "Midiendo con $total_mas lecciones…"
  read -r a_mas b_mas _ _ < <(medir "$trabajo/mas36")
fi
if [[ "$primera" -gt 0 ]]; then
  echo "Midiendo la primera vez en clones nuevos ($primera pares)…"
  read -r p1 p0 < <(primera_vez)
fi

r_base="$(echo "$a_base / $b_base" | bc -l)"
printf '\nlección %s, medianas de %s medidas\n' "$leccion" "$repeticiones"
printf '%-14s %10s %10s %8s %10s %10s %8s\n' "lecciones" "a (s)" "b (s)" "r = a/b" "s (s)" "b' (s)" "s/b'"
printf '%-14s %10.2f %10.2f %8.3f %10.2f %10.2f %8.3f\n' "$total_base" "$a_base" "$b_base" "$r_base" "$s_base" "$bs_base" "$(echo "$s_base / $bs_base" | bc -l)"
if [[ "$con36" == 1 ]]; then
  r_mas="$(echo "$a_mas / $b_mas" | bc -l)"
  printf '%-14s %10.2f %10.2f %8.3f\n' "$total_mas" "$a_mas" "$b_mas" "$r_mas"
fi
printf '\nr = a/b con %s lecciones: %.3f (objetivo ≤ 1.25)\n' "$total_base" "$r_base"
if [[ "$con36" == 1 ]]; then
  printf 'r%s / r%s: %.3f (objetivo ≤ 1.1)\n' "$total_mas" "$total_base" "$(echo "$r_mas / $r_base" | bc -l)"
  printf 'a%s / a%s: %.3f (solo para el registro)\n' "$total_mas" "$total_base" "$(echo "$a_mas / $a_base" | bc -l)"
fi
printf 'en caliente, swift run checker leccion%s / suelo: %.3f (objetivo ≤ 1.0)\n' "$leccion" "$(echo "$s_base / $bs_base" | bc -l)"
if [[ "$primera" -gt 0 ]]; then
  printf 'primera vez, swift run checker leccion1 / suelo: %.2f s / %.2f s = %.3f (objetivo ≤ 1.4)\n' \
    "$p1" "$p0" "$(echo "$p1 / $p0" | bc -l)"
fi
printf '\nmedidas sueltas (s), en orden:\n'
printf '  a con %s: %s\n' "$total_base" "$(sueltas "$trabajo/base.a.txt")"
printf '  b con %s: %s\n' "$total_base" "$(sueltas "$trabajo/base.b.txt")"
printf '  s con %s: %s\n' "$total_base" "$(sueltas "$trabajo/base.s.txt")"
printf "  b' con %s: %s\n" "$total_base" "$(sueltas "$trabajo/base.bs.txt")"
if [[ "$con36" == 1 ]]; then
  printf '  a con %s: %s\n' "$total_mas" "$(sueltas "$trabajo/mas36.a.txt")"
  printf '  b con %s: %s\n' "$total_mas" "$(sueltas "$trabajo/mas36.b.txt")"
fi
if [[ "$primera" -gt 0 ]]; then
  printf '  p1: %s\n' "$(sueltas "$trabajo/p1.txt")"
  printf '  p0: %s\n' "$(sueltas "$trabajo/p0.txt")"
fi
