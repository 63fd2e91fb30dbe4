#!/usr/bin/env python3
"""Añade a HACIA los sellos que la fase de Swift 6.0.3 escribió en su copia del taller.

    scripts/fusionar-sellos.py BASE DESDE HACIA CERROJO

BASE es `Lessons/sellos.json` tal como se copió a la raíz de 6.0.3 antes de sus pruebas; DESDE, el de
la copia al terminar; HACIA, el del taller. Solo pasa a HACIA cada sello (lección y clase, como
`verificar@6.0.3-linux`) que DESDE tiene distinto de BASE: los que la fase escribió. Los demás son la
foto de antes, y en la CI en paralelo las fases de 6.3.1 pueden haberlos renovado entretanto; copiarlos
los pisaría con los viejos. Se escribe con el mismo cerrojo (`flock` sobre CERROJO) con el que el motor
escribe los sellos, en un archivo aparte que se renombra. Sale con 0, o con 2 si faltan argumentos.
"""
import fcntl
import json
import os
import sys


def leer(ruta):
    try:
        with open(ruta) as archivo:
            return json.load(archivo)
    except (OSError, ValueError):
        return {}


def principal(base, desde, hacia, cerrojo):
    previos = leer(base).get("lecciones", {})
    nuevos = leer(desde)
    os.makedirs(os.path.dirname(cerrojo) or ".", exist_ok=True)
    with open(cerrojo, "a") as candado:
        fcntl.flock(candado, fcntl.LOCK_EX)
        viejos = leer(hacia)
        if not viejos or viejos.get("formato") != nuevos.get("formato"):
            viejos = {"formato": nuevos.get("formato", 1), "lecciones": {}}
        for leccion, clases in nuevos.get("lecciones", {}).items():
            for clase, sello in clases.items():
                if previos.get(leccion, {}).get(clase) == sello:
                    continue
                viejos.setdefault("lecciones", {}).setdefault(leccion, {})[clase] = sello
        texto = json.dumps(viejos, indent=2, sort_keys=True, ensure_ascii=False, separators=(",", " : "))
        with open(hacia + ".nuevo", "w") as salida:
            salida.write(texto + "\n")
        os.replace(hacia + ".nuevo", hacia)


if __name__ == "__main__":
    if len(sys.argv) != 5:
        print(__doc__.strip().split("\n\n")[1], file=sys.stderr)
        sys.exit(2)
    principal(*sys.argv[1:])
