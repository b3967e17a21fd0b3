"""Random and autopilot playouts as a broad net: every game ends after the 6th Sunday, and after every move each
family member, raw material, good, relic and ship is in exactly one place (COL-022, COL-008)."""
import pytest

from rules.colonia import GAME
from rules.colonia import family
from rules.colonia.components import data
from rules.core import Rng


def check(st):
    d = st.data
    D = data(st)
    for s, p in enumerate(d["players"]):
        total = p["home"] + p["council"] + sum(p["street"].values()) + family.on_board(st, s)
        assert total == D.members[st.n], (s, total)
        assert min(p["money"].values()) >= 0 and min(p["materials"].values()) >= 0 and min(p["goods"].values()) >= 0
    mats = len(d["bag"]) + sum(len(x["materials"]) for x in d["stalls"]) + sum(
        sum(p["materials"].values()) for p in d["players"])
    assert mats == 90
    goods = sum(d["supply"].values()) + sum(sum(p["goods"].values()) for p in d["players"])
    assert goods == 60
    rel = (len(d["relic_deck"]) + len(d["relic_discard"]) + sum(1 for r in d["display"] if r) +
           sum(len(p["relics"]) + len(p["shrines"]) + sum(1 for x in p["shrines"] if x["relic"]) for p in d["players"]))
    assert rel == 48
    ships = len(d["ship_deck"]) + len(d["ship_discard"]) + sum(1 for b in d["berths"] if b)
    assert ships == 16


def play(n, seed, autopilot=False, checks=True):
    st = GAME.new([f"P{i}" for i in range(n)], seed, {})
    rng = Rng(seed * 31 + 7)
    moves = 0
    while not GAME.over(st):
        seats = GAME.current(st)
        seat = seats[rng.below(len(seats))]
        if autopilot:
            action = GAME.default_action(st, seat)
        else:
            legal = GAME.actions(st, seat)
            action = legal[rng.below(len(legal))]
        GAME.apply(st, seat, action)
        moves += 1
        if checks:
            check(st)
        assert moves < 5000
    assert st.data["week"] == 6 and st.data["windows"] is not None
    return st


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_random_games_end_and_keep_every_piece_in_one_place(n):
    for seed in range(6):
        play(n, seed)


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_six_autopilots_finish_every_game(n):
    for seed in range(4):
        st = play(n, 100 + seed, autopilot=True)
        assert GAME.result(st).winners


def test_random_games_use_every_part_of_the_week():
    seen = set()
    for seed in range(20):
        st = GAME.new([f"P{i}" for i in range(4)], seed, {})
        rng = Rng(seed)
        while not GAME.over(st):
            seats = GAME.current(st)
            seat = seats[rng.below(len(seats))]
            legal = GAME.actions(st, seat)
            action = legal[rng.below(len(legal))]
            seen.add(action.text.split()[0])
            GAME.apply(st, seat, action)
    assert {"card", "vote", "stall", "contract", "load", "relic", "secure", "pass"} <= seen
