"""The shields module ("Gli Scudi", RULES.md section 24), board 1: castles on 2, 3, 7 and the starting 19;
mines 25, 30, 34; building 12 and pasture 28 are 1-space areas."""
import pytest

from rules.castles import GAME
from rules.castles import duchy as D
from rules.castles import engine as E
from rules.castles.italian import canonical
from rules.castles.scoring import result
from rules.core import IllegalAction
from rules.core.text import english

from .helpers import act, cover, new, player, set_depot, texts, turn


def shields_game(n=2, seed=7):
    st = new(n, seed, shields=True)
    st.data["depot_shields"] = [[] for _ in range(6)]
    return st


def give(st, seat, number, space=19):
    player(st, seat)["shields"].append({"number": number, "space": space})


def held(st, seat=0):
    return sorted(s["number"] for s in player(st, seat)["shields"])


def to_phase_end(st, last=1):
    """The last turn of the phase's last round, played by `last`, ends now."""
    d = st.data
    turn(st, last)
    d["order"] = [s for s in range(st.n) if s != last] + [last]
    d["turn"] = st.n - 1
    d["round"] = 4
    act(st, "end-turn", last)


def test_cob_280_setup_by_player_count_face_up_never_replenished():
    # COB-280: 2 players one per depot; 3 players 1 on depots 1, 3, 5 and 2 on 2, 4, 6; 4 players two each
    for n, counts in ((2, [1] * 6), (3, [1, 2, 1, 2, 1, 2]), (4, [2] * 6)):
        for seed in range(3):
            st = new(n, seed, shields=True)
            shields = st.data["depot_shields"]
            assert [len(x) for x in shields] == counts
            numbers = [s for x in shields for s in x]
            assert len(set(numbers)) == len(numbers) and all(1 <= s <= 18 for s in numbers)
            assert GAME.view(st, 0)["depot_shields"] == shields  # face up
            assert all(p["shields"] == [] for p in st.data["players"])
    assert "depot_shields" not in new(2).data  # the module is off by default
    # shields are never replenished: a new phase refills tiles, not shields
    st = new(2, shields=True)
    st.data["depot_shields"][2] = []
    E.fill_phase(st, None)
    assert st.data["depot_shields"][2] == []


def test_cob_281_a_pair_takes_a_shield_instead_of_both_actions():
    # COB-281: two unused dice showing the same number take one shield from that depot; the rulebook's
    # example: 2 workers turn a 3 into a 5, for two 5s
    st = shields_game()
    st.data["depot_shields"][4] = [5]
    st.data["depot_shields"][2] = [9]
    p = turn(st, 0, dice=(3, 5))
    p["workers"], p["silver"] = 2, 2
    st.data["black"] = ["bank", None, None, None]  # a purchase keeps the turn open
    assert not any(t.startswith("shield") for t in texts(st))
    act(st, "adjust 3 to 5")
    assert p["workers"] == 0
    assert "shield 5 5" in texts(st) and "shield 3 9" not in texts(st)
    act(st, "shield 5 5")
    assert st.data["used"] == [True, True]  # instead of both actions
    assert sorted(texts(st)) == ["buy black bank", "end-turn"]
    assert held(st) == [5] and st.data["depot_shields"][4] == []
    # one die already used: no shield
    turn(st, 0, dice=(3, 3))
    st.data["depot_shields"][2] = [6]
    act(st, "workers 3")
    assert not any(t.startswith("shield") for t in texts(st))


def test_cob_282_on_a_castle_without_shield_or_replacing_one():
    # COB-282: a castle without a shield, or one of the player's shields is replaced and leaves the game
    st = shields_game()
    cover(st, 0, [7], "castle")
    st.data["depot_shields"][1] = [2, 14]
    turn(st, 0, dice=(2, 2))
    act(st, "shield 2 14")
    assert st.data["decision"] == "shield_castle"
    assert sorted(texts(st)) == ["castle 19", "castle 7"]
    act(st, "castle 7")
    assert player(st)["shields"] == [{"number": 14, "space": 7}]
    turn(st, 0, dice=(2, 2))
    act(st, "shield 2 2")
    act(st, "castle 7")  # replaces 14
    assert player(st)["shields"] == [{"number": 2, "space": 7}]
    assert 14 not in [s for x in st.data["depot_shields"] for s in x]  # out of the game
    # as many shields as castles: the only castle (19 here) holds one shield at a time
    st = shields_game()
    give(st, 0, 12)
    st.data["depot_shields"][0] = [1]
    turn(st, 0, dice=(1, 1))
    act(st, "shield 1 1")  # one castle: no question, the old shield goes
    assert held(st) == [1]


