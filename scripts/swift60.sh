#!/usr/bin/env bash
# Swift 6.0.3 en una raíz de Debian trixie (el paquete `swiftlang` de Debian), para probar el taller con
# el compilador más antiguo que promete el README (el de la generación de Xcode 16.0–16.2).
#
#   scripts/swift60.sh preparar            crea la raíz si falta (debootstrap + apt-get install swiftlang)
#   scripts/swift60.sh ejecutar ORDEN…     ejecuta ORDEN en una copia del taller dentro de la raíz
#   scripts/swift60.sh comprobar           la fase de la CI: compila con --build-tests sin avisos,
#                                          prueba el trabajo principal (plantilla → 1, solución → 0) y
#                                          ejecuta `swift test` sin las pruebas unitarias del motor y del
#                                          checker, que no dependen de la toolchain (--sin-pruebas lo omite)
#
# La raíz vive fuera del clon (TALLER_RAIZ_SWIFT60, por omisión /var/cache/taller-tca/trixie-swift60) y se
# reutiliza: una CI ya preparada solo paga la compilación. Necesita root (debootstrap, chroot, mount).
# Códigos de salida: 0 bien; 1 la compilación o una comprobación falló; 2 uso; 3 no se pudo preparar.
set -euo pipefail

raiz_swift60="${TALLER_RAIZ_SWIFT60:-/var/cache/taller-tca/trixie-swift60}"
taller="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
dentro=/taller   # donde se copia el taller dentro de la raíz

# Lista cuando la instalación terminó (marca propia) y el compilador está dentro. NB: `usr/bin/swift`
# es un enlace absoluto que solo resuelve dentro de la raíz: se mira el binario real.
lista() {
  [ -f "$raiz_swift60/.taller-lista" ] && [ -x "$raiz_swift60/usr/libexec/swift/bin/swift-driver" ]
}

preparar() {
  lista && return 0
  if ! command -v debootstrap >/dev/null; then
    apt-get update -qq && apt-get install -y -qq debootstrap >/dev/null || {
      echo "✗ No se pudo instalar debootstrap con apt-get." >&2; exit 3; }
  fi
  # El mismo archivo de Debian que usa el apt de esta máquina.
  local espejo
  espejo="$(grep -hoE 'https?://[^ ]+/debian/?$' /etc/apt/sources.list.d/*.sources /etc/apt/sources.list 2>/dev/null \
    | head -n 1 || true)"
  espejo="${espejo:-http://deb.debian.org/debian}"
  borrar_raiz
  mkdir -p "$(dirname "$raiz_swift60")"
  debootstrap --variant=minbase trixie "$raiz_swift60" "$espejo" >/dev/null || {
    echo "✗ debootstrap trixie falló (¿sin acceso al archivo de Debian?)." >&2; exit 3; }
  montar
  chroot "$raiz_swift60" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin DEBIAN_FRONTEND=noninteractive \
    sh -c 'apt-get update -qq && apt-get install -y -qq swiftlang libc6-dev ca-certificates >/dev/null' || {
    desmontar; echo "✗ apt-get install swiftlang falló dentro de la raíz." >&2; exit 3; }
  desmontar
  touch "$raiz_swift60/.taller-lista"
}

# Borra una raíz a medias. Nunca con /proc o /dev montados dentro: `rm -rf` los atravesaría y borraría
# los del sistema.
borrar_raiz() {
  desmontar
  if mountpoint -q "$raiz_swift60/proc" 2>/dev/null || mountpoint -q "$raiz_swift60/dev" 2>/dev/null; then
    echo "✗ $raiz_swift60 aún tiene /proc o /dev montados; no se borra." >&2; exit 3
  fi
  rm -rf --one-file-system "$raiz_swift60"
}

montar() {
  mountpoint -q "$raiz_swift60/proc" || mount --bind /proc "$raiz_swift60/proc"
  mountpoint -q "$raiz_swift60/dev" || mount --bind /dev "$raiz_swift60/dev"
}

desmontar() {
  for punto in dev proc; do
    while mountpoint -q "$raiz_swift60/$punto" 2>/dev/null; do
      umount "$raiz_swift60/$punto" 2>/dev/null || umount -l "$raiz_swift60/$punto" || break
    done
  done
}
trap desmontar EXIT

# Copia el taller (sin .build, .git ni .taller del alumno) a la raíz; la carpeta .build de dentro se
# conserva entre ejecuciones para que una CI ya caliente solo recompile lo que cambió.
copiar() {
  mkdir -p "$raiz_swift60$dentro"
  find "$raiz_swift60$dentro" -mindepth 1 -maxdepth 1 ! -name .build -exec rm -rf {} +
  tar -C "$taller" --exclude=./.build --exclude=./.git --exclude=./.taller -cf - . | tar -C "$raiz_swift60$dentro" -xf -
}

ejecutar() {
  montar
  chroot "$raiz_swift60" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root LANG=C.UTF-8 \
    CI="${CI:-}" NO_COLOR=1 TALLER_FACTOR_TIEMPO="${TALLER_FACTOR_TIEMPO:-3}" TALLER_SIN_SELLOS="${TALLER_SIN_SELLOS:-}" \
    sh -c 'cd "$0" && exec "$@"' "$dentro" "$@"
}

