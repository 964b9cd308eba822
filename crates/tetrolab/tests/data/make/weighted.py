# Golden vectors for seed document 002 ("Tetris randomizer": weighted bag7-like randomizer).
# seed002.py holds the document's code as printed (plotting dropped);
# random.seed(SEED) is called before each simulate(N, DENOMINATOR).
# Run from the repo root:
#   python3 crates/tetrolab/tests/data/make/weighted.py > crates/tetrolab/tests/data/weighted.txt
import platform
import random

from seed002 import PIECES, simulate

# ---- output ----
DENOMINATORS = ['1', '1.05', '1.1', '1.5', '2', '100', '1e100']
SEEDS = [0, 1, 42, 12345, -7, 2**40 + 5, 2**64 + 3]
N = 300

print('# tetrolab golden vectors: weighted "bag7-like" randomizer of seed document 002,')
print('# code as printed (alter_weights/choose_piece/simulate), CPython random.seed(SEED) before')
print('# each simulate(300, float(D)); piece letters via PIECES = L J I O S T Z.')
print('# Regenerate (from the repo root):')
print('#   python3 crates/tetrolab/tests/data/make/weighted.py > crates/tetrolab/tests/data/weighted.txt')
print(f'# Generated with Python {platform.python_version()}.')
print('# Format: SPEC RNG SEED PIECES.')
for d in DENOMINATORS:
    for seed in SEEDS:
        random.seed(seed)
        _, pieces = simulate(N, float(d))
        print(f'weighted:denominator={d} python {seed} ' + ''.join(PIECES[p] for p in pieces))
