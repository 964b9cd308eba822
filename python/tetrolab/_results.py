"""The values tetrolab's functions return: result dicts, charts, pages."""

from __future__ import annotations

import csv
import html
import io
import os
from typing import Any, Dict, List, Optional, Sequence

from . import _native

#: The columns of a chart's data, as ``tetrolab plot --data`` writes them.
DATA_HEADER = ("series", "kind", "x", "y", "low", "high")


class Result(dict):
    """A result: exactly the dict ``tetrolab CMD --json`` prints.

    Where a table is the natural form, ``to_pandas()`` gives one row per
    entry of the list under its table key (nested fields flattened with
    dots, as ``pandas.json_normalize`` does).
    """

    def __init__(self, value: Dict[str, Any], rows: Optional[str] = None) -> None:
        super().__init__(value)
        self._rows = rows

    def to_pandas(self):
        """The result's table as a ``pandas.DataFrame`` (pandas needed)."""
        if self._rows is None:
            raise TypeError("this result is not a table: read it as a dict")
        import pandas

        return pandas.json_normalize(self[self._rows])


class Rows(list):
    """A result that is a list (``tetrolab list --json``): one dict per row."""

    def to_pandas(self):
        """A row per entry as a ``pandas.DataFrame`` (pandas needed)."""
        import pandas

        return pandas.json_normalize(list(self))


class Image:
    """An SVG image: shows itself in Jupyter, saves as .svg or .png."""

    def __init__(self, svg: str) -> None:
        #: The SVG document.
        self.svg = svg

    def _repr_svg_(self) -> str:
        return self.svg

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
        """The numbers as a ``pandas.DataFrame`` (pandas needed)."""
        import pandas

        return pandas.DataFrame(self.data, columns=list(DATA_HEADER))

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