def test_cob_283_upkeep_before_mine_income_unpaid_shields_leave():
    # COB-283: 1 silver per shield before mine income; a shield not paid for leaves the game
    st = shields_game()
    cover(st, 0, [25], "mine")
    give(st, 0, 9)
    player(st)["silver"] = 0
    to_phase_end(st)
    assert held(st) == []  # nothing to pay with: the mine's silver comes after the upkeep
    assert player(st)["silver"] == 1
    # silver enough: the player is asked, and may keep or give up each shield
    st = shields_game()
    give(st, 0, 9)
    give(st, 0, 17, 7)
    cover(st, 0, [7], "castle")
    player(st)["silver"] = 1
    to_phase_end(st)
    assert st.data["decision"] == "shield_upkeep" and st.data["active"] == 0
    assert sorted(texts(st)) == ["discard shield 17", "discard shield 9"]  # 1 silver for 2 shields
    assert [a.text for a in GAME.actions(st, 0) if a.default] == ["discard shield 17"]  # the lowest VP goes
    act(st, "discard shield 17")
    assert texts(st)[0] == "pay"
    act(st, "pay")
    assert held(st) == [9] and player(st)["silver"] == 0
    assert st.data["phase"] == 1 and st.data["decision"] == "die_action"


def test_cob_284_final_scoring_printed_vp():
    # COB-284: 12 for 1-6, 8 for 7-12, 4 for 13-18
    st = shields_game()
    for n in (2, 8, 14):
        give(st, 0, n)
    res = result(st)
    assert res.breakdown[0]["shields"] == 12 + 8 + 4
    assert res.breakdown[1]["shields"] == 0
    assert "shields" not in result(new(2)).breakdown[0]


def test_cob_285_shield_1_all_pastures_one_pasture():
    # COB-285: the cows on 11 (another pasture area) score again with the cows placed on 28
    for shield, vp in ((1, 3 + 2), (None, 3)):
        st = shields_game()
        cover(st, 0, [11], "cow2")
        cover(st, 0, [27], "bank")
        if shield:
            give(st, 0, shield)
        p = turn(st, 0, dice=(2, 5))
        p["storage"] = ["cow3"]
        act(st, "place cow3@28")
        assert p["vp"]["livestock"] == vp


def test_cob_286_shield_2_a_worker_per_gain_of_another_player():
    # COB-286 (reading: once per gain event): P1 holds shield 2
    st = shields_game()
    give(st, 1, 2)
    p1 = player(st, 1)
    w = p1["workers"]
    turn(st, 0, dice=(1, 3))
    act(st, "workers 1")
    assert p1["workers"] == w + 1
    player(st)["storage"] = ["boarding"]
    act(st, "place boarding@12")  # 4 workers in one gain: still 1
    assert p1["workers"] == w + 2
    turn(st, 1, dice=(1, 3))
    act(st, "workers 1", 1)  # its own gain gives nothing more
    assert p1["workers"] == w + 4


def test_cob_287_shield_3_workers_pay_upkeep():
    # COB-287: workers, silver or a mix
    st = shields_game()
    give(st, 0, 3)
    give(st, 0, 9, 7)
    cover(st, 0, [7], "castle")
    p = player(st)
    p["silver"], p["workers"] = 1, 2
    to_phase_end(st)
    assert sorted(texts(st)) == ["discard shield 3", "discard shield 9", "pay with 1 worker",
                                 "pay with 2 workers"]  # 1 silver: a worker at least
    act(st, "pay with 1 worker")
    assert held(st) == [3, 9] and p["silver"] == 0 and p["workers"] == 1
    # without shield 3 workers do not pay
    st = shields_game()
    give(st, 0, 9)
    p = player(st)
    p["silver"], p["workers"] = 0, 5
    to_phase_end(st)
    assert held(st) == [] and p["workers"] == 5


def test_cob_288_shield_4_unlimited_storage():
    # COB-288: a fourth stored tile needs no discard; losing the shield leaves 3 spaces (reading)
    st = shields_game()
    give(st, 0, 4)
    p = turn(st, 0, dice=(2, 5))
    p["storage"] = ["bank", "mine", "ship"]
    set_depot(st, 2, ["castle", None])
    act(st, "take 2 castle")
    assert st.data["decision"] == "die_action" and len(p["storage"]) == 4
    st.data["depot_shields"][0] = [1]
    turn(st, 0, dice=(1, 1))
    act(st, "shield 1 1")  # replaces shield 4
    assert st.data["decision"] == "storage_overflow"
    act(st, "discard mine")
    assert p["storage"] == ["bank", "ship", "castle"] and st.data["decision"] == "die_action"


