"""Small explicit Colonia positions for the rule tests."""
from rules.colonia import GAME
from rules.colonia import engine as E
from rules.colonia.components import data


def new(n=4, seed=1):
    return GAME.new([f"P{i}" for i in range(n)], seed, {})


def texts(st, seat):
    return [a.text for a in GAME.actions(st, seat)]


def act(st, seat, text):
    return GAME.apply(st, seat, text)


def public(applied):
    return [e.text for e in applied.events if e.seat is None]


def private(applied, seat):
    return [e.text for e in applied.events if e.seat == seat]


def step_default(st):
    seat = GAME.current(st)[0]
    return GAME.apply(st, seat, GAME.default_action(st, seat))


def defaults_until(st, stop, limit=5000):
    """Apply the first acting seat's default action until stop(st) holds."""
    for _ in range(limit):
        if stop(st) or GAME.over(st):
            return st
        step_default(st)
    raise AssertionError("stop never reached")


def at(st, decision, week=None):
    """Play defaults until the named decision (of that week)."""
    return defaults_until(st, lambda s: s.data["decision"] == decision and (week is None or s.data["week"] == week))


def all_cards(st, values):
    """Tuesday: every seat plays values[seat] (they answer in seat order)."""
    out = None
    for s, v in enumerate(values):
        out = act(st, s, f"card {v}")
    return out


def clear_screens(st):
    for p in st.data["players"]:
        for k in ("materials", "goods"):
            for x in p[k]:
                p[k][x] = 0


def give(st, seat, **things):
    """give(st, 0, leather=2, saddle=1, mark=9): raw materials, goods or money behind the screen."""
    p = st.data["players"][seat]
    for k, n in things.items():
        for box in ("materials", "goods", "money"):
            if k in p[box]:
                p[box][k] = n
                break
        else:
            raise KeyError(k)


def resettle(st):
    E.settle(st, None)
    return st


def D(st):
    return data(st)
