"""Shared fixtures: the command-line binary the results are compared with."""

import importlib
import json
import os
import pathlib
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]


def _binary():
    given = os.environ.get("TETROLAB_CLI")
    if given:
        return pathlib.Path(given)
    for profile in ("release", "debug"):
        path = ROOT / "target" / profile / "tetrolab"
        if path.is_file():
            return path
    return None


@pytest.fixture(scope="session")
def cli():
    """Runs ``tetrolab ARGS... --json`` and gives its JSON as Python objects.

    The binary is ``$TETROLAB_CLI`` (the Rust test that runs this suite sets
    it) or the workspace's built one; without either the comparisons skip.
    """
    binary = _binary()
    if binary is None:
        if os.environ.get("TETROLAB_PYTHON_TESTS") == "require":
            pytest.fail("no tetrolab binary: set TETROLAB_CLI or run cargo build -p tetrolab-cli")
        pytest.skip("no tetrolab binary (set TETROLAB_CLI or run cargo build -p tetrolab-cli)")

    def run(*args, json_output=True):
        command = [str(binary), *map(str, args)]
        if json_output:
            command.append("--json")
        done = subprocess.run(command, capture_output=True, check=True)
        return json.loads(done.stdout) if json_output else done.stdout

    return run


def rounded(value):
    """``value`` with every float rounded to 12 decimals, for comparing a
    face's result with the command line's: the fractions are exact and
    equal, but a float summed over a randomizer's chain may differ in its
    last bits between builds (the tests' CLI is a debug one)."""
    if isinstance(value, float):
        return round(value, 12)
    if isinstance(value, dict):
        return {key: rounded(item) for key, item in value.items()}
    if isinstance(value, list):
        return [rounded(item) for item in value]
    return value


def optional(module, extra):
    """Imports ``module``, from the optional extra ``extra``: without it the
    calling test skips, or fails under ``TETROLAB_PYTHON_TESTS=require``
    (CI installs every extra)."""
    try:
        return importlib.import_module(module)
    except ImportError as error:
        how = f"{module} is not installed ({error}): pip install './python[{extra}]'"
        if os.environ.get("TETROLAB_PYTHON_TESTS") == "require":
            pytest.fail(how)
        pytest.skip(how, allow_module_level=True)
