"""The solo game (RULES.md section 23): a table of one on duchy 13a (beginner) or 13b (expert).

Duchy 13a around the starting castle on space 7 (die 4): 3 building/6, 4 building/2, 6 pasture/2,
8 monastery/3, 10 river/3, 11 building/1. The castle spaces are 7, 18, 27, 29; the mines 2, 22, 30.
"""
import pytest

from bot.service import TableService
from rules.castles import GAME
from rules.castles import engine as E
from rules.castles import solo
from rules.castles.components import COLOURS, board
from rules.core.errors import SetupError
from rules.core.game import Context
from rules.core.text import english

from .helpers import act, cover, player, texts, turn


def new_solo(castle=7, seed=7, **options):
    """A game of one with its starting castle placed, at the start of the first round."""
    st = GAME.new(["Ann"], seed, options or None)
    act(st, f"start {castle}")
    return st


def at_turn(st, dice=(1, 2), silver=0, goods=None):
    """The solo player at the start of a turn with these dice (no silver: no VP purchase asked)."""
    p = turn(st, 0, dice)
    p["silver"] = silver
    if goods is not None:
        p["goods"] = [0, *goods]
    return p


def lines(applied):
    return [english(e.message, ["Ann"]) for e in applied.events]


# ---- setup ------------------------------------------------------------------------------------

def test_a_game_of_one_is_the_solo_game_on_the_two_player_central_board():  # COB-250
    st = GAME.new(["Ann"], 3)
    d = st.data
    assert GAME.min_players == 1 and "solo" in d
    assert player(st)["board"] == "13a"
    assert GAME.new(["Ann"], 3, {"solo": "expert"}).data["players"][0]["board"] == "13b"
    assert [len(slots) for slots in d["depots"]] == [2] * 6  # 12 hex spaces ...
    assert len(d["black"]) == 4  # ... + 4 in the black depot
    for bad in ({"shields": True}, {"inns": True}, {"duchy": 3}, {"team": "yes"}):
        with pytest.raises(SetupError):
            GAME.new(["Ann"], 3, bad)
    with pytest.raises(SetupError, match="game of one"):
        GAME.new(["Ann", "Bob"], 3, {"solo": "expert"})


def test_start_with_silver_workers_goods_and_a_castle_on_any_dark_green_space():  # COB-251
    st = GAME.new(["Ann"], 3)
    p = player(st)
    assert p["silver"] == 1 and p["workers"] == 2 and sum(p["goods"]) == 3
    assert texts(st) == ["start 7", "start 18", "start 27", "start 29"]  # every castle space of 13a
    expert = GAME.new(["Ann"], 3, {"solo": "expert"})
    assert texts(expert) == ["start 2", "start 7", "start 21", "start 37"]
    act(st, "start 27")
    assert p["duchy"][27] == "castle" and st.data["decision"] == "die_action"


def test_no_limit_on_goods_colours():  # COB-252
    st = new_solo()
    p = at_turn(st, dice=(3, 5), goods=[1, 1, 1, 0, 0, 0])  # three colours held already
    p["storage"] = ["ship"]
    st.data["depot_goods"] = [[], [], [], [], [4, 5, 6], []]
    act(st, "place ship@10")
    assert texts(st) == ["ship 5"]  # no "keep": everything fits
    act(st, "ship 5")
    assert p["goods"][1:] == [1, 1, 1, 1, 1, 1]


def test_the_vp_counter_starts_at_0_and_the_target_at_50_and_the_white_die_is_rolled():  # COB-253
    st = new_solo()
    view = GAME.view(st, 0)
    assert view["solo"] == {"level": "beginner", "counter": 0, "target": 50, "round_of_25": 1, "won": None}
    assert 1 <= view["white"] <= 6


def test_the_target_may_start_from_45_to_55_and_each_reset_moves_it_back_5():  # COB-268
    st = new_solo(target=53)
    assert st.data["solo"]["target"] == 53
    for bad in (44, 56):
        with pytest.raises(SetupError):
            GAME.new(["Ann"], 3, {"target": bad})
    solo.advance(st, 0, 53, Context())
    assert st.data["solo"]["target"] == 48
    assert GAME.view(st, 0)["solo"]["target"] == 48


