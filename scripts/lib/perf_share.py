"""Where a server's CPU went, from `perf report --no-children --sort dso,sym
--stdio` on stdin: each sample's symbol put in one bucket (solving, the
kernel, JSON, HTTP, the async runtime, the allocator, the rest), printed
as shares of all samples. Used by scripts/batch-bench.sh (PERF=1).
"""
import re
import sys

# First match wins: the patterns are tried in this order.
BUCKETS = [
    # Where a cpu-clock sample lands after a context switch or a wake-up
    # (interrupts were off until then).
    ("kernel: context switches, wake-ups, preemption", lambda dso, sym: dso.startswith("[kernel") and re.search(r"finish_task_switch|irqentry_exit|_raw_spin_unlock_irq|__schedule|futex|try_to_wake_up|ttwu|select_task_rq|sched_yield|schedule", sym)),
    ("kernel: the rest (loopback TCP, epoll, syscalls)", lambda dso, sym: dso.startswith("[kernel")),
    ("solving (the core's search)", lambda dso, sym: re.search(r"sudoku_core::solver|kernel::|engine::|solve_unique|sudoku_core::", sym)),
    ("allocator", lambda dso, sym: re.search(r"mi_|malloc|free|realloc|alloc::raw_vec", sym)),
    ("JSON parse and answer writing", lambda dso, sym: re.search(r"serde|json|itoa|ryu|request::batch|encode::|write_solved|decode::batch|GridJson|Grid.*parse", sym)),
    ("HTTP (hyper, axum, tower)", lambda dso, sym: re.search(r"hyper|axum|tower|http::|h1::|bytes::", sym)),
    ("async runtime and pool hand-off (tokio, futex)", lambda dso, sym: re.search(r"tokio|futex|crossbeam|parking|std::sync|std::thread|Condvar|Mutex|solver_pool|admission", sym)),
    ("memory copies", lambda dso, sym: re.search(r"memcpy|memmove|memset|memcmp", sym)),
]

LINE = re.compile(r"^\s*([\d.]+)%\s+(\S+)\s+\[(.)\]\s+(.*)$")


def main() -> None:
    shares = {name: 0.0 for name, _ in BUCKETS}
    rest = 0.0
    top_rest = []
    for line in sys.stdin:
        m = LINE.match(line)
        if not m:
            continue
        pct, dso, _, sym = float(m.group(1)), m.group(2), m.group(3), m.group(4)
        for name, test in BUCKETS:
            if test(dso, sym):
                shares[name] += pct
                break
        else:
            rest += pct
            top_rest.append((pct, f"{dso} {sym}"))
    print()
    print("| where the server's CPU went (perf samples) | share |")
    print("|---|---|")
    for name, _ in BUCKETS:
        print(f"| {name} | {shares[name]:.1f}% |")
    print(f"| other | {rest:.1f}% |")
    top_rest.sort(reverse=True)
    if top_rest:
        print()
        print("largest of other: " + "; ".join(f"{s} {p:.1f}%" for p, s in top_rest[:6]))


if __name__ == "__main__":
    main()
