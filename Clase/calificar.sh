#!/usr/bin/env bash
# Califica un Taller TCA entero con el checker, en CI (GitHub Actions / GitHub Classroom) o a mano.
#
#   Clase/calificar.sh todas        # ejecuta `swift run -q checker todas --json` una vez,
#                                              # guarda resultados.json y muestra los puntos por lección
#   Clase/calificar.sh leccion 3    # sale con 0 si la lección 3 está completada en
#                                              # resultados.json (lo crea con `todas` si falta)
#
# Los resultados no se pueden falsificar desde el repositorio: van fuera de él (en $RUNNER_TEMP en
# GitHub Actions; si no, en .build/, que git ignora), `todas` los escribe siempre de nuevo y los firma
# con un secreto de esa ejecución que se guarda fuera del repositorio, y `leccion` solo cree un archivo
# con esa firma: cualquier otro (uno subido al repositorio, uno escrito a mano) se descarta y se vuelve
# a calificar.
#
# Antes de calificar, `todas` devuelve los archivos del curso (pruebas ocultas, leccion.json, Plantilla/,
# Solucion/, NoCompila/, el runtime, el arnés, Package.swift y Lessons/huellas.json) a como están en el
# commit del curso, TALLER_CURSO_REF: así un alumno que cambió una prueba oculta (a propósito o sin
# querer) se califica con las del curso. Sin TALLER_CURSO_REF, en GitHub Actions se usa el primer commit
# del repositorio (el que GitHub Classroom crea desde la plantilla; hace falta `fetch-depth: 0` en
# actions/checkout); fuera de GitHub Actions no se restaura nada (el checker sigue avisando de los
# archivos cambiados y no da esas lecciones por completadas). Sobrescribe esos archivos: no lo
# ejecutes con TALLER_CURSO_REF en una copia donde estés editando el curso.
#
# Variables: TALLER_CURSO_REF (commit, rama o etiqueta del curso; ver arriba), TALLER_RESULTADOS (ruta del JSON; por defecto $RUNNER_TEMP/taller-resultados.json, o
# .build/taller-resultados.json fuera de GitHub Actions),
# TALLER_PUNTOS (puntos por lección completada; por defecto 10), GITHUB_STEP_SUMMARY (si existe, la
# tabla de puntos se añade al resumen de la ejecución). Necesita `jq` o `python3` para leer el JSON
# (los dos vienen en las máquinas de GitHub Actions; TALLER_JSON_CON=python3 fuerza python3).
# Estado de salida: 0 bien (con `todas`, aunque haya lecciones sin completar), 1 lección sin
# completar, 64 uso incorrecto, 70 el checker no produjo un JSON válido o no se pudieron restaurar los
# archivos del curso.
set -euo pipefail

raiz="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
carpeta_privada="${RUNNER_TEMP:-$raiz/.build}"
resultados="${TALLER_RESULTADOS:-$carpeta_privada/taller-resultados.json}"
# El secreto de la firma, fuera del repositorio (nunca junto a los resultados si estos están dentro).
secreto="$carpeta_privada/taller-calificar.secreto"
puntos="${TALLER_PUNTOS:-10}"

# consulta <programa-jq> <programa-python>: evalúa sobre resultados.json con jq o, si no hay, python3
consulta() {
  if [ "${TALLER_JSON_CON:-}" != python3 ] && command -v jq >/dev/null 2>&1; then
    jq -r "$1" "$resultados"
  elif command -v python3 >/dev/null 2>&1; then
    python3 -c "import json,sys; d=json.load(open(sys.argv[1])); $2" "$resultados"
  else
    echo "calificar.sh: hace falta jq o python3 para leer $resultados." >&2
    exit 70
  fi
}

# resumen <archivo>: la huella SHA-256 del secreto seguido del archivo.
huella() {
  if command -v sha256sum >/dev/null 2>&1; then
    cat "$secreto" "$1" | sha256sum | cut -d' ' -f1
  else
    cat "$secreto" "$1" | shasum -a 256 | cut -d' ' -f1
  fi
}

# firmado: el archivo de resultados es el que escribió `todas` en esta máquina (su firma cuadra).
firmado() {
  [ -f "$resultados" ] && [ -f "$secreto" ] && [ -f "$resultados.firma" ] \
    && [ "$(huella "$resultados")" = "$(cat "$resultados.firma")" ]
}

