"""The generated inputs the benchmark scripts share: each function runs one of the shared vectors'
`perf/gen.py` generators (`../shared/vectors/SYSTEM/perf/gen.py`) into a work folder."""
import subprocess
import sys


def puppet(vectors, path, count, plain=False):
    """A manifest of `count` resources (`--plain`: without the full profile's features)."""
    args = [sys.executable, str(vectors / "puppet/perf/gen.py"), str(count)] + (["--plain"] if plain else [])
    with open(path, "w") as out:
        subprocess.run(args, stdout=out, check=True)


def spiff(vectors, folder, count):
    """`template.yml` and `stub.yml` of the rich profile, `count` entries."""
    subprocess.run([sys.executable, str(vectors / "spiff/perf/gen.py"), str(count), str(folder),
                    "--profile", "rich"], check=True, stdout=subprocess.DEVNULL)


def nickel(vectors, folder):
    """Every Nickel benchmark program (`merge_override_100k.ncl`, ...)."""
    subprocess.run([sys.executable, str(vectors / "nickel/perf/gen.py"), str(folder)], check=True,
                   stdout=subprocess.DEVNULL)


def hcl(vectors, path, blocks):
    """An HCL file of `blocks` service blocks for `hcldec/perf/spec.hcldec`."""
    subprocess.run([sys.executable, str(vectors / "hcldec/perf/gen.py"), str(blocks), str(path)], check=True)
