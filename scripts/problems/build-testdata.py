#!/usr/bin/env python3
"""Builds the hidden tests of our practice problems (content/problems/<id>/testdata).

For each problem: runs generator/gen.py (seeded, so the same inputs every time; it prints a JSON
list of input texts), compiles solutions/std.cpp with g++ -O2 -std=c++14 (the GESP exam's
compiler), and writes testdata/<n>.in with the reference's answer as testdata/<n>.out. It also
checks that the reference prints every sample of problem.md exactly, so a statement cannot drift
from its tests.

    python3 scripts/problems/build-testdata.py            # every problem
    python3 scripts/problems/build-testdata.py gesp1-001  # one problem
"""

import json
import pathlib
import re
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[2] / "content" / "problems"
SAMPLE = re.compile(r"^(`{3,})(input|output)(\d+)[ \t]*\n(.*?)^\1[ \t]*$", re.M | re.S)


def run(binary: pathlib.Path, text: str) -> str:
    done = subprocess.run([str(binary)], input=text, capture_output=True, text=True, timeout=20)
    if done.returncode != 0:
        raise SystemExit(f"{binary} exited with {done.returncode}: {done.stderr[:500]}")
    return done.stdout


def build(problem: pathlib.Path, work: pathlib.Path) -> None:
    binary = work / f"{problem.name}-std"
    subprocess.run(
        ["g++", "-O2", "-std=c++14", "-o", str(binary), str(problem / "solutions" / "std.cpp")],
        check=True,
    )
    inputs = json.loads(
        subprocess.run(
            [sys.executable, str(problem / "generator" / "gen.py")], check=True, capture_output=True, text=True
        ).stdout
    )
    if len(inputs) < 10:
        raise SystemExit(f"{problem.name}: only {len(inputs)} tests, at least 10 wanted")
    testdata = problem / "testdata"
    testdata.mkdir(exist_ok=True)
    for old in list(testdata.glob("*.in")) + list(testdata.glob("*.out")):
        old.unlink()
    for n, text in enumerate(inputs, start=1):
        (testdata / f"{n}.in").write_text(text, encoding="utf-8", newline="\n")
        (testdata / f"{n}.out").write_text(run(binary, text), encoding="utf-8", newline="\n")

    samples: dict[tuple[str, int], str] = {}
    for match in SAMPLE.finditer((problem / "problem.md").read_text(encoding="utf-8")):
        samples[(match.group(2), int(match.group(3)))] = match.group(4)
    for (kind, n), text in samples.items():
        if kind != "input":
            continue
        got = run(binary, text)
        want = samples.get(("output", n))
        if want is None or got.rstrip() != want.rstrip():
            raise SystemExit(f"{problem.name}: sample {n} prints {got!r}, the statement says {want!r}")
    print(f"{problem.name}: {len(inputs)} tests, {len(samples) // 2} samples checked")


def main() -> None:
    names = sys.argv[1:] or sorted(p.name for p in ROOT.iterdir() if (p / "problem.yaml").exists())
    with tempfile.TemporaryDirectory() as work:
        for name in names:
            build(ROOT / name, pathlib.Path(work))


if __name__ == "__main__":
    main()
