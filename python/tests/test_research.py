"""What a researcher reaches for: tidy tables with numbers as numbers,
the seed a result was dealt from, the version, pickled randomizers."""

import importlib.metadata
import math
import pickle

import pytest

import tetrolab
from tetrolab import notation

pandas = pytest.importorskip("pandas")


def test_stats_to_pandas_is_one_row_per_estimate():
    s = tetrolab.stats("7-bag", 70_000, seed=1)
    frame = s.to_pandas()
    assert tuple(frame.columns) == tetrolab.ESTIMATE_HEADER
    # Every estimate with an interval is a row, and the extremes too.
    with_interval = frame.dropna(subset=["ci95_low"])
    assert len(with_interval) == len(s["ci95"]) < len(frame)
    for column in ("value", "standard_error", "ci95_low", "ci95_high"):
        assert frame[column].dtype.kind == "f", column
    by_metric = frame.set_index(["metric", "piece"], drop=False)
    assert by_metric.loc[("gap.variance", None), "value"] == s["gap"]["variance"]
    row = by_metric.loc[("frequency", "I")]
    assert row["value"] == s["frequency"]["I"]
    assert row["standard_error"] == s["standard_errors"]["frequency.I"]
    assert [row["ci95_low"], row["ci95_high"]] == s["ci95"]["frequency.I"]
    # Extremes have no standard error: missing, not zero.
    assert any(math.isnan(se) for se in frame["standard_error"])


def test_merged_parts_give_the_same_table():
    whole = tetrolab.stats("tgm1", 70_000, seed=4)
    parts = [tetrolab.stats("tgm1", 70_000, seed=4, partial=True, batches=b) for b in (range(0, 9), range(9, 17))]
    pandas.testing.assert_frame_equal(tetrolab.merge(parts).to_pandas(), whole.to_pandas())


def test_tables_hold_numbers_as_numbers():
    swept = tetrolab.sweep("weighted:denominator=1.0..2.0:0.5", trials=4, length=60, seed=8).to_pandas()
    assert all(swept[c].dtype.kind in "if" for c in swept.columns), swept.dtypes
    assert swept["denominator"].tolist() == [1.0, 1.5]
    chart = tetrolab.plot("drought", "7-bag", count=7000, seed=1).to_pandas()
    assert chart["y"].dtype.kind == "f" and chart["x"].dtype.kind in "if"
    assert chart["series"].dtype.kind not in "if"


def test_dealt_pieces_know_their_seed():
    drawn = tetrolab.deal("tetrio-7-bag", 50)
    assert isinstance(drawn.seed, str)
    assert tetrolab.deal("tetrio-7-bag", 50, seed=drawn.seed).tolist() == drawn.tolist()
    assert drawn[:10].seed == drawn.seed, "a slice keeps it"
    text = tetrolab.letters("tgm1", 30)
    assert tetrolab.letters("tgm1", 30, seed=text.seed) == text
    assert tetrolab.letters("7-bag", 7, seed=1).seed == "1"


def test_version_is_the_packages():
    assert tetrolab.__version__ == importlib.metadata.version("tetrolab")


@pytest.mark.parametrize("spec,options", [("tetrio-pairs", {"seed": 3}), ("7-bag", {"seed": 2, "rng": "python"})])
def test_a_pickled_randomizer_deals_on_exactly(spec, options):
    r = tetrolab.Randomizer(spec, **options)
    r.fill(1000)
    again = pickle.loads(pickle.dumps(r))
    assert (again.spec, again.seed, again.generator, again.dealt) == (r.spec, r.seed, r.generator, r.dealt)
    assert again.peek(200) == r.peek(200)
    assert again.state == r.state


def test_a_board_picture_says_what_it_is():
    record = '[Randomizer "7-bag"]\n[Seed "1"]\n\n1. Z0a 2. I0d *\n'
    shown = repr(notation.svg(record))
    assert shown.startswith("<tetrolab.Image") and "SVG" in shown
