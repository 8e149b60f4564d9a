#!/usr/bin/env python3
"""Runs the curl examples of README.md and docs/api.md against a running
server and compares each one's output with the output the document shows.

An example is a ```sh block whose command starts with `curl` or
`sudoku-service` (the command line, run from the release build), followed by
a ```text block holding its output (stdout, then stderr). `http://localhost:8080`
in the command is replaced by the server's URL (argv[1]). Volatile parts are
masked on both sides before comparing: UUIDs (request ids), the `micros`
timing and the command line summary's time and rate.
Every path of openapi.yaml must appear in at least one example.

With --write, the documents' output blocks are replaced by the real output
instead (for a maintainer after a deliberate change; CI never passes it).
"""
import difflib
import os
import re
import subprocess
import sys

UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")
MICROS = re.compile(r'"micros":\s*\d+')
RATE = re.compile(r"; \d+\.\d+ s, \d+ (\w+)/s$", flags=re.M)


def normalise(text: str) -> str:
    text = UUID.sub("<uuid>", text)
    text = MICROS.sub('"micros":<n>', text)
    text = RATE.sub(r"; <t> s, <n> \1/s", text)
    return text.rstrip("\n")


def examples(readme: str):
    blocks = re.findall(r"```(\w*)\n(.*?)```", readme, flags=re.S)
    for (lang, body), (next_lang, next_body) in zip(blocks, blocks[1:]):
        command = body.lstrip()
        runs = command.startswith("curl") or command.startswith("sudoku-service ")
        if lang == "sh" and runs and next_lang == "text":
            yield body.strip(), next_body


def spec_paths() -> list[str]:
    with open("openapi.yaml") as f:
        spec = f.read()
    section = spec.split("\npaths:\n", 1)[1].split("\ncomponents:\n", 1)[0]
    return re.findall(r"^  (/\S*):$", section, flags=re.M)


DOCUMENTS = ["README.md", "docs/api.md"]


def main() -> int:
    write = "--write" in sys.argv
    url = [a for a in sys.argv[1:] if a != "--write"][0].rstrip("/")
    failures = 0
    all_found = []
    for path in DOCUMENTS:
        with open(path) as f:
            doc = f.read()
        found = list(examples(doc))
        if not found:
            print(f"no curl examples found in {path}")
            return 1
        all_found += found
        for command, expected in found:
            real = command.replace("http://localhost:8080", url)
            env = dict(os.environ, PATH=os.path.abspath("target/release") + os.pathsep + os.environ["PATH"])
            out = subprocess.run(["sh", "-c", real], capture_output=True, text=True, timeout=30, env=env)
            got = out.stdout + out.stderr
            if write:
                old = "```sh\n" + command + "\n```\n\n```text\n" + expected + "```"
                new = "```sh\n" + command + "\n```\n\n```text\n" + got.rstrip("\n") + "\n```"
                assert old in doc, f"{path}: layout of the example {command!r}"
                doc = doc.replace(old, new)
                continue
            if normalise(got) == normalise(expected):
                print(f"ok    {path}: {command.splitlines()[0]}")
            else:
                failures += 1
                print(f"FAIL  {path}: {command}")
                diff = difflib.unified_diff(
                    normalise(expected).splitlines(), normalise(got).splitlines(),
                    path, "real", lineterm="")
                print("\n".join(diff))
        if write:
            with open(path, "w") as f:
                f.write(doc)
            print(f"{path}: wrote the output of {len(found)} examples")
    if write:
        return 0
    # A path template's {parameter} segment matches any one segment; a path
    # ends at a quote, a blank or its query.
    def pattern(p):
        segments = ("[^/'\\s]+" if seg.startswith("{") else re.escape(seg)
                    for seg in p.split("/"))
        return "/".join(segments) + r"['\s?]"
    missing = [p for p in spec_paths()
               if not any(re.search(pattern(p), c + " ") for c, _ in all_found)]
    for p in missing:
        failures += 1
        print(f"FAIL  no example for {p} in {', '.join(DOCUMENTS)}")
    print(f"{len(all_found)} examples, {failures} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
