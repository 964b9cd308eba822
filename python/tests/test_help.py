"""`help()` explains every argument: each parameter of the calls whose
options are many is named in its docstring, as ``name:`` starting a line
(alone or in a list such as ``minimize, maximize:``)."""

import inspect
import re

import pytest

import tetrolab


@pytest.mark.parametrize("name", ["exact", "predict", "compare", "identify", "frontier"])
def test_the_docstring_explains_every_parameter(name):
    function = getattr(tetrolab, name)
    doc = inspect.getdoc(function) or ""
    explained = set()
    for line in doc.splitlines():
        head = re.match(r"\s*\*{0,2}([\w, *]+):\s", line)
        if head:
            explained.update(part.strip(" *") for part in head.group(1).split(","))
    missing = [p for p in inspect.signature(function).parameters if p not in explained]
    assert not missing, f"help(tetrolab.{name}) does not explain {missing}"
