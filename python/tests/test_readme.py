"""The READMEs run: every ```pycon block of python/README.md and of the
top-level README.md is a doctest session, so an example can never drift from
what the package answers. The blocks of one file run in order with shared
names, in a scratch directory (some save files); those using
tetrolab.gymnasium run only where Tetris-Gymnasium is installed."""

import doctest
import pathlib
import re

import pytest

from conftest import ROOT, optional

FENCE = re.compile(r"^```pycon\n(.*?)^```", re.M | re.S)
GYMNASIUM = "from tetrolab import gymnasium"
# Enough examples that a renamed fence cannot leave a file with nothing to run.
READMES = {"python/README.md": 40, "README.md": 8}


def sessions(path, gymnasium):
    """The file's pycon blocks, those using tetrolab.gymnasium or the
    others, each with the line it starts on."""
    text = (ROOT / path).read_text()
    # A `>>>` example outside a pycon block would never run.
    outside = [line for line in FENCE.sub("", text).splitlines() if line.startswith(">>> ")]
    assert not outside, f"{path}: examples outside ```pycon blocks: {outside}"
    return [
        (text.count("\n", 0, block.start(1)), block.group(1))
        for block in FENCE.finditer(text)
        if (GYMNASIUM in block.group(1)) == gymnasium
    ]


def run(path, blocks):
    """Runs the blocks in order, sharing their names; the numbers failed
    and attempted."""
    parser = doctest.DocTestParser()
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    names = {}
    for line, block in blocks:
        test = parser.get_doctest(block, names, path, str(ROOT / path), line)
        runner.run(test, clear_globs=False)
        names = test.globs  # a DocTest runs in a copy of the names it is given
    return runner.summarize(verbose=False)


@pytest.mark.parametrize("path", READMES)
def test_readme_examples_print_what_they_show(path, tmp_path, monkeypatch):
    pytest.importorskip("pandas", reason='the examples use pandas: pip install "./python[test]"')
    monkeypatch.chdir(tmp_path)
    failed, attempted = run(path, sessions(path, gymnasium=False))
    assert attempted >= READMES[path], f"only {attempted} examples found in {path}"
    assert failed == 0, f"{failed} of {attempted} examples of {path} failed (printed above)"


@pytest.mark.parametrize("path", READMES)
def test_readme_gymnasium_examples_print_what_they_show(path):
    optional("tetris_gymnasium", "gymnasium")
    failed, attempted = run(path, sessions(path, gymnasium=True))
    assert attempted >= 4, f"only {attempted} Tetris-Gymnasium examples found in {path}"
    assert failed == 0, f"{failed} of {attempted} examples of {path} failed (printed above)"
