"""Make the app's sound effects procedurally: ``python sounds/make_sounds.py``.

Each effect is a few lines of synthesis (filtered noise bursts and decaying
tones) written as a short 16-bit mono WAV at 22050 Hz with only the
standard library, so the sounds are reproducible and free of licences.
The random generator is seeded: running the script again gives the same files.
"""

from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path

RATE = 22050
HERE = Path(__file__).resolve().parent


def envelope(i: int, n: int, attack: float = 0.004, decay: float = 8.0) -> float:
    """A fast attack then an exponential decay."""
    t = i / RATE
    a = min(1.0, t / attack) if attack > 0 else 1.0
    return a * math.exp(-decay * t / max(1e-6, n / RATE))


def noise_burst(rng: random.Random, seconds: float, smooth: float, decay: float, gain: float) -> list[float]:
    """Low-passed noise: the rustle of a card on felt."""
    n = int(RATE * seconds)
    out, last = [], 0.0
    for i in range(n):
        last += smooth * (rng.uniform(-1, 1) - last)
        out.append(gain * last * envelope(i, n, 0.003, decay))
    return out


def tone(freq: float, seconds: float, decay: float, gain: float, harmonics: tuple[float, ...] = (1.0,)) -> list[float]:
    n = int(RATE * seconds)
    out = []
    for i in range(n):
        t = i / RATE
        s = sum(h * math.sin(2 * math.pi * freq * (k + 1) * t) for k, h in enumerate(harmonics))
        out.append(gain * s * envelope(i, n, 0.005, decay))
    return out


def mix(*tracks: tuple[float, list[float]]) -> list[float]:
    """Sum tracks, each starting at its offset in seconds."""
    length = max(int(off * RATE) + len(tr) for off, tr in tracks)
    out = [0.0] * length
    for off, tr in tracks:
        start = int(off * RATE)
        for i, v in enumerate(tr):
            out[start + i] += v
    return out


def write(name: str, samples: list[float]) -> Path:
    peak = max(1e-9, max(abs(s) for s in samples))
    scale = 0.85 / peak if peak > 0.85 else 1.0
    fade = int(RATE * 0.005)
    frames = bytearray()
    for i, s in enumerate(samples):
        if i >= len(samples) - fade:
            s *= (len(samples) - i) / fade
        frames += struct.pack("<h", int(max(-1.0, min(1.0, s * scale)) * 32767))
    path = HERE / f"{name}.wav"
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(bytes(frames))
    return path


def make_all() -> list[Path]:
    rng = random.Random(2024)
    sounds = {
        # a card slid onto the felt: soft noise with a low thump
        "place": mix((0, noise_burst(rng, 0.12, 0.35, 6, 0.7)), (0, tone(110, 0.08, 5, 0.35))),
        # a capture: a firm thud and a short bright knock
        "capture": mix(
            (0, tone(82, 0.22, 5, 0.6, (1.0, 0.4))),
            (0, noise_burst(rng, 0.09, 0.6, 5, 0.5)),
            (0.03, tone(660, 0.09, 6, 0.18, (1.0, 0.3))),
        ),
        # drawing a card: a quick high swish
        "draw": noise_burst(rng, 0.14, 0.8, 4, 0.5),
        # a shuffle: a riffle of little clicks
        "shuffle": mix(*((i * 0.018, noise_burst(rng, 0.03, 0.7, 6, 0.35)) for i in range(22))),
        # a button click
        "click": mix((0, tone(1200, 0.03, 6, 0.3)), (0, noise_burst(rng, 0.015, 0.9, 6, 0.25))),
        # a win: a rising major arpeggio
        "win": mix(*(
            (i * 0.11, tone(f, 0.5, 4, 0.28, (1.0, 0.35, 0.12)))
            for i, f in enumerate((523.25, 659.25, 783.99, 1046.5))
        )),
        # a gentle error bump for an illegal move
        "error": mix((0, tone(196, 0.14, 5, 0.35, (1.0, 0.5))), (0.07, tone(174.6, 0.16, 5, 0.35, (1.0, 0.5)))),
        # the turn passes to you
        "turn": mix((0, tone(880, 0.18, 5, 0.22, (1.0, 0.2))), (0.08, tone(1318.5, 0.25, 5, 0.18))),
    }
    return [write(name, samples) for name, samples in sounds.items()]


if __name__ == "__main__":
    for made in make_all():
        print(f"{made.name}: {made.stat().st_size} bytes")
