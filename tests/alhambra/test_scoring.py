"""Scoring rounds, walls, the end of the game and Dirk (sections H, I, J)."""
import pytest

from rules.alhambra import GAME, city, engine
from rules.alhambra.components import SCORING, TYPES, side_mask
from rules.alhambra.scoring import majority_points, round_building_points
from rules.core import Context, IllegalAction
from rules.core.text import english
from tests.alhambra.helpers import blank, money, new, stack, texts, tile


@pytest.mark.parametrize("ex", SCORING["tie_examples"], ids=lambda e: f"r{e['round']}-{e['type']}")
def test_alh_074_tie_examples_from_the_reference(ex):  # ALH-074
    table = SCORING["majority"][ex["type"]][ex["round"] - 1]
    assert majority_points(ex["counts"], table) == ex["points"]


def test_alh_073_points_table_pattern():  # ALH-073
    for t in TYPES:
        r1, r2, r3 = SCORING["majority"][t]
        assert r2[0] == r1[0] + 7 and r3[0] == r1[0] + 15
        assert r2[1:] == r1 and r3[1:] == r2


def test_alh_073_rounds_pay_one_two_three_places():  # ALH-073
    counts = {t: [0, 0, 0, 0] for t in TYPES}
    counts["tower"] = [3, 2, 1, 0]
    assert round_building_points(counts, 1) == [6, 0, 0, 0]
    assert round_building_points(counts, 2) == [13, 6, 0, 0]
    assert round_building_points(counts, 3) == [21, 13, 6, 0]
    # rulebook examples: round 1 chambers 4; round 3 pavilion 16/8/1
    counts = {t: [0, 0, 0] for t in TYPES}
    counts["chambers"] = [2, 1, 0]
    counts["pavilion"] = [3, 2, 1]
    assert round_building_points(counts, 1) == [4 + 1, 0, 0]
    assert round_building_points(counts, 3) == [19 + 16, 11 + 8, 1]


def test_alh_074_zero_tiles_take_no_place():  # ALH-074
    assert majority_points([0, 0, 1], [21, 13, 6]) == [0, 0, 21]
    assert majority_points([2, 1, 1, 1], [21, 13, 6]) == [21, 6, 6, 6]  # (13+6+0)/3 = 6


def test_alh_075_longest_outer_wall():  # ALH-075
    # fountain + a tile with N+E walls to its east: N and E form one wall of 2
    cs = {(0, 0): 0, (1, 0): side_mask("NE")}
    assert city.longest_wall(cs) == 2
    # back-to-back walls between neighbours are inner walls and do not count
    cs = {(0, 0): 0, (1, 0): side_mask("NE"), (2, 0): side_mask("WN")}
    assert sorted(city.outer_segments(cs)) == [((1, 0), (2, 0)), ((2, 0), (3, 0))]
    assert city.longest_wall(cs) == 2  # the two N walls join at corner (2,0); the E|W pair is inner
    # two separate walls: only the longest scores
    cs = {(0, 0): 0, (1, 0): side_mask("N"), (-1, 0): side_mask("NW"), (-1, 1): side_mask("W")}
    assert city.longest_wall(cs) == 3


def test_alh_076_closed_ring_counts_all_segments():  # ALH-076
    cs = {(0, 0): 0, (1, 0): side_mask("NES"), (0, -1): 0}
    # a single tile walled on all four sides is a ring of 4 (built with wall cards in play)
    ring = {(0, 0): 0, (5, 5): side_mask("NESW")}
    assert city.longest_wall(ring) == 4
    assert city.longest_wall(cs) == 3
    # a square of four tiles with the whole border walled: 8 segments, all joined
    sq = {(0, 0): side_mask("NW"), (1, 0): side_mask("NE"), (0, 1): side_mask("SW"), (1, 1): side_mask("ES")}
    assert city.longest_wall(sq) == 8
    # a ring plus a separate longer open wall elsewhere: the longer one wins
    two = dict(ring)
    two.update({(10, 0): side_mask("N"), (11, 0): side_mask("N"), (12, 0): side_mask("N"), (13, 0): side_mask("N"),
                (14, 0): side_mask("N")})
    assert city.longest_wall(two) == 5


def scoring_position(n=3):
    st = blank(new(n))
    return st


def do_score(st, rnd):
    ctx = Context()
    engine.score_round(st, rnd, ctx)
    return ctx


def test_alh_072_only_the_alhambra_counts():  # ALH-072, ALH-053
    st = scoring_position()
    ps = st.data["players"]
    ps[0]["grid"] += [[1, 0, tile("tower", 11)]]
    ps[1]["reserve"] = [tile("tower", 12), tile("tower", 10, "W")]
    do_score(st, 1)
    assert [p["score"] for p in ps] == [6, 0, 0]


