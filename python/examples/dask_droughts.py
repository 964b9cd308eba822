"""The drought tail of ti over 10^11 pieces on a dask.distributed cluster.

``ti`` is TGM3's pool randomizer: a 35-piece pool with drought
bookkeeping, far too many states for an exact chain to answer from, so its
rare long droughts can only be measured, over many pieces. A run of N pieces is N / 4096 batches (at most 64),
batch k dealt from its own stream derived from the seed; each dask task
measures a range of batches (``tetrolab.stats(..., partial=True,
batches=range(a, b))``, a dict of integer counters) and ``tetrolab.merge``
puts them together: exactly the answer one machine gives for the same
seed, bit for bit, however the batches were shared out.

    pip install "./python[dask]"
    python python/examples/dask_droughts.py --pieces 1e9      # a LocalCluster here
    python python/examples/dask_droughts.py --address tcp://scheduler:8786

On a real cluster run one worker per machine with one thread
(``dask worker ADDRESS --nthreads 1``): tetrolab spreads each task over the
machine's cores itself.
"""

from __future__ import annotations

import argparse
import time
from typing import Any, Dict, List

import tetrolab

SPEC = "ti"


def shard(batches: range, spec: str, pieces: int, seed: int) -> Dict[str, Any]:
    """One task: batches ``batches`` of the run, as a partial result."""
    return tetrolab.stats(spec, pieces, seed=seed, partial=True, batches=batches)


def split(batches: range, shards: int) -> List[range]:
    """``batches`` cut into at most ``shards`` contiguous ranges of near-equal size."""
    n = len(batches)
    cuts = [batches.start + n * i // shards for i in range(shards + 1)]
    return [range(a, b) for a, b in zip(cuts, cuts[1:]) if a < b]


def measure(client, pieces: int, seed: int, shards: int, spec: str = SPEC) -> tetrolab.Result:
    """The run of ``pieces`` pieces of ``spec`` measured as ``shards`` dask tasks and merged."""
    ranges = split(tetrolab.run_batches(pieces), shards)
    futures = client.map(shard, ranges, spec=spec, pieces=pieces, seed=seed)
    return tetrolab.merge(client.gather(futures))


def tail(result: Dict[str, Any]) -> str:
    """The drought tail as text: P(drought >= k) with its standard error."""
    errors = result["standard_errors"]
    lines = [f"{'k':>4}  {'P(drought >= k)':>16}  {'standard error':>15}"]
    for k, p in result["drought"]["p_at_least"].items():
        lines.append(f"{k:>4}  {p:>16.6g}  {errors[f'drought.p_at_least.{k}']:>15.2g}")
    quantiles = ", ".join(f"{q} %: {v}" for q, v in result["drought"]["quantiles"].items())
    lines.append(f"longest drought: {result['drought']['max']}; quantiles {quantiles}")
    return "\n".join(lines)


def count(text: str) -> int:
    """A piece count: 1000000, 1_000_000 or 1e9."""
    try:
        return int(text)
    except ValueError:
        value = float(text)
        if value != int(value):
            raise argparse.ArgumentTypeError(f"{text} is not a whole number of pieces")
        return int(value)


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(
        description="Measure ti's drought tail on a dask.distributed cluster "
        "(a LocalCluster on this machine unless --address is given)."
    )
    parser.add_argument("--address", help="the scheduler to join, e.g. tcp://scheduler:8786")
    parser.add_argument("--pieces", type=count, default=10**11, help="pieces to measure (default 1e11)")
    parser.add_argument("--seed", type=int, default=1, help="the run's seed (default 1)")
    parser.add_argument(
        "--shards", type=int, default=64, help="tasks to split the run's batches into (default 64, one batch each)"
    )
    parser.add_argument(
        "--workers",
        type=int,
        default=1,
        help="the LocalCluster's worker processes (default 1: each task already uses every core)",
    )
    args = parser.parse_args(argv)

    from dask.distributed import Client, LocalCluster

    cluster = None if args.address else LocalCluster(n_workers=args.workers, threads_per_worker=1)
    with Client(args.address or cluster) as client:
        started = time.perf_counter()
        result = measure(client, args.pieces, args.seed, args.shards)
        seconds = time.perf_counter() - started
    if cluster is not None:
        cluster.close()
    print(f"{SPEC}: {result['pieces']:,} pieces, seed {result['seed']}, {result['batches']} batches")
    print(tail(result))
    print(f"{seconds:.1f} s on {args.address or f'a LocalCluster of {args.workers} worker(s)'}")


if __name__ == "__main__":
    main()
