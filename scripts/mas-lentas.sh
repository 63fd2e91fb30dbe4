#!/usr/bin/env bash
# Las N pruebas más lentas (20 por omisión) de la salida de un `swift test`, con la duración que da
# Swift Testing a cada una, de mayor a menor:   scripts/mas-lentas.sh REGISTRO [N]
# Lo usan .ci/run y scripts/swift60.sh para su informe de tiempos. Sale con 0 aunque no haya ninguna.
set -uo pipefail
registro="$1"; cuantas="${2:-20}"
echo "   las $cuantas pruebas más lentas:"
grep -aE 'Test ".*" (passed|failed).* after [0-9.]+ seconds' "$registro" \
  | sed -E 's/.*Test "(.*)" (passed|failed).* after ([0-9.]+) seconds.*/\3 \1/' \
  | sort -rn | head -n "$cuantas" | awk '{ s = $1; $1 = ""; printf "   %8.1f s %s\n", s, substr($0, 2) }'
exit 0
