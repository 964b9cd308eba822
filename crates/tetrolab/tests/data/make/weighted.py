# Golden vectors for seed document 002 ("Tetris randomizer": weighted bag7-like randomizer).
# alter_weights, choose_piece, copy and simulate are copied as printed (plotting dropped);
# random.seed(SEED) is called before each simulate(N, DENOMINATOR).
# Run from the repo root:
#   python3 crates/tetrolab/tests/data/make/weighted.py > crates/tetrolab/tests/data/weighted.txt
import platform
import random

# ---- seed document 002, as printed ----
PIECES = ['L', 'J', 'I', 'O', 'S', 'T', 'Z']
# the heart of the randomizer
def alter_weights(current_weights, chosen_piece_index, denominator):
    offset = (denominator - 1) * current_weights[chosen_piece_index] / denominator
    updated_weights = [
        weight + (offset / (len(PIECES) - 1)) if i != chosen_piece_index else weight - offset
        for i,weight in enumerate(current_weights)
    ]
    return updated_weights

def choose_piece(weights):
    return random.choices(range(len(PIECES)), weights=weights, k=1)[0]

def copy(some_list):
    return [i for i in some_list]
# simulation logic
def simulate(N, denominator):
    weights_over_time = []
    pieces = []
    weights = [1] * len(PIECES)
    weights_over_time.append(copy(weights))
    for _ in range(N):
        next_piece = choose_piece(weights)
        pieces.append(next_piece)
        weights = alter_weights(weights, next_piece, denominator)
        weights_over_time.append(copy(weights))
    return weights_over_time, pieces

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
