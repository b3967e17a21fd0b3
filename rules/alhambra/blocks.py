"""The blocks the Alhambra decisions are assembled from, memoised by their few inputs.

Each block is a pure function of its arguments and Actions are immutable, so one block serves every
state with the same inputs (random playouts and the table ask for the same blocks again and again).
The blocks are lazy: each knows how many actions it holds (the redesign and placement blocks count
them from the layout's geometry) and makes an action only when it is read (rules/core/moves.py), so a
random playout, which reads one action per decision, pays for that one. Tables are bounded (memo.py).
A block memoised on a layout keeps the layout's facts it needs, never the layout itself, whose memo
holds the block: no reference cycle, so both are freed as soon as unused.
"""
from __future__ import annotations

from rules.core import Action
from rules.alhambra.data import BUILDINGS, CURRENCIES, TILE_PRICE, TILE_TYPE, WALL_CARDS, mask_sides, tile_name, tile_ref
from rules.alhambra.layout import counter, fitting_cells, swap_cells, xy
from rules.alhambra.memo import Memo
from rules.alhambra.money import TAKE_LIMIT, payment_text, payments, take_options, take_text


def label(text: str) -> str:
    return text if len(text) <= 40 else text[:39] + "…"


def xy_text(c) -> str:
    return f"{c[0]},{c[1]}"


TAKES = Memo(4096)  # money display -> Takes
PAYS = Memo(4096)  # price, card values, coins, change -> ways to pay
CONST = Memo(4096)  # interned Actions by content: formatting texts and building objects is the
# bulk of listing moves, and the same few thousand (a tile on a cell, a payment ...) recur across states


def interned(build, *args) -> Action:
    """The one shared Action that build(*args) makes (builders below are pure)."""
    key = (build, *args)
    hit = CONST.get(key)
    if hit is None:
        hit = CONST.recall(key) or CONST.put(key, build(*args))
    return hit


# The hottest interned Actions (a tile on a cell, to the reserve, swapped) have their own table with
# one int key, which hashes far faster than a tuple: k << 14 | r << 8 | t << 2 | kind, for cell code
# k, tile t, reserve tile r of a swap (else 0) and the kind below (tile numbers are below 64).
CELL_ACTS = Memo(8192)
_PLACE_KIND, _RPLACE_KIND, _RESERVE_KIND, _SWAP_KIND = range(4)
assert max(BUILDINGS) < 64


def _cell_action(key: int, build, *args) -> Action:
    """The interned Action under key, built by build(*args) when not known."""
    hit = CELL_ACTS.get(key)
    if hit is None:
        hit = CELL_ACTS.recall(key)
        if hit is None:
            hit = CELL_ACTS.put(key, build(*args))
    return hit


def _take_action(combo: tuple, default: bool) -> Action:
    text = take_text(combo)
    return Action(text, label(text.capitalize()), "Money", default=default, data=("take", combo))


def _buy_action(i: int, t: int, vals: tuple, used: int, total: int) -> Action:
    price = TILE_PRICE[t]
    pay = payment_text(i, vals, used)
    # the label names the currency once and puts the overpayment last, so a long one loses only that
    money = "+".join([str(v) for v in vals] + ([f"{used} coin" + ("s" if used > 1 else "")] if used else []))
    tag = "exact" if total == price else f"{total - price} over"
    return Action(f"buy {TILE_TYPE[t]} {price} with {pay}", label(f"{tile_name(t)}: {CURRENCIES[i]} {money} ({tag})"),
                  "Buy", data=("buy", i, list(vals), used, total))


def _place_action(kind: str, t: int, k: int) -> Action:
    """"place" after buying (ALH-023a/060), "rplace" from the reserve (ALH-050a): same texts, other groups."""
    c = xy(k)
    return Action(f"place {t} at {xy_text(c)}", label(f"Place {tile_ref(t)} at {xy_text(c)}"),
                  "Place" if kind == "place" else "Redesign", data=(kind, t, c))


def _reserve_action(t: int, k: int) -> Action:
    return Action(f"reserve {t}", label(f"Move {tile_ref(t)} to the reserve"), "Redesign", data=("rremove", t, xy(k)))


def _swap_action(r: int, t: int, k: int) -> Action:
    return Action(f"swap {r} for {t}", label(f"{tile_ref(r)} in for {tile_ref(t)}"), "Redesign",
                  data=("swap", r, t, xy(k)))


def _wall_action(k: int, t: int) -> Action:
    sides = mask_sides(WALL_CARDS[k])
    return Action(f"wall {sides} on {t}", label(f"Build wall {sides} on {tile_ref(t)}"), "Walls", data=("wall", k, t))


def pending_reserve_action(t: int, default: bool) -> Action:
    return Action(f"reserve {t}", label(f"Put {tile_ref(t)} on the reserve"), "Reserve", default=default,
                  data=("preserve", t))


def dirk_action(t: int) -> Action:
    return Action(f"dirk {t}", label(f"Give {tile_ref(t)} to Dirk"), "Dirk", data=("dirk", t))


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
        return interned(_take_action, self.combos[j], j == self.best)

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


def take_block(display: tuple) -> Takes:
    """The Takes of a money display (empty when there is nothing to take)."""
    hit = TAKES.get(display)
    if hit is None:
        hit = TAKES.recall(display) or TAKES.put(display, Takes(display))
    return hit


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
        return interned(_buy_action, self.i, self.t, vals, used, total)


def buy_block(i: int, t: int, values: tuple, coins: int, change: bool) -> Buys:
    """The Buys of the tile t on space i for a player holding cards of these values in its currency
    and these coins of it (every overpayment only with the Change module, ALH-301)."""
    how = (TILE_PRICE[t], values, coins, change)  # the ways to pay depend only on these
    pays = PAYS.get(how)
    if pays is None:
        pays = PAYS.recall(how)
        if pays is None:
            pays = PAYS.put(how, [(tuple(v), used, total)
                                  for v, used, total in payments(values, coins, 0, TILE_PRICE[t], change)])
    return Buys(i, t, pays)


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
            self.cells = fitting_cells(*self.facts, self.m)
        k = self.cells[i]
        return _cell_action(k << 14 | self.t << 2 | _PLACE_KIND, _place_action, "place", self.t, k)


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
                run = fitting_cells(front, unsafe, cells, holes, m)
            elif kind == self._REMOVE:
                run = sorted(free)
            else:
                run = swap_cells(cells, touch, m)
            self.lists[kind, m] = run
        return run

    def __getitem__(self, i: int) -> Action:
        for count, kind, r, m in self.parts:
            if i < count:
                k = self._run(kind, m)[i]
                if kind == self._PUT:
                    return _cell_action(k << 14 | r << 2 | _RPLACE_KIND, _place_action, "rplace", r, k)
                t = self.facts[0][k]
                if kind == self._REMOVE:
                    return _cell_action(k << 14 | t << 2 | _RESERVE_KIND, _reserve_action, t, k)
                return _cell_action(k << 14 | r << 8 | t << 2 | _SWAP_KIND, _swap_action, r, t, k)
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
        out += [interned(_wall_action, k, t) for t in targets]
    return out


ASK_AGAIN = Action("thief ask-again", "Ask me again about thieves", "Thief", data=("askagain",))
END_TURN = Action("end turn", "End turn", "End", default=False, data=("end",))
END_TURN_DEFAULT = Action("end turn", "End turn", "End", default=True, data=("end",))
PASS = Action("pass", "Pass", "End", default=True, data=("end",))
