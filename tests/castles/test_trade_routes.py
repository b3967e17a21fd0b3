"""Module trade routes (RULES.md section 20, COB-220, COB-221, COB-222, COB-223, COB-224). The route tiles are
stand-ins (data/stand_ins.yaml); the tests set a player's route where they need particular spaces."""
from collections import Counter
from pathlib import Path

import pytest
import yaml

from rules.castles import GAME, stand_ins, trade_routes
from rules.castles.components import TILES
from rules.core import Rng
from rules.castles.italian import canonical
from rules.castles.scoring import monastery_points
from rules.core.text import english

from .helpers import act, new, set_depot, texts, turn


def route(*spaces):
    """A route of (goods colour, bonus, amount) spaces, nothing on it yet."""
    return [{"colour": c, "bonus": b, "amount": a, "goods": None} for c, b, a in spaces]


def on_route(p):
    return [s["goods"] for s in p["route"]]


def log(applied, st):
    return [english(e.message, st.names) for e in applied.events]


def sell(st, colour, count, seat=0):
    """`seat` sells `count` goods of `colour` with a die action."""
    p = turn(st, seat, dice=(colour, colour))
    p["goods"] = [0] * 7
    p["goods"][colour] = count
    return act(st, f"sell {colour}", seat)


@pytest.mark.parametrize("n,tiles", [(2, 5), (3, 4), (4, 3)])
def test_cob_220_each_player_random_route_tiles(n, tiles):
    # COB-220: 3 tiles with 4 players, 4 with 3, 5 with 2; each tile 3 spaces; no tile twice at a table
    table = stand_ins.current()["trade_route_tiles"]
    assert len(table) == 12 and all(len(tile) == 3 for tile in table)
    st = new(n, seed=2, trade_routes=True)
    drawn = []
    for p in st.data["players"]:
        assert len(p["route_tiles"]) == tiles and len(p["route"]) == 3 * tiles
        drawn += p["route_tiles"]
        # the route is the tiles' spaces, tile after tile, left to right, empty
        spaces = [[s["colour"], s["bonus"], s["amount"]] for s in p["route"]]
        assert spaces == [space for t in p["route_tiles"] for space in table[t - 1]]
        assert on_route(p) == [None] * (3 * tiles)
    assert len(set(drawn)) == len(drawn)
    assert trade_routes.TILES_PER_ROUTE[1] == trade_routes.TILES_PER_ROUTE[2]  # solo: the 2-player figure


def test_cob_220_tiles_and_their_order_are_random():
    # COB-220: random tiles laid in random order
    firsts, sets = Counter(), set()
    for seed in range(40):
        p = new(2, seed=seed, trade_routes=True).data["players"][0]
        firsts[p["route_tiles"][0]] += 1
        sets.add(tuple(p["route_tiles"]))
    assert len(firsts) >= 10 and len(sets) == 40
    assert "route" not in new(2).data["players"][0]  # only with the module


def test_cob_221_sold_goods_go_one_by_one_left_to_right():
    # COB-221: not to the sold pile but on the next empty route spaces, left to right
    st = new(2, seed=1, trade_routes=True)
    p = st.data["players"][0]
    p["route"] = route((1, "vp", 2), (1, "vp", 2), (1, "vp", 2), (1, "vp", 2), (1, "vp", 2), (1, "vp", 2))
    sell(st, 3, 2)
    assert on_route(p) == [3, 3, None, None, None, None]
    sell(st, 5, 3)
    assert on_route(p) == [3, 3, 5, 5, 5, None]
    assert p["sold"][3] == 2 and p["sold"][5] == 3


def test_cob_221_the_sale_itself_is_unchanged():
    # COB-221: the goods still earn the sale's silver and VP (COB-076)
    st = new(3, seed=1, trade_routes=True)
    p = st.data["players"][0]
    p["route"] = route((2, "vp", 2), (2, "vp", 2), (2, "vp", 2))
    silver, sales = p["silver"], p["vp"]["sales"]
    sell(st, 4, 2)
    assert p["silver"] == silver + 1 and p["vp"]["sales"] == sales + 2 * 3


def test_cob_222_a_goods_tile_on_its_colour_earns_the_bonus():
    # COB-222: the bonus of a space of the goods' own colour at once; other colours earn nothing
    st = new(2, seed=1, trade_routes=True)
    p = st.data["players"][0]
    p["route"] = route((4, "workers", 4), (2, "silver", 2), (4, "vp", 4), (4, "silver", 1))
    workers, silver = p["workers"], p["silver"]
    applied = sell(st, 4, 3)
    assert p["workers"] == workers + 4  # space 1: red on red
    assert p["silver"] == silver + 1  # the sale's silver only: space 2 is purple
    assert p["vp"]["route"] == 4  # space 3: red on red
    lines = log(applied, st)
    assert "Trade route space 1: P0 gains 4 workers." in lines and "Trade route space 3: P0 gains 4 VP." in lines
    sell(st, 4, 1)
    assert p["silver"] == silver + 1 + 1 + 1  # space 4 (1 silver) and the sale's silver
    assert GAME.final(st).breakdown[0]["route"] == 4


