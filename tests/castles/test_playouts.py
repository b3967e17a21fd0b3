"""A broad net: random games for 2-4 players keep every invariant, replay exactly, survive a JSON
round trip, and never show face-down stacks in the public view."""
import json

import pytest

from rules.castles import GAME
from rules.castles.components import TILES, board
from rules.core import Rng
from rules.core.text import english


def check_invariants(st):
    d = st.data
    b = board(d["players"][0]["board"])
    for p in d["players"]:
        assert len(p["storage"]) <= 3  # COB-061
        assert sum(1 for c in range(1, 7) if p["goods"][c]) <= 3  # COB-092
        assert p["workers"] >= 0 and p["silver"] >= 0
        for s in range(1, 38):
            code = p["duchy"][s]
            if code:
                assert TILES[code]["colour"] == b.colour[s]  # COB-070
        if 1 not in p["mons"]:  # COB-100
            for colour, spaces in b.areas:
                if colour == "building":
                    placed = [p["duchy"][s] for s in spaces if p["duchy"][s]]
                    assert len(placed) == len(set(placed))
    assert all(1 <= v <= 6 for dice in d["dice"] for v in dice)
    assert sum(d["bonus_taken"].values()) <= 12


def playout(n, seed, check_every=True):
    st = GAME.new([f"P{i}" for i in range(n)], seed)
    chooser = Rng(seed * 7919 + 1)
    moves = []
    while not GAME.over(st):
        seat = GAME.current(st)[0]
        legal = GAME.actions(st, seat)
        assert legal, st.data["decision"]
        assert sum(1 for a in legal if a.default) == 1, st.data["decision"]
        assert len({a.text for a in legal}) == len(legal)
        assert all(len(english(a.label)) <= 40 for a in legal)
        action = legal[chooser.below(len(legal))]
        GAME.apply(st, seat, action)
        moves.append((seat, action.text))
        if check_every:
            check_invariants(st)
        assert len(moves) < 5000
    return st, moves


@pytest.mark.parametrize("n", [2, 3, 4])
def test_random_playouts_keep_invariants(n):
    for seed in range(4):
        st, moves = playout(n, seed)
        res = GAME.final(st)
        assert len(res.scores) == n and res.winners
        assert st.data["phase"] == 5


@pytest.mark.parametrize("n", [2, 4])
def test_replay_is_deterministic_and_json_round_trips(n):
    st, moves = playout(n, 11, check_every=False)
    again = GAME.replay([f"P{i}" for i in range(n)], 11, None, moves)
    assert GAME.dump(again) == GAME.dump(st)
    loaded = GAME.load(GAME.dump(st))
    assert loaded.data == st.data


def test_mid_game_json_round_trip_continues_identically():
    st = GAME.new(["a", "b", "c"], 5)
    chooser = Rng(3)
    for _ in range(120):
        seat = GAME.current(st)[0]
        legal = GAME.actions(st, seat)
        GAME.apply(st, seat, legal[chooser.below(len(legal))])
    copy = GAME.load(GAME.dump(st))
    for _ in range(60):
        seat = GAME.current(st)[0]
        legal = GAME.actions(st, seat)
        text = legal[chooser.below(len(legal))].text
        GAME.apply(st, seat, text)
        GAME.apply(copy, seat, text)
    assert GAME.dump(copy) == GAME.dump(st)


def test_views_are_json_and_hide_the_stacks():
    st, _ = playout(3, 2, check_every=False)
    st = GAME.new(["a", "b", "c"], 9)
    for seat in (None, 0, 1, 2):
        v = GAME.view(st, seat)
        text = json.dumps(v)
        assert "goods_pool" not in text and '"stacks"' not in text
    pub = GAME.view(st, None)
    assert "legal_spaces" not in pub
    assert set(pub) >= {"depots", "black", "round_goods", "phase", "round", "bridge", "players", "bonus_left",
                        "dice", "white"}
    for p in pub["players"]:
        assert set(p) >= {"duchy", "storage", "goods", "silver", "workers", "score", "breakdown"}


def test_private_view_marks_legal_spaces():
    st = GAME.new(["a", "b"], 4)
    d = st.data
    seat = d["active"]
    d["dice"][seat] = [2, 3]
    d["players"][seat]["storage"] = ["ship", "bank"]
    v = GAME.view(st, seat)
    assert v["legal_spaces"] == [12, 18, 26]
    assert GAME.view(st, 1 - seat)["legal_spaces"] == []
