"""Game records in TETRIS-SYSTEM notation, and fumen diagrams.

Every function takes a record's text. A record with a syntax error is
refused with ``TetrolabError`` naming its line and column; ``check`` lists
every problem instead of raising.

>>> from tetrolab import notation
>>> record = '[Randomizer "7-bag"]\\n[Seed "1"]\\n\\n1. Z0a 2. I0d *\\n'
>>> notation.check(record)
[]
>>> notation.parse(record)[0]["letters"]
'ZI'
"""

from __future__ import annotations

from typing import Any, Dict, List, NamedTuple, Optional

from . import _native
from ._results import Image

__all__ = ["Problem", "check", "format", "from_fumen", "parse", "svg", "to_fumen"]


class Problem(NamedTuple):
    """A syntax error or a problem on the board, where it is."""

    line: int
    column: int
    message: str

    def __str__(self) -> str:
        return f"{self.line}:{self.column}: {self.message}"


def parse(text: str) -> List[Dict[str, Any]]:
    """Each game of a record as a dict: the tags tetrolab reads
    (``randomizer``, ``seed``, ``width``, ``height``, ``hold``; None when
    absent), the others under ``tags``, ``pieces`` (letters), ``moves`` (as
    written back), ``remarks`` and ``text`` (the game written back)."""
    return _native.notation_parse(text)


def check(text: str, strict: bool = False) -> List[Problem]:
    """Every syntax error and problem on the board, in the text's order
    (empty when the record is valid); ``strict`` stops each game at its
    first problem."""
    return [Problem(*found) for found in _native.notation_check(text, strict)]


def format(text: str) -> str:
    """The record written back in the canonical layout."""
    return _native.notation_format(text)


def to_fumen(text: str, game: int = 1) -> str:
    """Game ``game`` (from 1) as a fumen diagram (v115)."""
    return _native.notation_to_fumen(text, game)


def from_fumen(code: str) -> str:
    """A fumen diagram as a record's text. The first field's coloured
    cells keep their piece as a letter after the run (``1T``, tetrolab's
    extension of the setup rows); grey cells are plain runs (garbage).

    >>> from_fumen("v115@9gxhAeyhg0yhBtQpCtAeCtQ4AeW4glD8AeB8wwB8JeAgH")
    '[Setup "[4, (1), 2, 1T, 2] [1S, (1), 7S, 1L] [2Z, 1O, 3Z, (1), 3Z] [2I, (1), 3I, 1J, 3I]"]\\n\\n*\\n'
    """
    return _native.notation_from_fumen(code)


def svg(text: str, game: int = 1, move: Optional[int] = None) -> Image:
    """Game ``game``'s board after ``move`` moves (all when None) as an
    image that shows itself in Jupyter (``.svg``, ``.save(path)``)."""
    return Image(_native.notation_svg(text, game, move))
