#!/usr/bin/env bash
# Compila un producto o target y muestra solo las líneas de error o aviso, sin repetir.
# Uso: scripts/errores.sh [argumentos de swift build]
set -uo pipefail
swift build "$@" 2>&1 | grep -E '(error|warning):' | grep -v 'emit-module command failed' | sort -u
echo "swift build terminó: ${PIPESTATUS[0]}"
