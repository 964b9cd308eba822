"""tetrolab: Tetris piece randomizers, bit-exact game RNGs and analysis.

A thin Python face over the Rust library of the same name: every number is
the library's, and every result is the same dict ``tetrolab CMD --json``
prints. Pieces are numpy ``uint8`` codes in the order I J L O S T Z
(``PIECES``): code 0 is I, 6 is Z.

>>> import tetrolab
>>> tetrolab.letters("7-bag", 14, seed=1)
'ZIJTLSOOJTZLSI'
>>> tetrolab.deal("7-bag", 7, seed=1).tolist()
[6, 0, 1, 5, 2, 4, 3]
>>> r = tetrolab.Randomizer("tgm1", seed=5)
>>> r.peek(3) == "".join(next(r) for _ in range(3))
True
>>> tetrolab.stats("7-bag", 70_000, seed=1)["drought"]["max"]
12

A seed not given is drawn from the operating system's entropy and logged
on the ``tetrolab`` logger (INFO); results carry it under ``"seed"``, and
``Randomizer.seed`` and ``Chart.seed`` hold it. Bad input (an unknown
keyword, a value of the wrong type or out of range) raises
``TetrolabError`` (a ``ValueError``) with the library's message naming the
argument (``count=-1: ...``); long calls
release the GIL and stop on Ctrl-C. ``stats(..., partial=True,
batches=range(a, b))`` measures part of a run and ``merge`` puts the parts
together, for runs spread over processes or machines.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, Dict, List, Optional, Sequence, Union

import numpy

from . import _native, notation
from ._native import DEFAULTS, Randomizer, TetrolabError, __version__
if TYPE_CHECKING:
    from typing_extensions import Unpack

    from ._native import PiecesOptions

from ._results import (
    COVER_HEADER,
    ESTIMATE_HEADER,
    PC_HEADER,
    Chart,
    CoverResult,
    Dealt,
    DealtLetters,
    Html,
    PcResult,
    Result,
    Rows,
)

__all__ = [
    "DEFAULTS",
    "ESTIMATE_HEADER",
    "PIECES",
    "COVER_HEADER",
    "PC_HEADER",
    "Chart",
    "CoverResult",
    "Dealt",
    "DealtLetters",
    "Html",
    "PcResult",
    "Randomizer",
    "Result",
    "Rows",
    "TetrolabError",
    "catalog",
    "compare",
    "cover",
    "deal",
    "exact",
    "frontier",
    "identify",
    "letters",
    "merge",
    "metrics",
    "notation",
    "pc",
    "plot",
    "predict",
    "report",
    "run_batches",
    "seeds",
    "stats",
    "sweep",
    "trace",
    "__version__",
]

#: The pieces in code order: ``deal``'s code k is ``PIECES[k]``.
PIECES = "IJLOSTZ"

Seed = Union[int, str, None]
Pieces = Union[str, Sequence[int], "numpy.ndarray"]


def deal(spec: str, count: int, *, seed: Seed = None, rng: Optional[str] = None) -> Dealt:
    """The first ``count`` pieces of randomizer ``spec`` as a numpy array.

    Codes are 0..6 in the order I J L O S T Z (``tetrolab.PIECES``); the
    array is writable and owns its memory. The same pieces as
    ``tetrolab gen SPEC -n COUNT --seed SEED``.

    spec: a catalog name with optional parameters (``"tetrio-7-bag"``,
        ``"weighted:denominator=2"``; see ``catalog()``).
    seed: an int or str; None draws one (logged on the ``tetrolab`` logger).
    rng: a generator name (``"python"``, ``"xoshiro"``, ...); None for the
        randomizer's default.

    At most 2**30 pieces (a gibibyte) at once, here and in ``letters``,
    ``Randomizer.peek`` and ``Randomizer.fill``: a larger count raises
    ``TetrolabError`` before any piece is dealt; deal more in parts with
    ``Randomizer.fill``.

    The array is a ``Dealt`` (a numpy array) whose ``.seed`` is the seed
    it was dealt from, also when it was drawn.

    >>> deal("7-bag", 7, seed=1).tolist()
    [6, 0, 1, 5, 2, 4, 3]
    >>> "".join(PIECES[c] for c in deal("7-bag", 7, seed=1))
    'ZIJTLSO'
    >>> deal("7-bag", 7).seed == deal("7-bag", 7).seed  # each drew its own
    False
    """
    pieces, drawn = _native.deal(spec, count, seed=seed, rng=rng)
    dealt = pieces.view(Dealt)
    dealt.seed = drawn
    return dealt


def letters(spec: str, count: int, *, seed: Seed = None, rng: Optional[str] = None) -> DealtLetters:
    """The first ``count`` pieces of ``spec`` as a string of letters (a
    ``DealtLetters``: a ``str`` whose ``.seed`` is the seed it was dealt
    from, also when it was drawn).

    >>> letters("7-bag", 7, seed=1)
    'ZIJTLSO'
    >>> letters("7-bag", 7, seed=1).seed
    '1'
    """
    pieces, drawn = _native.letters(spec, count, seed=seed, rng=rng)
    dealt = DealtLetters(pieces)
    dealt.seed = drawn
    return dealt


def catalog(name: Optional[str] = None) -> Union[Rows, Result]:
    """Every randomizer (``tetrolab list --json``: a list, ``.to_pandas()``
    gives a row each), or one by name (``tetrolab list NAME --json``).

    >>> "tetrio-7-bag" in [entry["name"] for entry in catalog()]
    True
    >>> catalog("tgm1")["game_exact"]
    True
    """
    listing = _native.catalog(name)
    return Rows(listing) if name is None else Result(listing)


def metrics() -> list:
    """Every metric's name, as ``sweep(metrics=[...])`` takes them.

    >>> "frequency_std" in metrics()
    True
    """
    return _native.metrics()


def stats(
    spec: str,
    count: Optional[int] = None,
    *,
    seed: Seed = None,
    rng: Optional[str] = None,
    game_length: Optional[int] = None,
    games: Optional[int] = None,
    at_least: Optional[Sequence[int]] = None,
    droughts: Optional[str] = None,
    partial: bool = False,
    batches: Optional[range] = None,
) -> Union[Result, Dict[str, Any]]:
    """Measure ``count`` pieces of ``spec`` (``tetrolab stats --json``).

    Each statistic's standard error and 95 % interval are under
    ``standard_errors`` and ``ci95``, by metric name. With
    ``game_length``, also per-game drought odds over ``games`` games
    (``at_least``: more thresholds; ``droughts``: ``"any"`` stretch without
    the piece or only ``"completed"`` ones). An argument left at None takes
    the library's default, listed in ``DEFAULTS["stats"]``.

    >>> s = stats("7-bag", 70_000, seed=1)
    >>> s["drought"]["max"], round(s["gap"]["mean"], 2)
    (12, 7.0)

    **Across machines** (``stats --partial FILE [--batches A..B]``): a run
    is ``count // 4096`` batches (at least 1, at most 64), batch k dealt
    from its own stream derived from ``seed``. ``partial=True`` measures
    the batches in ``batches`` (a ``range``, step 1; every batch when None)
    and returns the partial result: the dict of integer counters the
    command line writes to its ``--partial`` file, JSON-ready and
    picklable. ``merge`` turns the parts of a run into exactly this
    function's dict for the whole run. A partial result needs ``seed``,
    the same for every part.

    >>> part = stats("7-bag", 70_000, seed=1, partial=True, batches=range(0, 5))
    >>> part["batches"], part["run"]["batches_total"]
    ({'start': 0, 'end': 5}, 17)
    """
    value, estimates = _native.stats(
        spec,
        count,
        seed=seed,
        rng=rng,
        game_length=game_length,
        games=games,
        at_least=at_least,
        droughts=droughts,
        partial=partial,
        batches=batches,
    )
    return value if partial else Result(value, estimates=estimates)


def run_batches(count: int) -> range:
    """The batches of a run of ``count`` pieces, ``range(0, n)``: what
    ``stats(..., partial=True, batches=...)`` picks from. A run is
    ``count // 4096`` batches, at least 1 and at most 64.

    >>> run_batches(70_000), run_batches(10**11)
    (range(0, 17), range(0, 64))
    """
    return _native.run_batches(count)


def merge(*parts: Union[Dict[str, Any], Sequence[Dict[str, Any]]]) -> Result:
    """The parts of one run (``stats(..., partial=True)``'s dicts, or lists
    of them, or ``tetrolab stats --partial`` files read with ``json.load``)
    merged into exactly the dict ``stats`` gives for the whole run on one
    machine, bit for bit, whatever the split (``tetrolab merge``).

    Parts may come in any order; parts of different runs, a batch held
    twice or a batch held by none raise ``TetrolabError``, naming the
    parts as ``parts[i]`` in the order given.

    >>> low = stats("7-bag", 70_000, seed=1, partial=True, batches=range(0, 10))
    >>> high = stats("7-bag", 70_000, seed=1, partial=True, batches=range(10, 17))
    >>> merge(high, low) == stats("7-bag", 70_000, seed=1)
    True
    >>> merge([low, high])["pieces"]
    70000
    """
    flat: List[Any] = []
    for part in parts:
        # A dict is a part and any other iterable holds parts; anything
        # else is one part, which the library refuses, naming its place.
        if isinstance(part, (dict, str, bytes)) or not isinstance(part, Iterable):
            flat.append(part)
        else:
            flat.extend(part)
    value, estimates = _native.merge(flat)
    return Result(value, estimates=estimates)


def compare(*specs: str, count: Optional[int] = None, exact: bool = False, seed: Seed = None) -> Result:
    """Randomizers side by side with seed 000's ratings (``tetrolab compare --json``).

    specs: the randomizers (catalog names with parameters); every catalog
        entry when none is given.
    count: pieces dealt per randomizer (None: the library's default,
        ``DEFAULTS["compare"]["count"]``).
    exact: also the exact values, from each randomizer's chain where it
        has one.
    seed: the master seed (an int or str; None draws one, logged): each
        randomizer is dealt on its own seed derived from it, given in the
        result.

    ``.to_pandas()`` gives a row per randomizer.

    >>> c = compare("7-bag", "tgm1", count=20_000, seed=1)
    >>> [r["spec"] for r in c["randomizers"]]
    ['7-bag', 'tgm1']
    """
    return Result(_native.compare(*specs, count=count, exact=exact, seed=seed), rows="randomizers")


def sweep(
    template: str,
    *,
    trials: Optional[int] = None,
    length: Optional[int] = None,
    metrics: Optional[Sequence[str]] = None,
    seed: Seed = None,
    rng: Optional[str] = None,
) -> Result:
    """Metrics over a grid of parameters (``tetrolab sweep --json``).

    ``template`` names ranges as FROM..TO:STEP
    (``"weighted:denominator=1.0..3.0:1.0"``); each point's metrics are means
    over ``trials`` runs of ``length`` pieces (None: the library's defaults,
    ``DEFAULTS["sweep"]``). ``metrics``: names from ``metrics()``.
    ``.to_pandas()`` gives a row per point.

    >>> s = sweep("weighted:denominator=1.0..3.0:1.0", trials=5, length=50, seed=1)
    >>> [row["denominator"] for row in s["rows"]]  # TO is not reached
    ['1', '2']
    """
    return Result(
        _native.sweep(
            template,
            trials=trials,
            length=length,
            metrics=metrics,
            seed=seed,
            rng=rng,
        ),
        rows="rows",
    )


def exact(
    spec: str,
    *,
    game_length: Optional[int] = None,
    start: Optional[str] = None,
    droughts: Optional[str] = None,
    at_least: Optional[Sequence[int]] = None,
    max_states: Optional[int] = None,
    seed: Seed = None,
) -> Result:
    """Exact answers from the randomizer's Markov chain (``tetrolab exact --json``).

    spec: the randomizer, a catalog name with parameters
        (``"history:rolls=6"``).
    game_length: pieces in a game, for the per-game drought odds (``game``).
    start: ``"game"`` (odds from the randomizer's start) or ``"stationary"``
        (a game joined at a random time).
    droughts: ``"any"`` stretch without the piece counts, or only
        ``"completed"`` droughts between two of it.
    at_least: drought lengths to report besides the standard ones.
    max_states: the most states the chain may have before it is refused.
    seed: for a game's own generator (nes, sega, tetrisgym-sps), the seed
        whose cycle of pieces is followed.
    None leaves an argument at the library's default (``DEFAULTS["exact"]``).

    >>> exact("7-bag")["drought"]["max"]
    12
    """
    return Result(
        _native.exact(
            spec,
            game_length=game_length,
            start=start,
            droughts=droughts,
            at_least=at_least,
            max_states=max_states,
            seed=seed,
        )
    )


def frontier(
    *space: str,
    minimize: Optional[Sequence[str]] = None,
    maximize: Optional[Sequence[str]] = None,
    where: Optional[Sequence[str]] = None,
    game_length: Optional[int] = None,
) -> Result:
    """The design frontier: which randomizers no other beats on every objective (``tetrolab frontier --json``).

    space: spec templates in ``sweep``'s range syntax
        (``"history:size=2..7:1,rolls=1..13:1"``); none: the library's
        default space (thousands of designs, minutes).
    minimize, maximize: objectives, named as ``exact``'s result names its
        values (``"drought.max"``, ``"drought.p_at_least.13"``,
        ``"guess_accuracy"``, ...); none named: the library's default.
    where: bounds a design must meet (``["drought.max<=14"]``).
    game_length: pieces in a game, for the per-game drought odds.

    Designs that deal the same law are evaluated once and listed together
    (``same_law``). ``.to_pandas()`` gives a row per law, front first.

    >>> f = frontier("7-bag", "memoryless", "bag:deal=back", minimize=["drought.max"])
    >>> [(d["spec"], d["same_law"], d["front"]) for d in f["designs"]]
    [('7-bag', ['bag:deal=back'], True), ('memoryless', [], False)]
    """
    return Result(
        _native.frontier(
            *space,
            minimize=minimize,
            maximize=maximize,
            where=where,
            game_length=game_length,
        ),
        rows="designs",
    )


def identify(
    pieces: Pieces,
    *,
    candidates: Optional[Sequence[str]] = None,
    from_start: bool = False,
    max_states: Optional[int] = None,
) -> Result:
    """Which randomizer most likely dealt ``pieces`` (``tetrolab identify --json``).

    pieces: letters (``"TJLOSIZ"``) or codes (``deal``'s array), oldest first.
    candidates: specs, or comma-separated lists of them; every catalog
        entry when None.
    from_start: read the pieces as a game's first (first-piece rule, fresh
        bag); otherwise as seen anywhere in a long game (the stationary law).
    max_states: the most states each candidate's chain may have (None: the
        library's default, ``DEFAULTS["identify"]["max_states"]``).

    ``.to_pandas()`` gives a row per candidate.

    >>> identify(letters("7-bag", 70, seed=1), candidates=["7-bag", "memoryless"])["candidates"][0]["spec"]
    '7-bag'
    """
    return Result(
        _native.identify(
            pieces,
            candidates=candidates,
            from_start=from_start,
            max_states=max_states,
        ),
        rows="candidates",
    )


def predict(spec: str, pieces: Pieces, *, from_start: bool = False, max_states: Optional[int] = None) -> Result:
    """The next piece's odds after ``pieces`` (``tetrolab predict --json``).

    spec: the randomizer read as having dealt them, a catalog name with
        parameters.
    pieces: letters (``"TJLOSIZ"``) or codes (``deal``'s array), oldest first.
    from_start: read them as a game's first pieces (first-piece rule, fresh
        bag); otherwise as seen anywhere in a long game, so a bag's boundary
        is not known (``certain`` is then often None).
    max_states: the most states the chain may have (None: the library's
        default, ``DEFAULTS["predict"]["max_states"]``).

    >>> predict("7-bag", "IJLOSTZIJLOST", from_start=True)["certain"]
    'Z'
    """
    return Result(_native.predict(spec, pieces, from_start=from_start, max_states=max_states))


def seeds(spec: str, pieces: Pieces, *, next: Optional[int] = None) -> Result:
    """The seeds of a game's generator that deal ``pieces`` from its start
    (``tetrolab seeds --json``), each with the ``next`` pieces after them,
    and ``states_searched``: how many starting states of the generator the
    search covered.

    >>> found = seeds("tetrio-7-bag", letters("tetrio-7-bag", 7, seed=1234))
    >>> "1234" in [s["seed"] for s in found["seeds"]]
    True
    >>> found["states_searched"]
    2147483646
    """
    return Result(_native.seeds(spec, pieces, next=next), rows="seeds")


def trace(spec: str, count: Optional[int] = None, *, seed: Seed = None, rng: Optional[str] = None) -> Result:
    """Each piece with the randomizer's state after it (``tetrolab trace --json``).

    ``steps[0]`` is the state at the start; ``.to_pandas()`` gives a row per
    step. At most a million steps.

    >>> trace("7-bag", 2, seed=1)["steps"][1]
    {'piece': 'Z', 'remaining': 'IJTLSO'}
    """
    return Result(_native.trace(spec, count, seed=seed, rng=rng), rows="steps")


def cover(
    *setups: str,
    mirror: Optional[bool] = None,
    mode: Optional[str] = None,
    max_softdrop: Optional[int] = None,
    max_clearline: Optional[int] = None,
    spins_first: Optional[int] = None,
    last_sd: Optional[int] = None,
    **options: Unpack[PiecesOptions],
) -> CoverResult:
    """Whether the next pieces let a player build each setup (``tetrolab
    cover --json``): solution-finder's counts over a ``pattern``'s distinct
    sequences, or each ``randomizer``'s exact odds.

    setups: fumens (``v115@...``, with an optional ``#start:end`` page
        range) or TETRIS-SYSTEM records' text.
    pattern: solution-finder's pattern (``"*!"``, ``"*p7"``, ``"[IO]!"``).
    randomizer: a spec, or a list of them (not with ``pattern``).
    after: pieces dealt before the setup starts, oldest first (``?`` for
        one dealt but not seen).
    stationary: start at a random moment of a long game, not its start.
    hold: whether hold is used; drop: ``"soft"``, ``"hard"``, ``"180"``,
        ``"t-soft"``, or a T-spin drop ``"tsz"`` to ``"tst"``; kicks: a
        built-in table's name or a kick file's text; mirror: each setup
        followed by its mirror image.
    mode: solution-finder's ``--mode`` (``"normal"``, ``"2L"``,
        ``"3L-or-pc"``, ``"tetris"``, ``"tetris-end"``, ``"tsm"``/``"any"``,
        ``"tss"``, ``"tsd"``, ``"tst"``, ``"b2b"``); max_softdrop,
        max_clearline: limits for the normal and line modes; spins_first:
        the first clears that must be T-spins or tetrises (sfinder's
        ``-sb``, T-spin modes); last_sd: the last placements that may
        soft-drop whatever the drop.
    None leaves an argument at the library's default (``DEFAULTS["cover"]``).

    The result is the dict ``cover --json`` prints: per setup, OR (any
    setup) and AND (every setup), each a ``probability``, a ``fraction``
    and, for a pattern, ``success`` of the pattern's ``all``.
    ``.to_pandas()`` gives a row each (``COVER_HEADER``).

    >>> counted = cover("v115@vhFRQJUGJKJJvMJTNJGBJ", pattern="*!")["pattern"]
    >>> counted["setups"][0]["success"], counted["all"]
    (1680, 5040)
    >>> cover("v115@vhFRQJUGJKJJvMJTNJGBJ", randomizer="7-bag")["randomizers"][0]["setups"][0]["fraction"]
    '1/3'
    """
    return CoverResult(
        _native.cover(
            *setups,
            mirror=mirror,
            mode=mode,
            max_softdrop=max_softdrop,
            max_clearline=max_clearline,
            spins_first=spins_first,
            last_sd=last_sd,
            **options,
        )
    )


def pc(
    field: str,
    *,
    lines: Optional[int] = None,
    max_walk_mb: Optional[int] = None,
    **options: Unpack[PiecesOptions],
) -> PcResult:
    """Whether the next pieces make a perfect clear of ``field``'s bottom
    ``lines`` (``tetrolab pc --json``): solution-finder's ``percent``
    counts over a ``pattern``'s distinct sequences, or each
    ``randomizer``'s exact odds.

    field: the field as a fumen (its first page, the page's piece locked
        in) or rows of ``X`` (filled) and ``_`` (empty) from the top, one a
        line or separated by ``/``.
    lines: how many bottom lines the perfect clear empties.
    max_walk_mb: the most memory, in MB, the walk of a randomizer's odds
        may hold at once (past it the odds are refused).
    options: the keywords about the pieces, as ``cover`` takes them:
    pattern: solution-finder's pattern (``"*p7"``, ``"[IO]!"``), its
        sequences cut to the pieces needed (one more with hold).
    randomizer: a spec, or a list of them (not with ``pattern``).
    after: pieces dealt before the perfect clear starts, oldest first, ``?``
        for one dealt but not seen (a randomizer's only; ``"?" * 10``: a
        game's second perfect clear).
    stationary: start at a random moment of a long game, not its start
        (a randomizer's only).
    hold: whether the player may hold a piece.
    drop: how pieces move: ``"soft"``, ``"hard"``, ``"180"`` or ``"t-soft"``.
    kicks: the kick table, by a built-in name or as a kick file's text.
    max_states: the most states a randomizer's chain may have.
    None leaves an argument at the library's default (``DEFAULTS["pc"]``).

    The result is the dict ``pc --json`` prints: for a pattern, ``all``,
    ``success``, the ``tree`` of counts by first pieces, the ``failing``
    sequences and one ``solution``; for each randomizer, its ``chance`` and
    ``by_first`` (piece, chance it comes first, chance of a perfect clear
    when it does). ``.to_pandas()`` has a row per first pieces
    (``PC_HEADER``).

    >>> hole = "v115@9gF8DeF8DeF8DeF8NeAgH"  # a 4 x 4 hole under 6 full columns
    >>> counted = pc(hole, pattern="*p4", drop="hard")["pattern"]
    >>> counted["success"]["fraction"]
    '314/840'
    """
    return PcResult(_native.pc(field, lines=lines, max_walk_mb=max_walk_mb, **options))


def plot(kind: str, *specs: str, **options: Any) -> Chart:
    """One chart, as ``tetrolab plot KIND SPEC...`` draws it.

    kind: ``weights``, ``histogram``, ``gap``, ``drought``, ``entropy``,
        ``compare``, ``balance``, ``game``, ``sweep`` (whose one spec is a
        template) or ``frontier`` (no specs: the design space's two
        objectives, as :func:`frontier` takes them).
    options: ``count``, ``seed``, ``rng``, ``exact`` (default True), and the
        kind's own: ``piece`` (gap, drought, game), ``trials`` (balance,
        sweep), ``at_least``, ``droughts``, ``max_length``, ``games`` (game),
        ``metric``, ``length``, ``points`` (sweep), ``space``, ``minimize``,
        ``maximize``, ``where``, ``game_length`` (frontier).

    The chart shows itself in Jupyter; ``.svg`` is its SVG, ``.save(path)``
    writes ``.svg`` or ``.png``, ``.data`` its numbers (``plot --data``).

    >>> chart = plot("histogram", "7-bag", "memoryless", count=7000, seed=1)
    >>> chart.svg.startswith("<svg")
    True
    >>> chart.data[0]["series"]
    '7-bag (measured)'
    >>> front = plot("frontier", space=["history:size=2..4:1,rolls=1..3:1"],
    ...              minimize=["repeat_probability", "guess_accuracy"])
    >>> front.svg.startswith("<svg")
    True
    """
    seed = options.get("seed")
    svg, rows, drawn = _native.plot(kind, list(specs), **options)
    return Chart(svg, rows, drawn if seed is None else str(seed))


def report(
    *specs: str,
    document: Optional[str] = None,
    count: Optional[int] = None,
    seed: Seed = None,
    rng: Optional[str] = None,
) -> Html:
    """One self-contained HTML page, as ``tetrolab report`` writes it.

    Answers the questions for ``specs``, or a seed document's
    (``document="000"``, ``"002"`` or ``"003"``). Shows itself in Jupyter;
    ``.html`` is the page, ``.save(path)`` writes it.

    >>> page = report("7-bag", count=7000, seed=1)
    >>> page.html.startswith("<!DOCTYPE html>")
    True
    """
    return Html(_native.page(list(specs), document=document, count=count, seed=seed, rng=rng))
