"""Money cards, taking from the display and paying for buildings.

A money card is the int currency_index * 10 + value (blue 1..9, green 11..19, orange 21..29,
yellow 31..39); scoring cards are 101 and 102; a city-wall card is 200 + its index.
"""
from __future__ import annotations

from itertools import combinations

from rules.alhambra.data import CURRENCIES, MONEY

SCORING_CARD = 100
WALL_CARD = 200
TAKE_LIMIT = MONEY["take_several_at_most"]


def cur(card: int) -> int:
    return card // 10


def val(card: int) -> int:
    return card % 10


def card_name(card: int) -> str:
    return f"{CURRENCIES[card // 10]} {card % 10}"


def take_options(display: list[int]) -> list[tuple[int, ...]]:
    """ALH-030: one card of any value, or several whose values total at most 5 (distinct choices)."""
    seen = set()
    out = []
    cards = sorted(display)
    for k in range(1, len(cards) + 1):
        for combo in combinations(cards, k):
            if k > 1 and sum(c % 10 for c in combo) > TAKE_LIMIT:
                continue
            if combo not in seen:
                seen.add(combo)
                out.append(combo)
    return out


def take_text(combo) -> str:
    return "take " + "+".join(card_name(c) for c in combo)


def payments(hand: list[int], coins: int, currency: int, price: int, all_overpayments: bool):
    """Ways to pay `price` in one currency: [(card values sorted, coins used, total)].

    Cards of equal value are interchangeable, so choices are multisets of values. Without the
    Change module only minimal payments are listed (no card or coin could be left out): paying
    more gains nothing. With it every payment counts, since overpaying earns coins (ALH-303)."""
    counts = [0] * 10
    for c in hand:
        if c // 10 == currency:
            counts[c % 10] += 1
    units = [(v, counts[v]) for v in range(9, 0, -1) if counts[v]]
    if coins:
        units.append((1, coins))  # coins last, marked by position
    if sum(v * n for v, n in units) < price:
        return []
    out = []
    ncards = len(units) - (1 if coins else 0)
    chosen = [0] * len(units)

    def rec(i, total):
        if i == len(units):
            if total < price:
                return
            if not all_overpayments:
                smallest = min((units[j][0] for j in range(len(units)) if chosen[j]), default=0)
                if total - smallest >= price:
                    return
            vals = []
            for j in range(ncards):
                vals += [units[j][0]] * chosen[j]
            used = chosen[-1] if coins else 0
            out.append((sorted(vals), used, total))
            return
        v, n = units[i]
        for k in range(n + 1):
            chosen[i] = k
            rec(i + 1, total + k * v)
        chosen[i] = 0

    rec(0, 0)
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
