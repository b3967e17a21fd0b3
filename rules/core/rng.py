"""A small seeded generator whose whole state is one integer, so it fits in compact JSON.

SplitMix64 (Steele, Lea & Flood 2014): good statistical quality for shuffles and dice, and
trivially serialisable, unlike random.Random whose state is 625 words.
"""

_SPAN = 1 << 64
_MASK = _SPAN - 1
_GAMMA, _MIX1, _MIX2 = 0x9E3779B97F4A7C15, 0xBF58476D1CE4E5B9, 0x94D049BB133111EB


class Rng:
    __slots__ = ("state", "draws")

    def __init__(self, state: int):
        self.state = state & _MASK
        self.draws = 0  # how many numbers were drawn since the counter was reset (reveal detection)

    def next64(self) -> int:
        self.draws += 1
        self.state = (self.state + _GAMMA) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * _MIX1) & _MASK
        z = ((z ^ (z >> 27)) * _MIX2) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n) (rejection sampling avoids modulo bias)."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = _SPAN - _SPAN % n
        while True:  # next64, inline: this is the hottest call of every shuffle and playout
            self.draws += 1
            z = self.state = (self.state + _GAMMA) & _MASK
            z = ((z ^ (z >> 30)) * _MIX1) & _MASK
            z = ((z ^ (z >> 27)) * _MIX2) & _MASK
            x = z ^ (z >> 31)
            if x < limit:
                return x % n

    def randint(self, lo: int, hi: int) -> int:
        """A uniform integer in [lo, hi], both included."""
        return lo + self.below(hi - lo + 1)

    def die(self, sides: int = 6) -> int:
        return self.randint(1, sides)

    def choice(self, seq):
        return seq[self.below(len(seq))]

    def shuffle(self, items: list) -> None:
        """Fisher-Yates shuffle in place: the same draws as below(i + 1) for i from the top, inline."""
        state = self.state
        draws = 0
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            limit = _SPAN - _SPAN % n
            while True:
                draws += 1
                z = state = (state + _GAMMA) & _MASK
                z = ((z ^ (z >> 30)) * _MIX1) & _MASK
                z = ((z ^ (z >> 27)) * _MIX2) & _MASK
                x = z ^ (z >> 31)
                if x < limit:
                    break
            j = x % n
            items[i], items[j] = items[j], items[i]
        self.state = state
        self.draws += draws

    def shuffled(self, items) -> list:
        out = list(items)
        self.shuffle(out)
        return out
