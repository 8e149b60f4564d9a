"""The /solve mix of the load scripts: 1,000 puzzles from each of the four
sets, interleaved (easy, sparse, hard, multi), one per line.

    python3 scripts/loadtest/mix.py DATA_DIR OUT_FILE
"""
import itertools
import sys

data, out = sys.argv[1], sys.argv[2]
sets = []
for name in ["unbiased_1000.txt", "17_clue.txt", "magictour_top1465.txt", "serg_benchmark.txt"]:
    with open(f"{data}/{name}") as f:
        sets.append([l[:81] for l in f if len(l) >= 81 and not l.startswith("#")][:1000])
with open(out, "w") as f:
    for group in itertools.zip_longest(*sets):
        for p in group:
            if p:
                f.write(p + "\n")