comprobar() {
  local opcion="${1:-}"
  preparar
  copiar
  local registro; registro="$(mktemp)"
  # Los sellos tal como se copiaron: al final solo vuelven al taller los que esta fase cambió.
  local sellos_base; sellos_base="$(mktemp)"
  cp "$raiz_swift60$dentro/Lessons/sellos.json" "$sellos_base" 2>/dev/null || echo '{}' >"$sellos_base"
  ejecutar swift --version
  echo "· swift build --build-tests"
  if ! ejecutar swift build --build-tests >"$registro" 2>&1; then
    tail -n 80 "$registro"; echo "✗ Swift 6.0: la compilación falló."; exit 1
  fi
  if grep -E '(:[0-9]+:[0-9]+: warning:|^warning:)' "$registro"; then
    echo "✗ Swift 6.0: la compilación produjo avisos (arriba)."; exit 1
  fi
  echo "· checker leccion3 sobre la plantilla (debe terminar con 1)"
  local estado=0
  ejecutar swift run -q checker leccion3 >"$registro" 2>&1 || estado=$?
  if [ "$estado" -ne 1 ] || ! grep -q "Lección 3" "$registro"; then
    cat "$registro"; echo "✗ Swift 6.0: la plantilla de la lección 3 terminó con $estado (se esperaba 1)."; exit 1
  fi
  echo "· checker leccion3 con la Solucion copiada (debe terminar con 0)"
  rm -rf "$raiz_swift60$dentro/Sources/Workbook/Leccion03"
  cp -R "$taller/Lessons/03-bindable-action/Solucion" "$raiz_swift60$dentro/Sources/Workbook/Leccion03"
  estado=0
  ejecutar swift run -q checker leccion3 >"$registro" 2>&1 || estado=$?
  if [ "$estado" -ne 0 ]; then
    cat "$registro"; echo "✗ Swift 6.0: la Solucion de la lección 3 terminó con $estado (se esperaba 0)."; exit 1
  fi
  # La lección 3 vuelve a su plantilla, como en un clon nuevo, antes de la batería completa.
  rm -rf "$raiz_swift60$dentro/Sources/Workbook/Leccion03"
  cp -R "$taller/Sources/Workbook/Leccion03" "$raiz_swift60$dentro/Sources/Workbook/Leccion03"
  if [ "$opcion" != "--sin-pruebas" ]; then
    # NB: MotorTests y CheckerCoreTests comprueban lógica sobre valores y textos (parches, informes,
    # progreso, mensajes) y se ejecutan igual con las dos toolchains; ya se compilaron arriba, sin
    # avisos, con Swift 6.0.3. Todo lo que compila con la toolchain o depende de su runtime (el runtime
    # de TCA, el arnés, el extremo a extremo, los diagnósticos, la integridad de cada lección) se ejecuta.
    echo "· swift test --skip MotorTests --skip CheckerCoreTests (runtime, arnés, extremo a extremo e integridad de cada lección)"
    estado=0
    ejecutar swift test --skip MotorTests --skip CheckerCoreTests >"$registro" 2>&1 || estado=$?
    if [ "$estado" -ne 0 ]; then
      grep -aE -A 6 '^(✘|􀢄).*(recorded an issue|failed)' "$registro" | head -n 120
      tail -n 60 "$registro"; echo "✗ Swift 6.0: swift test falló (estado $estado)."; exit 1
    fi
    if grep -E '(:[0-9]+:[0-9]+: warning:|^warning:)' "$registro"; then
      echo "✗ Swift 6.0: swift test produjo avisos del compilador (arriba)."; exit 1
    fi
    grep -E 'Test run with' "$registro" | tail -n 1
    grep -aE '^(◇|◆) Sello ' "$registro" || true
    "$taller/scripts/mas-lentas.sh" "$registro"
    # Los sellos que la batería escribió dentro de la raíz vuelven al taller, junto a los que haya allí:
    # solo los que cambiaron aquí, porque en paralelo las fases de 6.3.1 renuevan los suyos a la vez.
    if [ -f "$raiz_swift60$dentro/Lessons/sellos.json" ]; then
      python3 "$taller/scripts/fusionar-sellos.py" "$sellos_base" "$raiz_swift60$dentro/Lessons/sellos.json" \
        "$taller/Lessons/sellos.json" "$taller/.build/taller-sellos.lock"
    fi
  fi
  rm -f "$registro" "$sellos_base"
  echo "✓ Swift 6.0: compila sin avisos, el checker califica bien la lección 3 y pasan las pruebas del taller."
}

case "${1:-}" in
  preparar) preparar ;;
  ejecutar) shift; preparar; copiar; ejecutar "$@" ;;
  comprobar) shift; comprobar "${1:-}" ;;
  *) echo "Uso: scripts/swift60.sh preparar | ejecutar ORDEN… | comprobar" >&2; exit 2 ;;
esac
