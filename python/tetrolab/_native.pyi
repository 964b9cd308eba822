"""Type stubs for tetrolab._native, the Rust extension module.

Use the ``tetrolab`` package: its functions document each call; these are
the native functions they call, and the two classes it re-exports.
"""

from typing import Any, Dict, Iterator, List, Optional, Sequence, Tuple, TypedDict, Union

from typing_extensions import Unpack

import numpy

_Seed = Union[int, str, None]
_Pieces = Union[str, Sequence[int], numpy.ndarray]

# The library's defaults by call and argument: what an argument left at None takes.
DEFAULTS: Dict[str, Dict[str, Any]]

# One estimate: metric, value, standard error, 95 % interval's low and high.
_Estimate = Tuple[str, float, Optional[float], Optional[float], Optional[float]]

class TetrolabError(ValueError):
    """Bad input to tetrolab, with the library's message: what is wrong and what to do."""

class Randomizer:
    """One randomizer's piece stream: an endless iterator of letters.

    >>> r = Randomizer("7-bag", seed=1)
    >>> next(r), r.next(), r.peek(2), r.fill(3).tolist()
    ('Z', 'I', 'JT', [1, 5, 2])
    >>> fork = r.copy()
    >>> r.peek(7) == fork.peek(7)
    True
    >>> r.state
    {'piece': 'L', 'remaining': 'SO'}
    """

    def __init__(self, spec: str, *, seed: _Seed = None, rng: Optional[str] = None) -> None: ...
    def next(self) -> str:
        """Deals the next piece: its letter."""
    def __next__(self) -> str: ...
    def __iter__(self) -> Iterator[str]: ...
    def peek(self, n: int = ...) -> str:
        """The next ``n`` pieces' letters, without dealing them."""
    def fill(self, n: int) -> numpy.ndarray:
        """Deals the next ``n`` pieces into a numpy ``uint8`` array of codes (I J L O S T Z)."""
    def copy(self) -> "Randomizer":
        """An independent copy that deals exactly what this one deals next."""
    def __copy__(self) -> "Randomizer": ...
    def __deepcopy__(self, memo: Any) -> "Randomizer": ...
    @property
    def state(self) -> Dict[str, Any]:
        """The state after the pieces dealt, as a ``trace`` step shows it
        (found by walking the definition from the start: not for inner loops)."""
    @property
    def spec(self) -> str: ...
    @property
    def generator(self) -> str: ...
    @property
    def seed(self) -> str: ...
    @property
    def dealt(self) -> int: ...
    def __reduce__(self) -> Tuple[Any, Tuple[str, str, Optional[str], int]]: ...

def _restored(spec: str, seed: str, rng: Optional[str], dealt: int) -> Randomizer: ...

__version__: str

def deal(spec: str, count: int, *, seed: _Seed = None, rng: Optional[str] = None) -> Tuple[numpy.ndarray, str]: ...
def letters(spec: str, count: int, *, seed: _Seed = None, rng: Optional[str] = None) -> Tuple[str, str]: ...
def catalog(name: Optional[str] = None) -> Dict[str, Any]: ...
def metrics() -> List[str]: ...
def stats(
    spec: str,
    count: int = ...,
    *,
    seed: _Seed = None,
    rng: Optional[str] = None,
    game_length: Optional[int] = None,
    games: int = ...,
    at_least: List[int] = ...,
    droughts: str = "any",
    partial: bool = False,
    batches: Optional[range] = None,
) -> Tuple[Dict[str, Any], Optional[List[_Estimate]]]: ...
def merge(parts: List[Dict[str, Any]]) -> Tuple[Dict[str, Any], List[_Estimate]]: ...
def run_batches(count: int) -> range: ...
def compare(*specs: str, count: int = ..., exact: bool = False, seed: _Seed = None) -> Dict[str, Any]: ...
def sweep(
    template: str,
    *,
    trials: int = ...,
    length: int = ...,
    metrics: Optional[List[str]] = None,
    seed: _Seed = None,
    rng: Optional[str] = None,
) -> Dict[str, Any]: ...
def exact(
    spec: str,
    *,
    game_length: int = ...,
    start: str = "game",
    droughts: str = "any",
    at_least: List[int] = ...,
    max_states: int = ...,
    seed: _Seed = None,
) -> Dict[str, Any]: ...
def frontier(
    *space: str,
    minimize: Optional[List[str]] = None,
    maximize: Optional[List[str]] = None,
    where: Optional[List[str]] = None,
    game_length: int = ...,
) -> Dict[str, Any]: ...
def identify(
    pieces: _Pieces, *, candidates: Optional[List[str]] = None, from_start: bool = False, max_states: int = ...
) -> Dict[str, Any]: ...
def predict(spec: str, pieces: _Pieces, *, from_start: bool = False, max_states: int = ...) -> Dict[str, Any]: ...
def seeds(spec: str, pieces: _Pieces, *, next: int = ...) -> Dict[str, Any]: ...
def trace(spec: str, count: int = ..., *, seed: _Seed = None, rng: Optional[str] = None) -> Dict[str, Any]: ...
class PiecesOptions(TypedDict, total=False):
    """The options ``cover`` and ``pc`` take about the pieces, as keywords."""

    pattern: Optional[str]
    randomizer: Union[str, Sequence[str], None]
    after: Optional[str]
    stationary: Optional[bool]
    hold: Optional[bool]
    drop: Optional[str]
    kicks: Optional[str]
    max_states: Optional[int]

def cover(
    *setups: str,
    mirror: Optional[bool] = None,
    mode: Optional[str] = None,
    max_softdrop: Optional[int] = None,
    max_clearline: Optional[int] = None,
    spins_first: Optional[int] = None,
    last_sd: Optional[int] = None,
    **options: Unpack[PiecesOptions],
) -> Dict[str, Any]: ...
def pc(
    field: str,
    *,
    lines: Optional[int] = None,
    max_walk_mb: Optional[int] = None,
    **options: Unpack[PiecesOptions],
) -> Dict[str, Any]: ...
def plot(
    kind: str,
    specs: List[str],
    *,
    count: Optional[int] = None,
    seed: _Seed = None,
    rng: Optional[str] = None,
    exact: bool = True,
    piece: Optional[str] = None,
    trials: int = ...,
    at_least: int = ...,
    droughts: str = "any",
    max_length: int = ...,
    games: int = ...,
    metric: str = "frequency_std",
    length: int = ...,
    points: bool = False,
) -> Tuple[str, List[List[str]], Optional[str]]: ...
def page(
    specs: List[str], *, document: Optional[str] = None, count: int = ..., seed: _Seed = None, rng: Optional[str] = None
) -> str: ...
def png(svg: str) -> bytes: ...
def notation_parse(text: str) -> List[Dict[str, Any]]: ...
def notation_check(text: str, strict: bool = False) -> List[Tuple[int, int, str]]: ...
def notation_format(text: str) -> str: ...
def notation_to_fumen(text: str, game: int = ...) -> str: ...
def notation_from_fumen(code: str) -> str: ...
def notation_svg(text: str, game: int = ..., moves: Optional[int] = None) -> str: ...
