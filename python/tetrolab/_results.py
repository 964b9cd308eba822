"""The values tetrolab's functions return: result dicts, charts, pages."""

from __future__ import annotations

import csv
import html
import io
import os
import re
from typing import Any, Dict, List, Optional, Sequence

import numpy

from . import _native

#: The columns of a chart's data, as ``tetrolab plot --data`` writes them.
DATA_HEADER = ("series", "kind", "x", "y", "low", "high")


#: The columns of ``stats(...).to_pandas()``: one row per estimate.
ESTIMATE_HEADER = ("metric", "piece", "value", "standard_error", "ci95_low", "ci95_high")


#: The columns of ``cover(...).to_pandas()``: one row per setup, then OR
#: and AND, for the pattern or each randomizer (``source``).
COVER_HEADER = ("source", "setup", "success", "all", "probability", "fraction")


#: The columns of ``pc(...).to_pandas()``: one row per first pieces
#: (``*`` for any), for the pattern or each randomizer (``source``).
PC_HEADER = ("source", "first", "success", "all", "first_probability", "probability", "fraction")


def _numeric(frame):
    """``frame`` with every column of numbers written as text (a sweep's
    axis values, a chart's coordinates) made numbers; empty text is a
    missing value. Columns of other text are left as they are."""
    import pandas
    from pandas.api.types import is_object_dtype, is_string_dtype

    for column in frame.columns:
        if not (is_object_dtype(frame[column]) or is_string_dtype(frame[column])):
            continue
        values = frame[column].replace("", None)
        try:
            frame[column] = pandas.to_numeric(values)
        except (ValueError, TypeError):
            pass
    return frame


def _estimate_row(metric: str, value: float, se, low, high) -> Dict[str, Any]:
    """One estimate as a tidy row: a piece letter in the metric's name
    (``drought.I.p_at_least.10``) moves to the ``piece`` column."""
    parts = metric.split(".")
    pieces = [p for p in parts[1:2] if len(p) == 1 and p in "IJLOSTZ"]
    name = ".".join(p for i, p in enumerate(parts) if not (i == 1 and pieces))
    return dict(zip(ESTIMATE_HEADER, (name, pieces[0] if pieces else None, value, se, low, high)))


class Result(dict):
    """A result: exactly the dict ``tetrolab CMD --json`` prints.

    Where a table is the natural form, ``to_pandas()`` gives one: one row
    per entry of the list under its table key (nested fields flattened
    with dots, as ``pandas.json_normalize`` does), or for ``stats`` and
    ``merge`` one row per estimate (``ESTIMATE_HEADER``: the metric, its
    piece, value, standard error and 95 % interval, as ``tetrolab stats
    --csv`` writes them). Columns of numbers are numbers.
    """

    def __init__(self, value: Dict[str, Any], rows: Optional[str] = None, estimates=None) -> None:
        super().__init__(value)
        self._rows = rows
        self._estimates = estimates

    def to_pandas(self):
        """The result's table as a ``pandas.DataFrame`` (pandas needed)."""
        import pandas

        if self._estimates is not None:
            rows = [_estimate_row(*estimate) for estimate in self._estimates]
            return pandas.DataFrame(rows, columns=list(ESTIMATE_HEADER))
        if self._rows is None:
            raise TypeError("this result is not a table: read it as a dict")
        return _numeric(pandas.json_normalize(self[self._rows]))


class CoverResult(Result):
    """``cover``'s result: the dict ``tetrolab cover --json`` prints, whose
    ``to_pandas()`` has a row per setup, then ``OR`` (any setup) and
    ``AND`` (every setup), for the pattern and for each randomizer
    (``COVER_HEADER``; ``success`` and ``all`` only for a pattern)."""

    def _cover_rows(self):
        labels = [setup["label"] for setup in self["setups"]] + ["OR", "AND"]
        sources = []
        if self.get("pattern"):
            sources.append((self["pattern"]["pattern"], self["pattern"], self["pattern"]["all"]))
        sources.extend((r["spec"], r, None) for r in self["randomizers"])
        for source, chances, all_ in sources:
            for label, chance in zip(labels, chances["setups"] + [chances["or"], chances["and"]]):
                yield (source, label, chance["success"], all_, chance["probability"], chance["fraction"])

    def to_pandas(self):
        """A row per setup, OR and AND, per pattern or randomizer, as a
        ``pandas.DataFrame`` (pandas needed)."""
        import pandas

        return pandas.DataFrame(list(self._cover_rows()), columns=list(COVER_HEADER))


