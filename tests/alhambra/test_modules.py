"""The four modules of "The Thief's Turn" (RULES.md section K)."""

from rules.alhambra import GAME, city, engine
from rules.alhambra.components import WALL_CARDS, side_mask
from rules.alhambra.money import change_for, payments
from rules.alhambra.scoring import resident_points
from rules.core import Context, IllegalAction
from rules.core.text import english
from tests.alhambra.helpers import blank, money, new, stack, texts, tile

G = tile("garden", 10)
T = tile("tower", 11)
P = tile("pavilion", 8)
S = tile("seraglio", 9)
Y = [money("yellow", v) for v in (9, 8, 7, 6)]


# ---- city walls ----------------------------------------------------------------------------------
def wall_position():
    st = blank(new(3, walls=True))
    st.data["walls_up"] = [WALL_CARDS.index(side_mask("N")), WALL_CARDS.index(side_mask("NE"))]
    return st


def test_alh_100_eight_cards_twelve_pieces():  # ALH-100
    assert len(WALL_CARDS) == 8
    assert sum(bin(m).count("1") for m in WALL_CARDS) == 12
    assert all(bin(m).count("1") in (1, 2) and m not in (5, 10) for m in WALL_CARDS)  # pairs at a corner


def test_alh_102_wall_card_drawn_lies_face_up_and_display_refills():  # ALH-102
    st = blank(new(3, walls=True))
    d = st.data
    d["display"] = list(Y)
    d["deck"] = stack(money("blue", 1), money("blue", 2), 200 + 3)
    GAME.apply(st, 0, "take yellow 9")
    assert d["walls_up"] == [3] and len(d["display"]) == 4 and money("blue", 2) in d["display"]


def test_alh_103_build_a_wall_is_a_fourth_action():  # ALH-103, ALH-107
    st = wall_position()
    p = st.data["players"][0]
    p["grid"] += [[1, 0, G]]
    p["reserve"] = [T]
    opts = texts(st)
    # on the fountain (its N side faces nothing), on an Alhambra tile, on a reserve tile
    assert "wall N on 0" in opts and f"wall N on {G}" in opts and f"wall N on {T}" in opts
    assert f"wall NE on {G}" in opts and "wall NE on 0" not in opts  # the fountain's E side touches G
    GAME.apply(st, 0, f"wall NE on {G}")
    assert p["wood"] == {str(G): side_mask("NE")}
    assert st.data["walls_up"] == [WALL_CARDS.index(side_mask("N"))]  # the used card is gone
    assert st.data["turn"] == 1  # no further action (ALH-107)


def test_alh_103_wall_on_a_tile_bought_this_turn():  # ALH-103
    st = wall_position()
    st.data["market"] = [G, None, None, None]
    p = st.data["players"][0]
    p["hand"] = [money("blue", 1), money("blue", 9)]
    GAME.apply(st, 0, "buy garden 10 with blue 1+blue 9")
    GAME.apply(st, 0, f"wall N on {G}")
    assert st.data["decision"] == "place_bought"
    assert f"place {G} at 0,1" not in texts(st)  # its new north wall would face the fountain
    assert f"place {G} at 0,-1" in texts(st)


def test_alh_104_no_wall_over_a_printed_or_wooden_wall():  # ALH-104
    st = wall_position()
    p = st.data["players"][0]
    north = tile("tower", 11, "N")
    p["reserve"] = [north, G]
    p["wood"] = {str(G): side_mask("E")}
    opts = texts(st)
    assert f"wall N on {north}" not in opts and f"wall NE on {north}" not in opts
    assert f"wall NE on {G}" not in opts and f"wall N on {G}" in opts


def test_alh_105_alhambra_stays_legal():  # ALH-105
    st = wall_position()
    p = st.data["players"][0]
    p["grid"] += [[0, -1, G]]
    # G's south side touches the fountain; N is free
    assert f"wall N on {G}" in texts(st)
    assert "wall N on 0" not in texts(st)  # the fountain's north side touches G


def test_alh_106_wooden_walls_score_and_travel():  # ALH-106
    st = wall_position()
    p = st.data["players"][0]
    p["grid"] += [[1, 0, G]]
    GAME.apply(st, 0, f"wall NE on {G}")
    assert city.longest_wall(city.cells_of(p)) == 2
    ctx = Context()
    engine.score_round(st, 1, ctx)
    assert p["parts"]["walls"] == 2
    # moved to the reserve and back, the wall stays with the tile
    assert city.walls_of(p, G) == side_mask("NE")


