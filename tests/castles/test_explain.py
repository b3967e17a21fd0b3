"""A refused die action names the rule it breaks, not always the dice."""
import pytest

from rules.castles.components import board
from rules.core import IllegalAction
from tests.castles.helpers import act, cover, making_room, new, set_depot, ship_to_load, turn


def refusal(st, text, seat=0):
    before = repr(st.data)
    with pytest.raises(IllegalAction) as err:
        act(st, text, seat)
    assert repr(st.data) == before  # nothing changed
    return str(err.value)


def test_take_names_a_missing_tile_then_the_die():  # COB-060
    st = new()
    turn(st, dice=(1, 2))
    set_depot(st, 3, ["cow3", None])
    assert refusal(st, "take 3 pig2") == "There is no 2 pigs tile in depot 3."  # named as it reads
    assert refusal(st, "take 3 dragon") == refusal(st, "take 3")  # no tile named: as if left out
    assert "needs a die showing 3; your unused dice show 1 and 2" in refusal(st, "take 3 cow3")
    assert refusal(st, "take 3") == refusal(st, "take 3 cow3")  # no die for it: naming the tile would not help
    assert refusal(st, "take 9 cow3") == "The depots are numbered 1 to 6."


def test_place_names_colour_adjacency_and_storage_before_the_die():  # COB-070, COB-071
    st = new()
    p = turn(st, dice=(3, 6))
    p["storage"] = ["bank"]
    assert refusal(st, "place pig3@12") == "You have no 3 pigs tile in your storage."
    assert refusal(st, "place bank@18") == "Space 18 is a river space: Bank goes only on a building space."
    b = board(st.data["players"][0]["board"])
    far = next(s for s in range(1, 38) if b.colour[s] == "building" and 19 not in b.neighbours[s])
    assert "does not touch any tile of your duchy yet" in refusal(st, f"place bank@{far}")
    assert refusal(st, "place bank@19") == "Space 19 is already covered."  # the starting castle
    p["storage"] = ["bank"]
    turn(st, dice=(1, 2))
    assert "Space 12 needs a die showing 3; your unused dice show 1 and 2" in refusal(st, "place bank@12")


def test_sell_names_missing_goods_then_the_die():  # COB-075
    st = new()
    p = turn(st, dice=(1, 2))
    p["goods"] = [0] * 7
    assert refusal(st, "sell 4") == "You have no red goods tiles (4) to sell."
    p["goods"][4] = 2
    assert "Selling red goods tiles (4) needs a die showing 4" in refusal(st, "sell 4")


def test_used_dice():
    st = new()
    turn(st, dice=(1, 2))
    st.data["used"] = [True, True]
    assert refusal(st, "take 1 cow3") == "Both your dice are used this turn."


def test_an_english_button_label_typed_gets_the_rules_reason():  # COB-060, COB-080
    """A label typed back that is no legal move is read as the move it names, so the reason is the rules'."""
    st = new()
    turn(st, dice=(1, 2))
    set_depot(st, 3, ["cow3", None])
    assert refusal(st, "Take Castle from depot 9") == "The depots are numbered 1 to 6."
    assert refusal(st, "Take Castle from depot 3") == "There is no Castle tile in depot 3."
    assert "needs a die showing 3" in refusal(st, "Take 3 cows from depot 3")
    assert "needs a die showing 3" in refusal(st, "take 3 cows from depot 3 (die 1)")
    from rules.castles.labels import canonical
    assert canonical("buy city hall (black depot)") == "buy black cityhall"
    assert canonical("buy bank (depot 3, 2 workers)") == "buy 3 bank with 2 workers"
    assert canonical("buy bank (black, 1 worker)") == "buy black bank with 1 worker"
    assert canonical("take monastery 7 from depot 2") == "take 2 mon7"
    assert canonical("take a dragon from depot 2") == "take a dragon from depot 2"  # no such tile: as typed


def test_workers_and_adjusting_name_the_dice_and_the_cost():  # COB-050, COB-051, COB-052, COB-078
    st = new()
    p = turn(st, dice=(1, 2))
    p["workers"] = 1
    assert refusal(st, "workers 6").startswith("None of your unused dice shows 6: they show 1 and 2")
    assert refusal(st, "workers 9").startswith("Dice show 1 to 6; your unused dice show 1 and 2")
    assert refusal(st, "adjust 3 to 4").startswith("None of your unused dice shows 3")
    assert refusal(st, "adjust 1 to 4") == "Turning 1 into 4 takes 3 workers; you have 1 worker."
    assert refusal(st, "adjust 1 to 9") == "A die shows 1 to 6: e.g. adjust 1 to 2 turns your 1 into a 2."
    act(st, "adjust 1 to 6")  # round the dial: one worker (COB-051)
    assert p["workers"] == 0


