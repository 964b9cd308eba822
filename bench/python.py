"""The Python package's speed beside the command line's (BENCHMARKS.md).

Run with the package installed: python bench/python.py [path/to/tetrolab]
Prints best-of-3 rates for deal into numpy, stats (the default metrics),
Randomizer.fill per piece and Randomizer.next per call, and `tetrolab gen`
for the same pieces: wall-clock time, and for deal, stats and gen also the
CPU time they used (steadier than wall time on a shared machine: other
processes' work is not counted).
"""

import resource
import subprocess
import sys
import time

import tetrolab

SPEC = "tetrio-7-bag"
COUNT = 10**8
STATS_SPEC = "7-bag"


def best(run, repeats=3):
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return min(times)


def cpu(run, repeats=3):
    """The least CPU time (user + system) `run` took, its children's included."""
    def used():
        own = resource.getrusage(resource.RUSAGE_SELF)
        children = resource.getrusage(resource.RUSAGE_CHILDREN)
        return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime

    times = []
    for _ in range(repeats):
        start = used()
        run()
        times.append(used() - start)
    return min(times)


def main():
    deal = best(lambda: tetrolab.deal(SPEC, COUNT, seed=1))
    deal_cpu = cpu(lambda: tetrolab.deal(SPEC, COUNT, seed=1))
    print(
        f"deal({SPEC!r}, 10**8) into numpy: {deal:.3f} s, {COUNT / deal / 1e6:.0f} M pieces/s"
        f" (CPU {deal_cpu:.3f} s, {COUNT / deal_cpu / 1e6:.0f} M pieces/s)"
    )
    stats = best(lambda: tetrolab.stats(STATS_SPEC, COUNT, seed=1))
    stats_cpu = cpu(lambda: tetrolab.stats(STATS_SPEC, COUNT, seed=1))
    print(
        f"stats({STATS_SPEC!r}, 10**8): {stats:.3f} s, {COUNT / stats / 1e6:.0f} M pieces/s"
        f" (CPU {stats_cpu:.3f} s, {COUNT / stats_cpu / 1e6:.0f} M pieces/s)"
    )
    r = tetrolab.Randomizer(SPEC, seed=1)
    fill = best(lambda: r.fill(COUNT))
    print(f"Randomizer.fill(10**8): {fill / COUNT * 1e9:.2f} ns per piece")
    calls = 10**6
    r = tetrolab.Randomizer(SPEC, seed=1)
    step = r.next
    one = best(lambda: [step() for _ in range(calls)])
    print(f"Randomizer.next(): {one / calls * 1e9:.0f} ns per call")
    it = iter(tetrolab.Randomizer(SPEC, seed=1))
    builtin = best(lambda: [next(it) for _ in range(calls)])
    print(f"next(randomizer): {builtin / calls * 1e9:.0f} ns per call")
    if len(sys.argv) > 1:
        command = [sys.argv[1], "gen", SPEC, "--seed", "1", "-n", str(COUNT)]
        gen_run = lambda: subprocess.run(command, stdout=subprocess.DEVNULL, check=True)
        gen = best(gen_run)
        gen_cpu = cpu(gen_run)
        print(
            f"tetrolab gen {SPEC} -n 10**8 > /dev/null: {gen:.3f} s, {COUNT / gen / 1e6:.0f} M pieces/s"
            f" (CPU {gen_cpu:.3f} s, {COUNT / gen_cpu / 1e6:.0f} M pieces/s)"
        )


if __name__ == "__main__":
    main()
