"""Components, setup and phase preparation (RULES.md sections 1-3, 15, 22)."""
from collections import Counter

import pytest

from rules.castles import GAME
from rules.castles.components import TILES, board, depot_spaces, stacks_for_setup
from rules.castles.engine import turn_order
from rules.core import SetupError

from .helpers import act, new, texts


def test_cob_001_base_game_has_164_tiles_by_kind_and_back():
    # COB-001 (COB-005 and COB-011 are physical components: dice, pawns and the supply, see COB-003)
    stacks = stacks_for_setup()
    allt = [c for s in stacks.values() for c in s]
    assert len(allt) == 164
    kinds = Counter(TILES[c]["kind"] for c in allt)
    assert kinds == {"building": 56, "livestock": 28, "monastery": 26, "castle": 16, "mine": 12, "ship": 26}
    black = Counter(TILES[c]["kind"] for c in stacks["black"])
    assert black == {"building": 16, "livestock": 8, "monastery": 6, "castle": 2, "mine": 2, "ship": 6}
    assert sorted(TILES[c]["number"] for c in allt if c.startswith("mon")) == list(range(1, 27))


def test_cob_012_stacks_sorted_by_back_colour():
    # COB-012: each coloured stack holds only tiles of that colour; black-backed tiles go to the black stack
    stacks = stacks_for_setup()
    for colour, codes in stacks.items():
        if colour != "black":
            assert {TILES[c]["colour"] for c in codes} == {colour}


def test_cob_002_013_017_goods_setup():
    # COB-002 42 goods, 7 per colour; COB-013 five phase stacks of 5; COB-017 3 goods per player
    for n in (2, 3, 4):
        st = new(n)
        d = st.data
        held = sum(sum(p["goods"]) for p in d["players"])
        assert held == 3 * n
        assert len(d["round_goods"]) == 4  # phase A laid out, one already moved by the white die
        assert sum(len(g) for g in d["depot_goods"]) == 1
        everything = Counter(d["goods_pool"] + d["round_goods"] + [g for x in d["depot_goods"] for g in x])
        for p in d["players"]:
            for c in range(1, 7):
                everything[c] += p["goods"][c]
        assert everything == {c: 7 for c in range(1, 7)}
        # 4 more phases of 5 still to come
        assert len(d["goods_pool"]) >= 20


def test_cob_003_workers_and_silver_unlimited():
    # COB-003: no supply limit; a player may hold more than the 26 printed workers
    st = new(2)
    p = st.data["players"][0]
    p["workers"] = 40
    from rules.castles.engine import take_workers
    take_workers(st, 0, None)
    assert p["workers"] == 42


def test_cob_004_014_bonus_tiles_large_on_small():
    # COB-004/COB-014: one large and one small bonus tile per colour, large first
    st = new(3)
    view = GAME.view(st, None)
    assert len(view["bonus_left"]) == 6
    for left in view["bonus_left"].values():
        assert [t["size"] for t in left] == ["large", "small"]
        assert [t["vp"] for t in left] == [6, 3]


def test_cob_007_duchy_has_37_spaces_in_six_colours():
    # COB-007, COB-100 (duchy 1 cities of size 1, 5, 3, 3)
    b = board(1)
    assert len(b.colour) == 38
    assert b.colour_count == {"castle": 4, "mine": 3, "monastery": 6, "building": 12, "pasture": 6, "river": 6}
    cities = sorted(len(sp) for c, sp in b.areas if c == "building")
    assert cities == [1, 3, 3, 5]
    assert all(1 <= b.die[s] <= 6 for s in range(1, 38))


def test_cob_015_016_everyone_same_duchy_castle_on_central_six():
    # COB-015: all on duchy 1 (default) or all on duchy 2; COB-016: castle on the central dark-green 6
    for duchy in (1, 2):
        st = new(3, duchy=duchy)
        b = board(duchy)
        assert all(p["board"] == str(duchy) for p in st.data["players"])
        for p in st.data["players"]:
            assert p["duchy"][19] == "castle"
            assert sum(1 for x in p["duchy"] if x) == 1
        assert b.colour[19] == "castle" and b.die[19] == 6
    with pytest.raises(SetupError):
        new(2, duchy=11)