def test_a_purchase_a_discard_and_a_ship_name_what_is_missing():  # COB-080, COB-062, COB-090
    st = new()
    p = turn(st, dice=(1, 2))
    p["silver"] = 5
    st.data["black"] = ["bank", None]
    assert refusal(st, "buy black church") == "The black depot has no Church tile."
    assert refusal(st, "buy 3 bank") == "Tiles are bought from the black depot (from any depot only with monastery 6)."
    st = new()
    turn(st, dice=(1, 2))
    st.data["decision"] = "choose_storage_discard"
    assert refusal(st, "discard pig2") == "You have no 2 pigs tile in your storage."
    st.data["decision"] = "ship_depot"
    st.data["depot_goods"][3] = []
    assert refusal(st, "ship 4") == "Depot 4 has no goods."
    assert refusal(st, "ship 9") == "The depots are numbered 1 to 6."


def test_a_ship_names_the_colours_it_may_keep():  # COB-092
    st = ship_to_load()  # room for one new colour: depot 3 holds turquoise (held), pink and brown (new)
    assert refusal(st, "ship 3") == refusal(st, "ship 3 keep 3 5") == \
        "Your storage has room for one new colour: keep one of pink goods tiles (3) or brown goods tiles (5), " \
        "e.g. ship 3 keep 3."
    assert refusal(st, "ship 5 keep 4") == "Every colour of depot 5 fits your storage: type ship 5."
    act(st, "ship 3 keep 5")


def test_a_ship_with_no_room_for_a_new_colour_says_so():  # COB-092
    import i18n

    st = ship_to_load()
    st.data["players"][0]["goods"] = [0, 1, 1, 0, 1, 0, 0]  # turquoise, purple and red: no room for a new colour
    said = "Your goods storage has no room for a new colour: only colours you already hold are taken; type ship 3."
    assert refusal(st, "ship 3 keep 5") == said  # not "every colour fits": pink and brown stay
    assert refusal(st, "ship 5 keep 4") == "Every colour of depot 5 fits your storage: type ship 5."
    with pytest.raises(IllegalAction) as err:
        act(st, "ship 3 keep 5")
    assert i18n.say("it", err.value.message).endswith("scrivi nave 3.")


def test_the_italian_examples_are_typed_in_italian():
    """An example in an Italian refusal is a move an Italian player can type as it reads."""
    import i18n
    from rules.castles import GAME

    st = new()
    turn(st, dice=(1, 2))
    set_depot(st, 1, ["mine", None])
    for typed in ("take 1", "adjust 1 to"):
        with pytest.raises(IllegalAction) as err:
            act(st, typed)
        example = i18n.say("it", err.value.message, game="castles").split("per esempio ")[1].rstrip(".")
        assert example in ("prendi 1 miniera", "cambia 1 in 2")
        assert GAME.canonical(st, 0, example) in ("take 1 mine", "adjust 1 to 2")
    p = turn(st, dice=(3, 2))
    p["storage"], p["silver"] = ["ship"], 5
    set_depot(st, 3, ["cow2", "church"])
    set_depot(st, 2, ["mon16", None])
    st.data["black"] = ["pig3", None, None, None]
    examples = {  # typed, its example (no English code in it), what the example reads as
        "prendi 3": ("prendi 3 mucche2", "take 3 cow2"), "prendi 2": ("prendi 2 monastero16", "take 2 mon16"),
        "prendi chiesa": ("prendi 3 chiesa", "take 3 church"), "piazza nave": ("piazza nave@18", "place ship@18"),
        "compra nero": ("compra nero maiali3", "buy black pig3")}
    for typed, (expected, canonical) in examples.items():
        with pytest.raises(IllegalAction) as err:
            act(st, typed)
        example = i18n.say("it", err.value.message, game="castles").split("per esempio ")[1].rstrip(".")
        assert example == expected and GAME.canonical(st, 0, example) == canonical


def test_a_buildings_take_names_the_tiles_it_allows():  # COB-103, COB-105
    st = new()
    turn(st, dice=(1, 2))
    set_depot(st, 3, ["castle", "ship"])
    st.data["decision"] = "market_take"
    st.data["pending"].append({"kind": "market_take", "kinds": ["river", "pasture"]})
    assert refusal(st, "take 3 castle").startswith("Now you may take only ")
    assert refusal(st, "take 3 bank") == "There is no Bank tile in depot 3."
    assert refusal(st, "take 3") == "Name the tile too, e.g. take 3 ship."  # not the castle first in the depot
    set_depot(st, 4, ["castle", None])
    assert refusal(st, "take 4") == refusal(st, "take 4 castle")
    act(st, "take 3 ship")


def test_a_word_that_names_no_tile_is_read_as_the_tile_left_out():  # COB-060
    st = new()
    turn(st, dice=(3, 3))
    set_depot(st, 3, ["castle", "ship"])
    assert refusal(st, "take 3 tile") == refusal(st, "take 3") == "Name the tile too, e.g. take 3 castle."
    assert refusal(st, "take 5 tile").startswith("Taking from depot 5 needs a die showing 5")


