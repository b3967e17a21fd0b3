"""Random playouts: the broad net (no crash, invariants, JSON round trip, replays, hidden info)."""
import itertools
import json

import pytest

from rules.alhambra import GAME
from rules.core import Rng

MODULES = ("walls", "thieves", "change", "traders")
COMBOS = [dict(zip(MODULES, bits)) for bits in itertools.product((False, True), repeat=4)]
PRIVATE_KEYS = {"hand", "thieves", "my_residents", "thief_claim", "legal_cells"}


def keys_of(obj):
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield k
            yield from keys_of(v)
    elif isinstance(obj, list):
        for v in obj:
            yield from keys_of(v)


def check_views(st):
    d = st.data
    pub = GAME.view(st, None)
    assert not PRIVATE_KEYS & set(keys_of({k: v for k, v in pub.items() if k != "options"}))
    json.dumps(pub)
    for s in range(st.n):
        v = GAME.view(st, s)
        assert v["hand"] == [{"currency": ["blue", "green", "orange", "yellow"][c // 10], "value": c % 10}
                             for c in d["players"][s]["hand"]]
        # other seats' hands appear only as counts
        others = json.dumps(v["players"])
        assert '"hand"' not in others and '"thieves"' not in others
        assert "deck" not in v and "bag" not in v


def money_total(st):
    d = st.data
    cards = sum(d["deck"], []) + d["display"] + d["discard"] + sum((p["hand"] for p in d["players"]), [])
    return [c for c in cards if c < 100]


def play(n, seed, opts, check_every=0):
    st = GAME.new([f"P{i}" for i in range(n)], seed, {k: "yes" if v else "no" for k, v in opts.items()})
    rng = Rng(seed + 1000)
    moves = []
    count = len(money_total(st)) if st.data["deck"] else None
    step = 0
    while not GAME.over(st):
        cur = GAME.current(st)
        assert cur, "nobody to act in a running game"
        cur = cur + GAME.may_act(st)  # a thief may be played out of turn (ALH-202)
        seat = cur[rng.below(len(cur))]
        acts = GAME.actions(st, seat)
        assert acts and sum(a.default for a in acts) <= 1
        a = acts[rng.below(len(acts))]
        GAME.apply(st, seat, a.text)
        moves.append((seat, a.text))
        step += 1
        assert step < 5000
        if count is None and st.data["deck"]:
            count = len(money_total(st))
        if count is not None:
            assert len(money_total(st)) == count  # money cards are never lost or made
        if check_every and step % check_every == 0:
            check_views(st)
            assert GAME.dump(GAME.load(GAME.dump(st))) == GAME.dump(st)
    return st, moves


@pytest.mark.parametrize("index", range(len(COMBOS)),
                         ids=["+".join(k for k, v in c.items() if v) or "base" for c in COMBOS])
def test_random_playout_every_module_combination(index):
    combo = COMBOS[index]
    n = 2 + index % 5  # every player count 2..6 meets several combinations
    st, moves = play(n, 11 + index, combo, check_every=25)
    res = GAME.final(st)
    assert st.data["rounds"] == 3 and res.winners
    d = st.data
    # every building is somewhere exactly once
    where = list(d["bag"]) + [t for t in d["market"] if t] + (d["dirk"] or [])
    for p in d["players"]:
        where += [t for _, _, t in p["grid"] if t] + p["reserve"] + p["pending"]
    assert sorted(where) == list(range(1, 55))
    if combo["traders"]:
        on_board = sum(len(p["trader_res"]) + len(p["residents"]) for p in d["players"])
        assert on_board + sum(d["supply"].values()) == 42
    if combo["change"]:
        assert sum(d["coin_bag"]) + sum(sum(p["coins"]) for p in d["players"]) == 24


@pytest.mark.parametrize("n", [2, 4, 6])
def test_replay_is_deterministic_and_json_round_trips(n):
    opts = {"walls": True, "thieves": True, "change": True, "traders": True}
    st, moves = play(n, 5, opts)
    again = GAME.replay([f"P{i}" for i in range(n)], 5, {k: "yes" for k in opts}, moves)
    assert GAME.dump(again) == GAME.dump(st)
    loaded = GAME.load(GAME.dump(st))
    assert GAME.final(loaded).scores == GAME.final(st).scores


def test_view_mid_game_result_works():
    st, _ = play(3, 2, {"thieves": True})
    assert GAME.result(st).scores == [p["score"] for p in st.data["players"]]
