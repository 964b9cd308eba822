"""Every analysis returns exactly the dict the command line's --json prints."""

import pytest

import tetrolab
from tetrolab import TetrolabError

# Denominators below 1 warn that the weights diverge (tested in test_deal.py).
pytestmark = pytest.mark.filterwarnings("ignore:denominator 0.8 is below 1:UserWarning")


# (python call, CLI arguments) pairs with the same arguments and seed.
PARITY = [
    (lambda: tetrolab.catalog(), ["list"]),
    (lambda: tetrolab.catalog("tgm1"), ["list", "tgm1"]),
    (lambda: tetrolab.stats("tgm1", 50_000, seed=4), ["stats", "tgm1", "-n", "50000", "--seed", "4"]),
    (
        lambda: tetrolab.stats("7-bag", 20_000, seed=2, game_length=100, games=300, at_least=[5, 9], droughts="completed"),
        ["stats", "7-bag", "-n", "20000", "--seed", "2", "--game-length", "100", "--games", "300",
         "--at-least", "5,9", "--droughts", "completed"],
    ),
    (
        lambda: tetrolab.stats("weighted:denominator=2", 30_000, seed=5, rng="python"),
        ["stats", "weighted:denominator=2", "-n", "30000", "--seed", "5", "--rng", "python"],
    ),
    (
        lambda: tetrolab.compare("7-bag", "tgm1", "nes", count=20_000, seed=3),
        ["compare", "7-bag", "tgm1", "nes", "-n", "20000", "--seed", "3"],
    ),
    (
        lambda: tetrolab.compare("7-bag", "tap", count=14_000, exact=True, seed=3),
        ["compare", "7-bag", "tap", "-n", "14000", "--exact", "--seed", "3"],
    ),
    (
        lambda: tetrolab.sweep("weighted:denominator=1.0..2.0:0.5", trials=4, length=60, seed=8),
        ["sweep", "weighted:denominator=1.0..2.0:0.5", "--trials", "4", "--length", "60", "--seed", "8"],
    ),
    (
        lambda: tetrolab.sweep("history:rolls=1..4:1", trials=3, length=50, metrics=["frequency_std", "flood.max"], seed=1),
        ["sweep", "history:rolls=1..4:1", "--trials", "3", "--length", "50", "--metrics", "frequency_std,flood.max", "--seed", "1"],
    ),
    (lambda: tetrolab.exact("7-bag"), ["exact", "7-bag"]),
    # A bag answered from its counts (ten million states, none built).
    (
        lambda: tetrolab.exact("bag:contents=" + "IJLOSTZ" * 9, game_length=300),
        ["exact", "bag:contents=" + "IJLOSTZ" * 9, "--game-length", "300"],
    ),
    (
        lambda: tetrolab.exact("tap", game_length=200, start="stationary", at_least=[10], droughts="completed"),
        ["exact", "tap", "--game-length", "200", "--start", "stationary", "--at-least", "10", "--droughts", "completed"],
    ),
    (
        lambda: tetrolab.identify("IJLOSTZSZOTJIL", candidates=["7-bag", "memoryless,tgm1"]),
        ["identify", "IJLOSTZSZOTJIL", "--candidates", "7-bag", "--candidates", "memoryless,tgm1"],
    ),
    (
        lambda: tetrolab.identify("IJLOSTZ", from_start=True, candidates=["7-bag", "14-bag"]),
        ["identify", "IJLOSTZ", "--from-start", "--candidates", "7-bag", "--candidates", "14-bag"],
    ),
    (
        lambda: tetrolab.frontier("7-bag", "memoryless", "history:size=1..3:1", minimize=["drought.max", "guess_accuracy"]),
        ["frontier", "--space", "7-bag", "memoryless", "history:size=1..3:1", "--minimize", "drought.max,guess_accuracy"],
    ),
    (
        lambda: tetrolab.frontier("7-bag", "14-bag", "tgm1", where=["drought.max<=14"], maximize=["entropy_rate"], game_length=300),
        ["frontier", "--space", "7-bag", "14-bag", "tgm1", "--where", "drought.max<=14", "--maximize", "entropy_rate",
         "--game-length", "300"],
    ),
    (lambda: tetrolab.predict("7-bag", "IJLOST"), ["predict", "7-bag", "IJLOST"]),
    (lambda: tetrolab.predict("tgm1", "ILJT", from_start=True), ["predict", "tgm1", "ILJT", "--from-start"]),
    (
        lambda: tetrolab.seeds("tetrio-7-bag", "JISZTLO", next=7),
        ["seeds", "tetrio-7-bag", "JISZTLO", "--continue", "7"],
    ),
    (lambda: tetrolab.trace("7-bag", 20, seed=1), ["trace", "7-bag", "-n", "20", "--seed", "1"]),
    (
        lambda: tetrolab.trace("weighted:denominator=1.5", 30, seed=3, rng="python"),
        ["trace", "weighted:denominator=1.5", "-n", "30", "--seed", "3", "--rng", "python"],
    ),
    (lambda: tetrolab.trace("nes", 5, seed="0x8988"), ["trace", "nes", "-n", "5", "--seed", "0x8988"]),
]


