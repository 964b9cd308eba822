# Speed baseline: seed document 002's denominator sweep with its own functions as printed
# (crates/tetrolab/tests/data/make/seed002.py), without the plotting. Needs numpy and pandas.
# Usage (from the repo root): python3 bench/baselines/seed002_sweep.py [full|focused]
#   full:    np.arange(1.0, 10.0, 0.01), 100 trials of 100 pieces (9 M pieces)
#   focused: np.arange(1.0, 1.5, 0.001), 100 trials of 100 pieces (5 M pieces)
import os
import sys

import numpy as np
import pandas as pd

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "../../crates/tetrolab/tests/data/make"))
from seed002 import denominator_avg_std  # noqa: E402

which = sys.argv[1] if len(sys.argv) > 1 else "full"
DENOMINATORS = np.arange(1.0, 10.0, 0.01) if which == "full" else np.arange(1.0, 1.5, 0.001)
results = pd.DataFrame(DENOMINATORS, columns=['denominator'])
results['avg_std'] = results['denominator'].apply(
    lambda denom: denominator_avg_std(denom, 100, 100)
)
results.to_csv(sys.stdout, index=False)
