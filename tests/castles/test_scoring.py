"""Completing areas and colours, end of phase, end of game, tie-breaks (RULES.md sections 11-13)."""
from rules.castles import GAME
from rules.castles.components import board
from rules.castles.scoring import result

from .helpers import act, cover, new, player, turn


def test_cob_120_121_122_completed_area_scores_size_plus_phase():
    # COB-120/COB-121/COB-122: river 16-17-18 of size 3 in phase A = 6 + 10
    st = new(2)
    p = turn(st, 0, dice=(6, 2))
    cover(st, 0, [16, 17])
    p["storage"] = ["ship"]
    st.data["depot_goods"] = [[] for _ in range(6)]
    act(st, "place ship@18")
    assert p["vp"]["areas"] == 16
    # a size-1 city in phase C: 1 + 6
    st = new(2)
    st.data["phase"] = 2
    p = turn(st, 0, dice=(3, 3))
    p["storage"] = ["watchtower"]
    act(st, "place watchtower@12")
    assert p["vp"]["areas"] == 7


def test_cob_121_area_table():
    # COB-121: 1, 3, 6, 10, 15, 21, 28, 36
    from rules.castles.duchy import area_points
    assert [area_points(n) for n in range(1, 9)] == [1, 3, 6, 10, 15, 21, 28, 36]


def test_cob_122_phase_bonus_by_phase():
    # COB-122: 10 / 8 / 6 / 4 / 2
    for phase, bonus in enumerate((10, 8, 6, 4, 2)):
        st = new(2)
        st.data["phase"] = phase
        p = turn(st, 0, dice=(3, 3))
        p["storage"] = ["bank"]
        act(st, "place bank@12")
        assert p["vp"]["areas"] == 1 + bonus


def test_cob_123_124_colour_bonus_first_large_second_small():
    # COB-123 first to cover a colour: large (5/6/7); COB-124 second: small (2/3/4); third nothing
    for n, large, small in ((2, 5, 2), (3, 6, 3), (4, 7, 4)):
        st = new(n)
        b = board(1)
        mines = [s for s in range(1, 38) if b.colour[s] == "mine"]  # 25, 30, 34
        for seat in range(min(n, 3)):
            cover(st, seat, [24, 29, 30, 34])
            p = turn(st, seat, dice=(4, 4))
            p["storage"] = ["mine"]
            act(st, "place mine@25", seat=seat)
            assert sorted(mines) == [25, 30, 34]
            got = p["vp"]["bonus"]
            assert got == [large, small, 0][seat]
        assert st.data["bonus_taken"]["mine"] == 2


def test_cob_304_starting_castle_scores_nothing_but_counts_as_covered():
    # COB-304: board 1's castle 19 is a 1-space area; no points at setup, yet it counts for the colour
    st = new(2)
    assert sum(player(st)["vp"].values()) == 0
    p = turn(st, 0, dice=(6, 6))
    cover(st, 0, [2, 3, 12, 13])
    p["storage"] = ["castle"]
    p["workers"] = 0
    act(st, "place castle@7")
    # area 2-3-7 completes (6 + 10) and the colour is complete with the start castle: large bonus 5
    assert p["vp"]["areas"] == 16 and p["vp"]["bonus"] == 5


def test_cob_125_score_has_no_cap():
    # COB-125: the 100/200 marker only helps the physical track; scores simply exceed 100
    st = new(2)
    player(st)["vp"]["sales"] = 250
    assert result(st).scores[0] >= 250


def test_cob_131_152_phase_end_monastery_two():
    # COB-131/COB-152/COB-305: at phase end (mine silver, then #2) gives 1 worker per mine besides the silver
    st = new(2)
    d = st.data
    cover(st, 0, [25, 30], "mine")
    cover(st, 0, [13], "mon2")
    p = player(st)
    s, w = p["silver"], p["workers"]
    d["round"] = 4
    turn(st, 1, dice=(1, 1))
    d["order"], d["turn"] = [0, 1], 1
    GAME.apply(st, 1, "end-turn")
    assert d["phase"] == 1
    assert p["silver"] == s + 2 and p["workers"] == w + 2


def test_cob_140_game_ends_after_phase_e():
    # COB-140: after the 5th round of phase E (with its mine income) the game is over
    st = new(2)
    d = st.data
    d["phase"], d["round"] = 4, 4
    cover(st, 0, [25], "mine")
    s = player(st)["silver"]
    turn(st, 1, dice=(1, 1))
    d["order"], d["turn"] = [0, 1], 1
    GAME.apply(st, 1, "end-turn")
    assert GAME.over(st) and d["decision"] == "over"
    assert player(st)["silver"] == s + 1
    assert GAME.current(st) == []


def test_cob_141_142_final_scoring_items():
    # COB-141: 1 per unsold goods, 1 per silver, 1 per 2 workers, VP monasteries; COB-142 storage: 0
    st = new(2)
    p = player(st)
    p["goods"] = [0, 2, 0, 1, 0, 0, 0]
    p["silver"] = 4
    p["workers"] = 7
    p["storage"] = ["mon26", "mon25"]
    p["vp"] = {"areas": 10, "livestock": 0, "sales": 0, "buildings": 0, "bonus": 5}
    p["bonus"] = [["mine", "large", 5]]
    cover(st, 0, [13], "mon26")  # 3 VP per bonus tile
    res = result(st)
    b = res.breakdown[0]
    assert b["goods"] == 3 and b["silver"] == 4 and b["workers"] == 3 and b["monasteries"] == 3
    assert res.scores[0] == 10 + 5 + 3 + 4 + 3 + 3


def test_cob_143_144_145_most_vp_then_empty_spaces_then_bridge():
    # COB-143 most VP; COB-144 tie: more empty spaces; COB-145 then further back on the bridge
    st = new(3)
    d = st.data
    for p in d["players"]:
        p["goods"], p["silver"], p["workers"] = [0] * 7, 0, 0
        p["vp"]["areas"] = 20
    d["players"][2]["vp"]["areas"] = 21
    assert result(st).winners == [2]
    d["players"][2]["vp"]["areas"] = 20
    cover(st, 0, [12])  # seat 0 has one empty space fewer
    d["bridge"] = [[1, 2], [0]] + [[] for _ in range(5)]  # order 0, 2, 1: seat 1 furthest back
    res = result(st)
    assert res.winners == [1] and res.ranking == [1, 2, 0]