def test_alh_077_scores_accumulate_with_walls_each_round():  # ALH-075, ALH-077
    st = scoring_position()
    ps = st.data["players"]
    ps[0]["grid"] += [[1, 0, tile("tower", 9, "NE")]]
    do_score(st, 1)
    assert ps[0]["score"] == 6 + 2
    do_score(st, 2)
    assert ps[0]["score"] == 8 + 13 + 2
    assert ps[0]["parts"] == {"buildings": 19, "walls": 4, "residents": 0}


def test_alh_071_scoring_card_scores_before_next_turn_with_placed_tiles():  # ALH-071, ALH-023
    st = blank(new(3))
    d = st.data
    G = tile("garden", 10)
    d["market"][0] = G
    d["display"] = [money("blue", 9), money("green", 1), money("green", 2), money("green", 3)]
    d["deck"] = stack(money("yellow", 4), money("yellow", 5), 101)  # the top is the end of the list
    p = d["players"][0]
    p["hand"] = [money("blue", 1), money("blue", 9)]
    GAME.apply(st, 0, "buy garden 10 with blue 1+blue 9")
    GAME.apply(st, 0, "take green 1")
    GAME.apply(st, 0, f"place {G} at 1,0")
    # the scoring card left the game, the display was refilled to 4, and the new garden counted
    assert d["rounds"] == 1 and sum(d["deck"], []) == [money("yellow", 4)]
    assert sorted(d["display"]) == sorted([money("blue", 9), money("green", 2), money("green", 3), money("yellow", 5)])
    assert p["score"] == 5 and d["turn"] == 1


def test_alh_080_081_leftovers_to_strictly_richest_then_round_3():  # ALH-080, ALH-081, ALH-082, ALH-083
    st = blank(new(3))
    d = st.data
    d["bag"] = []
    G = tile("garden", 10)
    T = tile("tower", 11)
    P = tile("pavilion", 8)
    S = tile("seraglio", 9)
    d["market"] = [G, T, P, S]
    ps = d["players"]
    ps[0]["hand"] = [money("orange", 9), money("blue", 2)]
    ps[1]["hand"] = [money("blue", 5), money("green", 3)]
    ps[2]["hand"] = [money("blue", 5), money("green", 1), money("green", 2), money("yellow", 1)]
    d["display"] = [money("yellow", 9), money("yellow", 8), money("yellow", 7), money("yellow", 6)]
    GAME.apply(st, 0, "buy pavilion 8 with orange 9")
    GAME.apply(st, 0, f"place {P} at 1,0")
    # the market cannot be refilled: the game ends after this turn
    assert d["final"]
    # blue: 2 / 5 / 5 -> tie, stays; green: 0/3/3 -> tie; yellow: only Cid -> Cid
    assert d["market"][0] == G and d["market"][1] == T
    assert GAME.current(st) == [2] and ps[2]["pending"] == [S]
    GAME.apply(st, 2, f"place {S} at 1,0")
    assert GAME.over(st)
    assert d["rounds"] == 3
    res = GAME.final(st)
    assert res.scores == [16, 0, 17]  # pavilion 16, seraglio 17 in round 3
    assert res.winners == [2]


def test_alh_081_nobody_with_money_gets_nothing():  # ALH-081
    st = blank(new(3))
    d = st.data
    d["bag"] = []
    d["market"] = [tile("garden", 10), None, None, None]
    d["display"] = [money("yellow", 9)]
    GAME.apply(st, 0, "take yellow 9")
    assert GAME.over(st) and d["market"][0] == tile("garden", 10)


def test_alh_083_equal_totals_share_the_win():  # ALH-083
    st = blank(new(3))
    for p in st.data["players"]:
        p["score"] = 10
    st.data["players"][2]["score"] = 3
    res = GAME.result(st)
    assert res.winners == [0, 1] and res.ranking[-1] == 2


def test_alh_084_bag_empty_before_scoring_cards_goes_to_round_3():  # ALH-084
    st = blank(new(3))
    d = st.data
    d["bag"] = []
    d["display"] = [money("yellow", 9)] + d["display"][1:]
    p0 = d["players"][0]
    p0["grid"] += [[1, 0, tile("tower", 11)]]
    d["market"] = [None, tile("garden", 10), None, None]
    GAME.apply(st, 0, "take yellow 9")
    assert GAME.over(st) and d["rounds"] == 3 and p0["score"] >= 21


