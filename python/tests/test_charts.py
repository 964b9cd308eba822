"""plot and report: the command line's charts and pages, shown inline."""

import html
import logging
import re

import pytest

import tetrolab
from tetrolab import TetrolabError

# Denominators below 1 warn that the weights diverge (tested in test_deal.py).
pytestmark = pytest.mark.filterwarnings("ignore:denominator 0.8 is below 1:UserWarning")



@pytest.mark.parametrize(
    "kind,specs,options,flags",
    [
        ("histogram", ["7-bag", "memoryless"], {"count": 7000}, ["-n", "7000"]),
        ("gap", ["tgm1"], {"count": 20_000, "piece": "I"}, ["-n", "20000", "--piece", "I"]),
        ("drought", ["7-bag"], {"count": 20_000, "exact": False}, ["-n", "20000", "--no-exact"]),
        ("entropy", ["tap"], {"count": 20_000}, ["-n", "20000"]),
        ("compare", ["7-bag", "tgm1"], {"count": 20_000}, ["-n", "20000"]),
        ("weights", ["weighted:denominator=2"], {"count": 30, "rng": "python"}, ["-n", "30", "--rng", "python"]),
        ("balance", ["7-bag"], {"count": 500, "trials": 5}, ["-n", "500", "--trials", "5"]),
        ("game", ["7-bag", "memoryless"], {"max_length": 60, "games": 50, "at_least": 9},
         ["--max-length", "60", "--games", "50", "--at-least", "9"]),
        ("sweep", ["weighted:denominator=1.0..2.0:0.5"], {"trials": 3, "length": 40, "points": True},
         ["--trials", "3", "--length", "40", "--points"]),
    ],
)
def test_chart_is_the_command_lines(cli, tmp_path, kind, specs, options, flags):
    chart = tetrolab.plot(kind, *specs, seed=11, **options)
    data = tmp_path / "data.csv"
    svg = cli("plot", kind, *specs, "--seed", "11", *flags, "--out", "-", "--data", data, json_output=False)
    assert chart.svg == svg.decode()
    assert chart._repr_svg_() == chart.svg
    assert chart.data_csv() == data.read_text()
    assert chart.seed == "11"
    assert chart.data and set(chart.data[0]) == set(tetrolab._results.DATA_HEADER)


def test_chart_saves_svg_and_png(tmp_path):
    chart = tetrolab.plot("histogram", "7-bag", count=700)
    assert chart.seed is not None  # drawn, and kept
    assert tetrolab.plot("histogram", "7-bag", count=700, seed=chart.seed).svg == chart.svg
    chart.save(tmp_path / "h.svg")
    assert (tmp_path / "h.svg").read_text() == chart.svg
    chart.save(str(tmp_path / "h.PNG"))
    assert (tmp_path / "h.PNG").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    with pytest.raises(TetrolabError, match="svg or .png"):
        chart.save(tmp_path / "h.jpg")
    frame = pytest.importorskip("pandas") and chart.to_pandas()
    assert list(frame.columns) == list(tetrolab._results.DATA_HEADER)


def test_report_is_the_command_lines_page(cli, tmp_path):
    page = tetrolab.report("7-bag", "tgm1", count=7000, seed=2)
    out = tmp_path / "page.html"
    cli("report", "7-bag", "tgm1", "-n", "7000", "--seed", "2", "--out", out, json_output=False)
    expected = out.read_text()
    # The page says how to make it again, each face in its own words; the
    # rest is the same, byte for byte.
    again = re.compile(r"<code>tetrolab[ .]report[^<]*</code>")
    assert again.findall(page.html) == [
        "<code>tetrolab.report(&quot;7-bag&quot;, &quot;tgm1&quot;, count=7000, seed=2)</code>"
    ]
    assert len(again.findall(expected)) == 1
    assert again.sub("", page.html) == again.sub("", expected)
    assert len(page.html) > 10_000
    page.save(tmp_path / "again.html")
    assert (tmp_path / "again.html").read_text() == page.html


def test_report_inline_keeps_its_styles_to_itself():
    page = tetrolab.report("7-bag", count=7000, seed=2)
    inline = page._repr_html_()
    # One sandboxed frame holding the whole page: no style or element of
    # the page reaches the notebook around it.
    frame = re.fullmatch(r'<iframe title="tetrolab report" sandbox style="[^"]*" srcdoc="([^"]*)"></iframe>', inline)
    assert frame, inline[:200]
    assert html.unescape(frame.group(1)) == page.html
    assert "<style" in page.html and "<style" not in inline


def test_report_of_a_document():
    page = tetrolab.report(document="002", count=2000, seed=1)
    assert "002" in page.html


@pytest.mark.parametrize(
    "call,words",
    [
        (lambda: tetrolab.plot("pie", "7-bag"), "pie"),
        (lambda: tetrolab.plot("histogram"), "spec"),
        (lambda: tetrolab.plot("histogram", "nope"), "nope"),
        (lambda: tetrolab.plot("histogram", "7-bag", count=0), "count=0"),
        (lambda: tetrolab.plot("gap", "7-bag", piece="X"), "piece="),
        (lambda: tetrolab.plot("weights", "7-bag", "tgm1"), "one spec"),
        (lambda: tetrolab.plot("sweep", "weighted:denominator=1.0..2.0:0.5", metric="nope"), "nope"),
        (lambda: tetrolab.plot("balance", "7-bag", trials=0), "trials=0"),
        (lambda: tetrolab.plot("game", "7-bag", droughts="x"), "droughts="),
        (lambda: tetrolab.plot("histogram", "weighted:denominator=0.8", count=100_000, seed=0, rng="python"), "denominator"),
        (lambda: tetrolab.report(), "give specs"),
        (lambda: tetrolab.report("7-bag", document="002"), "do not go together"),
        (lambda: tetrolab.report(document="001"), "001"),
        (lambda: tetrolab.report("nope", count=100), "nope"),
    ],
)
def test_bad_chart_input(call, words):
    with pytest.raises(TetrolabError) as raised:
        call()
    assert words in str(raised.value)


def test_unknown_option_is_refused_by_name():
    with pytest.raises(TetrolabError, match="`colour=` is not an option of plot histogram"):
        tetrolab.plot("histogram", "7-bag", colour="red")


def test_a_seed_no_randomizer_takes_is_refused_as_stats_refuses_it(caplog):
    """A shared seed that none of the page's generators takes is a
    mistake: the same refusal as stats, with no seed derived and logged."""
    with pytest.raises(TetrolabError) as alone:
        tetrolab.stats("7-bag", 7000, seed=-1)
    with caplog.at_level(logging.INFO, logger="tetrolab"):
        for call in (
            lambda: tetrolab.report("7-bag", count=7000, seed=-1),
            lambda: tetrolab.plot("balance", "7-bag", "14-bag", seed=-1),
        ):
            with pytest.raises(TetrolabError) as shared:
                call()
            assert str(shared.value) == str(alone.value)
    assert not caplog.records