def test_cob_289_shield_5_ship_also_takes_a_colour_from_every_depot():
    # COB-289: after the depot's goods, every goods tile of one named colour from all depots
    st = shields_game()
    give(st, 0, 5)
    p = turn(st, 0, dice=(2, 2))
    p["goods"] = [0] * 7
    p["storage"] = ["ship"]
    st.data["depot_goods"] = [[1], [], [4, 2], [], [4], [6]]
    act(st, "place ship@18")
    act(st, "ship 1")
    assert st.data["decision"] == "shield_goods"
    assert sorted(texts(st)) == ["goods 2", "goods 4", "goods 6", "skip"]
    act(st, "goods 4")
    assert p["goods"][1] == 1 and p["goods"][4] == 2 and p["goods"][2] == 0
    assert st.data["depot_goods"] == [[], [], [2], [], [], [6]]


def test_cob_290_shield_6_another_players_monasteries_work_for_you():
    # COB-290: chosen after taking it; present and future monasteries; their end VP too; ends with the shield
    st = shields_game(3)
    cover(st, 1, [13], "mon13")  # taking workers: +1 silver
    cover(st, 1, [31], "mon26")  # end: 3 VP per bonus tile
    st.data["depot_shields"][0] = [6]
    turn(st, 0, dice=(1, 1))
    act(st, "shield 1 6")
    assert st.data["decision"] == "shield6_player" and sorted(texts(st)) == ["share 2", "share 3"]
    act(st, "share 2")
    p = player(st)
    assert p["shield6_of"] == 1 and GAME.view(st, 0)["players"][0]["shield6_of"] == 1
    s = p["silver"]
    turn(st, 0, dice=(1, 2))
    act(st, "workers 1")
    assert p["silver"] == s + 1
    p["bonus"] = [["mine", "large", 5]]  # P1's monastery 26 counts P0's bonus tiles
    assert result(st).breakdown[0]["monasteries"] == 3
    # losing the shield ends it all
    st.data["depot_shields"][1] = [2]
    turn(st, 0, dice=(2, 2))
    act(st, "shield 2 2")
    assert "shield6_of" not in p and not D.has_mon(p, 13)
    assert result(st).breakdown[0]["monasteries"] == 0


def test_cob_290_shield_6_future_monasteries_and_two_players():
    # COB-290: a monastery the chosen player places later works too; with one other player no question
    st = shields_game(2)
    st.data["depot_shields"][0] = [6]
    turn(st, 0, dice=(1, 1))
    act(st, "shield 1 6")
    p = player(st)
    assert st.data["decision"] == "die_action" and p["shield6_of"] == 1
    q = turn(st, 1, dice=(1, 2))
    q["storage"] = ["mon14"]
    act(st, "place mon14@13", 1)
    turn(st, 0, dice=(3, 2))
    w = p["workers"]
    act(st, "workers 3")
    assert p["workers"] == w + 4  # monastery 14 of P1: 4 workers


def test_cob_291_shield_7_bonus_tiles_score_double():
    # COB-291
    st = shields_game()
    give(st, 0, 7)
    player(st)["bonus"] = [["mine", "large", 5], ["river", "small", 2]]
    assert result(st).breakdown[0]["shields"] == 8 + 5 + 2


def test_cob_292_shield_8_mine_income_doubled():
    # COB-292: after the upkeep (COB-305)
    st = shields_game()
    give(st, 0, 8)
    cover(st, 0, [25, 30], "mine")
    player(st)["silver"] = 1
    to_phase_end(st)
    act(st, "pay")
    assert player(st)["silver"] == 4


def test_cob_293_shield_9_silver_per_tile_sold():
    # COB-293: 1 silver per goods tile instead of 1 per sale
    st = shields_game()
    give(st, 0, 9)
    p = turn(st, 0, dice=(2, 5))
    p["goods"] = [0, 0, 3, 0, 0, 0, 0]
    s = p["silver"]
    act(st, "sell 2")
    assert p["silver"] == s + 3


def test_cob_294_shield_10_monasteries_score_double():
    # COB-294
    st = shields_game()
    give(st, 0, 10)
    cover(st, 0, [13], "mon26")
    player(st)["bonus"] = [["mine", "large", 5]]
    b = result(st).breakdown[0]
    assert b["monasteries"] == 3 and b["shields"] == 8 + 3


