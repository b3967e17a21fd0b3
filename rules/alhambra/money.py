"""Money cards, taking from the display and paying for buildings.

A money card is the int currency_index * 10 + value (blue 1..9, green 11..19, orange 21..29,
yellow 31..39); scoring cards are 101 and 102; a city-wall card is 200 + its index.
"""
from __future__ import annotations

from itertools import combinations
from operator import mul

from rules.alhambra.components import CURRENCIES, MONEY

SCORING_CARD = 100
WALL_CARD = 200
TAKE_LIMIT = MONEY["take_several_at_most"]


def cur(card: int) -> int:
    return card // 10


def val(card: int) -> int:
    return card % 10


_CARD_NAMES = {c * 10 + v: f"{name} {v}" for c, name in enumerate(CURRENCIES) for v in range(1, 10)}


def card_name(card: int) -> str:
    return _CARD_NAMES[card]


def take_options(display) -> list[tuple[int, ...]]:
    """ALH-030: one card of any value, or several whose values total at most 5 (distinct choices),
    by number of cards, then in card order. Only cards worth less than 5 can go with another."""
    cards = sorted(display)
    out = list(dict.fromkeys((c,) for c in cards))
    small = [c for c in cards if c % 10 < TAKE_LIMIT]
    seen = set()
    for k in range(2, len(small) + 1):
        for combo in combinations(small, k):
            if sum(c % 10 for c in combo) <= TAKE_LIMIT and combo not in seen:
                seen.add(combo)
                out.append(combo)
    return out


def take_text(combo) -> str:
    return "take " + "+".join(card_name(c) for c in combo)


def payments(hand, coins: int, currency: int, price: int, all_overpayments: bool):
    """Ways to pay `price` in one currency: [(card values sorted, coins used, total)].

    Cards of equal value are interchangeable, so choices are multisets of values. Without the
    Change module only minimal payments are listed (no card or coin could be left out): paying
    more gains nothing. With it every payment counts, since overpaying earns coins (ALH-303).
    Listed exact payments first, then by total, number of cards and coins, and values."""
    counts = [0] * 10
    for c in hand:
        if c // 10 == currency:
            counts[c % 10] += 1
    units = [v for v in range(9, 0, -1) if counts[v]]  # card values, highest first
    have = [counts[v] for v in units]
    if coins:
        units.append(1)  # coins last, marked by position
        have.append(coins)
    if sum(map(mul, units, have)) < price:
        return []
    out = []
    n = len(units)
    rest = [0] * (n + 1)  # what units j.. are worth together
    for j in range(n - 1, -1, -1):
        rest[j] = rest[j + 1] + units[j] * have[j]
    coin_j = n - 1 if coins else -1

    # Units run from high to low; `picked` holds the card values chosen so far (high to low).
    def minimal(j, total, picked):
        """Payments from which no card or coin could be left out: once the total reaches the price
        any further unit would be a smaller one that could be left out, so stop there; it counts if
        the total drops below the price without the smallest unit used (the last one, v)."""
        if total + rest[j] < price:
            return
        v = units[j]
        for k in range(have[j] + 1):
            t = total + k * v
            if t >= price:
                if t - v < price:
                    if j == coin_j:
                        out.append((list(reversed(picked)), k, t))
                    else:
                        out.append((list(reversed(picked + (v,) * k)), 0, t))
                break
            if j + 1 < n:
                minimal(j + 1, t, picked if j == coin_j else picked + (v,) * k)

    def every(j, total, picked):
        """Every payment reaching the price (overpaying earns change)."""
        if total + rest[j] < price:
            return
        v = units[j]
        last = j + 1 == n
        for k in range(have[j] + 1):
            t = total + k * v
            if last:
                if t >= price:
                    if j == coin_j:
                        out.append((list(reversed(picked)), k, t))
                    else:
                        out.append((list(reversed(picked + (v,) * k)), 0, t))
            else:
                every(j + 1, t, picked + (v,) * k)

    (every if all_overpayments else minimal)(0, 0, ())
    minimal = every = None  # the recursive closures form reference cycles: break them, so this frees at once
    out.sort(key=lambda p: (p[2] != price, p[2], len(p[0]) + p[1], p[0]))
    return out


def payment_text(currency: int, vals, coins: int) -> str:
    name = CURRENCIES[currency]
    parts = [f"{name} {v}" for v in vals]
    if coins:
        parts.append(f"{coins} {name} coin" + ("s" if coins > 1 else ""))
    return "+".join(parts)


def change_for(overpaid: int, units_per_coin: int) -> int:
    """ALH-302: one coin per full `units_per_coin` overpaid; an odd unit is lost."""
    return max(0, overpaid) // units_per_coin
