"""notation: parse, check, format, fumen both ways, SVG."""

import pytest

from tetrolab import TetrolabError, notation

RECORD = '[Randomizer "7-bag"]\n[Seed "1"]\n\n1. Z0a 2. I0d *\n'


def test_parse_reads_games():
    (game,) = notation.parse(RECORD)
    assert (game["randomizer"], game["seed"], game["hold"]) == ("7-bag", "1", None)
    assert game["tags"] == {}
    (tagged,) = notation.parse('[Event "club"]\n' + RECORD)
    assert tagged["tags"] == {"Event": "club"}
    assert game["letters"] == "ZI"
    assert len(game["moves"]) == 2
    assert "1. Za, 2. Id" in game["text"]


def test_check_lists_problems_with_line_and_column():
    assert notation.check(RECORD) == []
    broken = RECORD.replace("I0d", "I0q")
    problems = notation.check(broken)
    assert problems and problems[0].line == 4
    assert problems[0].column > 1
    assert str(problems[0]).startswith("4:")
    wrong_piece = RECORD.replace("I0d", "T0d")
    (problem,) = notation.check(wrong_piece)
    assert problem.line == 4 and "T" in problem.message
    assert notation.check("") == [notation.Problem(1, 1, "no game found")]


def test_format_round_trips():
    formatted = notation.format(RECORD)
    assert notation.format(formatted) == formatted
    assert notation.parse(formatted)[0]["letters"] == "ZI"


def test_fumen_both_ways():
    code = notation.to_fumen(RECORD)
    assert code.startswith("v115@")
    back = notation.from_fumen(code)
    assert notation.parse(back)[0]["letters"] == "ZI"


def test_svg_of_a_board(tmp_path):
    image = notation.svg(RECORD)
    assert image.svg.startswith("<svg") and image._repr_svg_() == image.svg
    assert "after move 2 of 2" in image.svg
    assert "setup" in notation.svg(RECORD, move=0).svg
    image.save(tmp_path / "board.png")
    assert (tmp_path / "board.png").read_bytes()[:4] == b"\x89PNG"


@pytest.mark.parametrize(
    "call,words",
    [
        (lambda: notation.parse("1. Z0q *"), "line 1:"),
        (lambda: notation.format("[Seed"), "syntax error"),
        (lambda: notation.to_fumen(RECORD, game=2), "game=2"),
        (lambda: notation.to_fumen(RECORD.replace("I0d", "T0d")), "line 4:"),
        (lambda: notation.svg(RECORD, move=9), "move=9"),
        (lambda: notation.from_fumen("v115@nonsense"), "field"),
    ],
)
def test_bad_records_raise(call, words):
    with pytest.raises(TetrolabError) as raised:
        call()
    assert words in str(raised.value)