@pytest.mark.parametrize("call,args", PARITY, ids=[" ".join(a[:2]) for _, a in PARITY])
def test_result_is_the_command_lines_json(cli, call, args):
    assert call() == cli(*args)


def test_pieces_as_codes_read_as_letters():
    codes = tetrolab.deal("7-bag", 14, seed=1)
    letters = tetrolab.letters("7-bag", 14, seed=1)
    assert tetrolab.predict("7-bag", codes) == tetrolab.predict("7-bag", letters)
    assert tetrolab.predict("7-bag", list(codes)) == tetrolab.predict("7-bag", " ".join(letters))


def test_fresh_seed_is_in_the_result():
    result = tetrolab.stats("7-bag", 7000)
    assert result == tetrolab.stats("7-bag", 7000, seed=result["seed"])


def test_tables_as_pandas():
    pandas = pytest.importorskip("pandas")
    swept = tetrolab.sweep("weighted:denominator=1.0..3.0:1.0", trials=3, length=40, seed=2)
    frame = swept.to_pandas()
    assert isinstance(frame, pandas.DataFrame)
    # The JSON writes axis values as text; the table reads them as numbers.
    assert [row["denominator"] for row in swept["rows"]] == ["1", "2"]
    assert list(frame["denominator"]) == [1, 2]
    assert "frequency_std" in frame.columns
    compared = tetrolab.compare("7-bag", "tgm1", count=14_000, seed=1).to_pandas()
    assert list(compared["spec"]) == ["7-bag", "tgm1"]
    assert "metrics.repeat_probability.value" in compared.columns
    assert len(tetrolab.trace("7-bag", 9, seed=1).to_pandas()) == 10
    assert len(tetrolab.catalog().to_pandas()) == len(tetrolab.catalog())
    front = tetrolab.frontier("7-bag", "bag:deal=back", "memoryless", minimize=["drought.max"]).to_pandas()
    assert list(front["spec"]) == ["7-bag", "memoryless"]
    assert list(front["front"]) == [True, False]
    assert list(front["values.drought.max"][:1]) == [12]
    with pytest.raises(TypeError):
        tetrolab.exact("7-bag").to_pandas()


def test_metrics_lists_the_sweepable_names(cli):
    names = cli("sweep", "--list-metrics", json_output=False).decode().split()
    assert tetrolab.metrics() == names


@pytest.mark.parametrize(
    "call,words",
    [
        (lambda: tetrolab.catalog("tgm9"), "tgm9"),
        (lambda: tetrolab.stats("7-bag", 0), "count=0"),
        (lambda: tetrolab.stats("7-bag", 100, games=0, game_length=5), "games=0"),
        (lambda: tetrolab.stats("7-bag", 100, game_length=0), "game_length=0"),
        (lambda: tetrolab.stats("7-bag", 100, game_length=5, droughts="some"), "droughts="),
        (lambda: tetrolab.stats("weighted:denominator=0.8", 100_000, seed=0, rng="python"), "denominator of at least 1"),
        (lambda: tetrolab.frontier("7-bag", minimize=["drout"]), "drout"),
        (lambda: tetrolab.compare("7-bag", "nope"), "nope"),
        (lambda: tetrolab.compare("7-bag", seed="x"), "x"),
        (lambda: tetrolab.compare("7-bag", seed=-1), "master seed"),
        (lambda: tetrolab.compare("7-bag", count=0), "count=0"),
        (lambda: tetrolab.sweep("weighted:denominator=1..3"), "denominator"),
        (lambda: tetrolab.sweep("weighted:denominator=1.0..2.0:0.5", metrics=["nope"]), "nope"),
        (lambda: tetrolab.sweep("weighted:denominator=1.0..2.0:0.5", trials=0), "trials=0"),
        (lambda: tetrolab.sweep("weighted:denominator=1.0..2.0:0.5", length=0), "length=0"),
        (lambda: tetrolab.exact("weighted"), "weighted"),
        (lambda: tetrolab.exact("7-bag", start="middle"), "start="),
        (lambda: tetrolab.exact("7-bag", game_length=0), "game_length=0"),
        (lambda: tetrolab.exact("7-bag", max_states=0), "max_states=0"),
        (lambda: tetrolab.exact("tap", max_states=10), "10"),
        (lambda: tetrolab.identify(""), "no pieces"),
        (lambda: tetrolab.identify("IJX"), "X"),
        (lambda: tetrolab.identify([0, 9]), "9"),
        (lambda: tetrolab.identify("IJL", candidates=["nope"]), "nope"),
        (lambda: tetrolab.predict("7-bag", "IIIIIIII"), "cannot deal"),
        (lambda: tetrolab.predict("nope", "IJL"), "nope"),
        (lambda: tetrolab.seeds("7-bag", "IJL"), "7-bag"),
        (lambda: tetrolab.seeds("tetrio-7-bag", "IJL", next=10**6), "1000000"),
        (lambda: tetrolab.trace("7-bag", 10**7), "10000000"),
        (lambda: tetrolab.trace("weighted:denominator=0.8", 1000, seed=0, rng="python"), "count=192"),
    ],
)
def test_bad_input_raises_tetrolab_error(call, words):
    with pytest.raises(TetrolabError) as raised:
        call()
    assert words in str(raised.value)