def test_alh_085_empty_deck_reshuffles_discards():  # ALH-085
    st = blank(new(3))
    d = st.data
    d["deck"] = []
    d["discard"] = [money("blue", 1), money("blue", 2), money("green", 3)]
    d["display"] = [money("yellow", 9), money("yellow", 8), money("yellow", 7), money("yellow", 6)]
    GAME.apply(st, 0, "take yellow 9")
    assert len(d["display"]) == 4 and d["discard"] == [] and sum(map(len, d["deck"])) == 2


def test_alh_086_last_turn_still_refills_display_and_scores():  # ALH-086, ALH-070
    st = blank(new(3))
    d = st.data
    d["bag"] = []
    d["market"] = [None, None, None, None]
    d["display"] = [money("yellow", 9), money("yellow", 8), money("yellow", 7), money("yellow", 6)]
    d["deck"] = stack(money("blue", 1), 102, 101)
    d["players"][0]["grid"] += [[1, 0, tile("tower", 11)]]
    GAME.apply(st, 0, "take yellow 9")
    assert GAME.over(st)
    # rounds 1, 2 and 3 all scored for the single tower: 6 + 13 + 21
    assert d["players"][0]["parts"]["buildings"] == 40


def test_alh_093_094_095_dirk_scores_and_draws():  # ALH-093, ALH-094, ALH-095
    st = blank(new(2))
    d = st.data
    d["dirk"] = [tile("tower", 11), tile("tower", 12)]
    d["players"][0]["grid"] += [[1, 0, tile("tower", 13, "E")]]
    d["bag"] = list(range(1, 23))
    do_score(st, 1)
    assert d["dirk_score"] == 6 and d["players"][0]["parts"]["buildings"] == 0  # Dirk has more towers
    assert len(d["dirk"]) == 2 + 6 and len(d["bag"]) == 16  # ALH-094
    do_score(st, 2)
    assert len(d["bag"]) == 16 - 16 // 3  # ALH-095: a third, rounded down
    assert d["players"][0]["parts"]["walls"] == 2  # players score walls, Dirk never does


def test_alh_096_099_bought_tile_may_go_to_dirk_tile_by_tile():  # ALH-096, ALH-099
    st = blank(new(2))
    d = st.data
    G, T = tile("garden", 10), tile("tower", 11)
    d["market"] = [G, T, None, None]
    d["bag"] = list(range(1, 10))
    d["dirk"] = []
    p = d["players"][0]
    p["hand"] = [money("blue", 9), money("blue", 1), money("green", 9), money("green", 2)]
    GAME.apply(st, 0, "buy garden 10 with blue 1+blue 9")
    with pytest.raises(IllegalAction, match="^The buildings you bought are placed, or given to Dirk, once your "
                                            "actions are over: type end turn first.$"):
        GAME.apply(st, 0, f"dirk {G}")
    GAME.apply(st, 0, "buy tower 11 with green 2+green 9")
    GAME.apply(st, 0, "end")  # as the button reads: End turn
    assert f"dirk {G}" in texts(st) and f"dirk {T}" in texts(st)
    with pytest.raises(IllegalAction, match="^Only a building bought this turn goes to Dirk.$"):
        GAME.apply(st, 0, f"dirk {G + 1}")
    GAME.apply(st, 0, f"dirk {G}")
    GAME.apply(st, 0, f"place {T} at 1,0")
    assert d["dirk"] == [G] and [1, 0, T] in p["grid"]
    with pytest.raises(IllegalAction, match="^A building goes to Dirk only right after you bought it"):
        GAME.apply(st, 1, f"dirk {T}")


def test_alh_091_no_dirk_option_with_three_players():  # ALH-091, ALH-096
    st = blank(new(3))
    st.data["decision"] = "place_bought"
    st.data["players"][0]["pending"] = [tile("garden", 10)]
    assert not any(t.startswith("dirk") for t in texts(st))
    with pytest.raises(IllegalAction, match="^Dirk, the neutral player, plays only in games of two players.$"):
        GAME.apply(st, 0, f"dirk {tile('garden', 10)}")


def test_alh_097_dirk_cannot_win():  # ALH-097
    st = blank(new(2))
    st.data["dirk_score"] = 99
    st.data["players"][0]["score"] = 5
    res = GAME.result(st)
    assert res.winners == [0] and "Dirk" in english(res.tiebreak_note)


def test_alh_098_dirk_takes_what_is_left():  # ALH-098
    st = blank(new(2))
    st.data["bag"] = [1, 2, 3]
    st.data["dirk"] = []
    do_score(st, 1)
    assert st.data["bag"] == [] and len(st.data["dirk"]) == 3