# ---- rounds ---------------------------------------------------------------------------------------

def test_25_rounds_with_all_three_dice_rolled_then_the_game_ends():  # COB-254
    st = new_solo()
    rounds = 1  # the first began with the castle choice
    while not GAME.over(st):
        applied = GAME.apply(st, 0, GAME.default_action(st, 0))
        rounds += sum(1 for e in applied.events if e.message.get("key", "").startswith("Round {round} of phase"))
        d = st.data
        if not d["over"]:
            assert all(1 <= v <= 6 for v in d["dice"][0]) and 1 <= d["white"] <= 6
    assert rounds == 25
    assert GAME.view(st, 0)["solo"]["round_of_25"] == 25


def test_first_the_round_goods_go_to_the_white_die_depot():  # COB-255
    st = new_solo()
    d = st.data
    d["depot_goods"] = [[] for _ in range(6)]
    d["round_goods"] = [4, 2]
    E.start_round(st, Context())
    assert d["depot_goods"][d["white"] - 1] == [4]
    assert sum(len(g) for g in d["depot_goods"]) == 1


def test_then_the_first_tile_of_that_depot_leaves_the_game_else_the_next_depot_clockwise():  # COB-256
    st = new_solo()
    d = st.data
    d["depots"] = [["market", "ship"], ["mon3", "castle"], ["cow2", "bank"], ["ship", "bank"], ["mine", "mon5"],
                   ["bank", "pig2"]]
    d["white"] = 3  # top to bottom: the first listed space is the top one
    solo.remove_depot_tile(st, Context())
    assert d["depots"][2] == [None, "bank"]
    d["white"] = 4  # left to right: the first listed space is the left one
    solo.remove_depot_tile(st, Context())
    assert d["depots"][3] == [None, "bank"]
    d["depots"][5] = [None, None]
    d["white"] = 6  # empty: the next depot clockwise, 6 then 1
    solo.remove_depot_tile(st, Context())
    assert d["depots"][0] == [None, "ship"]
    d["depots"] = [[None, None] for _ in range(6)]
    solo.remove_depot_tile(st, Context())  # nothing anywhere: nothing leaves, no error


def test_the_round_start_removes_a_tile_after_the_goods():  # COB-255, COB-256
    st = new_solo()
    d = st.data
    before = sum(1 for slots in d["depots"] for c in slots if c)
    ctx = Context()
    E.start_round(st, ctx)
    keys = [e.message["key"] for e in ctx.events]
    assert keys[0].startswith("Round {round}") and keys[1] == "{tile} leaves the game from depot {depot}."
    assert sum(1 for slots in d["depots"] for c in slots if c) == before - 1


def test_then_the_two_die_actions():  # COB-257
    st = new_solo()
    assert st.data["decision"] == "die_action" and len(st.data["dice"][0]) == 2
    options = texts(st)
    for v in st.data["dice"][0]:
        assert f"workers {v}" in options


def test_actions_in_any_order():  # COB-266
    st = new_solo()
    p = at_turn(st, dice=(3, 5), silver=2)
    st.data["black"] = ["bank", None, None, None]
    assert "buy black bank" in texts(st)  # before the dice ...
    act(st, "workers 3")
    assert "buy black bank" in texts(st) and "workers 5" in texts(st)  # ... between them ...
    act(st, "buy black bank")
    act(st, "workers 5")
    assert p["storage"] == ["bank"] and p["workers"] == 2 + 4


# ---- the duchy ------------------------------------------------------------------------------------

def test_other_islands_only_along_drawn_rivers():  # COB-258
    st = new_solo()
    p = at_turn(st, dice=(1, 6))
    p["storage"] = ["ship"]
    assert "place ship@31" not in texts(st)  # river 31 lies on another island
    cover(st, 0, [1])  # river 1, on the castle's island, has a drawn river to 31
    assert "place ship@31" in texts(st)
    b = board("13a")
    assert 31 in b.neighbours[1] and (1, 31) in b.links


