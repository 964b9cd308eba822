"""The library's messages name options as Python spells them (``seed=``,
``count=``, ``rng=``, ``max_states=``, ...), never the command line's flags."""

import pytest

import tetrolab
from tetrolab import TetrolabError


@pytest.mark.parametrize(
    "call,words",
    [
        (lambda: tetrolab.deal("tgm1", 5, rng="python"), "drop rng="),
        (lambda: tetrolab.sweep("tgm1:rolls=4..6:1", rng="python", trials=2, length=5), "drop rng="),
        (lambda: tetrolab.trace("7-bag", 10**7), "count=10000000 is more than"),
        (lambda: tetrolab.trace("7-bag", 10**7), "use `tetrolab.deal()`"),
        (lambda: tetrolab.seeds("tetrio-7-bag", "JISZTLO", next=10**6), "next=1000000 is more than"),
        (lambda: tetrolab.seeds("tetrio-7-bag", "JISZTLO", next=10**6), "with seed=SEED"),
        (lambda: tetrolab.predict("7-bag", "IIIIIIII", from_start=True), "without from_start=True"),
        (lambda: tetrolab.predict("nes", "IJL"), "`tetrolab.exact()` of nes with seed=S"),
        (lambda: tetrolab.exact("7-bag", seed=1), "drop seed="),
        (lambda: tetrolab.exact("tap", max_states=10), "raise max_states=, or measure it with `tetrolab.stats()`"),
        (lambda: tetrolab.sweep("weighted:denominator=1.0..2.0:0.5", metrics=["nope"]), "`tetrolab.metrics()` lists"),
        (lambda: tetrolab.plot("game", "7-bag", max_length=10**6), "max_length=1000000 is longer"),
        (lambda: tetrolab.stats("7-bag", 10_000, partial=True), "needs seed="),
        (lambda: tetrolab.stats("7-bag", 10_000, seed=1, partial=True, batches=range(5, 9)), "give batches= within"),
    ],
)
def test_messages_name_pythons_keywords_not_flags(call, words):
    with pytest.raises(TetrolabError) as raised:
        call()
    message = str(raised.value)
    assert words in message
    assert "--" not in message and "-n " not in message, message
