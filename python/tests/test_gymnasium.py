"""tetrolab.gymnasium in the real Tetris-Gymnasium environment: the pieces it
spawns, played by hard drops, are tetrolab's pieces in the same order."""

import copy

import pytest

import tetrolab
from conftest import optional

optional("tetris_gymnasium", "gymnasium")
from tetrolab import gymnasium as tg  # noqa: E402  (after the skip above)

HARD_DROP = 5  # tetris_gymnasium.mappings.actions.ActionsMapping().hard_drop


def spawned(env, seed=None, count=40):
    """The letters of the pieces the environment spawns while hard-dropping
    each one, until ``count`` or the game ends, after ``reset(seed=seed)``."""
    env.reset(seed=seed)
    game = env.unwrapped
    offset = len(game.base_pixels)
    pieces = ""
    while len(pieces) < count:
        pieces += tg.GYM_PIECES[game.active_tetromino.id - offset]
        _, _, over, _, _ = env.step(game.actions.hard_drop)
        if over:
            break
    return pieces


def test_hard_drop_is_the_action_the_test_uses():
    env = tg.make("7-bag", seed=1)
    assert env.unwrapped.actions.hard_drop == HARD_DROP


@pytest.mark.parametrize("spec", ["tetrio-7-bag", "tgm1"])
def test_the_environment_spawns_tetrolabs_pieces(spec):
    pieces = spawned(tg.make(spec, seed=191836487))
    assert len(pieces) >= 10  # hard drops in the middle end a game after a dozen or so
    assert pieces == tetrolab.letters(spec, len(pieces), seed=191836487)


def test_tetrios_published_seed_spawns_its_published_pieces():
    assert spawned(tg.make("tetrio-7-bag", seed=191836487))[:10] == "JISZTLOLSI"


def test_gymnasiums_seed_becomes_the_seed_when_none_is_fixed():
    env = tg.make("tgm1")
    pieces = spawned(env, seed=77)
    assert pieces == tetrolab.letters("tgm1", len(pieces), seed=77)
    assert env.unwrapped.randomizer.seed == "77"
    again = spawned(env, seed=77)
    assert again == pieces


def test_a_fixed_seed_wins_over_gymnasiums():
    env = tg.make("tetrio-7-bag", seed=191836487)
    assert spawned(env, seed=5)[:10] == "JISZTLOLSI"


def test_a_reset_without_a_seed_continues_the_pieces():
    randomizer = tg.TetrolabRandomizer("tgm1", seed=3)
    randomizer.reset()
    first = [randomizer.get_next_tetromino() for _ in range(5)]
    randomizer.reset()
    rest = [randomizer.get_next_tetromino() for _ in range(5)]
    expected = tetrolab.letters("tgm1", 10, seed=3)
    assert "".join(tg.GYM_PIECES[i] for i in first + rest) == expected


def test_a_copy_deals_what_the_original_deals_next():
    randomizer = tg.TetrolabRandomizer("tetrio-7-bag", seed=9)
    randomizer.reset()
    randomizer.get_next_tetromino()
    twin = copy.copy(randomizer)
    ahead = [randomizer.get_next_tetromino() for _ in range(20)]
    assert [twin.get_next_tetromino() for _ in range(20)] == ahead


def test_the_piece_order_is_the_environments():
    from tetris_gymnasium.envs.tetris import Tetris

    # The environment's tetromino k has the shape of GYM_PIECES[k]: compare
    # each shape's filled cells with a reference drawing of the letter.
    shapes = {"I": [4], "O": [2, 2], "T": [1, 3], "S": [2, 2], "Z": [2, 2], "J": [1, 3], "L": [1, 3]}
    for index, tetromino in enumerate(Tetris.TETROMINOES):
        rows = [int(row.sum()) for row in tetromino.matrix if row.sum()]
        assert rows == shapes[tg.GYM_PIECES[index]]
    top = {index: tetromino.matrix[0].tolist() for index, tetromino in enumerate(Tetris.TETROMINOES)}
    assert top[tg.GYM_PIECES.index("T")] == [0, 1, 0]
    assert top[tg.GYM_PIECES.index("J")] == [1, 0, 0]
    assert top[tg.GYM_PIECES.index("L")] == [0, 0, 1]
    assert top[tg.GYM_PIECES.index("S")] == [0, 1, 1]
    assert top[tg.GYM_PIECES.index("Z")] == [1, 1, 0]
