#!/usr/bin/env python3
"""Turn every YAML example of a spiff++ Markdown document that holds a dynaml expression into a
one-file case directory (shared layout), for differential testing against a real spiff++ binary.

usage: python3 readme.py README.md OUT_DIR [PREFIX]

Each fenced block (```yaml / ```yml / ``` with YAML-looking content) containing `((` becomes
OUT_DIR/PREFIX_L<line>/template.yml, run as `merge template.yml`. Expectations come from capture.py.
"""
import json, os, re, sys


def main():
    src, out = sys.argv[1], sys.argv[2]
    prefix = sys.argv[3] if len(sys.argv) > 3 else "readme"
    lines = open(src).read().split("\n")
    i, n = 0, 0
    while i < len(lines):
        m = re.match(r"^\s*```\s*(\w*)\s*$", lines[i])
        if not m:
            i += 1
            continue
        lang, start, body = m.group(1).lower(), i + 1, []
        i += 1
        while i < len(lines) and not re.match(r"^\s*```\s*$", lines[i]):
            body.append(lines[i])
            i += 1
        i += 1
        text = "\n".join(body)
        if lang not in ("yaml", "yml", "") or "((" not in text or re.search(r"^\s*(spiff|\$|#!)", text, re.M):
            continue
        cid = "%s_L%d" % (prefix, start)
        d = os.path.join(out, cid)
        os.makedirs(d, exist_ok=True)
        open(os.path.join(d, "template.yml"), "w").write(text + "\n")
        open(os.path.join(d, "args"), "w").write("")
        json.dump({"id": cid, "source": os.path.basename(src), "line": start,
                   "files": [{"file": "template.yml", "run_as": "template.yml"}]},
                  open(os.path.join(d, "meta.json"), "w"), indent=1)
        n += 1
    print(n, "cases")


if __name__ == "__main__":
    main()