def test_cob_022_duchies_3_to_10_each_player_chooses_a_castle_space():
    # COB-022: a duchy without a fixed start space: each player in turn order picks a dark-green space
    st = new(2, duchy=7)
    d = st.data
    assert d["decision"] == "start_castle"
    first = d["active"]
    assert texts(st, first) == ["start 2", "start 3", "start 35", "start 36"]
    act(st, "start 35", first)
    second = d["active"]
    assert second != first and d["decision"] == "start_castle"
    act(st, "start 2", second)
    assert d["decision"] == "die_action" and d["active"] == d["order"][0]
    assert st.data["players"][first]["duchy"][35] == "castle"
    assert st.data["players"][second]["duchy"][2] == "castle"


def test_cob_022_random_duchy_each_player_a_different_board_and_chooses_its_side():
    # COB-022: a random board each (two sides to choose from), then side and castle space in turn order
    st = new(4, seed=3, duchy="random")
    d = st.data
    sides = [tuple(p["sides"]) for p in d["players"]]
    assert all(len(s) == 2 for s in sides)
    assert len([s for s in sides if s != ("1", "2")]) == len(set(s for s in sides if s != ("1", "2")))
    seat = d["active"]
    options = texts(st, seat)
    a, b = sides[seat]
    assert any(t.startswith(f"start {a}@") for t in options) and any(t.startswith(f"start {b}@") for t in options)
    pick = next(t for t in options if t.startswith(f"start {b}@"))
    act(st, pick, seat)
    p = d["players"][seat]
    assert p["board"] == b and "sides" not in p and p["duchy"][int(pick.split("@")[1])] == "castle"


def test_cob_018_one_silver_each():
    # COB-018
    st = new(4)
    assert [p["silver"] for p in st.data["players"]] == [1, 1, 1, 1]
    assert all(sum(p["vp"].values()) == 0 for p in st.data["players"])


def test_cob_019_020_021_workers_by_turn_order_and_bridge_stack():
    # COB-019 1-4 workers clockwise from the start player; COB-020 one stack, start player on top;
    # COB-021 the start player has the white die (acts first)
    for seed in range(6):
        st = new(4, seed=seed)
        d = st.data
        start = d["start_player"]
        order = [(start + i) % 4 for i in range(4)]
        assert [d["players"][s]["workers"] for s in order] == [1, 2, 3, 4]
        assert d["bridge"][0] == list(reversed(order))
        assert turn_order(d) == order
        assert d["active"] == start


def test_cob_030_031_033_034_phase_refill_clears_and_fills():
    # COB-030/COB-037 five phases of five rounds; COB-031 tiles left on the board go back to the box
    # (not to the stacks); COB-033/COB-034 refill every depot and black-depot space
    from rules.castles.engine import start_phase
    st = new(4)
    d = st.data
    assert all(all(t is not None for t in slots) for slots in d["depots"])
    assert len(d["black"]) == 8 and all(d["black"])
    before = sum(len(s) for s in d["stacks"].values())
    d["depots"][0][0] = None  # one tile was taken during phase A
    d["phase"] = 1
    start_phase(st, None)
    assert all(all(t is not None for t in slots) for slots in d["depots"])
    assert sum(len(s) for s in d["stacks"].values()) == before - 24 - 8


def test_cob_032_goods_stay_in_depots_across_phases():
    # COB-032
    from rules.castles.engine import start_phase
    st = new(2)
    d = st.data
    d["depot_goods"][2] = [4, 4]
    d["phase"] = 1
    start_phase(st, None)
    assert d["depot_goods"][2][:2] == [4, 4]


def test_cob_033_tile_colours_match_depot_spaces():
    # COB-033: every depot space gets a tile of its colour
    st = new(4)
    d = st.data
    for i, slots in enumerate(d["depots"]):
        assert [TILES[c]["colour"] for c in slots] == d["depot_types"][i]


