# Seed document 002 ("Tetris randomizer": a weighted bag7-like randomizer), its code as
# printed: alter_weights, choose_piece, copy, simulate, frequency_standard_deviation and
# denominator_avg_std (plotting dropped). Imported by weighted.py (golden vectors) and
# bench/baselines/seed002_sweep.py (the speed baseline). pandas is needed only by the last two.
import random

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


def frequency_standard_deviation(pieces):
    import pandas as pd
    frequencies = pd.Series(pieces).value_counts() / len(pieces)
    return frequencies.std()

def denominator_avg_std(denominator, num_trials, run_length):
    total_sd = 0
    for _ in range(num_trials):
        _, pieces = simulate(run_length, denominator)
        total_sd += frequency_standard_deviation(pieces)
    return total_sd / num_trials