def test_a_drawn_river_does_not_join_two_areas():  # COB-269
    b = board("13a")
    assert b.area_of[1] != b.area_of[31]
    st = new_solo()
    p = at_turn(st, dice=(1, 1))
    cover(st, 0, [1])
    p["storage"] = ["ship"]
    act(st, "place ship@31")
    assert p["vp"]["areas"] == 1 + 10  # a completed area of one space in phase A, not one of two


# ---- ships --------------------------------------------------------------------------------------

def ship_with_goods(goods):
    st = new_solo()
    p = at_turn(st, dice=(3, 5), goods=goods)
    p["storage"] = ["ship"]
    st.data["depot_goods"] = [[1, 2], [], [4], [], [5, 6], []]
    st.data["black"] = ["mine", "bank", "mon7", None]
    act(st, "place ship@10")
    act(st, "ship 5")
    return st, p


def test_a_ship_takes_one_depot_then_all_other_goods_leave_the_game():  # COB-259
    st, p = ship_with_goods([1, 1, 1, 0, 0, 0])
    assert p["goods"][5] == 1 and p["goods"][6] == 1
    assert st.data["depot_goods"] == [[]] * 6


def test_right_after_a_ship_5_goods_buy_a_black_tile_stored_face_down():  # COB-260
    st, p = ship_with_goods([1, 1, 1, 0, 0, 0])
    assert st.data["decision"] == "solo_trade"
    assert texts(st) == ["trade bank", "trade mine", "trade mon7", "skip"]
    assert GAME.default_action(st, 0).text == "skip"
    act(st, "trade mine")
    assert texts(st) == ["give 1 2 3 5 6"]  # the only 5 goods there are
    act(st, "give 6 5 3 2 1")  # typed in any order
    assert p["storage"] == ["facedown"] and sum(p["goods"]) == 0
    assert st.data["black"] == [None, "bank", "mon7", None]
    assert GAME.view(st, 0)["tiles"]["facedown"]["kind"] == "facedown"
    assert not any(t.startswith("trade") for t in texts(st))  # only right after the ship


def test_the_trade_chooses_which_goods_and_may_be_declined():  # COB-260
    st, p = ship_with_goods([2, 0, 1, 0, 0, 0])
    act(st, "trade bank")
    assert texts(st) == ["give 1 1 3 5 6"]
    st, p = ship_with_goods([3, 0, 2, 0, 0, 0])
    act(st, "trade bank")
    assert "give 1 1 1 3 3" in texts(st) and "give 1 3 3 5 6" in texts(st)
    act(st, "give 1 1 1 3 3")
    assert p["goods"][1:] == [0, 0, 0, 0, 1, 1]
    st, p = ship_with_goods([1, 1, 1, 0, 0, 0])
    act(st, "skip")
    assert sum(p["goods"]) == 5 and p["storage"] == [] and st.data["decision"] == "die_action"


def test_no_trade_with_fewer_than_5_goods():  # COB-260
    st, p = ship_with_goods([1, 1, 0, 0, 0, 0])
    assert sum(p["goods"]) == 4 and st.data["decision"] == "die_action"


def test_a_face_down_tile_goes_on_any_colour_and_has_no_effect():  # COB-261
    st = new_solo()
    p = at_turn(st, dice=(3, 6))
    p["storage"] = ["facedown"]
    st.data["depot_goods"] = [[1], [], [], [], [], []]
    places = [t for t in texts(st) if t.startswith("place")]
    assert places == ["place facedown@8", "place facedown@10", "place facedown@3"]  # die, adjacency
    act(st, "place facedown@10")  # a river space: no ship's goods, no bridge, no trade
    assert st.data["decision"] == "die_action" and st.data["depot_goods"][0] == [1]
    assert p["vp"]["areas"] == 1 + 10  # it fills the space: the area is complete
    cover(st, 0, [2], "facedown")  # on a mine space: no silver at the phase end
    silver = p["silver"]
    E.end_phase(st, None)
    assert p["silver"] == silver


# ---- scoring ------------------------------------------------------------------------------------

def test_a_monastery_scores_at_once():  # COB-262
    st = new_solo()
    p = at_turn(st, dice=(3, 3))
    cover(st, 0, [3, 4], "watchtower")
    p["storage"] = ["mon17"]  # 4 VP per watchtower
    act(st, "place mon17@8")
    assert p["vp"]["monasteries"] == 8
    assert st.data["solo"]["counter"] == (1 + 10) + 8  # its area, then its points