@pytest.mark.parametrize("kinds,allowed", [(["building"], {"bank", "market"}),
                                           (["castle", "mine", "monastery"], {"castle", "mon3"}),
                                           ("any", {"bank", "market", "castle", "mon3", "ship", "cow2"})])
def test_cob_222_a_take_bonus_is_a_decision(kinds, allowed):
    # COB-222: a space that gives a tile lets the player take one of its kinds from any numbered depot, no
    # die needed, or skip
    st = new(2, seed=1, trade_routes=True)
    p = st.data["players"][0]
    p["route"] = route((6, "take", kinds), (1, "vp", 2), (1, "vp", 2))
    set_depot(st, 1, ["bank", "castle"])
    set_depot(st, 2, ["ship", "mon3"])
    set_depot(st, 3, ["cow2", "market"])
    set_depot(st, 4, [])
    set_depot(st, 5, [])
    set_depot(st, 6, [])
    st.data["black"] = ["watchtower"]
    p["storage"] = []
    sell(st, 6, 1)
    assert st.data["decision"] == "route_take"
    options = texts(st)
    assert options[-1] == "skip" and {t.split()[2] for t in options[:-1]} == allowed
    code = sorted(allowed)[0]
    depot = next(i + 1 for i, slots in enumerate(st.data["depots"]) if code in slots)
    act(st, f"take {depot} {code}")
    assert p["storage"] == [code] and code not in st.data["depots"][depot - 1]
    assert st.data["decision"] == "die_action" and st.data["used"] == [True, False]  # no die spent on it


def test_cob_222_take_bonus_prompt_skip_and_empty_depots():
    # COB-222: the prompt names the tiles; skip takes nothing; with no such tile in the depots, nothing to decide
    st = new(2, seed=1, trade_routes=True)
    p = st.data["players"][0]
    p["route"] = route((6, "take", ["building"]), (6, "take", ["castle", "mine", "monastery"]), (6, "vp", 2))
    for depot in range(1, 7):
        set_depot(st, depot, [])
    set_depot(st, 2, ["mine"])
    p["storage"] = []
    applied = sell(st, 6, 3)
    assert "Trade route space 1: the depots hold no tile to take." in log(applied, st)
    assert st.data["decision"] == "route_take"
    assert english(GAME.prompt(st, 0)).startswith("Trade route: take a mine, monastery or castle tile")
    assert texts(st) == ["take 2 mine", "skip"]
    act(st, "skip")
    assert p["storage"] == [] and st.data["depots"][1] == ["mine"]
    assert st.data["decision"] == "die_action" and p["vp"]["route"] == 2


def test_cob_222_several_takes_in_one_sale_are_decided_left_to_right():
    # COB-222: each space is a bonus of its own; the leftmost is decided first
    st = new(2, seed=1, trade_routes=True)
    p = st.data["players"][0]
    p["route"] = route((3, "take", ["building"]), (3, "take", ["castle", "mine", "monastery"]))
    for depot in range(1, 7):
        set_depot(st, depot, [])
    set_depot(st, 1, ["bank", "mine"])
    p["storage"] = []
    sell(st, 3, 2)
    assert texts(st) == ["take 1 bank", "skip"]
    act(st, "take 1 bank")
    assert texts(st) == ["take 1 mine", "skip"]
    act(st, "take 1 mine")
    assert p["storage"] == ["bank", "mine"] and st.data["decision"] == "die_action"


def test_cob_223_a_full_route_sends_goods_to_the_sold_pile():
    # COB-223: once the route is full the goods go to the sold pile: no route space, no bonus
    st = new(2, seed=1, trade_routes=True)
    p = st.data["players"][0]
    p["route"] = route((1, "vp", 2), (2, "vp", 4), (2, "workers", 4))
    applied = sell(st, 1, 2)
    assert on_route(p) == [1, 1, None] and p["vp"]["route"] == 2
    workers = p["workers"]
    applied = sell(st, 2, 3)  # one space left: the other two go to the sold pile
    assert on_route(p) == [1, 1, 2]
    assert p["workers"] == workers + 4 and p["vp"]["route"] == 2  # space 3 only; the full route gives nothing
    assert "P0's trade route is full: 2 goods tiles go to the sold pile." in log(applied, st)
    assert p["sold"][2] == 3