# ---- change -------------------------------------------------------------------------------------
def test_alh_302_rulebook_example_17_for_10_gives_3_coins():  # ALH-302
    assert change_for(17 - 10, 2) == 3
    st = blank(new(3, change=True))
    d = st.data
    purple10 = tile("tower", 10, "W")
    d["market"] = [purple10, None, None, None]
    p = d["players"][0]
    p["hand"] = [money("blue", 8), money("blue", 9)]
    GAME.apply(st, 0, "buy tower 10 with blue 8+blue 9")
    assert sum(p["coins"]) == 3 and sum(d["coin_bag"]) == 24 - 3  # ALH-300, ALH-301: 24 coins in the bag
    assert d["decision"] == "place_bought"  # ALH-305: change is no exact payment


def test_alh_303_voluntary_overpayment_is_offered():  # ALH-303
    hand = [money("blue", 2), money("blue", 3), money("blue", 5)]
    base = payments(hand, 0, 0, 5, all_overpayments=False)
    full = payments(hand, 0, 0, 5, all_overpayments=True)
    assert [p[0] for p in base] == [[5], [2, 3]]
    assert [2, 3, 5] in [p[0] for p in full] and [3, 5] in [p[0] for p in full]
    st = blank(new(3, change=True))
    st.data["market"] = [tile("pavilion", 5, "NW"), None, None, None]
    st.data["players"][0]["hand"] = hand
    assert "buy pavilion 5 with blue 2+blue 3+blue 5" in texts(st)
    st2 = blank(new(3))
    st2.data["market"] = [tile("pavilion", 5, "NW"), None, None, None]
    st2.data["players"][0]["hand"] = hand
    assert "buy pavilion 5 with blue 2+blue 3+blue 5" not in texts(st2)


def test_alh_303_empty_bag_gives_no_change():  # ALH-303
    st = blank(new(3, change=True))
    d = st.data
    d["coin_bag"] = [0, 1, 0, 0]
    d["market"] = [G, None, None, None]
    p = d["players"][0]
    p["hand"] = [money("blue", 9), money("blue", 8)]
    GAME.apply(st, 0, "buy garden 10 with blue 8+blue 9")
    assert p["coins"] == [0, 1, 0, 0] and d["coin_bag"] == [0, 0, 0, 0]


def test_alh_304_308_coins_pay_like_cards_and_return_first():  # ALH-304, ALH-308
    st = blank(new(3, change=True))
    d = st.data
    d["coin_bag"] = [0, 0, 0, 0]
    d["market"] = [G, None, None, None]
    p = d["players"][0]
    p["hand"] = [money("blue", 9)]
    p["coins"] = [3, 0, 0, 0]
    opts = texts(st)
    assert "buy garden 10 with blue 9+1 blue coin" in opts
    assert "buy garden 10 with blue 9+3 blue coins" in opts
    GAME.apply(st, 0, "buy garden 10 with blue 9+3 blue coins")
    # 2 overpaid -> 1 coin, drawn after the 3 spent coins went back into the bag
    assert p["coins"] == [1, 0, 0, 0] and d["coin_bag"] == [2, 0, 0, 0]
    assert GAME.view(st, None)["players"][0]["coins"] == [1, 0, 0, 0]  # coins lie face up


def test_alh_306_coins_count_for_leftover_tiles():  # ALH-306
    st = blank(new(3, change=True))
    d = st.data
    d["bag"] = []
    d["market"] = [G, None, None, None]
    d["display"] = list(Y)
    ps = d["players"]
    ps[1]["hand"] = [money("blue", 5)]
    ps[2]["hand"] = [money("blue", 5)]
    ps[2]["coins"] = [1, 0, 0, 0]
    GAME.apply(st, 0, "take yellow 9")
    assert ps[2]["pending"] == [G]


# ---- street traders -----------------------------------------------------------------------------
def test_alh_409_rulebook_example_17_points():  # ALH-409
    assert resident_points(["red"] * 3 + ["white"] * 2 + ["green"] * 2 + ["blue"]) == 17
    assert resident_points(["blue", "red", "brown", "white", "green", "purple"]) == 21
    assert resident_points([]) == 0


def trader_position():
    st = blank(new(3, traders=True))  # everyone chose blue, red, brown; trader at 0,-1
    p = st.data["players"][0]
    p["trader"] = [1, 0]
    p["trader_res"] = ["blue", "red", "brown"]
    return st