def test_monastery_26_scores_3_per_colour_completed_so_far():  # COB-262
    st = new_solo()
    p = at_turn(st, dice=(3, 3))
    cover(st, 0, [18, 27, 29])  # with the starting castle: every castle space
    p["storage"] = ["mon26"]
    act(st, "place mon26@8")
    assert p["vp"]["monasteries"] == 3


def complete_castles(black=("mine", "bank", None, None)):
    """Ann places the last castle (space 29): every castle space is covered."""
    st = new_solo()
    p = at_turn(st, dice=(2, 2))
    cover(st, 0, [18, 27, 28])
    p["storage"] = ["castle"]
    st.data["black"] = list(black)
    act(st, "place castle@29")
    return st, p


def test_completing_a_colour_places_a_black_tile_instead_of_a_bonus():  # COB-263, COB-308
    st, p = complete_castles()
    assert st.data["decision"] == "castle_bonus_action"  # the castle's own effect first
    act(st, "workers")
    assert st.data["decision"] == "solo_black_place"
    options = texts(st)
    assert "place bank@26" in options and "place mine@30" in options
    assert "skip" not in options  # the first one is not optional
    assert "place bank@32" not in options and "place mine@26" not in options  # adjacency and colour apply
    used = list(st.data["used"])
    act(st, "place bank@26")
    assert st.data["used"] == used  # no die
    assert p["duchy"][26] == "bank" and st.data["black"] == ["mine", None, None, None]
    assert p["silver"] == 2  # its effect applies
    assert p["bonus"] == [] and p["vp"]["bonus"] == 0  # no bonus tile, no bonus VP
    assert GAME.view(st, 0)["bonus_left"] == {c: [] for c in COLOURS}


def test_a_black_tile_completing_another_colour_may_bring_another():  # COB-263
    st, p = complete_castles(("mine", "bank", "mon7", None))
    cover(st, 0, [2, 22])
    act(st, "workers")
    act(st, "place mine@30")  # every mine space now
    assert st.data["decision"] == "solo_black_place"
    assert "skip" in texts(st) and "place bank@26" in texts(st)
    act(st, "skip")
    assert st.data["decision"] == "die_action"


def test_vp_gained_move_the_counter_and_silver_may_buy_more():  # COB-264
    st = new_solo()
    p = at_turn(st, dice=(4, 1), silver=2, goods=[0, 0, 0, 3, 0, 0])
    st.data["solo"]["counter"] = 40
    act(st, "sell 4")  # 3 goods: 6 VP at the 2-player rate (COB-308), and 1 silver
    assert p["vp"]["sales"] == 6 and st.data["solo"]["counter"] == 46
    assert st.data["decision"] == "solo_buy_vp"
    assert texts(st) == ["vp 1", "vp 2", "vp 3", "skip"]  # 3 silver; at most up to the target
    assert GAME.default_action(st, 0).text == "skip"
    act(st, "vp 3")
    assert st.data["solo"]["counter"] == 49 and p["silver"] == 0
    assert st.data["decision"] == "die_action"


def test_no_purchase_without_silver():  # COB-264
    st = new_solo()
    p = at_turn(st, dice=(6, 1), silver=0)
    p["storage"] = ["watchtower"]
    act(st, "place watchtower@3")  # 4 VP
    assert st.data["solo"]["counter"] == 4 and st.data["decision"] == "die_action"


def test_reaching_the_target_resets_the_counter_moves_the_target_and_gives_an_action():  # COB-265
    st = new_solo()
    p = at_turn(st, dice=(4, 1), silver=5, goods=[0, 0, 0, 3, 0, 0])
    st.data["solo"]["counter"] = 45
    act(st, "sell 4")  # 6 VP: 51, the one past the target is lost
    s = st.data["solo"]
    assert (s["counter"], s["target"]) == (0, 45)
    assert st.data["decision"] == "solo_target_action"  # no purchase: the target was reached
    assert "workers" in texts(st)  # as for a castle: no die
    assert {t.split()[1] for t in texts(st) if t.startswith("take")} == {"1", "2", "3", "4", "5", "6"} - {
        str(i + 1) for i, slots in enumerate(st.data["depots"]) if not any(slots)}
    act(st, "workers")
    assert p["workers"] == 2 + 2 and st.data["decision"] == "die_action"


