"""Module: the four extra tiles, monasteries #27 and #28, the crane and the geese (RULES.md section 16)."""
from collections import Counter

from rules.castles import GAME
from rules.castles import scoring as S
from rules.castles.components import TILES, stacks_for_setup
from rules.castles.engine import turn_order
from rules.castles.italian import canonical
from rules.core.text import english

from .helpers import act, cover, new, player, set_depot, texts, turn

ON = {"extra_tiles": True}
BASE_TYPES = ["market", "carpenter", "church", "warehouse", "boarding", "bank", "cityhall", "watchtower"]


# ---- setup -------------------------------------------------------------------------------------------

def test_cob_190_the_four_tiles_join_the_yellow_and_black_stacks():
    # COB-190: #27 and #28 into the yellow (monastery) stack, the crane and the geese into the black stack
    base, extra = stacks_for_setup(), stacks_for_setup(("extra_tiles",))
    added = {k: Counter(extra[k]) - Counter(base[k]) for k in base}
    assert added["monastery"] == {"mon27": 1, "mon28": 1}
    assert added["black"] == {"crane": 1, "geese": 1}
    assert all(not added[k] for k in base if k not in ("monastery", "black"))
    assert not {"mon27", "mon28", "crane", "geese"} & {c for s in base.values() for c in s}  # module off
    st = new(2, **ON)
    d = st.data
    everywhere = [c for s in d["stacks"].values() for c in s] + d["black"] + [c for x in d["depots"] for c in x]
    assert {"mon27", "mon28", "crane", "geese"} <= set(everywhere)
    assert d["stacks"]["monastery"] == sorted(d["stacks"]["monastery"])  # a hidden stack keeps no order


def test_cob_192_monasteries_27_and_28_are_ordinary_yellow_tiles():
    # COB-192: stored and placed like any monastery (yellow space, die, adjacency)
    assert TILES["mon27"]["colour"] == TILES["mon28"]["colour"] == "monastery"
    st = new(2, **ON)
    p = turn(st, 0, dice=(1, 4))
    p["storage"] = ["mon28"]
    assert "place mon28@13" in texts(st) and "place mon28@4" not in texts(st)  # 13: die 1, next to the castle
    act(st, "place mon28@13")
    assert p["duchy"][13] == "mon28" and 28 in p["mons"]


# ---- #27: the bridge ---------------------------------------------------------------------------------

def bridge_position(with_27: bool):
    """3 players: seat 1 alone on bridge space 1 (with #27 or not), seat 2 behind it places a ship."""
    st = new(3, **ON)
    d = st.data
    d["bridge"] = [[2, 0], [1]] + [[] for _ in range(5)]
    if with_27:
        cover(st, 1, [13], "mon27")
    p = turn(st, 2, dice=(2, 2))
    p["storage"] = ["ship"]
    d["depot_goods"] = [[] for _ in range(6)]
    return st


def test_cob_191_pawn_with_27_goes_on_top_when_another_lands_on_it():
    # COB-191 (passive): the pawn landing on the space would cover it; #27 puts it back on top
    st = bridge_position(with_27=True)
    act(st, "place ship@18", seat=2)
    assert st.data["bridge"][1] == [2, 1]  # seat 1 on top
    assert turn_order(st.data)[0] == 1  # so seat 1 keeps the front (and the white die) for next round
    st = bridge_position(with_27=False)
    act(st, "place ship@18", seat=2)
    assert st.data["bridge"][1] == [1, 2]  # COB-093 without #27: the newcomer on top


def test_cob_191_placing_27_under_other_pawns_puts_the_pawn_on_top():
    # COB-191 (active): whenever the pawn would be under others it goes on top, from the moment #27 is placed
    st = new(2, **ON)
    d = st.data
    d["bridge"] = [[], [0, 1]] + [[] for _ in range(5)]
    p = turn(st, 0, dice=(1, 1))
    p["storage"] = ["mon27"]
    act(st, "place mon27@13")
    assert d["bridge"][1] == [1, 0]


def test_cob_191_moving_onto_a_pawn_with_27_leaves_the_mover_underneath():
    # COB-191, COB-093: the mover would go on top, but the pawn with #27 stays above it
    st = new(3, **ON)
    d = st.data
    d["bridge"] = [[0], [1, 2]] + [[] for _ in range(5)]  # seat 2 (with #27) on top of seat 1
    cover(st, 2, [13], "mon27")
    p = turn(st, 0, dice=(2, 2))
    p["storage"] = ["ship"]
    d["depot_goods"] = [[] for _ in range(6)]
    act(st, "place ship@18")
    assert d["bridge"][1] == [1, 0, 2]


