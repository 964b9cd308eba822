"""deal, letters and Randomizer: pieces, dtypes, seeds, errors."""

import copy
import logging
import random
import re
import subprocess
import sys

import numpy
import pytest

import tetrolab
from tetrolab import Randomizer, TetrolabError

# Denominators below 1 warn that the weights diverge (tested in test_deal.py).
pytestmark = pytest.mark.filterwarnings("ignore:denominator 0.8 is below 1:UserWarning")



def seed_002_simulate(n, denominator):
    """Seed document 002's script in our words: seven weights start at 1
    (pieces in the order L J I O S T Z); each piece is drawn by
    random.choices over the weights, then loses (d-1)/d of its weight,
    shared equally among the six others."""
    order = "LJIOSTZ"
    weights = [1] * 7
    pieces = []
    for _ in range(n):
        chosen = random.choices(range(7), weights=weights, k=1)[0]
        pieces.append(order[chosen])
        offset = (denominator - 1) * weights[chosen] / denominator
        weights = [w - offset if i == chosen else w + offset / 6 for i, w in enumerate(weights)]
    return "".join(pieces), weights


@pytest.mark.parametrize("seed,denominator", [(0, 2), (2002, 1.5), (7, 1.1), (12345, 3)])
def test_seed_002_on_python_rng_is_the_documents_script(seed, denominator):
    random.seed(seed)
    expected, weights = seed_002_simulate(500, denominator)
    spec = f"weighted:denominator={denominator}"
    assert tetrolab.letters(spec, 500, seed=seed, rng="python") == expected
    r = Randomizer(spec, seed=seed, rng="python")
    assert "".join(r.next() for _ in range(500)) == expected
    # The state is the weights after the last piece, in the script's order.
    state = r.state
    assert state["piece"] == expected[-1]
    assert state["weights"] == pytest.approx(weights, rel=1e-12)


def test_deal_is_uint8_codes_in_order_ijlostz():
    pieces = tetrolab.deal("tetrio-7-bag", 7000, seed=3)
    assert pieces.dtype == numpy.uint8
    assert pieces.shape == (7000,)
    assert pieces.flags.writeable and pieces.flags.c_contiguous
    assert set(pieces.tolist()) == set(range(7))
    assert numpy.bincount(pieces).tolist() == [1000] * 7  # whole bags
    text = tetrolab.letters("tetrio-7-bag", 7000, seed=3)
    assert "".join(tetrolab.PIECES[c] for c in pieces) == text
    assert tetrolab.PIECES == "IJLOSTZ"


def test_deal_matches_the_command_line(cli):
    for spec, seed, rng in [("tgm1", 9, None), ("nes", "0x8988", None), ("weighted", 4, "python")]:
        args = ["gen", spec, "-n", 300, "--seed", seed] + (["--rng", rng] if rng else [])
        expected = cli(*args, json_output=False).decode().strip()
        assert tetrolab.letters(spec, 300, seed=seed, rng=rng) == expected


def test_deal_of_nothing_and_across_slices():
    assert tetrolab.deal("7-bag", 0, seed=1).shape == (0,)
    assert tetrolab.letters("7-bag", 0, seed=1) == ""
    # More than one slice between Ctrl-C checks, still one stream.
    n = (1 << 20) + 12345
    whole = tetrolab.deal("tap", n, seed=8)
    r = Randomizer("tap", seed=8)
    parts = numpy.concatenate([r.fill(1000), r.fill(n - 1000)])
    assert numpy.array_equal(whole, parts)


def test_seeds_as_int_or_str_and_drawn_when_not_given(caplog):
    assert tetrolab.letters("7-bag", 20, seed=5) == tetrolab.letters("7-bag", 20, seed="5")
    with caplog.at_level(logging.INFO, logger="tetrolab"):
        r = Randomizer("7-bag")
    drawn = r.seed
    assert any(f"seed={drawn}" in m for m in caplog.messages), caplog.messages
    assert r.peek(50) == tetrolab.letters("7-bag", 50, seed=drawn)