def test_a_purchase_that_reaches_the_target_also_resets_it():  # COB-264, COB-265
    st = new_solo()
    at_turn(st, dice=(4, 1), silver=4, goods=[0, 0, 0, 3, 0, 0])
    st.data["solo"]["counter"] = 40
    act(st, "sell 4")
    act(st, "vp 4")
    s = st.data["solo"]
    assert (s["counter"], s["target"]) == (0, 45) and st.data["decision"] == "solo_target_action"


def test_goods_sell_at_the_two_player_rate():  # COB-308
    st = new_solo()
    p = at_turn(st, dice=(2, 1), goods=[0, 4, 0, 0, 0, 0])
    act(st, "sell 2")
    assert p["vp"]["sales"] == 4 * 2


# ---- the end ------------------------------------------------------------------------------------

def test_covering_all_37_spaces_within_25_rounds_wins():  # COB-267
    st = new_solo()
    b = board("13a")
    p = at_turn(st, dice=(3, 3))
    cover(st, 0, [s for s in b.spaces if s not in (7, 8)])
    p["storage"] = ["mon3"]
    applied = act(st, "place mon3@8")
    assert GAME.over(st) and st.data["decision"] == "over"
    assert "Ann covers all 37 spaces in round 1 of 25: the solo game is won." in lines(applied)
    view = GAME.view(st, 0)
    assert view["solo"]["won"] is True
    res = GAME.final(st)
    assert res.scores == [37] and res.winners == [0] and res.breakdown == [{"spaces": 37}]
    assert english(res.outcome, ["Ann"]) == ("Solo game won on duchy 13a (beginner) with the target starting at 50: "
                                            "all 37 spaces covered in round 1.")
    line = TableService.final_line(["Ann"], res.as_dict(), [])
    assert line == ("Game over. Winner: Ann. Scores: Ann: 37. Solo game won on duchy 13a (beginner) with the target "
                    "starting at 50: all 37 spaces covered in round 1.")


def test_after_25_rounds_with_spaces_left_the_game_is_lost():  # COB-267, COB-268
    st = new_solo(target=47, solo="expert", castle=21)
    while not GAME.over(st):
        GAME.apply(st, 0, GAME.default_action(st, 0))
    view = GAME.view(st, 0)
    assert view["solo"]["won"] is False and view["solo"]["level"] == "expert"
    res = GAME.final(st)
    covered = 37 - sum(1 for c in player(st)["duchy"][1:] if c is None)
    assert res.scores == [covered] and res.winners == []
    assert english(res.outcome, ["Ann"]) == ("Solo game lost on duchy 13b (expert) with the target starting at 47: "
                                            f"{covered} of 37 spaces covered (the score).")
    assert "Winner: nobody" in TableService.final_line(["Ann"], res.as_dict(), [])


def test_resigning_loses():  # COB-267
    st = new_solo()
    GAME.resign(st, 0)
    assert GAME.over(st) and GAME.view(st, 0)["solo"]["won"] is False and GAME.final(st).winners == []


def test_the_opening_names_the_duchy_and_the_target():  # COB-253, COB-268
    st = GAME.new(["Ann"], 3, {"target": 45})
    assert [english(m, ["Ann"]) for m in GAME.opening(st)] == [
        "A game of one on duchy 13a (beginner): cover all 37 spaces within 25 rounds; the VP target starts at 45."]


def test_solo_moves_typed_in_italian():  # COB-260, COB-264
    st, p = ship_with_goods([3, 0, 2, 0, 0, 0])
    act(st, "scambia miniera")
    act(st, "dai turchese turchese rosa rosa turchese")
    assert p["storage"] == ["facedown"]
    st = new_solo()
    at_turn(st, dice=(4, 1), silver=3, goods=[0, 0, 0, 1, 0, 0])
    act(st, "vendi rosse")
    act(st, "compra 2 pv")
    assert st.data["solo"]["counter"] == 2 + 2
