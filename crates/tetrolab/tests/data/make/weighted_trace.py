# Golden trace for seed document 002: each piece and the weights after it
# (simulate's weights_over_time), and where the script raises for
# denominators below 1. seed002.py holds the document's code as printed;
# random.seed(SEED) is called before each simulate. Run from the repo root:
#   python3 crates/tetrolab/tests/data/make/weighted_trace.py > crates/tetrolab/tests/data/weighted-trace.txt
import platform
import random

from seed002 import PIECES, alter_weights, choose_piece, simulate

TRACES = [('0.8', 0), ('1e100', 0), ('1.1', 7)]
N = 100
HALTS = ['0.01', '0.1', '0.5', '0.8', '0.9', '-0.5', '1e-300']
HALT_SEEDS = [0, 1, 2]
HALT_N = 5000



def raising_piece(d, seed):
    """simulate(HALT_N, d)'s loop after random.seed(seed), counting pieces:
    the piece (from 1) whose choose_piece raises, and the error."""
    random.seed(seed)
    weights = [1] * len(PIECES)
    for piece in range(1, HALT_N + 1):
        try:
            chosen = choose_piece(weights)
        except ValueError as error:
            return piece, error
        weights = alter_weights(weights, chosen, d)
    raise SystemExit(f'{d} {seed}: no raise in {HALT_N} pieces')


print('# tetrolab golden trace: seed document 002\'s simulate (alter_weights, choose_piece)')
print(f'# run on CPython {platform.python_version()} after random.seed(SEED); floats as repr() prints them.')
print('# Regenerate (from the repo root):')
print('#   python3 crates/tetrolab/tests/data/make/weighted_trace.py > crates/tetrolab/tests/data/weighted-trace.txt')
print('# Format: `step D SEED STEP PIECE W_L W_J W_I W_O W_S W_T W_Z`, step 0 (PIECE -) the')
print(f'# starting weights, then the weights after each of {N} pieces;')
print(f'# `halt D SEED PIECE MESSAGE`: simulate({HALT_N}, D) raises ValueError(MESSAGE) choosing piece PIECE.')
for d, seed in TRACES:
    random.seed(seed)
    weights_over_time, pieces = simulate(N, float(d))
    for step, weights in enumerate(weights_over_time):
        piece = '-' if step == 0 else PIECES[pieces[step - 1]]
        print(f'step {d} {seed} {step} {piece} ' + ' '.join(repr(w) for w in weights))
for d in HALTS:
    for seed in HALT_SEEDS:
        piece, error = raising_piece(float(d), seed)
        print(f'halt {d} {seed} {piece} {error}')
