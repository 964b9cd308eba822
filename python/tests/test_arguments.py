"""Every integer argument goes through one rule (issue 32): a negative,
huge or missing number raises TetrolabError naming the argument as Python
spells it, never OverflowError or SystemError; numpy's integers are taken
wherever Python's are."""

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
