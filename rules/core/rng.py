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

    def below(self, n: int) -> int:
        """A uniform integer in [0, n) (rejection sampling avoids modulo bias)."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = _SPAN - _SPAN % n
        while True:  # one SplitMix64 step per try, inline: this is the hottest call of every playout
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

    def draw(self, pile: list):
        """Take one item at random out of a hidden pile (a bag, a face-down deck or stack).

        A hidden pile keeps no order a player could learn (store it sorted); what comes out is
        decided here, at the moment of the draw, so the draw is an RNG draw and the core marks the
        move that made it as a reveal: undo can never take it back to draw again."""
        return pile.pop(self.below(len(pile)))

    def shuffle(self, items: list) -> None:
        """Fisher-Yates shuffle in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def shuffled(self, items) -> list:
        out = list(items)
        self.shuffle(out)
        return out
