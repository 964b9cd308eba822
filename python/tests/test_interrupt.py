"""Ctrl-C stops a long call within a second or two: KeyboardInterrupt.

Each long call here takes several seconds uninterrupted (on a quiet machine:
`stats` and `deal` minutes, `exact` of the history chain about 6 s, `identify`
of 200,000 pieces about 5 s, `predict` building that chain about 2.5 s), and
the signal comes a quarter of a second in, so one that ignores the stop fails
the time limit."""

import signal
import subprocess
import sys
import time

import pytest

# A child started from a shell's background job inherits SIGINT ignored, and
# Python then never installs its KeyboardInterrupt handler: the child asks
# for it, as an interactive session has it.
LONG = """
import signal, sys, tetrolab
signal.signal(signal.SIGINT, signal.default_int_handler)
{setup}
print("ready", flush=True)
try:
    tetrolab.{call}
except KeyboardInterrupt:
    print("interrupted", flush=True)
    sys.exit(3)
print("finished", flush=True)
"""


@pytest.mark.skipif(sys.platform == "win32", reason="SIGINT is POSIX")
@pytest.mark.parametrize(
    "setup, call",
    [
        ("", 'stats("memoryless", 10**12, seed=1)'),
        ("", 'deal("weighted:denominator=2", 10**8, seed=1, rng="python")'),
        # The pieces are dealt before "ready", so the signal lands in the call named.
        ("", 'exact("history:size=6,rolls=6", max_states=250_000)'),
        ('pieces = tetrolab.letters("7-bag", 200_000, seed=1)', "identify(pieces)"),
        # Building the chain (about 2.5 s) is what the stop must cut short.
        ("", 'predict("history:size=6,rolls=6", "IJLOSTZ", max_states=250_000)'),
    ],
    ids=["stats", "deal", "exact", "identify", "predict"],
)
def test_sigint_raises_keyboard_interrupt_promptly(setup, call):
    child = subprocess.Popen(
        [sys.executable, "-c", LONG.format(setup=setup, call=call)], stdout=subprocess.PIPE, text=True
    )
    try:
        assert child.stdout.readline().strip() == "ready"
        time.sleep(0.25)  # inside the call
        sent = time.monotonic()
        child.send_signal(signal.SIGINT)
        out, _ = child.communicate(timeout=30)
        waited = time.monotonic() - sent
    finally:
        # A child that ignored the signal would otherwise deal on, on every
        # core, long after the test failed.
        child.kill()
        child.wait()
    assert child.returncode == 3, out
    assert out.strip() == "interrupted"
    assert waited < 2.0, f"took {waited:.2f} s"


def test_long_calls_release_the_gil():
    import threading

    import tetrolab

    ticks = []
    stop = threading.Event()

    def tick():
        while not stop.is_set():
            ticks.append(time.monotonic())
            time.sleep(0.01)

    ticker = threading.Thread(target=tick)
    ticker.start()
    try:
        tetrolab.stats("memoryless", 30_000_000, seed=1)
        tetrolab.deal("memoryless", 50_000_000, seed=1)
    finally:
        stop.set()
        ticker.join()
    gaps = [b - a for a, b in zip(ticks, ticks[1:])]
    assert len(ticks) > 5 and max(gaps) < 0.5
