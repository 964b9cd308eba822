"""Ctrl-C stops a long call within a second or two: KeyboardInterrupt."""

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
    "call",
    ['stats("memoryless", 10**12, seed=1)', 'deal("weighted:denominator=2", 10**8, seed=1, rng="python")'],
)
def test_sigint_raises_keyboard_interrupt_promptly(call):
    child = subprocess.Popen(
        [sys.executable, "-c", LONG.format(call=call)], stdout=subprocess.PIPE, text=True
    )
    try:
        assert child.stdout.readline().strip() == "ready"
        time.sleep(0.5)  # inside the call
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
