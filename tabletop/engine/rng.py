"""A small seeded random number generator held inside game states.

SplitMix64: the whole state is one 64-bit integer, so cloning is free, it serializes
to JSON as a number, and the sequence is the same on every platform and Python
version (unlike ``random.Random``, whose algorithms may change between versions).
"""

from __future__ import annotations

from typing import MutableSequence, Sequence, TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int = 0):
        self.state = seed & _MASK

    def next64(self) -> int:
        self.state = s = (self.state + _GOLDEN) & _MASK
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def randrange(self, n: int) -> int:
        """Uniform integer in ``[0, n)`` (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("randrange needs n > 0")
        if n == 1:
            self.next64()
            return 0
        limit = _MASK - (_MASK % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def randint(self, lo: int, hi: int) -> int:
        """Uniform integer in ``[lo, hi]`` (both ends included), e.g. a die: ``randint(1, 6)``."""
        return lo + self.randrange(hi - lo + 1)

    def random(self) -> float:
        return (self.next64() >> 11) * (1.0 / (1 << 53))

    def choice(self, seq: Sequence[T]) -> T:
        if not seq:
            raise IndexError("choice from an empty sequence")
        return seq[self.randrange(len(seq))]

    def shuffle(self, seq: MutableSequence) -> None:
        """Fisher–Yates, in place."""
        for i in range(len(seq) - 1, 0, -1):
            j = self.randrange(i + 1)
            seq[i], seq[j] = seq[j], seq[i]

    def sample(self, seq: Sequence[T], k: int) -> list[T]:
        pool = list(seq)
        self.shuffle(pool)
        return pool[:k]

    def spawn(self) -> "Rng":
        """An independent generator derived from this one (advances this one)."""
        return Rng(self.next64())

    def clone(self) -> "Rng":
        return Rng(self.state)

    def to_json(self) -> int:
        return self.state

    @classmethod
    def from_json(cls, value: int) -> "Rng":
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= _MASK:
            raise ValueError("rng state must be a 64-bit unsigned integer")
        r = cls()
        r.state = value
        return r

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and other.state == self.state

    def __repr__(self) -> str:
        return f"Rng(state={self.state:#x})"
