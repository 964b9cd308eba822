"""Every integer argument goes through one rule (issue 32): a negative,
huge or missing number raises TetrolabError naming the argument as Python
spells it, never OverflowError or SystemError; numpy's integers are taken
wherever Python's are."""

import inspect

import numpy as np
import pytest

import tetrolab
from tetrolab import TetrolabError

NOT_WHOLE = "not a whole number: write one such as 1000, 1_000_000 or 1e9"


@pytest.mark.parametrize(
    "call, message",
    [
        (lambda: tetrolab.Randomizer("7-bag", seed=1).peek(-1), f"n=-1: {NOT_WHOLE}"),
        (lambda: tetrolab.Randomizer("7-bag", seed=1).fill(-5), f"n=-5: {NOT_WHOLE}"),
        (lambda: tetrolab.trace("7-bag", -1, seed=1), f"count=-1: {NOT_WHOLE}"),
        (lambda: tetrolab.run_batches(-1), f"count=-1: {NOT_WHOLE}"),
        (lambda: tetrolab.exact("7-bag", game_length=-1), f"game_length=-1: {NOT_WHOLE}"),
        (lambda: tetrolab.deal("7-bag", -5, seed=1), f"count=-5: {NOT_WHOLE}"),
        (lambda: tetrolab.letters("7-bag", -5, seed=1), f"count=-5: {NOT_WHOLE}"),
        # A Python int past 64 bits, not the string "1e30" of the shared table.
        (
            lambda: tetrolab.stats("7-bag", 10**30, seed=1),
            f"count={10**30}: too large: the most it takes is {2**64 - 1}",
        ),
        (lambda: tetrolab.deal(None, 10), "no randomizer given: give spec="),
    ],
    ids=["peek", "fill", "trace", "run_batches", "exact", "deal", "letters", "stats", "deal-None"],
)
def test_a_bad_number_is_refused_naming_the_argument(call, message):
    with pytest.raises(TetrolabError) as raised:
        call()
    assert str(raised.value) == message


def test_numpy_integers_are_taken_as_seed_and_count():
    expected = tetrolab.letters("7-bag", 10, seed=3)
    assert tetrolab.letters("7-bag", np.int64(10), seed=np.int64(3)) == expected
    assert tetrolab.deal("7-bag", 10, seed=np.int64(3)).tolist() == tetrolab.deal("7-bag", 10, seed=3).tolist()
    r = tetrolab.Randomizer("7-bag", seed=np.uint32(3))
    assert r.peek(np.int64(10)) == expected
    assert tetrolab.stats("7-bag", np.int64(7000), seed=np.int64(3)) == tetrolab.stats("7-bag", 7000, seed=3)


# A call that works, for each function with integer arguments: the sweep
# below sets one integer argument at a time to a bad value.
WORKING = {
    "deal": (("7-bag", 10), {}),
    "letters": (("7-bag", 10), {}),
    "stats": (("7-bag", 7000), {"seed": 1}),
    "run_batches": ((7000,), {}),
    "compare": (("7-bag",), {"count": 7000, "seed": 1}),
    "sweep": (("weighted:denominator=1..2:0.5",), {"seed": 1}),
    "exact": (("7-bag",), {}),
    "frontier": (("7-bag", "memoryless"), {}),
    "identify": (("IJLOSTZ",), {}),
    "predict": (("7-bag", "IJLOSTZ"), {}),
    "seeds": (("tetrio-7-bag", "JISZTLO"), {}),
    "trace": (("7-bag", 10), {"seed": 1}),
    "cover": (("v115@vhFRQJUGJKJJvMJTNJGBJ",), {"pattern": "*!"}),
    "pc": (("XXXXXX____/XXXXXX____",), {"lines": 2, "pattern": "*p3"}),
    "report": (("7-bag",), {"count": 7000, "seed": 1}),
}



def integer_arguments():
    """(function name, argument) for every argument annotated as an int
    (``Seed`` included) of the functions above."""
    for name in WORKING:
        for parameter in inspect.signature(getattr(tetrolab, name)).parameters.values():
            annotation = str(parameter.annotation)
            if "int" in annotation or annotation == "Seed":
                yield name, parameter.name


