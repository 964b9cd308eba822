# Speed baseline: seed document 002's denominator sweep, its own functions as printed
# (alter_weights, choose_piece, simulate, frequency_standard_deviation,
# denominator_avg_std), without the plotting. Needs numpy and pandas.
# Usage: python3 bench/baselines/seed002_sweep.py [full|focused]
#   full:    np.arange(1.0, 10.0, 0.01), 100 trials of 100 pieces (9 M pieces)
#   focused: np.arange(1.0, 1.5, 0.001), 100 trials of 100 pieces (5 M pieces)
import random
import sys

import numpy as np
import pandas as pd

PIECES = ['L', 'J', 'I', 'O', 'S', 'T', 'Z']


def alter_weights(current_weights, chosen_piece_index, denominator):
    offset = (denominator - 1) * current_weights[chosen_piece_index] / denominator
    updated_weights = [
        weight + (offset / (len(PIECES) - 1)) if i != chosen_piece_index else weight - offset
        for i, weight in enumerate(current_weights)
    ]
    return updated_weights


def choose_piece(weights):
    return random.choices(range(len(PIECES)), weights=weights, k=1)[0]


def copy(some_list):
    return [i for i in some_list]


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


def frequency_standard_deviation(pieces):
    frequencies = pd.Series(pieces).value_counts() / len(pieces)
    return frequencies.std()


def denominator_avg_std(denominator, num_trials, run_length):
    total_sd = 0
    for _ in range(num_trials):
        _, pieces = simulate(run_length, denominator)
        total_sd += frequency_standard_deviation(pieces)
    return total_sd / num_trials


which = sys.argv[1] if len(sys.argv) > 1 else "full"
DENOMINATORS = np.arange(1.0, 10.0, 0.01) if which == "full" else np.arange(1.0, 1.5, 0.001)
results = pd.DataFrame(DENOMINATORS, columns=['denominator'])
results['avg_std'] = results['denominator'].apply(
    lambda denom: denominator_avg_std(denom, 100, 100)
)
results.to_csv(sys.stdout, index=False)