def test_cob_303_the_jump_of_27_keeps_this_rounds_order():
    # COB-303: the passive jump reorders only pawns that have played; the round's order stays as fixed
    st = new(3, **ON)
    d = st.data
    d["bridge"] = [[2], [1], [0]] + [[] for _ in range(4)]
    cover(st, 1, [13], "mon27")
    d["order"] = turn_order(d)  # 0, 1, 2: seat 2 plays last this round
    assert d["order"] == [0, 1, 2]
    d["turn"] = 2
    d["active"] = 2
    d["dice"][2] = [2, 2]
    d["used"] = [False, False]
    player(st, 2)["storage"] = ["ship"]
    d["depot_goods"] = [[] for _ in range(6)]
    act(st, "place ship@18", seat=2)
    assert d["bridge"][1] == [2, 1]  # seat 1, who has played, jumps back on top
    assert d["order"] == [0, 1, 2] and d["active"] == 2  # this round's order and turn are untouched
    act(st, "end-turn", seat=2)
    assert d["round"] == 1 and d["order"] == [0, 1, 2]  # next round: seat 1 above seat 2 (without #27: 0, 2, 1)


# ---- #28: workers ------------------------------------------------------------------------------------

def test_cob_193_monastery_28_buys_2_workers_for_1_silver_any_number_of_times():
    # COB-193 (reading: any number of times during the own turn)
    st = new(2, **ON)
    p = turn(st, 0, dice=(3, 5))
    p["silver"], p["workers"] = 2, 0
    assert "buy workers" not in texts(st)  # without #28
    cover(st, 0, [13], "mon28")
    act(st, "buy workers")
    act(st, "buy workers")
    assert (p["silver"], p["workers"]) == (0, 4)
    assert "buy workers" not in texts(st)  # no silver left
    assert st.data["bought"] is False  # not the turn's purchase (COB-081)
    assert turn(st, 1, dice=(3, 5)) and "buy workers" not in texts(st, 1)  # only the player with #28


def test_cob_193_buy_workers_typed_in_italian():
    assert canonical("compra lavoratori") == "buy workers"


# ---- the crane ---------------------------------------------------------------------------------------

def crane_placed(**options):
    st = new(2, **{**ON, **options})
    p = turn(st, 0, dice=(3, 5))
    p["storage"] = ["crane"]
    act(st, "place crane@12")
    return st, p


def test_cob_194_crane_uses_any_other_buildings_effect():
    # COB-194: the 8 building types, even ones the player does not own; the white castle with its module
    st, p = crane_placed()
    assert st.data["decision"] == "crane_effect"
    assert texts(st) == [f"crane {b}" for b in BASE_TYPES]
    assert [a.text for a in GAME.actions(st, 0) if a.default] == ["crane watchtower"]  # always of use
    silver = p["silver"]
    act(st, "crane bank")
    assert p["silver"] == silver + 2 and st.data["decision"] == "die_action"
    st, p = crane_placed(white_castles=True)
    assert texts(st)[-1] == "crane whitecastle"


def test_cob_194_crane_as_a_building_with_a_choice_asks_that_choice():
    # COB-194: as a market, take a ship or livestock tile from a depot (COB-103)
    st, p = crane_placed()
    set_depot(st, 2, ["cow3", "mon5"])
    act(st, "crane market")
    assert st.data["decision"] == "market_take"
    act(st, "take 2 cow3")
    assert "cow3" in p["storage"]


def test_cob_306_crane_is_its_own_building_type_in_a_city():
    # COB-306 (reading): it neither blocks nor is blocked by the type it copied (once-per-city, COB-100);
    # board 1's city 26, 27, 32, 33, 37 touches the castle on 19 at 26 (die 3)
    st = new(2, **ON)
    p = turn(st, 0, dice=(1, 5))
    cover(st, 0, [26], "bank")
    p["storage"] = ["crane", "bank"]
    assert "place crane@27" in texts(st) and "place bank@27" not in texts(st)  # a bank does not block it
    st = new(2, **ON)
    p = turn(st, 0, dice=(3, 1))
    p["storage"] = ["crane", "bank"]
    act(st, "place crane@26")
    act(st, "crane bank")
    assert "place bank@27" in texts(st)  # nor does the crane, used as a bank, block a bank
    p["storage"].append("crane")  # (one crane exists; a second shows the crane's own limit)
    turn(st, 0, dice=(1, 1))
    assert "place crane@27" not in texts(st)


def test_cob_195_crane_counts_as_the_best_building_type_at_final_scoring():
    # COB-195: for #16-#23 the crane counts as one type of the player's choice (chosen for the most points),
    # which may differ from the effect used on placement; the breakdown names it
    st, p = crane_placed()
    act(st, "crane bank")  # used as a bank on placement
    cover(st, 0, [13], "mon17")  # 4 VP per watchtower
    cover(st, 0, [26, 9], "watchtower")  # two watchtowers, no bank
    parts = S.breakdown(p)
    assert parts["monasteries"] == 8  # the watchtowers alone
    assert parts["crane_as_watchtower"] == 4  # the crane as a third watchtower
    assert [k for k in parts if k.startswith("crane_as_")] == ["crane_as_watchtower"]
    assert S.monastery_points(p, "watchtower") == 12 and S.monastery_points(p, "bank") == 8
    assert GAME.result(st).scores[0] == sum(parts.values())
    cover(st, 0, [31], "mon22")  # 4 VP per bank as well: the crane still counts once, as one type
    parts = S.breakdown(p)
    assert sum(v for k, v in parts.items() if k.startswith("crane_as_")) == 4


