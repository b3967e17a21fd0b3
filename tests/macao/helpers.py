"""Small explicit Macao positions for the rule tests."""
from rules.macao import GAME
from rules.macao import engine as E
from rules.macao.cards import named


def new(n=4, seed=1, **options):
    return GAME.new([f"P{i}" for i in range(n)], seed, options)


def texts(st, seat):
    return [a.text for a in GAME.actions(st, seat)]


def act(st, seat, text):
    return GAME.apply(st, seat, text)


def defaults_until(st, stop):
    """Apply the acting seat's default action until stop(st) holds."""
    for _ in range(2000):
        if stop(st) or GAME.over(st):
            return st
        seat = GAME.current(st)[0]
        GAME.apply(st, seat, GAME.default_action(st, seat))
    raise AssertionError("stop never reached")


def to_phase(st, phase):
    return defaults_until(st, lambda s: s.data["phase"] == phase and not s.data["pending"])


def set_wall(st, stacks):
    """stacks: {space: [seats bottom..top]}; every other space empty."""
    st.data["wall"] = [list(stacks.get(i + 1, [])) for i in range(16)]


def turn_of(st, seat, cubes=None, gold=None, order=None):
    """A phase-3 position where `seat` takes its turn with these active cubes."""
    d = st.data
    to_phase(st, 3)
    d["order"] = order or [seat] + [s for s in range(st.n) if s != seat]
    d["turn"] = d["order"].index(seat)
    p = d["players"][seat]
    p["cubes"] = dict(cubes or {})
    if gold is not None:
        p["gold"] = gold
    E.settle(st, None)
    return p


def one(name):
    return named(name)[0]


def give_active(st, seat, name):
    cid = one(name)
    for p in st.data["players"]:
        for pile in (p["board"], p["active_cards"]):
            if cid in pile:
                pile.remove(cid)
    for pile in (st.data["deck"], st.data["display"], st.data["discard"]):
        if cid in pile:
            pile.remove(cid)
    st.data["players"][seat]["active_cards"].append(cid)
    return cid