def test_cob_295_shield_11_castle_action_takes_a_shield():
    # COB-295 (reading: from any depot, the castle's action is a die of any value)
    st = shields_game()
    give(st, 0, 11)
    st.data["depot_shields"][3] = [4]
    st.data["depot_shields"][5] = [16]
    p = turn(st, 0, dice=(6, 1))
    p["storage"] = ["castle"]
    cover(st, 0, [12], "bank")
    act(st, "place castle@7")
    assert {"shield 4 4", "shield 6 16"} <= set(texts(st))
    act(st, "shield 6 16")
    act(st, "castle 7")
    assert held(st) == [11, 16]
    # without shield 11 the castle offers none
    st = shields_game()
    st.data["depot_shields"][3] = [4]
    p = turn(st, 0, dice=(6, 1))
    p["storage"] = ["castle"]
    cover(st, 0, [12], "bank")
    act(st, "place castle@7")
    assert not any(t.startswith("shield") for t in texts(st))


def test_cob_296_shield_12_sale_vp_doubled():
    # COB-296: 2 VP per tile with 2 players, doubled
    st = shields_game()
    give(st, 0, 12)
    p = turn(st, 0, dice=(2, 5))
    p["goods"] = [0, 0, 3, 0, 0, 0, 0]
    act(st, "sell 2")
    assert p["vp"]["sales"] == 12


def test_cob_297_shield_13_every_shield_doubled():
    # COB-297: this one included
    st = shields_game()
    give(st, 0, 1)
    give(st, 0, 13, 7)
    assert result(st).breakdown[0]["shields"] == (12 + 4) * 2


def test_cob_298_305_shield_14_tile_from_a_numbered_depot_at_phase_end():
    # COB-298 (colour and adjacency apply, no die); COB-305: right after the last turn, before upkeep
    # (the bank's silver pays it), the area scores the ending phase's bonus; COB-131
    st = shields_game()
    give(st, 1, 14)
    p1 = player(st, 1)
    p1["silver"] = 0
    set_depot(st, 2, ["bank", "mine"])
    set_depot(st, 4, ["mon3", None])
    to_phase_end(st, last=0)
    d = st.data
    assert d["decision"] == "shield_tile" and d["active"] == 1 and d["phase"] == 0
    t = texts(st, 1)
    assert "place bank@12 from 2" in t and "place mine@25 from 2" in t
    assert "place mine@34 from 2" not in t  # not next to a placed tile
    assert "place mon3@13 from 4" in t
    act(st, "place bank@12 from 2", 1)
    assert p1["duchy"][12] == "bank" and d["depots"][1][0] is None
    assert p1["vp"]["areas"] == 1 + 10  # phase A's bonus
    assert d["decision"] == "shield_upkeep" and d["active"] == 1  # paid with the bank's silver
    act(st, "pay", 1)
    assert p1["silver"] == 1 and held(st, 1) == [14]
    assert d["phase"] == 1 and d["decision"] == "die_action" and d["active"] == E.turn_order(d)[0]


def test_cob_299_shield_15_tile_from_the_black_depot_at_phase_end():
    # COB-299: as 14, from the black depot only; a castle placed so gives its action at once
    st = shields_game()
    give(st, 0, 15)
    st.data["black"] = ["castle", "mine", None, None]
    set_depot(st, 2, ["bank", None])
    to_phase_end(st)
    assert st.data["decision"] == "shield_tile"
    assert sorted(texts(st)) == ["place mine@25 from black"]  # no castle space touches the duchy
    act(st, "place mine@25 from black")
    assert player(st)["duchy"][25] == "mine" and st.data["black"][1] is None


def test_cob_300_shield_16_set_a_die_once_per_turn():
    # COB-300 (reading: once a turn, an unused die)
    st = shields_game()
    give(st, 0, 16)
    turn(st, 0, dice=(1, 4))
    assert "set 1 to 6" in texts(st) and "set 4 to 4" not in texts(st)
    act(st, "set 1 to 4")
    assert st.data["dice"][0] == [4, 4]
    assert not any(t.startswith("set ") for t in texts(st))
    E.begin_turn(st, 0)
    assert any(t.startswith("set ") for t in texts(st))
    st = shields_game()
    turn(st, 0, dice=(1, 4))
    assert not any(t.startswith("set ") for t in texts(st))


