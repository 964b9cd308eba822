"""``tetrolab.cover``: the command line's ``cover --json``, per setup, OR
and AND, as a table too; its refusals are the library's sentences."""

import pytest

import tetrolab
from conftest import rounded
from tetrolab import TetrolabError

#: solution-finder's cover case 1: I, Z, L, S, O, J in the bottom rows.
CASE1 = "v115@vhFRQJUGJKJJvMJTNJGBJ"
#: A record whose I clears a row the O then lies across.
RECORD = "[8, (2)] [(1), 9]\nI1a (X), Ok (X)"


@pytest.mark.parametrize(
    "call,args",
    [
        (lambda: tetrolab.cover(CASE1, pattern="*!"), ["cover", CASE1, "--pattern", "*!"]),
        (
            lambda: tetrolab.cover(CASE1, CASE1 + "#1:4", pattern="*p7", hold=False, drop="hard"),
            ["cover", CASE1, CASE1 + "#1:4", "--pattern", "*p7", "--hold", "no", "--drop", "hard"],
        ),
        (
            lambda: tetrolab.cover(CASE1, randomizer=["7-bag", "14-bag"], mirror=True),
            ["cover", CASE1, "--randomizer", "7-bag", "--randomizer", "14-bag", "--mirror"],
        ),
        (
            lambda: tetrolab.cover(CASE1, randomizer="7-bag", after="IO", stationary=True),
            ["cover", CASE1, "--randomizer", "7-bag", "--after", "IO", "--stationary"],
        ),
    ],
    ids=["pattern", "no-hold-hard", "randomizers", "stationary-after"],
)
def test_cover_is_the_command_lines_json(cli, call, args):
    assert rounded(call()) == rounded(cli(*args))


def test_a_record_is_a_setup_without_hold_one_order_builds():
    counted = tetrolab.cover(RECORD, pattern="[IO]!", hold=False)["pattern"]
    assert (counted["setups"][0]["success"], counted["all"]) == (1, 2)
    assert counted["failing"] == [["OI"]]


def test_cover_as_pandas_has_a_row_per_setup_or_and_and():
    pandas = pytest.importorskip("pandas")
    result = tetrolab.cover(CASE1, CASE1 + "#1:2", randomizer=["7-bag", "tetrio-pairs"])
    frame = result.to_pandas()
    assert isinstance(frame, pandas.DataFrame)
    assert list(frame.columns) == list(tetrolab.COVER_HEADER)
    assert list(frame["source"]) == ["7-bag"] * 4 + ["tetrio-pairs"] * 4
    assert list(frame["setup"]) == [CASE1, CASE1 + "#1:2", "OR", "AND"] * 2
    pairs = result["randomizers"][1]
    assert list(frame["probability"][4:]) == [
        c["probability"] for c in pairs["setups"] + [pairs["or"], pairs["and"]]
    ]
    counted = tetrolab.cover(CASE1, pattern="*!").to_pandas()
    assert list(counted["success"]) == [1680, 1680, 1680]
    assert set(counted["all"]) == {5040}


@pytest.mark.parametrize(
    "call,message",
    [
        (
            lambda: tetrolab.cover(CASE1, pattern="*!", hold="maybe"),
            "hold=maybe: not a yes or no: write one of yes, true, on, 1 (yes) or no, false, off, 0 (no)",
        ),
        (
            lambda: tetrolab.cover(CASE1, pattern="*!", randomizer="7-bag"),
            "pattern= and randomizer= do not go together: give one of them",
        ),
        (
            lambda: tetrolab.cover(CASE1, randomizer="7-bag", after="IX"),
            None,
        ),
        (lambda: tetrolab.cover(CASE1), "no pattern or randomizer given: give randomizer="),
    ],
    ids=["hold", "conflict", "after", "missing"],
)
def test_cover_refusals_are_the_librarys_sentences(call, message):
    with pytest.raises(TetrolabError) as raised:
        call()
    if message is not None:
        assert str(raised.value) == message
    else:
        assert str(raised.value).startswith("after=IX: ")


def test_cover_defaults_are_the_librarys():
    assert tetrolab.DEFAULTS["cover"]["hold"] is True
    assert tetrolab.DEFAULTS["cover"]["drop"] == "soft"
    unset = tetrolab.cover(CASE1, pattern="*!")
    assert (unset["hold"], unset["drop"], unset["kicks"]) == (
        tetrolab.DEFAULTS["cover"]["hold"],
        tetrolab.DEFAULTS["cover"]["drop"],
        tetrolab.DEFAULTS["cover"]["kicks"],
    )