@pytest.mark.parametrize(
    "call,words",
    [
        (lambda: tetrolab.deal("no-such-randomizer", 5), "no-such-randomizer"),
        (lambda: tetrolab.deal("7-bag:size=x", 5), "size"),
        (lambda: tetrolab.deal("7-bag", 5, seed="not a seed"), "not a seed"),
        (lambda: tetrolab.deal("7-bag", 5, rng="no-such-rng"), "no-such-rng"),
        (lambda: tetrolab.deal("nes", 5, seed=0), "0"),
        (lambda: tetrolab.letters("weighted:denominator=0.8", 1000, seed=0, rng="python"), "count=192"),
        (lambda: Randomizer("tgm9"), "tgm9"),
    ],
)
def test_bad_input_is_a_value_error_with_the_librarys_message(call, words):
    with pytest.raises(TetrolabError) as raised:
        call()
    assert isinstance(raised.value, ValueError)
    assert words in str(raised.value)


def test_wrong_types_are_refused_by_name():
    for call, name in [
        (lambda: tetrolab.deal("7-bag", 5, seed=1.5), "seed=1.5"),
        (lambda: tetrolab.deal("7-bag", 5, seed=True), "seed="),
        (lambda: tetrolab.deal("7-bag", -1), "count=-1"),
        (lambda: tetrolab.deal("7-bag", 5, seed=[1, 2]), "seed="),
    ]:
        with pytest.raises(tetrolab.TetrolabError, match=re.escape(name)):
            call()


@pytest.mark.parametrize(
    "call,name",
    [
        ("tetrolab.letters('7-bag', 10**11, seed=1)", "count=100000000000"),
        ("tetrolab.deal('7-bag', 10**11, seed=1)", "count=100000000000"),
        ("tetrolab.Randomizer('7-bag', seed=1).peek(10**12)", "n=1000000000000"),
        ("tetrolab.Randomizer('7-bag', seed=1).fill(10**12)", "n=1000000000000"),
    ],
)
def test_counts_past_what_memory_holds_are_refused_up_front(call, name):
    # In a child interpreter: these used to abort it (SIGABRT) or raise an
    # empty MemoryError with a SystemError on stderr.
    code = f"""
import tetrolab
try:
    {call}
except tetrolab.TetrolabError as e:
    print(e)
"""
    child = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert child.returncode == 0, child.stderr
    assert child.stderr == ""
    assert child.stdout.startswith(f"{name}: more pieces than are held in memory at once (at most 1073741824")


def test_randomizer_next_peek_fill_copy_state():
    r = Randomizer("7-bag", seed=1)
    stream = tetrolab.letters("7-bag", 40, seed=1)
    assert r.peek(5) == stream[:5]
    assert r.dealt == 0
    assert next(r) == stream[0] and r.next() == stream[1]
    fork = r.copy()
    also = copy.copy(r)
    assert "".join(tetrolab.PIECES[c] for c in r.fill(10)) == stream[2:12]
    assert fork.peek(10) == stream[2:12] == also.peek(10)
    assert fork.dealt == 2 and r.dealt == 12
    assert r.state == {"piece": stream[11], "remaining": r.peek(2)}
    assert Randomizer("7-bag", seed=1).state == {"piece": None, "remaining": ""}
    taken = [p for _, p in zip(range(5), r)]
    assert "".join(taken) == stream[12:17]
    assert (r.spec, r.seed, r.generator) == ("7-bag", "1", "default")
    assert "7-bag" in repr(r)


def test_randomizer_state_is_the_trace_step(cli):
    r = Randomizer("tap", seed=6)
    r.fill(25)
    assert r.state == cli("trace", "tap", "-n", 25, "--seed", 6)["steps"][-1]


def test_spec_warnings_are_python_warnings():
    with pytest.warns(UserWarning, match="weights diverge"):
        tetrolab.letters("weighted:denominator=0.8", 10, seed=0, rng="python")


def test_randomizer_stops_where_the_source_stops():
    r = Randomizer("weighted:denominator=0.8", seed=0, rng="python")
    r.fill(190)
    assert r.peek(2) and len(r.peek(2)) == 2
    r.next(), r.next()
    with pytest.raises(TetrolabError, match="at most 192 pieces"):
        r.next()
    with pytest.raises(TetrolabError):
        r.fill(1)
    assert r.dealt == 192