def test_cob_301_shield_17_areas_one_size_larger():
    # COB-301: a 1-space area scores as 2 (3 VP) plus the phase bonus; never beyond 8
    st = shields_game()
    give(st, 0, 17)
    p = turn(st, 0, dice=(3, 5))
    p["storage"] = ["bank"]
    act(st, "place bank@12")
    assert p["vp"]["areas"] == 3 + 10
    # the rulebook's example: an area of 3 (6 VP) scores as one of 4 (10 VP)
    cover(st, 0, [25, 30], "mine")
    p = turn(st, 0, dice=(3, 5))
    p["storage"] = ["mine"]
    act(st, "place mine@34")
    assert p["vp"]["areas"] == 3 + 10 + 10 + 10
    assert D.scored_size(p, 8) == 8


def test_cob_302_shield_18_place_without_adjacency():
    # COB-302
    st = shields_game()
    p = turn(st, 0, dice=(3, 5))
    p["storage"] = ["mine"]
    assert "place mine@34" not in texts(st)
    give(st, 0, 18)
    assert "place mine@34" in texts(st)
    act(st, "place mine@34")
    assert p["duchy"][34] == "mine"


def test_phase_end_asks_each_estate_in_turn_order_and_restores_the_turns():
    # COB-305, COB-131: upkeep for every estate holding shields, asked of that player, then the next phase
    st = shields_game(3)
    for seat in range(3):
        give(st, seat, 7 + seat)
        player(st, seat)["silver"] = 2
    to_phase_end(st, last=2)
    d = st.data
    asked = []
    while d["decision"] == "shield_upkeep":
        asked.append(d["active"])
        act(st, "pay", d["active"])
    assert sorted(asked) == [0, 1, 2] and d["phase"] == 1
    assert all(held(st, s) for s in range(3))


def test_the_view_shows_the_shields():
    st = shields_game(3)
    st.data["depot_shields"][0] = [3]
    give(st, 1, 13)
    view = GAME.view(st, 0)
    assert view["depot_shields"] == [[3], [], [], [], [], []]
    assert view["players"][1]["shields"] == [{"number": 13, "space": 19}]
    assert view["players"][0]["shields"] == [] and view["players"][0]["shield6_of"] is None
    assert set(view["shield_info"]) == {"3", "13"}
    assert view["shield_info"]["3"]["vp"] == 12 and view["shield_info"]["13"]["vp"] == 4
    assert english(view["shield_info"]["13"]["text"]) == "end: every shield scores double"
    assert "depot_shields" not in GAME.view(new(2), 0)


def test_a_refused_shield_says_why():
    st = shields_game()
    st.data["depot_shields"][2] = [5]
    turn(st, 0, dice=(3, 4))
    with pytest.raises(IllegalAction) as err:
        act(st, "shield 3 5")
    assert "both your dice" in english(err.value.message)


@pytest.mark.parametrize("typed, canon", [
    ("scudo 3 7", "shield 3 7"),
    ("prendi lo scudo 7 dal deposito 3", "shield 3 7"),
    ("castello 19", "castle 19"),
    ("paga", "pay"),
    ("paga con 2 lavoratori", "pay with 2 workers"),
    ("scarta scudo 7", "discard shield 7"),
    ("condividi 2", "share 2"),
    ("merci rosse", "goods 4"),
    ("imposta 3 a 5", "set 3 to 5"),
    ("piazza banca@26 dal deposito nero", "place bank@26 from black"),
    ("piazza castello@12 dal deposito 3", "place castle@12 from 3"),
])
def test_shield_moves_typed_in_italian(typed, canon):
    assert canonical(typed) == canon


def test_cob_286_shield_2_also_for_workers_bought_or_won_on_a_trade_route():
    # COB-286: "ogni volta che un altro giocatore ottiene un lavoratore": monastery 28's purchase (COB-193) and a
    # trade route's workers (COB-222) are gains like any other
    st = new(2, 7, shields=True, extra_tiles=True, trade_routes=True)
    st.data["depot_shields"] = [[] for _ in range(6)]
    give(st, 1, 2)
    p1 = player(st, 1)
    w = p1["workers"]
    p0 = turn(st, 0, dice=(1, 3))
    p0["mons"].append(28)
    p0["silver"] = 3
    act(st, "buy workers")
    assert p1["workers"] == w + 1
    p0["route"][0] = {**p0["route"][0], "colour": 3, "bonus": "workers", "amount": 2, "goods": None}
    p0["goods"][3] = 1
    act(st, "sell 3")
    assert p1["workers"] == w + 2
