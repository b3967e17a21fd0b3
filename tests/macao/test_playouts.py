"""Random and autopilot playouts as a broad net: every game ends after round 12, and the invariants hold after
every move (each card in one place, each goods tile in one place, each disc once on the wall, no count below 0)."""
import pytest

from rules.macao import GAME
from rules.macao.components import GOODS, ROUNDS
from rules.core import Rng


def all_cards(d):
    out = d["deck"] + d["discard"] + d["display"] + [c for pair in d["offices"] for c in pair]
    for p in d["players"]:
        out += p["board"] + p["active_cards"]
    return out


def check(st, n_cards):
    d = st.data
    cards = all_cards(d)
    assert sorted(cards) == list(range(1, n_cards + 1))
    goods = [x["tile"] for x in d["districts"] if x["tile"] not in (None, "joker")]
    for p in d["players"]:
        goods += p["goods"]
        assert p["gold"] >= 0 and all(v > 0 for v in p["cubes"].values())
        assert len(p["board"]) <= 5
        assert all(v >= 0 for sector in p["rose"] for v in sector.values())
    delivered = sum(d["ports"].values())
    assert len(goods) + delivered == 24 and set(goods) <= set(GOODS)
    discs = sorted(s for stack in d["wall"] for s in stack)
    assert discs == list(range(st.n))


def play(n, seed, options=None, autopilot=False, checks=True):
    st = GAME.new([f"P{i}" for i in range(n)], seed, options or {})
    n_cards = 120
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
        assert moves < 5000
        if checks:
            check(st, n_cards)
    return st


@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("dice", ["sequential", "simultaneous"])
def test_random_playouts_end_and_keep_the_invariants(n, dice):
    for seed in range(4):
        st = play(n, seed, {"dice_choice": dice})
        assert st.data["round"] == ROUNDS and st.data["over"]  # MAC-001 MAC-200
        res = GAME.result(st)
        assert len(res.scores) == n and res.winners


@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("dice", ["sequential", "simultaneous"])
def test_autopilots_finish_every_game(n, dice):
    for seed in range(3):
        assert GAME.over(play(n, 100 + seed, {"dice_choice": dice}, autopilot=True))


def test_the_default_is_offered_at_every_decision():
    st = GAME.new(["a", "b", "c", "d"], 9, {})
    rng = Rng(5)
    while not GAME.over(st):
        seat = GAME.current(st)[0]
        legal = GAME.actions(st, seat)
        assert sum(1 for a in legal if a.default) == 1, st.data["decision"]
        GAME.apply(st, seat, legal[rng.below(len(legal))])


def test_no_draw_or_roll_in_the_middle_of_a_phase_3_turn():
    # undo works inside a turn: only the last pass of a round may draw (the next round's cards)
    st = GAME.new(["a", "b", "c"], 4, {})
    rng = Rng(2)
    while not GAME.over(st):
        seat = GAME.current(st)[0]
        legal = GAME.actions(st, seat)
        action = legal[rng.below(len(legal))]
        in_turn = st.data["phase"] == 3
        applied = GAME.apply(st, seat, action)
        if in_turn and applied.reveals:
            assert action.text == "pass" or st.data["phase"] != 3 or GAME.over(st)
