"""The lazy runs a legal list is assembled from (rules/core/moves.py joins them): each knows how many
actions it holds and makes an action only when it is read, so a random playout, which reads one action
per decision, pays for that one. The redesign and placement runs count their actions from the city's
geometry (geometry.py) and list the cells only when one is read.

Actions are immutable and the same few thousand (a tile on a cell, a payment ...) recur across states,
so each is made once by a pure builder behind `functools.lru_cache`. A run kept on a Layout (its memo)
holds the layout's facts it needs, never the layout itself: no reference cycle, so both are freed as
soon as unused.
"""
from __future__ import annotations

from functools import lru_cache

from rules.core import Action
from rules.core.text import N_, listing, msg, plural
from rules.alhambra.components import (CURRENCIES, CURRENCY_WORDS, TILE_PRICE, TILE_TYPE, WALL_CARDS, card_msg,
                                       compass, mask_sides, sides_text, tile_name, tile_ref, xy_text)
from rules.alhambra.fast.geometry import counter, fit_codes, swap_codes, xy
from rules.alhambra.money import TAKE_LIMIT, payment_text, payments, take_options, take_text


@lru_cache(maxsize=4096)
def _take_action(combo: tuple, default: bool) -> Action:
    text = take_text(combo)
    return Action(text, msg(N_("Take {cards}"), cards=listing(card_msg(c // 10, c % 10) for c in combo)),
                  N_("Money"), default=default, data=("take_money", combo))


@lru_cache(maxsize=8192)
def _buy_action(i: int, t: int, vals: tuple, used: int, total: int) -> Action:
    price = TILE_PRICE[t]
    pay = payment_text(i, vals, used)
    # the label names the currency once and puts the overpayment last, so a clipped one loses only that
    money = "+".join(str(v) for v in vals)
    if used:
        coins = plural("{n} coin", "{n} coins", "n", n=used)
        money = msg(N_("{cards}+{coins}"), cards=money, coins=coins) if vals else coins
    tag = N_("exact") if total == price else msg(N_("{n} over"), n=total - price)
    return Action(f"buy {TILE_TYPE[t]} {price} with {pay}",
                  msg(N_("{tile}: {currency} {money} ({tag})"), tile=tile_name(t),
                      currency=CURRENCY_WORDS[CURRENCIES[i]], money=money, tag=tag),
                  N_("Buy"), data=("buy_building", i, list(vals), used, total))


@lru_cache(maxsize=8192)
def _place_action(kind: str, t: int, k: int) -> Action:
    """"place_bought" after buying (ALH-023a/060), "place_from_reserve" (ALH-050a): same texts, other groups."""
    c = xy(k)
    return Action(f"place {t} at {xy_text(c)}", msg(N_("Place {tile} at {cell}"), tile=tile_ref(t), cell=xy_text(c)),
                  N_("Place") if kind == "place_bought" else N_("Redesign"), data=(kind, t, c))


@lru_cache(maxsize=4096)
def _reserve_action(t: int, k: int) -> Action:
    return Action(f"reserve {t}", msg(N_("Move {tile} to the reserve"), tile=tile_ref(t)), N_("Redesign"),
                  data=("move_to_reserve", t, xy(k)))


@lru_cache(maxsize=8192)
def _swap_action(r: int, t: int, k: int) -> Action:
    return Action(f"swap {r} for {t}", msg(N_("{tile} in for {other}"), tile=tile_ref(r), other=tile_ref(t)),
                  N_("Redesign"), data=("swap_with_reserve", r, t, xy(k)))


@lru_cache(maxsize=4096)
def _wall_action(k: int, t: int) -> Action:
    sides = compass(mask_sides(WALL_CARDS[k]))  # "wall SE on 37"; "ES" typed is read as "SE" (moves.canonical)
    label = msg(N_("Build wall {sides} on {tile}"), sides=sides_text(sides), tile=tile_ref(t))
    return Action(f"wall {sides} on {t}", label, N_("Walls"), data=("build_wall", k, t))


@lru_cache(maxsize=256)
def pending_reserve_action(t: int, default: bool) -> Action:
    return Action(f"reserve {t}", msg(N_("Put {tile} on the reserve"), tile=tile_ref(t)), N_("Reserve"),
                  default=default, data=("reserve_bought", t))


@lru_cache(maxsize=256)
def dirk_action(t: int) -> Action:
    return Action(f"dirk {t}", msg(N_("Give {tile} to Dirk"), tile=tile_ref(t)), N_("Dirk"), data=("give_to_dirk", t))


class Takes:
    """ALH-030 lazily: the ways to take money from this display; an action is made when read.
    The default takes the most money in the fewest cards."""

    __slots__ = ("combos", "_best")

    def __init__(self, display: tuple):
        self.combos = take_options(display)
        self._best = None

    def __len__(self) -> int:
        return len(self.combos)

    def __getitem__(self, j: int) -> Action:
        return _take_action(self.combos[j], j == self.best)

    @property
    def best(self) -> int:
        """The default: the most money, then the fewest cards, then the first listed. Singles come
        first (in card order), and several cards are worth at most 5 together, so only when no
        single card is worth 5 can a pair or more be better."""
        if self._best is None:
            combos = self.combos
            singles = 0
            while singles < len(combos) and len(combos[singles]) == 1:
                singles += 1
            values = [combo[0] % 10 for combo in combos[:singles]]
            top = max(values, default=0)
            best = values.index(top) if values else -1
            if top < TAKE_LIMIT:
                for j in range(singles, len(combos)):
                    worth = sum([c % 10 for c in combos[j]])
                    if worth > top:  # listed by size: a later one of equal worth has as many cards or more
                        top, best = worth, j
            self._best = best
        return self._best


@lru_cache(maxsize=4096)
def take_block(display: tuple) -> Takes:
    """The Takes of a money display (empty when there is nothing to take)."""
    return Takes(display)


class Buys:
    """ALH-040 lazily: the ways to buy the tile on market space i (whose currency is i); an action
    is made when read."""

    __slots__ = ("i", "t", "pays")

    def __init__(self, i: int, t: int, pays: list):
        self.i, self.t, self.pays = i, t, pays

    def __len__(self) -> int:
        return len(self.pays)

    def __getitem__(self, j: int) -> Action:
        vals, used, total = self.pays[j]
        return _buy_action(self.i, self.t, vals, used, total)


def buy_block(i: int, t: int, values: tuple, coins: int, change: bool) -> Buys:
    """The Buys of the tile t on space i for a player holding cards of these values in its currency
    and these coins of it (every overpayment only with the Change module, ALH-301)."""
    return Buys(i, t, _ways_to_pay(TILE_PRICE[t], values, coins, change))


@lru_cache(maxsize=4096)
def _ways_to_pay(price: int, values: tuple, coins: int, change: bool) -> list:
    """The ways to pay depend only on these (values: the cards of the currency)."""
    return [(tuple(v), used, total) for v, used, total in payments(values, coins, 0, price, change)]


class Placements:
    """ALH-060/023a lazily: tile t, bought this turn, put on each cell of the Alhambra where it
    fits (cell order). Counted from the layout; the cells are listed only when one is read."""

    __slots__ = ("t", "m", "n", "facts", "cells")

    def __init__(self, lay, t: int):
        self.t = t
        self.m = lay.mask(t)
        self.n = lay.fit_count(self.m)
        self.facts = (lay.front, lay.unsafe, lay.kcells, lay.holes)
        self.cells: list | None = None

    def __len__(self) -> int:
        return self.n

    def __getitem__(self, i: int) -> Action:
        if self.cells is None:
            self.cells = fit_codes(*self.facts, self.m)
        k = self.cells[i]
        return _place_action("place_bought", self.t, k)


def on_layout(lay, key, build, *args):
    """The block build(lay, *args), memoised on the layout under key."""
    hit = lay.memo.get(key)
    if hit is None:
        hit = lay.memo[key] = build(lay, *args)
    return hit


def placements(lay, t: int) -> Placements:
    return on_layout(lay, ("place", t), Placements, t)


class Redesign:
    """ALH-050, lazily: reserve tiles into the Alhambra (each reserve tile in turn, cells in order),
    removable tiles to the reserve (cell order), then swaps (ALH-054: the same walls on every
    touching side; each reserve tile in turn, cells in order). How many of each the layout counts
    for every wall mask at once; a run of actions is listed only when one of it is read."""

    __slots__ = ("parts", "n", "facts", "lists")

    _PUT, _REMOVE, _SWAP = range(3)

    def __init__(self, lay, reserve: tuple):
        free = lay.free
        n = len(free)
        if reserve:
            fits, swaps = lay.fit_total, lay.swap_total
            puts, swapping = [], []
            for r in reserve:
                m = lay.mask(r)
                count = counter(fits, m)
                puts.append((count, self._PUT, r, m))
                swapped = counter(swaps, m)
                swapping.append((swapped, self._SWAP, r, m))
                n += count + swapped
            self.parts = puts + [(len(free), self._REMOVE, 0, 0)] + swapping
            self.facts = (lay.kat, lay.kcells, lay.front, lay.unsafe, lay.touch, lay.holes, free)
        else:
            self.parts = [(n, self._REMOVE, 0, 0)]
            self.facts = (lay.kat, None, None, None, None, None, free)
        self.n = n
        self.lists: dict = {}  # (kind, walls) -> the run's cells, once read

    def __len__(self) -> int:
        return self.n

    def _run(self, kind: int, m: int) -> list:
        run = self.lists.get((kind, m))
        if run is None:
            kat, cells, front, unsafe, touch, holes, free = self.facts
            if kind == self._PUT:
                run = fit_codes(front, unsafe, cells, holes, m)
            elif kind == self._REMOVE:
                run = sorted(free)
            else:
                run = swap_codes(cells, touch, m)
            self.lists[kind, m] = run
        return run

    def __getitem__(self, i: int) -> Action:
        for count, kind, r, m in self.parts:
            if i < count:
                k = self._run(kind, m)[i]
                if kind == self._PUT:
                    return _place_action("place_from_reserve", r, k)
                t = self.facts[0][k]
                if kind == self._REMOVE:
                    return _reserve_action(t, k)
                return _swap_action(r, t, k)
            i -= count
        raise IndexError("redesign index out of range")


def redesign_block(lay, reserve: tuple) -> Redesign:
    return on_layout(lay, ("redesign", reserve), Redesign, reserve)


def wall_block(lay, reserve: tuple, pending: tuple, cards: tuple) -> list:
    return on_layout(lay, ("walls", reserve, pending, cards), _wall_targets, reserve, pending, cards)


def _wall_targets(lay, reserve: tuple, pending: tuple, cards: tuple) -> list:
    """ALH-103..105: for each face-up wall card (in card order), own tiles (Alhambra incl. fountain
    by tile number, then reserve and bought this turn) that can take the whole card: none of its
    sides walled yet, and in the Alhambra only sides facing empty cells."""
    out = []
    cells = lay.kcells
    touch = lay.touch
    by_tile = sorted(lay.kat.items(), key=lambda kv: kv[1])
    loose = sorted(reserve + pending)
    for k in cards:
        card = WALL_CARDS[k]
        targets = [t for c, t in by_tile if not (cells[c] & card) and not (touch[c] & card)]
        targets += [t for t in loose if not (lay.mask(t) & card)]
        out += [_wall_action(k, t) for t in targets]
    return out