def test_labels_typed_back_and_italian_takes_name_depot_and_tile_rightly():  # COB-060, COB-070, COB-075, COB-080
    st = new()
    p = turn(st, dice=(1, 2))
    p["silver"] = 5
    st.data["black"] = ["bank", None]
    set_depot(st, 3, ["cow3", None])
    assert refusal(st, "Buy Castle (black depot)") == "The black depot has no Castle tile."
    assert refusal(st, "Compra Castello (deposito nero)") == "The black depot has no Castle tile."
    assert "needs a die showing 5" in refusal(st, "Sell 1 brown goods tile (5)")
    assert refusal(st, "Place Ship on space 18") == "You have no Ship tile in your storage."
    # the depot's number is not read as the count of animals
    assert refusal(st, "Prendi 3 mucche dal deposito 2") == "There is no 3 cows tile in depot 2."
    assert "needs a die showing 3" in refusal(st, "Prendi 3 mucche dal deposito 3 (dado 1)")


def test_workers_paying_for_a_purchase_are_counted():  # COB-080, COB-156
    st = new(2)
    p = turn(st, 0, dice=(1, 1))
    p["silver"], p["workers"] = 3, 2
    st.data["black"] = ["bank", None, None, None]
    assert refusal(st, "buy black bank with 1 worker") == \
        "Workers pay for a purchase only with monastery 6; else it costs silver."
    cover(st, 0, [13], "mon6")
    p["silver"] = 1
    assert refusal(st, "buy black bank with 3 workers") == \
        "A purchase costs 2 silver; each worker pays 1 of it, so 1 to 2 workers."
    p["silver"], p["workers"] = 1, 1
    assert refusal(st, "buy black bank with 2 workers") == "You have 1 worker."
    p["silver"], p["workers"] = 0, 2
    assert refusal(st, "buy black bank with 1 worker") == "With 1 worker you still pay 1 silver; you have 0 silver."
    assert refusal(st, "buy black bank with 2") == "Say it in full: with 2 workers."
    act(st, "buy black bank with 2 workers")


def test_a_move_missing_its_last_words_says_what_to_add():  # COB-050, COB-060, COB-080
    st = new(2)
    p = turn(st, 0, dice=(1, 2))
    p["silver"], p["workers"] = 3, 1
    st.data["black"] = ["bank", None, None, None]
    set_depot(st, 2, ["cow3", None])
    assert refusal(st, "take 2") == "Name the tile too, e.g. take 2 cow3."
    # the depot left out: "take cow3" named the depot a tile is in as "The depots are numbered 1 to 6."
    assert refusal(st, "take cow3") == "Name the depot too, e.g. take 2 cow3."
    assert refusal(st, "take dragon").startswith("Name the depot and the tile, e.g. take ")  # no tile named
    set_depot(st, 4, [None, None])
    assert refusal(st, "take 4") == "Depot 4 is empty."
    assert refusal(st, "adjust 2 to") == refusal(st, "adjust 2") == "Say the value too, e.g. adjust 2 to 3."
    assert refusal(st, "adjust 5 to").startswith("None of your unused dice shows 5")
    assert refusal(st, "buy black") == "Name the tile too, e.g. buy black bank."


def test_the_workers_hint_names_a_change_that_makes_the_die_wanted():  # COB-050, COB-051, COB-060
    st = new()
    p = turn(st, dice=(2, 3))
    p["workers"] = 2
    set_depot(st, 5, ["cow3", None])
    assert refusal(st, "take 5 cow3").endswith("your unused dice show 2 and 3 (workers can change a die, e.g. "
                                               "adjust 3 to 5).")
    p = turn(st, dice=(1, 6))
    p["workers"] = 1
    set_depot(st, 3, ["cow3", None])
    assert refusal(st, "take 3") == "Taking from depot 3 needs a die showing 3; your unused dice show 1 and 6."


def test_a_tile_named_without_its_depot_no_die_reaches():  # COB-060
    st = new()
    p = turn(st, dice=(1, 1))
    p["workers"] = 0
    set_depot(st, 3, ["church", None])
    assert refusal(st, "take church") == refusal(st, "take 3 church") == \
        "Taking from depot 3 needs a die showing 3; your unused dice show 1."


def test_a_tile_placed_without_its_space_that_is_not_stored():  # COB-070
    st = new()
    p = turn(st, dice=(1, 2))
    p["storage"] = ["mine"]
    assert refusal(st, "place ship") == "You have no Ship tile in your storage."


def test_a_stored_tile_no_die_can_place_says_which_numbers_would():  # COB-070, COB-071
    st = new()
    turn(st, dice=(4, 4))
    st.data["players"][0]["storage"] = ["ship", "mine"]
    said = refusal(st, "place ship")
    assert said.startswith("Placing Ship needs a die showing ") and "your unused dice show 4" in said
    numbers = said.split("needs a die showing ")[1].split(",")[0].replace(" or ", " ").split()
    assert numbers and all(n.isdigit() and n != "4" for n in numbers)
    assert refusal(st, "place mine").startswith("Name the tile and its space, e.g. place mine@")


def test_another_move_while_the_storage_must_make_room_is_told_to_discard_first():  # COB-062
    st = making_room(["ship", "mine", "bank"])
    assert st.data["decision"] == "choose_storage_discard"
    assert refusal(st, "place mine@25") == \
        "First make room: your storage is full, so discard a stored tile to keep Castle, e.g. discard ship."
    act(st, "discard bank")