@pytest.mark.parametrize("name, argument", list(integer_arguments()))
@pytest.mark.parametrize("bad", [-1, 10**30, 2.5])
def test_every_integer_argument_refuses_a_bad_number_by_name(name, argument, bad):
    function = getattr(tetrolab, name)
    args, kwargs = WORKING[name]
    bound = inspect.signature(function).bind_partial(*args, **kwargs)
    bound.arguments[argument] = bad
    with pytest.raises(TetrolabError) as raised:
        function(*bound.args, **bound.kwargs)
    assert argument in str(raised.value)


NOT_TEXT = "not text: write it as a string"
RECORD = "Id *\n"


@pytest.mark.parametrize(
    "call, message",
    [
        (lambda: tetrolab.catalog(5), f"name=5: {NOT_TEXT}"),
        (lambda: tetrolab.notation.parse(5), f"text=5: {NOT_TEXT}"),
        (lambda: tetrolab.notation.format(["O5"]), f"text=[O5]: {NOT_TEXT}"),
        (lambda: tetrolab.notation.from_fumen(None), f"code=None: {NOT_TEXT}"),
        (
            lambda: tetrolab.notation.check(RECORD, strict="maybe"),
            "strict=maybe: not a yes or no: write one of yes, true, on, 1 (yes) or no, false, off, 0 (no)",
        ),
        (lambda: tetrolab.notation.to_fumen(RECORD, game=-1), f"game=-1: {NOT_WHOLE}"),
        (lambda: tetrolab.notation.svg(RECORD, move=-1), f"move=-1: {NOT_WHOLE}"),
        (lambda: tetrolab.notation.svg(RECORD, game="one"), f"game=one: {NOT_WHOLE}"),
    ],
    ids=["catalog", "parse", "format", "from_fumen", "check", "to_fumen", "svg-move", "svg-game"],
)
def test_a_wrong_type_is_refused_naming_the_argument(call, message):
    with pytest.raises(TetrolabError) as raised:
        call()
    assert str(raised.value) == message


def text_arguments():
    """(function name, argument) for every argument annotated as text of
    the functions above, and catalog's name."""
    yield "catalog", "name"
    for name in WORKING:
        for parameter in inspect.signature(getattr(tetrolab, name)).parameters.values():
            if parameter.kind in (parameter.VAR_POSITIONAL, parameter.VAR_KEYWORD):
                continue
            if "str" in str(parameter.annotation) or "Pieces" in str(parameter.annotation):
                yield name, parameter.name


@pytest.mark.parametrize("name, argument", list(text_arguments()))
def test_every_text_argument_refuses_a_wrong_type_by_name(name, argument):
    """An object that is no text is the library's refusal, never pyo3's
    TypeError."""
    function = getattr(tetrolab, name)
    args, kwargs = WORKING.get(name, (("7-bag",), {}))
    bound = inspect.signature(function).bind_partial(*args, **kwargs)
    bound.arguments[argument] = object()
    with pytest.raises(TetrolabError) as raised:
        function(*bound.args, **bound.kwargs)
    assert argument in str(raised.value)


def test_merge_refuses_what_is_no_part_by_its_place():
    with pytest.raises(TetrolabError) as raised:
        tetrolab.merge(5)
    assert str(raised.value).startswith("parts[0]")


# The most bytes of pieces read at once (the library's `Text::Pieces`), and
# its sentence, as the command line gives it for a file of pieces.
MOST_PIECES = 8 << 20
PAST_THE_BOUND = (
    "is too long: the pieces run past 8 MiB (8388608 bytes), "
    "the most pieces read at once: give one game's pieces"
)


@pytest.mark.parametrize(
    "call, argument",
    [
        (lambda huge: tetrolab.identify(huge), "pieces"),
        (lambda huge: tetrolab.predict("7-bag", huge), "pieces"),
        (lambda huge: tetrolab.seeds("tgm1", huge), "pieces"),
        (lambda huge: tetrolab.cover("v115@vhFRQJUGJKJJvMJTNJGBJ", pattern=huge), "pattern"),
        (lambda huge: tetrolab.cover("v115@vhFRQJUGJKJJvMJTNJGBJ", randomizer="7-bag", after=huge), "after"),
        (lambda huge: tetrolab.pc("XXXXXX____/XXXXXX____", lines=2, pattern=huge), "pattern"),
    ],
    ids=["identify", "predict", "seeds", "cover-pattern", "cover-after", "pc-pattern"],
)
def test_piece_text_past_the_bound_is_refused_before_it_is_read(call, argument):
    with pytest.raises(TetrolabError) as raised:
        call("I" * (MOST_PIECES + 1))
    assert str(raised.value) == f"{argument}= {PAST_THE_BOUND}"