def test_alh_403_404_building_on_the_trader_moves_a_resident_in():  # ALH-402, ALH-403, ALH-404, ALH-407
    st = trader_position()
    d = st.data
    d["market"] = [P, None, None, None]
    p = d["players"][0]
    p["hand"] = [money("blue", 8)]
    GAME.apply(st, 0, "buy pavilion 8 with blue 8")
    GAME.apply(st, 0, "take " + texts(st)[0][5:])
    GAME.apply(st, 0, f"place {P} at 1,0")
    assert d["decision"] == "resident_moves_in" and p["trader"] is None
    assert texts(st) == ["resident move", "resident stay"]
    GAME.apply(st, 0, "resident move")
    assert p["residents"] == {str(P): "blue"} and p["trader_res"] == ["red", "brown"]
    # then a new resident from the supply
    GAME.apply(st, 0, "resident take green")
    assert p["trader_res"] == ["red", "brown", "green"]
    # ALH-407: back next to a building (not a cell touching only the fountain)
    assert d["decision"] == "trader_back"
    cells = {a.split(" at ")[1] for a in texts(st)}
    assert cells == {"2,0", "1,-1", "1,1"}
    GAME.apply(st, 0, "trader at 2,0")
    assert p["trader"] == [2, 0] and d["turn"] == 1


def test_alh_405_no_match_allows_a_swap():  # ALH-405
    st = trader_position()
    d = st.data
    p = d["players"][0]
    p["reserve"] = [T]
    GAME.apply(st, 0, f"place {T} at 1,0")  # a redesign onto the trader's cell
    opts = texts(st)
    assert opts[0] == "resident keep" and "resident swap red for green" in opts
    before = dict(d["supply"])
    GAME.apply(st, 0, "resident swap red for green")
    assert sorted(p["trader_res"]) == ["blue", "brown", "green"] and p["residents"] == {}
    assert d["supply"]["red"] == before["red"] + 1 and d["supply"]["green"] == before["green"] - 1


def test_alh_406_one_resident_per_building():  # ALH-406
    st = trader_position()
    p = st.data["players"][0]
    p["trader_res"] = ["blue", "blue", "red"]
    p["reserve"] = [P]
    GAME.apply(st, 0, f"place {P} at 1,0")
    GAME.apply(st, 0, "resident move")
    assert p["trader_res"] == ["blue", "red"] and list(p["residents"].values()) == ["blue"]


def test_alh_407_trader_stays_unless_displaced():  # ALH-407
    st = trader_position()
    p = st.data["players"][0]
    p["reserve"] = [T]
    GAME.apply(st, 0, f"place {T} at -1,0")
    assert p["trader"] == [1, 0] and st.data["turn"] == 1


def test_alh_408_resident_returns_when_its_building_leaves():  # ALH-408
    st = trader_position()
    d = st.data
    p = d["players"][0]
    p["grid"] += [[-1, 0, P]]
    p["residents"] = {str(P): "blue"}
    before = d["supply"]["blue"]
    GAME.apply(st, 0, f"reserve {P}")
    assert p["residents"] == {} and d["supply"]["blue"] == before + 1


def test_alh_410_residents_score_every_round():  # ALH-410
    st = trader_position()
    p = st.data["players"][0]
    p["grid"] += [[-1, 0, P]]
    p["residents"] = {str(P): "blue"}
    ctx = Context()
    engine.score_round(st, 1, ctx)
    engine.score_round(st, 2, ctx)
    assert p["parts"]["residents"] == 2


def test_alh_412_leftover_on_trader_cell_moves_a_resident():  # ALH-412
    st = trader_position()
    d = st.data
    d["bag"] = []
    d["market"] = [P, None, None, None]
    d["display"] = list(Y)
    d["players"][0]["hand"] = [money("blue", 1)]
    GAME.apply(st, 0, "take yellow 9")
    assert GAME.current(st) == [0] and d["players"][0]["pending"] == [P]
    GAME.apply(st, 0, f"place {P} at 1,0")
    GAME.apply(st, 0, "resident move")
    GAME.apply(st, 0, "resident take white")
    assert GAME.over(st)
    assert d["players"][0]["parts"]["residents"] == 1


