"""A run measured in parts (``stats(partial=True, batches=...)``) and merged
gives exactly ``stats``' dict, whatever the split, with parts made by Python
or by the command line; parts that do not make one run are refused with the
library's message, in Python's spelling."""

import json

import pytest

import tetrolab
from tetrolab import TetrolabError

PIECES = 70_000  # 17 batches


def part(batches, spec="7-bag", seed=1, **options):
    return tetrolab.stats(spec, PIECES, seed=seed, partial=True, batches=batches, **options)


@pytest.mark.parametrize("cuts", [[0, 17], [0, 1, 17], [0, 5, 6, 12, 17], list(range(18))])
def test_merged_parts_equal_the_whole_run_whatever_the_split(cuts):
    parts = [part(range(a, b)) for a, b in zip(cuts, cuts[1:])]
    assert tetrolab.merge(reversed(parts)) == tetrolab.stats("7-bag", PIECES, seed=1)


def test_games_are_shared_out_and_merged_too():
    games = dict(game_length=120, games=301, at_least=[3], droughts="completed")
    parts = [part(range(a, b), spec="tgm1", **games) for a, b in [(0, 8), (8, 17)]]
    assert tetrolab.merge(*parts) == tetrolab.stats("tgm1", PIECES, seed=1, **games)


def test_a_part_is_the_json_the_command_line_writes(cli, tmp_path):
    path = tmp_path / "low.json"
    cli("stats", "7-bag", "-n", PIECES, "--seed", 1, "--partial", path, "--batches", "0..5", json_output=False)
    written = json.loads(path.read_text())
    assert written == part(range(0, 5))


def test_python_and_command_line_parts_merge_together(cli, tmp_path):
    low = tmp_path / "low.json"
    cli("stats", "7-bag", "-n", PIECES, "--seed", 1, "--partial", low, "--batches", "0..9", json_output=False)
    high = part(range(9, 17))
    whole = tetrolab.stats("7-bag", PIECES, seed=1)
    assert tetrolab.merge(json.loads(low.read_text()), high) == whole
    high_file = tmp_path / "high.json"
    high_file.write_text(json.dumps(high))
    assert cli("merge", low, high_file) == whole


def test_every_batch_by_default_and_a_part_survives_json():
    every = part(None)
    assert every["batches"] == {"start": 0, "end": 17}
    assert tetrolab.run_batches(PIECES) == range(0, 17)
    assert tetrolab.merge(json.loads(json.dumps(every))) == tetrolab.stats("7-bag", PIECES, seed=1)


def refusal(call):
    with pytest.raises(TetrolabError) as raised:
        call()
    return str(raised.value)


def test_overlapping_missing_and_foreign_parts_are_refused():
    low, high = part(range(0, 9)), part(range(9, 17))
    assert refusal(lambda: tetrolab.merge(low, part(range(5, 17)))) == (
        "parts[0] and parts[1] both hold batches range(5, 9): give each batch once"
    )
    assert refusal(lambda: tetrolab.merge(part(range(0, 5)), part(range(9, 12)))) == (
        "batches range(5, 9), range(12, 17) of the run's range(0, 17) are in no part: "
        "measure them too and merge again"
    )
    assert "belong to different runs: seed 2 in parts[1], 1 in parts[0]" in refusal(
        lambda: tetrolab.merge(low, part(range(9, 17), seed=2))
    )
    assert refusal(lambda: tetrolab.merge()).startswith("no partial results to merge")
    assert refusal(lambda: tetrolab.merge(low, {"run": 1})).startswith(
        "parts[1] is not a partial result (`tetrolab.stats(..., partial=True)` writes them): "
    )
    tampered = dict(high, counters=high["counters"][1:])
    assert "parts[1] is not a partial result of tetrolab's" in refusal(lambda: tetrolab.merge(low, tampered))


@pytest.mark.parametrize(
    "call,message",
    [
        (
            lambda: part(range(10, 20)),
            "batches range(10, 20) reach past the run's batches: 70000 pieces make 17 batches, "
            "range(0, 17); give batches= within them",
        ),
        (lambda: part(range(3, 3)), "batches range(3, 3) hold no batch: give batches= a range with at least one batch"),
        (lambda: part(range(0, 8, 2)), "batches=range(0, 8, 2): not a range of batches: give A..B with step 1"),
        (lambda: part(range(-1, 3)), "batches=-1..3: not a range of batches"),
        (
            lambda: tetrolab.stats("7-bag", PIECES, partial=True),
            "a partial result needs seed=: every part of a run deals from one seed, "
            "so give each part the same seed=",
        ),
        (lambda: tetrolab.stats("7-bag", PIECES, seed=1, batches=range(0, 2)), "batches= means something only with partial=: give both, or leave it out"),
        (lambda: tetrolab.run_batches(0), "count=0"),
    ],
)
def test_bad_parts_are_refused_in_pythons_words(call, message):
    assert refusal(call).startswith(message)


def test_batches_must_be_a_range():
    with pytest.raises(TetrolabError, match=r"batches=\[0, 5\]: not a range of batches"):
        part((0, 5))
