"""examples/dask_droughts.py on a two-worker dask LocalCluster: the run's
batches measured as dask tasks and merged equal the one-machine ``stats``
exactly.

The cluster's workers are threads of this process (``processes=False``):
it starts in well under a second, needs no worker processes that must
import the example by path, and loses nothing, since tetrolab releases the
GIL while it measures, so the two workers do run at once. What would travel
between machines is a part's JSON, which test_shards.py sends through
``json`` and the command line."""

import importlib.util
import pickle

import pytest

import tetrolab
from conftest import ROOT, optional

optional("distributed", "dask")
from distributed import Client, LocalCluster  # noqa: E402  (after the skip above)

EXAMPLE = ROOT / "python" / "examples" / "dask_droughts.py"


def load_example():
    spec = importlib.util.spec_from_file_location("dask_droughts", EXAMPLE)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


example = load_example()


@pytest.fixture(scope="module")
def client():
    with LocalCluster(
        n_workers=2, threads_per_worker=1, processes=False, dashboard_address=None
    ) as cluster, Client(cluster) as client:
        yield client


def test_two_workers_merge_to_the_one_machine_answer(client):
    assert len(client.scheduler_info()["workers"]) == 2
    merged = example.measure(client, 400_000, seed=7, shards=5)
    assert merged == tetrolab.stats("ti", 400_000, seed=7)


def test_a_shard_is_a_picklable_partial_result(client):
    batches = range(3, 5)
    part = client.submit(example.shard, batches, spec="ti", pieces=400_000, seed=7).result()
    assert pickle.loads(pickle.dumps(part)) == part
    assert part == tetrolab.stats("ti", 400_000, seed=7, partial=True, batches=batches)


def test_split_covers_every_batch_once():
    assert example.split(range(0, 10), 3) == [range(0, 3), range(3, 6), range(6, 10)]
    assert example.split(range(0, 2), 5) == [range(0, 1), range(1, 2)]


def test_the_example_prints_the_tail_and_its_standard_errors(client, capsys):
    example.main(["--address", client.scheduler.address, "--pieces", "2e5", "--shards", "4"])
    out = capsys.readouterr().out
    assert "ti: 200,000 pieces, seed 1, 48 batches" in out
    assert "P(drought >= k)" in out and "standard error" in out
    assert "longest drought:" in out
