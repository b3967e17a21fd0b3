"""Random and autopilot playouts as a broad net: every game ends, and the invariants hold after every move
(every card in exactly one place, 9 threat markers of each colour, no count below 0)."""
import pytest

from rules.bruges import GAME
from rules.bruges.components import COLOURS, STATUES
from rules.core import Rng


def all_cards(d) -> list[int]:
    out = list(d["extra"]) + list(d["discard"])
    for pile in d["piles"]:
        out += pile["rest"] + ([pile["top"]] if pile["top"] is not None else [])
    for p in d["players"]:
        out += p["hand"] + p["new"]
        for h in p["houses"]:
            out += [c for c in (h["card"], h["person"], h["pet"]) if c is not None]
    return out


def check(st, deck: list[int]) -> None:
    d = st.data
    assert sorted(all_cards(d)) == deck
    for c in COLOURS:
        assert d["threat_supply"][c] + sum(p["threats"][c] for p in d["players"]) == 9
    statues = list(d["statues"])
    for p in d["players"]:
        assert p["score"] >= 0 and p["guilders"] >= 0 and all(v >= 0 for v in p["workers"].values())
        # a third marker waits only for its penalty, which is on the stack
        assert all(0 <= v <= (3 if d["pending"] else 2) for v in p["threats"].values())
        assert all(0 <= v <= 5 for v in p["canal"].values()) and len(p["statues"]) <= 2
        assert 0 <= p["rep"] <= 12
        statues += p["statues"]
    assert sorted(statues) == sorted(STATUES)


def play(n, seed, options=None, autopilot=False, checks=True):
    st = GAME.new([f"P{i}" for i in range(n)], seed, options or {})
    deck = sorted(all_cards(st.data))
    rng = Rng(seed * 31 + 7)
    moves = 0
    while not GAME.over(st):
        seat = GAME.current(st)[0]
        if autopilot:
            action = GAME.default_action(st, seat)
        else:
            legal = GAME.actions(st, seat)
            action = legal[rng.below(len(legal))]
        GAME.apply(st, seat, action)
        moves += 1
        assert moves < 3000
        if checks:
            check(st, deck)
    return st


@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("pets", [False, True])
def test_random_playouts_end_and_keep_the_invariants(n, pets):
    # BRU-036 BRU-116: every game ends after the round the extra pile came in (or the next); BRU-010, BRU-057
    for seed in range(6):
        st = play(n, seed, {"pets": pets})
        d = st.data
        assert d["over"] and d["extra_in"] and d["round"] == d["last_round"]
        res = GAME.result(st)
        assert len(res.scores) == n and res.winners


@pytest.mark.parametrize("n", [2, 3, 4])
def test_four_autopilots_finish_every_game(n):
    # every decision has a safe default action
    for seed in range(4):
        st = play(n, 100 + seed, autopilot=True)
        assert GAME.over(st)


def test_the_default_is_offered_at_every_decision():
    st = GAME.new(["a", "b", "c"], 9, {"pets": True})
    rng = Rng(5)
    while not GAME.over(st):
        seat = GAME.current(st)[0]
        legal = GAME.actions(st, seat)
        assert sum(1 for a in legal if a.default) == 1, st.data["decision"]
        GAME.apply(st, seat, legal[rng.below(len(legal))])
