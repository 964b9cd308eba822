"""tetrolab's randomizers in Tetris-Gymnasium, the reinforcement-learning environment.

``TetrolabRandomizer`` implements Tetris-Gymnasium's ``Randomizer``
interface (``get_next_tetromino``, ``reset(seed)``, ``__copy__``) over a
``tetrolab.Randomizer``: it only translates letters to the environment's
piece order (I O T S Z J L, ``GYM_PIECES``) and passes seeds on. ``make``
gives a working environment that deals ``spec``'s pieces.

Needs the optional extra: ``pip install "./python[gymnasium]"``
(tetris-gymnasium 0.3.1, the version tested).

**Seeds.** A seed given here (``make(spec, seed=...)``) is fixed: every
``env.reset(seed=...)`` starts the game again from it, whatever Gymnasium's
seed. Without one, Gymnasium's seed becomes the tetrolab seed, so
``env.reset(seed=s)`` deals ``tetrolab.letters(spec, n, seed=s)``. A reset
without a seed continues the pieces where the last episode stopped (Gymnasium
seeds once per run); the very first reset without any seed draws one, logged
on the ``tetrolab`` logger and kept in ``randomizer.seed``.

**Why ``make`` and not ``Tetris(randomizer=...)``.** Tetris-Gymnasium 0.3.1's
constructor only sets ``self.randomizer`` (and ``self.queue``) when the
argument is ``None``: a randomizer passed in is dropped, and the constructor
fails with ``AttributeError: 'Tetris' object has no attribute 'randomizer'``.
``make`` builds the environment with its defaults and then puts the
randomizer and a queue over it in place, before the first reset.
"""

from __future__ import annotations

from typing import Any, Optional, Union

try:
    import gymnasium
    import tetris_gymnasium.envs  # noqa: F401  (registers "tetris_gymnasium/Tetris")
    from tetris_gymnasium.components.tetromino_queue import TetrominoQueue
    from tetris_gymnasium.components.tetromino_randomizer import Randomizer as _GymRandomizer
except ImportError as error:
    raise ImportError(
        f"tetrolab.gymnasium needs tetris-gymnasium ({error}): pip install 'tetrolab[gymnasium]' (from a clone: './python[gymnasium]')"
    ) from error

from ._native import Randomizer

__all__ = ["GYM_PIECES", "TetrolabRandomizer", "make"]

#: Tetris-Gymnasium's piece order: its tetromino index k is ``GYM_PIECES[k]``.
GYM_PIECES = "IOTSZJL"

_INDEX = {letter: index for index, letter in enumerate(GYM_PIECES)}


class TetrolabRandomizer(_GymRandomizer):
    """A tetrolab randomizer as a Tetris-Gymnasium ``Randomizer``.

    spec, rng: as ``tetrolab.Randomizer`` takes them.
    seed: fixed for every reset when given; None takes Gymnasium's.

    >>> r = TetrolabRandomizer("tetrio-7-bag", seed=191836487)
    >>> r.reset()
    >>> "".join(GYM_PIECES[r.get_next_tetromino()] for _ in range(7))
    'JISZTLO'
    """

    def __init__(self, spec: str, *, seed: Union[int, str, None] = None, rng: Optional[str] = None) -> None:
        super().__init__(len(GYM_PIECES))
        self.spec = spec
        self.fixed_seed = seed
        self.generator = rng
        self.pieces: Optional[Randomizer] = None

    @property
    def seed(self) -> Optional[str]:
        """The seed of the game being dealt (None before the first reset)."""
        return None if self.pieces is None else self.pieces.seed

    def reset(self, seed: Optional[int] = None) -> None:
        """Starts a game from the fixed seed, else from ``seed``; with neither,
        continues the current game (or starts one on a drawn seed)."""
        if self.fixed_seed is not None and (seed is not None or self.pieces is None):
            self.pieces = Randomizer(self.spec, seed=self.fixed_seed, rng=self.generator)
        elif seed is not None or self.pieces is None:
            self.pieces = Randomizer(self.spec, seed=seed, rng=self.generator)

    def get_next_tetromino(self) -> int:
        """The next piece's index in ``GYM_PIECES`` (resets first if never reset)."""
        if self.pieces is None:
            self.reset()
        return _INDEX[next(self.pieces)]

    def __copy__(self) -> "TetrolabRandomizer":
        """An independent copy that deals exactly what this one deals next."""
        twin = TetrolabRandomizer(self.spec, seed=self.fixed_seed, rng=self.generator)
        twin.pieces = None if self.pieces is None else self.pieces.copy()
        return twin


def make(spec: str, *, seed: Union[int, str, None] = None, rng: Optional[str] = None, **env_kwargs: Any) -> gymnasium.Env:
    """``gymnasium.make("tetris_gymnasium/Tetris", **env_kwargs)`` dealing
    ``spec``'s pieces (``env.unwrapped.randomizer`` is the ``TetrolabRandomizer``).

    Works around 0.3.1's constructor, which drops a ``randomizer=`` argument
    (see the module's text); ``seed`` as ``TetrolabRandomizer`` takes it.

    >>> env = make("tgm1", seed=5)
    >>> _ = env.reset()
    >>> env.unwrapped.randomizer.seed
    '5'
    """
    env = gymnasium.make("tetris_gymnasium/Tetris", **env_kwargs)
    game = env.unwrapped
    game.randomizer = TetrolabRandomizer(spec, seed=seed, rng=rng)
    game.queue = TetrominoQueue(game.randomizer, game.queue.size)
    return env
