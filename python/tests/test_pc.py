"""``tetrolab.pc``: the command line's ``pc --json``, as a table too; its
refusals are the library's sentences."""

import pytest

import tetrolab
from conftest import rounded
from tetrolab import TetrolabError

#: solution-finder's percent case: a 4 x 4 hole beside six full columns.
HOLE = "v115@9gF8DeF8DeF8DeF8NeAgH"
#: Two lines with eight empty cells on the right, as rows of text.
ROWS = "XXXXXX____/XXXXXX____"


@pytest.mark.parametrize(
    "call,args",
    [
        (lambda: tetrolab.pc(HOLE, pattern="*p4", drop="hard"), ["pc", HOLE, "--pattern", "*p4", "--drop", "hard"]),
        (
            lambda: tetrolab.pc(ROWS, lines=2, pattern="[IJLOSTZ]p3", hold=False),
            ["pc", ROWS, "--lines", "2", "--pattern", "[IJLOSTZ]p3", "--hold", "no"],
        ),
        (
            lambda: tetrolab.pc(ROWS, lines=2, randomizer=["7-bag", "14-bag"]),
            ["pc", ROWS, "--lines", "2", "--randomizer", "7-bag", "--randomizer", "14-bag"],
        ),
        (
            lambda: tetrolab.pc(ROWS, lines=2, randomizer="7-bag", after="IO", stationary=True),
            ["pc", ROWS, "--lines", "2", "--randomizer", "7-bag", "--after", "IO", "--stationary"],
        ),
        (
            lambda: tetrolab.pc(ROWS, lines=2, randomizer="14-bag", after="?" * 10),
            ["pc", ROWS, "--lines", "2", "--randomizer", "14-bag", "--after", "??????????"],
        ),
    ],
    ids=["pattern", "rows-no-hold", "randomizers", "stationary-after", "unseen-after"],
)
def test_pc_is_the_command_lines_json(cli, call, args):
    assert rounded(call()) == rounded(cli(*args))


def test_pc_as_pandas_has_a_row_per_first_pieces():
    pandas = pytest.importorskip("pandas")
    counted = tetrolab.pc(HOLE, pattern="*p4", drop="hard")
    frame = counted.to_pandas()
    assert isinstance(frame, pandas.DataFrame)
    assert list(frame.columns) == list(tetrolab.PC_HEADER)
    tree = counted["pattern"]["tree"]
    assert list(frame["first"]) == [prefix["prefix"] for prefix in tree]
    assert (frame["success"][0], frame["all"][0], frame["fraction"][0]) == (314, 840, "314/840")
    assert list(frame["probability"][1:]) == [p["success"] / p["all"] for p in tree[1:]]
    odds = tetrolab.pc(ROWS, lines=2, randomizer=["7-bag", "tetrio-pairs"])
    frame = odds.to_pandas()
    for spec, chance in [("7-bag", odds["randomizers"][0]), ("tetrio-pairs", odds["randomizers"][1])]:
        rows = frame[frame["source"] == spec]
        assert list(rows["first"]) == ["*"] + [first[0] for first in chance["by_first"]]
        assert list(rows["probability"]) == [chance["chance"]["probability"]] + [f[2] for f in chance["by_first"]]
        assert list(rows["first_probability"][1:]) == [f[1] for f in chance["by_first"]]


@pytest.mark.parametrize(
    "call,message",
    [
        (
            lambda: tetrolab.pc("XXXXXX____", lines=2, pattern="*p4"),
            "field=XXXXXX____: the lines to clear have 14 empty cells, not a multiple of 4:"
            " no number of pieces fills them; change the lines to clear",
        ),
        (
            lambda: tetrolab.pc(HOLE, pattern="*p4", randomizer="7-bag"),
            "pattern= and randomizer= do not go together: give one of them",
        ),
        (
            lambda: tetrolab.pc(HOLE, pattern="*p4", line=4),
            "`line=` is not an option of pc (did you mean lines=?)",
        ),
    ],
    ids=["cells", "conflict", "unknown"],
)
def test_pc_refusals_are_the_librarys_sentences(call, message):
    with pytest.raises(TetrolabError) as raised:
        call()
    assert str(raised.value) == message


def test_pc_defaults_are_the_librarys():
    defaults = tetrolab.DEFAULTS["pc"]
    unset = tetrolab.pc(HOLE, pattern="*p4")
    assert (unset["lines"], unset["hold"], unset["drop"], unset["kicks"]) == (
        defaults["lines"],
        defaults["hold"],
        defaults["drop"],
        defaults["kicks"],
    )


def test_pc_help_names_every_argument():
    import inspect

    documented = inspect.getdoc(tetrolab.pc)
    keywords = ["pattern", "randomizer", "after", "stationary", "hold", "drop", "kicks", "max_states"]
    for name in [*inspect.signature(tetrolab.pc).parameters, *keywords]:
        assert f"\n{name}:" in documented, name
    # Each documented keyword is one the library takes: a misspelt one is refused.
    for name in keywords:
        with pytest.raises(TetrolabError) as raised:
            tetrolab.pc(HOLE, **{name + "x": "1"})
        assert f"{name}=" in str(raised.value), name