def test_alh_103_a_wall_typed_on_a_tile_by_its_name():  # ALH-103
    """The city image and the log name tiles ("Garden 10"): a wall typed so goes on the one tile of that name."""
    st = wall_position()
    p = st.data["players"][0]
    p["grid"] += [[1, 0, G]]
    assert GAME.canonical(st, 0, "wall ne on garden 10") == GAME.canonical(st, 0, "muro ne su giardino 10") \
        == f"wall ne on {G}"
    assert GAME.canonical(st, 0, "wall n on fountain") == GAME.canonical(st, 0, "muro n su fontana") == "wall n on 0"
    applied = GAME.apply(st, 0, "muro ne su giardino 10")
    assert p["wood"] == {str(G): side_mask("NE")}
    # the log says which tile: several may share a name (ALH-107)
    assert [english(e.message) for e in applied.events] == [f"#1 builds a wall (NE) on Garden 10 #{G}."]


def test_alh_103_a_name_two_tiles_share_asks_for_the_number():  # ALH-103
    st = wall_position()
    p = st.data["players"][0]
    p["reserve"] = [29, 30]  # the two Chambers 9, with other printed walls
    assert {"wall N on 29", "wall N on 30"} <= set(texts(st))
    try:
        GAME.apply(st, 0, "wall n on chambers 9")
    except IllegalAction as exc:
        assert english(exc.message) == "Several of your tiles are called Chambers 9: type the number of the one you " \
            "mean (#29, #30)."
    else:
        raise AssertionError("a name two tiles share was played")
    assert p["wood"] == {} and len(st.data["walls_up"]) == 2
    GAME.apply(st, 0, "wall n on 30")
    assert p["wood"] == {"30": side_mask("N")}


def test_alh_103_a_name_none_of_ones_tiles_has_is_told_so():  # ALH-103
    st = wall_position()
    try:
        GAME.apply(st, 0, "wall n on garden 8")
    except IllegalAction as exc:
        assert english(exc.message) == "You have no tile called Garden 8."
    else:
        raise AssertionError("a tile the player does not have took a wall")


def test_a_tile_named_wrongly_placed_gets_the_rules_reason():  # ALH-060, ALH-103
    """A name that fits one tile is read as that tile, so a refusal says what is wrong with the move itself."""
    st = wall_position()
    p = st.data["players"][0]
    p["grid"] += [[1, 0, G]]
    st.data["walls_up"] = [WALL_CARDS.index(side_mask("N"))]
    assert GAME.canonical(st, 0, "wall e on garden 10") == f"wall e on {G}"  # no E card up: the rules say why
    p["reserve"] = [T]
    assert GAME.canonical(st, 0, "place tower 11 at 5,5") == f"place {T} at 5,5"
    assert GAME.canonical(st, 0, "reserve garden 10") == f"reserve {G}"
    assert GAME.canonical(st, 0, "swap garden 10 for tower 11") == f"swap {G} for {T}"
    assert GAME.canonical(st, 0, "scambia giardino 10 con torre 11") == f"swap {G} for {T}"
    assert GAME.canonical(st, 0, "metti giardino 10 nella riserva") == f"reserve {G}"
    assert GAME.canonical(st, 0, "reserve giardino 10") == f"reserve {G}"  # an English verb, the image's names
    assert GAME.canonical(st, 0, "swap giardino 10 for torre 11") == f"swap {G} for {T}"
    try:
        GAME.apply(st, 0, "place tower 11 at 5,5")
    except IllegalAction as exc:
        assert english(exc.message) == "That space does not touch your Alhambra."
    else:
        raise AssertionError("a tile was placed apart from the city")


def test_alh_103_the_prompt_offers_a_wall_only_when_one_fits():  # ALH-103, ALH-104
    st = wall_position()
    assert "build a wall" in english(GAME.prompt(st, 0))
    st.data["players"][0]["wood"] = {"0": side_mask("NESW")}  # the fountain walled all round: no card fits
    assert not [t for t in texts(st, 0) if t.startswith("wall")]
    assert "build a wall" not in english(GAME.prompt(st, 0))


def test_alh_104_a_wall_that_does_not_fit_says_why():  # ALH-104, ALH-105
    st = wall_position()  # N and NE face up
    p = st.data["players"][0]
    p["grid"] += [[1, 0, G]]
    for text, reason in (("wall sw on 0", "No wall card SW is face up."),
                         ("wall ne on 0", "That wall cannot go on Fountain #0: one of its sides has a wall already, "
                                          "or faces a neighbour in your Alhambra.")):
        try:
            GAME.apply(st, 0, text)
        except IllegalAction as exc:
            assert english(exc.message) == reason
        else:
            raise AssertionError(f"{text} was played")
