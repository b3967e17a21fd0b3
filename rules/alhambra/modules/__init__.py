"""The modules of expansion 3, "The Thief's Turn" (ALH-100...ALH-410), one file each, and the points where
the game asks them.

A module is a file here with `OPTION` (its table option), `DECISIONS` (the decisions it adds: name ->
legal actions of a seat), `HANDLERS` (its action kinds: kind -> handler(st, seat, data, ctx)) and any of
the hooks below. The game calls a hook on every module whose option is on, in `MODULES` order. A sixth
module is one new file and one line in `MODULES`.
"""
from __future__ import annotations

from rules.alhambra.modules import change, thieves, traders, walls

MODULES = [walls, thieves, change, traders]

# Every hook point, once: name -> (its arguments, what it answers). "first" hooks stop at the first
# module that answers something other than None; "total" ones add the answers up; list answers are
# collected; the others are called on every module.
HOOKS = {
    # setup and the deal
    "setup": ("st", "fill in the module's part of a new game's data"),
    "first_decision": ("st", "a decision before the market is dealt (traders: residents and trader)"),
    "money_piles": ("st, piles", "add cards to the money piles before they are stacked (walls)"),
    "dealt": ("st", "after the deal (thieves handed out)"),
    # money
    "card_drawn": ("st, card, ctx", "a special card turned up from the money deck; True when taken care of"),
    "pays_over": ("st", "True: every overpayment is a way to pay, not only the minimal ones (change)"),
    "paid": ("st, seat, space, coins, total, price, ctx", "a building was paid for (change: coins)"),
    "money_held": ("st, p, currency", "total: money of a currency beyond the cards, ALH-081 (change: coins)"),
    # the turn
    "turn_actions": ("st, seat", "more runs of the action decision's list (walls, thieves' setting)"),
    "before_move": ("st, seat, action, ctx", "a move is about to be performed (thieves: the window closes)"),
    "built": ("st, seat, tile, cell", "a tile entered a city (traders: the trader steps aside)"),
    "removed": ("st, seat, tile", "a tile left a city (traders: its resident goes back)"),
    "before_placing": ("st", "first: an end-of-turn decision before the bought tiles are placed"),
    "after_placing": ("st", "first: an end-of-turn decision after they are placed"),
    "turn_begins": ("st, before, seat", "the next player's turn begins (thieves: their window opens)"),
    "last_turn_over": ("st, ctx", "first: a decision before the leftover buildings (thieves: last window)"),
    # who acts
    "to_act": ("st", "first: the seats a module decision waits for"),
    "may_act": ("st", "seats that may act out of turn (list; thieves)"),
    "public_to_act": ("st", "first: who the public is told the table waits for"),
    "is_interrupt": ("st", "first: True when the table may close the decision after its window time"),
    "window_seats": ("st", "first: who may be asked out of turn beside the turn, from public facts (thieves)"),
    "out_of_turn": ("st, seat", "first: the legal actions of a seat acting out of turn"),
    # scoring, leaving, reading
    "round_points": ("st, seat", "first: (part, points) a scoring round adds for the seat (traders)"),
    "resigned": ("st, seat, ctx", "a seat resigned: what the module takes back"),
    "view": ("st, seat, out", "add the module's public and own facts to a view"),
    "player_view": ("st, s, pv", "add the module's facts to player s's part of a view"),
    "prompt": ("st, seat", "first: the prompt of a module decision"),
    "waiting": ("st", "first: the waiting text while a module decision holds the table"),
    "explain": ("st, seat, text", "first: why a move is refused, when the module can tell"),
    "not_now": ("st, seat", "first: why a seat the table does not wait for may not act, in its own words (thieves)"),
}
FIRST = {"first_decision", "card_drawn", "before_placing", "after_placing", "last_turn_over", "to_act",
         "public_to_act", "is_interrupt", "window_seats", "out_of_turn", "round_points", "prompt", "waiting",
         "explain", "pays_over", "not_now"}
COLLECT = {"turn_actions", "may_act"}  # answers are lists, joined (collect)
TOTAL = {"money_held"}  # answers are numbers, added up (total)

_CACHE = "alhambra.hooks"  # st.cache[_CACHE]: hook -> the functions to call, for this table's options


def on(st) -> list:
    """The modules whose option is on at this table, in MODULES order."""
    return [m for m in MODULES if st.options.get(m.OPTION.key)]


def _table(st) -> dict:
    """hook -> the functions to call at this table (asked before nearly every move: built once)."""
    mods = on(st)
    table = st.cache[_CACHE] = {hook: tuple(getattr(m, hook) for m in mods if hasattr(m, hook)) for hook in HOOKS}
    return table


def call(st, hook: str, *args):
    """Call the hook on every module that is on; for a "first" hook, the first answer not None."""
    fns = (st.cache.get(_CACHE) or _table(st))[hook]
    if not fns:
        return None
    if hook in FIRST:
        for fn in fns:
            out = fn(st, *args)
            if out is not None:
                return out
        return None
    for fn in fns:
        fn(st, *args)
    return None


def collect(st, hook: str, *args) -> list:
    """Every module's answer to the hook, concatenated (lists) in MODULES order."""
    out = []
    for fn in (st.cache.get(_CACHE) or _table(st))[hook]:
        out.extend(fn(st, *args))
    return out


def total(st, hook: str, *args) -> int:
    """The sum of every module's answer to the hook."""
    return sum(fn(st, *args) for fn in (st.cache.get(_CACHE) or _table(st))[hook])


def decisions(st) -> dict:
    """decision name -> legal actions of a seat, for the modules that are on."""
    out = {}
    for m in on(st):
        out.update(getattr(m, "DECISIONS", {}))
    return out


def handlers() -> dict:
    """action kind -> handler, for every module (an action of a module that is off is never offered)."""
    out = {}
    for m in MODULES:
        out.update(getattr(m, "HANDLERS", {}))
    return out
