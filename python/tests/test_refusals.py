"""The refusals every face shares (crates/tetrolab/tests/data/refusals.json):
Python gives each the library's sentence, naming options as keywords."""

import json
import pathlib
import re

import pytest

import tetrolab
from tetrolab import TetrolabError

TABLE = pathlib.Path(__file__).resolve().parents[2] / "crates/tetrolab/tests/data/refusals.json"
CASES = json.loads(TABLE.read_text())["cases"]


def spelt(sentence):
    """The sentence with ``{name}`` as ``name=``, ``{name=value}`` as is and
    ``{@stats}`` as Python names measuring by simulation."""
    sentence = sentence.replace("{@stats}", "`tetrolab.stats()`")
    return re.sub(r"\{(\w+)(=[^}]*)?\}", lambda m: m.group(1) + (m.group(2) or "="), sentence)


def call(case):
    """The case as a Python call."""
    options = dict(case["options"])
    name = case["call"]
    if name == "cover":
        return lambda: tetrolab.cover(*options.pop("setups"), **options)
    if name == "pc":
        return lambda: tetrolab.pc(options.pop("field"), **options)
    if name == "compare":
        return lambda: tetrolab.compare(*options.pop("specs"), **options)
    if name == "sweep":
        return lambda: tetrolab.sweep(options.pop("template"), **options)
    if name == "identify":
        return lambda: tetrolab.identify(options.pop("pieces"), **options)
    if name == "plot":
        return lambda: tetrolab.plot(options.pop("kind"), *options.pop("specs"), **options)
    if name == "frontier":
        return lambda: tetrolab.frontier(*options.pop("space"), **options)
    if name == "predict":
        return lambda: tetrolab.predict(options.pop("spec"), options.pop("pieces"), **options)
    function = getattr(tetrolab, name)
    return lambda: function(options.pop("spec"), **options)


@pytest.mark.parametrize("case", CASES, ids=[f"{c['call']}-{sorted(c['options'])}" for c in CASES])
def test_every_shared_refusal_is_the_librarys_sentence_in_keywords(case):
    with pytest.raises(TetrolabError) as raised:
        call(case)()
    assert str(raised.value) == spelt(case["sentence"])
