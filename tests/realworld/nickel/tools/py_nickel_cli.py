#!/usr/bin/env python3
"""A stand-in for `nickel export --format json FILE` / `nickel eval FILE` built on py-nickel 1.18.0
(PyPI `py-nickel`, the Python binding of nickel-lang-core 0.19.0, the core of nickel 1.18.0).

usage: py_nickel_cli.py export --format json FILE | eval [-I DIR] FILE

Used by capture.py (`--nickel tools/py_nickel_cli.py`) only while the nickel 1.18.0 binary is not
available. It evaluates `import "FILE"` with the binding, which exports to JSON:
  * success: prints the JSON (export), or `true` for `eval` when the value is `true`;
  * error: prints the binding's report (the same reporter as the CLI) and exits 1;
  * anything it cannot reproduce exactly exits 99, and capture.py records no expectation:
    other commands, and `eval` of a value other than `true` (the CLI prints Nickel syntax).
"""
import json
import sys

import nickel


def main(args):
    if not args:
        return 99
    cmd, rest = args[0], args[1:]
    paths = []
    while rest and rest[0] in ("-I", "--import-path"):
        paths.append(rest[1])
        rest = rest[2:]
    if cmd == "export":
        if rest[:2] == ["--format", "json"]:
            rest = rest[2:]
        elif rest and rest[0].startswith("--"):
            return 99
    elif cmd != "eval":
        return 99
    if len(rest) != 1:
        return 99
    try:
        out = nickel.run("import %s" % json.dumps(rest[0]), paths or None)
    except nickel.NickelException as e:
        sys.stderr.write(str(e))
        return 1
    if cmd == "eval":
        if json.loads(out) is True:
            print("true")
            return 0
        return 99
    print(out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