class PcResult(Result):
    """``pc``'s result: the dict ``tetrolab pc --json`` prints, whose
    ``to_pandas()`` is tidy with one row per first pieces (``PC_HEADER``):
    ``*`` (every sequence) first, then for a pattern each prefix of its
    tree (``success`` of ``all`` sequences starting so, ``probability``
    their quotient) and for a randomizer each piece that can come first
    (``first_probability`` that it does, ``probability`` of a perfect clear
    when it does); ``fraction`` where the library gives one."""

    def _pc_rows(self):
        if self.get("pattern"):
            counted = self["pattern"]
            for prefix in counted["tree"]:
                root = prefix["prefix"] == "*"
                yield (
                    counted["pattern"],
                    prefix["prefix"],
                    prefix["success"],
                    prefix["all"],
                    None,
                    counted["success"]["probability"] if root else prefix["success"] / prefix["all"],
                    counted["success"]["fraction"] if root else None,
                )
        for odds in self["randomizers"]:
            chance = odds["chance"]
            yield (odds["spec"], "*", None, None, None, chance["probability"], chance["fraction"])
            for piece, first, clears in odds["by_first"]:
                yield (odds["spec"], piece, None, None, first, clears, None)

    def to_pandas(self):
        """A row per first pieces, per pattern or randomizer, as a
        ``pandas.DataFrame`` (pandas needed)."""
        import pandas

        return pandas.DataFrame(list(self._pc_rows()), columns=list(PC_HEADER))


class Rows(list):
    """A result that is a list (``tetrolab list --json``): one dict per row."""

    def to_pandas(self):
        """A row per entry as a ``pandas.DataFrame`` (pandas needed)."""
        import pandas

        return _numeric(pandas.json_normalize(list(self)))


class Dealt(numpy.ndarray):
    """``deal``'s pieces: a numpy array of codes that also knows the
    ``seed`` it was dealt from (drawn when none was given)."""

    seed: Optional[str] = None

    def __array_finalize__(self, obj) -> None:
        self.seed = getattr(obj, "seed", None)


class DealtLetters(str):
    """``letters``' pieces: a string that also knows the ``seed`` it was
    dealt from (drawn when none was given)."""

    seed: Optional[str] = None


class Image:
    """An SVG image: shows itself in Jupyter, saves as .svg or .png."""

    def __init__(self, svg: str) -> None:
        #: The SVG document.
        self.svg = svg

    def _repr_svg_(self) -> str:
        return self.svg

    def __repr__(self) -> str:
        size = re.search(r'<svg[^>]*\bwidth="([^"]+)"[^>]*\bheight="([^"]+)"', self.svg)
        shape = f"{size.group(1)} x {size.group(2)}" if size else "unsized"
        title = re.search(r"<title>([^<]*)</title>", self.svg)
        named = f" {html.unescape(title.group(1))!r}" if title else ""
        return f"<tetrolab.{type(self).__name__}{named}: SVG {shape}, {len(self.svg)} characters>"

    def png(self) -> bytes:
        """The image rendered as PNG (the embedded DejaVu Sans font)."""
        return _native.png(self.svg)

    def save(self, path: "os.PathLike[str] | str") -> None:
        """Writes the image to ``path``: PNG if it ends in .png, SVG if .svg."""
        extension = os.path.splitext(os.fspath(path))[1].lower()
        if extension == ".svg":
            with open(path, "w", encoding="utf-8") as out:
                out.write(self.svg)
        elif extension == ".png":
            with open(path, "wb") as out:
                out.write(self.png())
        else:
            raise _native.TetrolabError(
                f"{os.fspath(path)!r} names no image format: end the file name in .svg or .png"
            )


class Chart(Image):
    """A chart from ``plot``: its SVG, its numbers and the seed it was dealt from."""

    def __init__(self, svg: str, rows: Sequence[Sequence[str]], seed: Optional[str]) -> None:
        super().__init__(svg)
        #: One dict per drawn value, keyed by ``DATA_HEADER`` (strings as
        #: ``plot --data`` writes them; empty where there is no value).
        self.data: List[Dict[str, str]] = [dict(zip(DATA_HEADER, row)) for row in rows]
        #: The seed the chart was dealt from.
        self.seed = seed

    def data_csv(self) -> str:
        """The numbers as the CSV ``tetrolab plot --data`` writes."""
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(DATA_HEADER)
        writer.writerows([row[h] for h in DATA_HEADER] for row in self.data)
        return out.getvalue()

    def to_pandas(self):
        """The numbers as a ``pandas.DataFrame`` (pandas needed): ``x``
        (numbers, or category names), ``y``, ``low`` and ``high`` as
        numbers (missing where the chart has none)."""
        import pandas

        return _numeric(pandas.DataFrame(self.data, columns=list(DATA_HEADER)))

    def __repr__(self) -> str:
        return f"<tetrolab.Chart: {len(self.data)} values, seed {self.seed}>"


class Html:
    """A report page from ``report``: shows itself in Jupyter (in a frame of
    its own, so its styles leave the notebook alone), saves as .html."""

    def __init__(self, html: str) -> None:
        #: The page, self-contained (inline CSS and SVG, no script).
        self.html = html

    def _repr_html_(self) -> str:
        # The page inside a sandboxed iframe: its styles stay in it and do
        # not restyle the notebook around it.
        return (
            '<iframe title="tetrolab report" sandbox style="width: 100%; height: 80vh; '
            f'border: 1px solid #ddd" srcdoc="{html.escape(self.html, quote=True)}"></iframe>'
        )

    def save(self, path: "os.PathLike[str] | str") -> None:
        """Writes the page to ``path``."""
        with open(path, "w", encoding="utf-8") as out:
            out.write(self.html)

    def __repr__(self) -> str:
        return f"<tetrolab.Html: {len(self.html)} characters>"