def test_cob_195_crane_adds_nothing_without_a_building_monastery():
    st, p = crane_placed()
    act(st, "crane watchtower")
    assert not any(k.startswith("crane_as_") for k in S.breakdown(p))


def test_cob_194_crane_typed_in_italian():
    assert canonical("argano banca") == "crane bank"
    assert canonical("argano centro cittadino") == "crane cityhall"


# ---- the geese ---------------------------------------------------------------------------------------
# Board 1's large pasture is spaces 1, 5, 6, 10, 11 (dice 6, 2, 1, 5, 4); building 12 touches 6 and 11.

def pasture(*herd):
    """Player 0 with the building 12 placed and these (space, tile) in the large pasture."""
    st = new(2, **ON)
    p = turn(st, 0, dice=(2, 5))
    cover(st, 0, [12], "bank")
    for space, code in herd:
        cover(st, 0, [space], code)
    return st, p


def test_cob_196_197_geese_rulebook_example():
    # COB-196: Carla's pasture holds a 2-cow and a 3-cow tile: the geese score 2 + 2 + 3 = 7;
    # COB-197: later 4 pigs in the same pasture score 4 + 2 = 6
    st, p = pasture((6, "cow2"), (11, "cow3"))
    p["storage"] = ["geese", "pig4"]
    act(st, "place geese@5")
    assert p["vp"]["livestock"] == 7
    act(st, "place pig4@10")
    assert p["vp"]["livestock"] == 7 + 6


def test_cob_196_geese_join_the_herd_the_player_picks():
    # COB-196 (reading): with several animal types the player picks one; the best is the default
    st, p = pasture((6, "cow3"), (11, "sheep4"))
    p["storage"] = ["geese"]
    act(st, "place geese@5")
    assert st.data["decision"] == "geese_herd"
    actions = GAME.actions(st, 0)
    assert [(a.text, a.default) for a in actions] == [("geese sheep", True), ("geese cow", False)]
    assert english(actions[0].label) == "Join the sheep: 6 VP"
    act(st, "geese cow")
    assert p["vp"]["livestock"] == 2 + 3


def test_cob_196_geese_count_the_whole_pasture_not_only_neighbours():
    # COB-196 [audit]: "in the same pasture": the herd need not touch the geese; other pastures never count
    st, p = pasture((6, "cow3"), (28, "cow4"))
    cover(st, 0, [17], "ship")  # so that space 10 touches a covered space
    p["storage"] = ["geese"]
    act(st, "place geese@10")  # 10 does not touch 6
    assert p["vp"]["livestock"] == 2 + 3  # the 4 cows on 28 are another pasture


def test_cob_196_geese_alone_score_2():
    st, p = pasture()
    turn(st, 0, dice=(1, 1))
    p["storage"] = ["geese"]
    act(st, "place geese@6")
    assert p["vp"]["livestock"] == 2


def test_cob_197_geese_score_only_for_livestock_of_their_pasture():
    # COB-197: a livestock tile placed in another pasture gives the geese nothing
    st, p = pasture((6, "geese"))
    cover(st, 0, [27], "bank")  # 28 (pasture of one) touches 27
    turn(st, 0, dice=(2, 2))
    p["storage"] = ["sheep2"]
    act(st, "place sheep2@28")
    assert p["vp"]["livestock"] == 2


def test_cob_157_196_monastery_7_counts_the_geese_as_a_tile_that_scores():
    # COB-157 with COB-196 (reading): +1 per scoring tile, the geese included: (2+1) + (2+3) + 2 tiles = 10;
    # later (COB-197): 4 pigs (4+1) + geese (2+1) = 8
    st, p = pasture((6, "cow2"), (11, "cow3"))
    cover(st, 0, [13], "mon7")
    p["storage"] = ["geese", "pig4"]
    act(st, "place geese@5")
    assert p["vp"]["livestock"] == 10
    act(st, "place pig4@10")
    assert p["vp"]["livestock"] == 18


def test_cob_198_geese_are_an_extra_livestock_type_for_monastery_24():
    # COB-198, COB-167: cows and geese are two types: 8 VP
    st, p = pasture((6, "cow2"), (11, "geese"))
    cover(st, 0, [13], "mon24")
    assert S.monastery_points(p) == 8


def test_cob_196_geese_typed_in_italian():
    assert canonical("oche mucche") == "geese cow"
    assert canonical("piazza oche su 5") == "place geese@5"


def test_extra_tiles_in_the_view():
    # the view contract: tile codes "mon27", "mon28", "crane", "geese" with their tile_info
    from rules.castles.views import tile_info
    crane, geese = tile_info("crane"), tile_info("geese")
    assert (crane["kind"], crane["building"], crane["colour"]) == ("building", "crane", "building")
    assert (geese["kind"], geese["animal"], geese["animals"], geese["colour"]) == ("livestock", "goose", 0, "pasture")
    assert english(geese["term"]) == "Geese" and english(crane["term"]) == "Crane"
    assert english(tile_info("mon28")["text"]) == "your turn: 2 workers for 1 silver"
    assert english(tile_info("mon27")["text"]) == "your bridge pawn always on top"