# restaurar_curso: los archivos del curso, como en TALLER_CURSO_REF (o el primer commit en GitHub Actions).
restaurar_curso() {
  local ref="${TALLER_CURSO_REF:-}"
  if [ -z "$ref" ]; then
    [ "${GITHUB_ACTIONS:-}" = true ] || return 0
    ref="$(git -C "$raiz" rev-list --max-parents=0 HEAD 2>/dev/null | tail -n 1)"
  fi
  local commit
  if ! commit="$(git -C "$raiz" rev-parse --verify --quiet "$ref^{commit}")"; then
    echo "✗ No se pueden restaurar los archivos del curso: '$ref' no es un commit de este repositorio." >&2
    echo "  Define TALLER_CURSO_REF con el commit, la rama o la etiqueta del curso (y, en GitHub Actions," >&2
    echo "  usa 'fetch-depth: 0' en actions/checkout para que el historial esté)." >&2
    exit 70
  fi
  local rutas=(Package.swift Sources/ComposableArchitecture Sources/TallerArnes Sources/TallerComun
    Sources/SwiftUIDeImitacion
    Tests/Exercises Lessons/huellas.json)
  local leccion parte
  while IFS= read -r leccion; do
    for parte in leccion.json Plantilla Solucion NoCompila; do rutas+=("$leccion/$parte"); done
  done < <(git -C "$raiz" ls-tree -d --name-only "$commit" Lessons/)
  local ruta restauradas=0
  for ruta in "${rutas[@]}"; do
    git -C "$raiz" cat-file -e "$commit:$ruta" 2>/dev/null || continue
    # NB: borrar antes, para que un archivo añadido dentro de una carpeta del curso tampoco quede.
    rm -rf "${raiz:?}/$ruta"
    git -C "$raiz" checkout --quiet "$commit" -- "$ruta"
    git -C "$raiz" reset --quiet -- "$ruta"
    restauradas=$((restauradas + 1))
  done
  echo "Archivos del curso restaurados desde ${commit:0:12} ($restauradas rutas)."
}

todas() {
  local estado=0
  restaurar_curso
  mkdir -p "$(dirname "$resultados")" "$carpeta_privada"
  rm -f "$resultados" "$resultados.firma"
  od -An -N32 -tx1 /dev/urandom | tr -d ' \n' >"$secreto"
  (cd "$raiz" && swift run -q checker todas --json) >"$resultados" || estado=$?
  huella "$resultados" >"$resultados.firma"
  if ! consulta '.version' 'print(d["version"])' >/dev/null 2>&1; then
    echo "✗ El checker no produjo un JSON válido (estado $estado); mira su salida de errores arriba." >&2
    exit 70
  fi
  local tabla
  tabla="$(consulta \
    '.lecciones[] | "| \(.leccion) | \(.titulo) | \(.aprobadas)/\(.total) | \(if .completada then '"$puntos"' else 0 end)/'"$puntos"' |"' \
    'print("\n".join("| %d | %s | %d/%d | %d/%d |" % (l["leccion"], l["titulo"], l["aprobadas"], l["total"], '"$puntos"' if l["completada"] else 0, '"$puntos"') for l in d["lecciones"]))')"
  local total
  total="$(consulta '[.lecciones[] | select(.completada)] | length' 'print(sum(1 for l in d["lecciones"] if l["completada"]))')"
  local cuantas
  cuantas="$(consulta '.lecciones | length' 'print(len(d["lecciones"]))')"
  {
    echo "### Taller TCA: $(( total * puntos ))/$(( cuantas * puntos )) puntos"
    echo
    echo "| Lección | Título | Pruebas | Puntos |"
    echo "|---|---|---|---|"
    echo "$tabla"
  } | tee -a "${GITHUB_STEP_SUMMARY:-/dev/null}"
  echo "Resultados completos en $resultados (estado del checker: $estado)."
}

leccion() {
  local numero="$1"
  [[ "$numero" =~ ^[0-9]+$ ]] || { echo "calificar.sh: '$numero' no es un número de lección." >&2; exit 64; }
  # Solo vale un archivo firmado por `todas`; cualquier otro (del repositorio, hecho a mano) se rehace.
  firmado || todas >/dev/null
  local completada
  completada="$(consulta \
    "[.lecciones[] | select(.leccion == $numero) | .completada | tostring] | first // \"ausente\"" \
    "print(next((str(l['completada']).lower() for l in d['lecciones'] if l['leccion'] == $numero), 'ausente'))")"
  case "$completada" in
    true) echo "✓ Lección $numero completada."; exit 0 ;;
    false) echo "✗ Lección $numero sin completar: ejecuta 'swift run -q checker leccion$numero' para ver qué falta."; exit 1 ;;
    *) echo "✗ El taller no tiene la lección $numero." >&2; exit 64 ;;
  esac
}

case "${1:-}" in
  todas) todas ;;
  leccion) [ $# -eq 2 ] || { echo "Uso: calificar.sh leccion <número>" >&2; exit 64; }; leccion "$2" ;;
  *) echo "Uso: calificar.sh todas | calificar.sh leccion <número>" >&2; exit 64 ;;
esac