def test_cob_035_036_phase_goods_laid_out():
    # COB-035: the phase's 5 goods on the round spaces (one already placed in round 1); COB-036 bonus A=10
    st = new(2)
    v = GAME.view(st, None)
    assert v["phase"] == "A" and v["phase_bonus"] == 10 and v["round"] == 1
    assert len(v["round_goods"]) == 4


def test_cob_180_181_two_players_use_inner_spaces_and_four_black():
    # COB-180/COB-181: 2 spaces per depot (12 in all) and 4 black-depot spaces
    st = new(2)
    d = st.data
    assert [len(x) for x in d["depots"]] == [2] * 6
    assert len(d["black"]) == 4
    assert d["depot_types"] == [["building", "river"], ["monastery", "castle"], ["pasture", "building"],
                                ["river", "building"], ["mine", "monastery"], ["building", "pasture"]]


def test_cob_182_241_three_players_use_marked_spaces():
    # COB-182: the spaces marked 3 too (3 per depot); COB-241: 6 black-depot spaces (single source)
    st = new(3)
    d = st.data
    assert [len(x) for x in d["depots"]] == [3] * 6
    assert len(d["black"]) == 6


def test_cob_183_three_player_depot_six_castle_or_mine():
    # COB-183: castle in phases A, C, E; mine in B, D
    from rules.castles.engine import start_phase
    st = new(3)
    d = st.data
    seen = []
    for phase in range(5):
        d["phase"] = phase
        start_phase(st, None)
        seen.append(d["depot_types"][5][2])
        assert TILES[d["depots"][5][2]]["colour"] == seen[-1]
    assert seen == ["castle", "mine", "castle", "mine", "castle"]
    # not with 4 players
    spaces4 = depot_spaces(4)[5]
    assert "three_player_phases" not in spaces4[2]


def test_cob_006_four_players_four_spaces_per_depot():
    # COB-006/COB-010: the 4-player side has 4 spaces per depot and 8 black spaces
    st = new(4)
    assert [len(x) for x in st.data["depots"]] == [4] * 6
    counts = Counter(t for types in st.data["depot_types"] for t in types)
    assert counts == {"building": 8, "river": 4, "pasture": 4, "monastery": 4, "castle": 2, "mine": 2}


def test_hidden_stacks_not_in_public_view():
    # COB-012/COB-013: face-down stacks (tiles and goods) are secret; only their sizes are shown
    st = new(4)
    v = GAME.view(st, None)
    assert "goods_pool" not in v and "stacks" not in v
    assert set(v["stack_sizes"]) == {"castle", "mine", "monastery", "building", "pasture", "river", "black"}
    assert not any(isinstance(x, list) for x in v["stack_sizes"].values())


def test_options_that_never_go_together_are_refused_before_anyone_joins():
    # COB-200, COB-231, COB-250: the border, team and solo duchies exclude each other and the duchy option
    for options in ({"team": "yes", "solo": "expert"}, {"team": "yes", "border_posts": True},
                    {"team": "expert", "duchy": 5}, {"solo": "expert", "inns": True}, {"target": 47, "duchy": 3},
                    {"border_posts": True, "duchy": "random"}):
        with pytest.raises(SetupError):
            GAME.check_options({**{s.key: s.default for s in GAME.options}, **options}, None)
    GAME.check_options({**{s.key: s.default for s in GAME.options}, "team": "yes", "shields": True}, None)


def test_the_opening_names_only_the_stand_ins_in_play():
    # issue 18: players are told which modules run on stand-in components, and only those
    from rules.core.text import english
    lines = [english(m) for m in GAME.opening(new(4, team="yes", inns=True))]
    stand = next(line for line in lines if line.startswith("Stand-ins"))
    assert "team duchy 12a" in stand and "12b" not in stand and "trade-route" not in stand and "border" not in stand
    assert "Modules: inns." in lines
    assert not any(line.startswith("Stand-ins") for line in map(english, GAME.opening(new(2, inns=True))))