def test_cob_224_route_goods_still_count_as_sold():
    # COB-224 (reading): goods on the route count as sold for monasteries #15 and #25
    st = new(2, seed=1, trade_routes=True)
    p = st.data["players"][0]
    p["route"] = route(*[(6, "vp", 2)] * 9)
    sell(st, 1, 2)
    sell(st, 3, 3)
    assert all(g is not None for g in on_route(p)[:5])
    assert p["sold"][1:] == [2, 0, 3, 0, 0, 0]
    p["mons"] = [15, 25]
    assert monastery_points(p) == 2 * 2 + 5 * 1  # #15: 2 per colour sold, #25: 1 per goods tile sold


def test_a_sale_by_the_warehouse_goes_on_the_route_too():
    # COB-221, COB-222: every sale, also the warehouse's (COB-104)
    st = new(2, seed=1, trade_routes=True)
    p = turn(st, 0, dice=(1, 1))
    p["route"] = route((5, "silver", 2), (5, "vp", 2))
    p["goods"] = [0, 0, 0, 0, 0, 2, 0]
    st.data["pending"] = [{"kind": "warehouse_sell"}]
    st.data["decision"] = "warehouse_sell"
    silver = p["silver"]
    act(st, "sell 5")
    assert on_route(p) == [5, 5] and p["silver"] == silver + 1 + 2 and p["vp"]["route"] == 2


def test_route_view():
    # COB-220, COB-221: players[s]["route"]: colour, the bonus as a message, the goods on it
    st = new(2, seed=1, trade_routes=True)
    p = st.data["players"][0]
    p["route"] = route((4, "take", ["building"]), (2, "workers", 2), (6, "vp", 4), (1, "take", "any"),
                       (3, "silver", 1))
    sell(st, 4, 1)
    spaces = GAME.view(st, 0)["players"][0]["route"]
    assert [s["colour"] for s in spaces] == [4, 2, 6, 1, 3]
    assert [s["goods"] for s in spaces] == [4, None, None, None, None]
    assert [english(s["bonus"]) for s in spaces] == ["take a building tile", "2 workers", "4 VP", "take any tile",
                                                     "1 silver"]


def test_route_words_typed_in_italian():
    # COB-222: the take is typed like any other ("via commerciale" names where the bonus comes from)
    assert canonical("prendi 3 banca per la via commerciale") == "take 3 bank"
    assert canonical("salta il bonus") == "skip"


def test_stand_in_route_tiles_are_balanced():
    # COB-220 (stand-ins): every colour on 6 spaces, every tile three colours, one take each, every bonus 4 times
    table = stand_ins.current()["trade_route_tiles"]
    spaces = [space for tile in table for space in tile]
    assert Counter(c for c, _, _ in spaces) == {c: 6 for c in range(1, 7)}
    assert all(len({c for c, _, _ in tile}) == 3 for tile in table)
    assert all(sum(1 for _, b, _ in tile if b == "take") == 1 for tile in table)
    assert set(Counter((b, str(a)) for _, b, a in spaces).values()) == {4}


def test_games_play_on_a_changed_stand_in_file(tmp_path):
    # COB-220, COB-222: the route tiles are data: another stand_ins.yaml (TAVOLO_CASTLES_STAND_INS) plays whole
    # games with its own spaces and bonuses (here 3 VP, 1 worker, a river or pasture tile)
    data = yaml.safe_load((Path(stand_ins.__file__).parent / "data" / "stand_ins.yaml").read_text(encoding="utf-8"))
    data["trade_route_tiles"] = [[[c, "vp", 3], [c % 6 + 1, "take", ["river", "pasture"]],
                                  [(c + 1) % 6 + 1, "workers", 1]] for c in list(range(1, 7)) * 2]
    path = tmp_path / "stand_ins.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    bonuses = {("vp", "3"), ("take", "['river', 'pasture']"), ("workers", "1")}
    route_vp, took = 0, set()
    try:
        stand_ins.use(str(path))
        for n in (2, 3, 4):
            for seed in range(3):
                st = new(n, seed=seed, trade_routes=True, border_posts=(seed == 1))
                assert st.data["stand_ins"] == stand_ins.digest()
                chooser = Rng(seed)
                while not GAME.over(st):
                    seat = GAME.current(st)[0]
                    legal = GAME.actions(st, seat)
                    if st.data["decision"] == "route_take":
                        took.update(TILES[a.text.split()[2]]["colour"] for a in legal if a.text != "skip")
                    GAME.apply(st, seat, legal[chooser.below(len(legal))])
                for p in st.data["players"]:
                    assert {(s["bonus"], str(s["amount"])) for s in p["route"]} <= bonuses
                    assert p["vp"]["route"] % 3 == 0
                    route_vp += p["vp"]["route"]
                assert GAME.load(GAME.dump(st)).data == st.data
    finally:
        stand_ins.use()
    assert route_vp > 0 and took == {"river", "pasture"}
    assert stand_ins.current()["trade_route_tiles"][0][1] == [1, "take", "any"]  # back to the package's file
