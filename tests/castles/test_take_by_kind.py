"""A take typed with the tile's kind but not its count is read against the depots (rules/castles/take_by_kind.py);
what still names no tile is refused with a take that works (COB-060)."""
from rules.castles import GAME
from tests.castles.test_explain import refusal
from tests.castles.helpers import act, making_room, new, set_depot, turn


def hand_tiles(st, seat=0):
    return st.data["players"][seat]["storage"]


def test_the_kind_alone_names_the_one_tile_of_that_kind_in_the_depot():  # COB-060
    st = new()
    turn(st, dice=(3, 4))
    set_depot(st, 3, ["sheep2", "castle"])
    set_depot(st, 4, ["pig4", "cow2"])
    set_depot(st, 6, ["mine", None])
    assert GAME.canonical(st, 0, "take 3 sheep") == "take 3 sheep2"
    assert GAME.canonical(st, 0, "prendi 3 pecore") == "take 3 sheep2"  # no 3-sheep tile out: depot 3's sheep
    assert GAME.canonical(st, 0, "prendi 4 maiali") == "take 4 pig4"  # the 4-pig tile in depot 4: either reading
    assert GAME.canonical(st, 0, "prendi 4 mucche") == "take 4 cow2"
    set_depot(st, 6, ["sheep3", None])
    assert GAME.canonical(st, 0, "prendi 3 pecore") == "take sheep3"  # the 3-sheep tile is in depot 6: as typed
    act(st, "take 3 sheep")
    assert "sheep2" in hand_tiles(st)


def test_a_take_that_names_no_tile_gets_an_example_that_works():  # COB-060
    st = new()
    turn(st, dice=(3, 4))
    set_depot(st, 3, ["sheep2", "castle"])
    set_depot(st, 4, ["pig4", "cow2"])
    assert refusal(st, "take cow") == "Name the depot too, e.g. take 4 cow2."
    assert refusal(st, "prendi mucche") == "Name the depot too, e.g. take 4 cow2."
    said = refusal(st, "take tile")
    assert said.startswith("Name the depot and the tile, e.g. take ")
    assert refusal(st, "take 9 cow") == "The depots are numbered 1 to 6."
    act(st, said.removeprefix("Name the depot and the tile, e.g. ").rstrip("."))


def test_a_kind_the_depot_lacks_is_told_what_the_depot_holds():  # COB-060
    st = new()
    turn(st, dice=(6, 3))
    set_depot(st, 6, ["market", "pig3"])
    set_depot(st, 3, ["castle", None])
    assert GAME.canonical(st, 0, "take 6 pigs") == "take 6 pig3"  # English plural
    assert refusal(st, "take 6 sheep") == "Depot 6 holds no tile of that kind: it holds Market and 3 pigs."
    assert refusal(st, "take 6 cows") == refusal(st, "take 6 sheep")
    assert refusal(st, "take 3 sheep").startswith("Depot 3 holds no tile of that kind")  # not the die: no sheep


def test_a_discard_by_kind_is_the_one_stored_tile_of_that_kind():  # COB-062
    st = making_room(["cow2", "mine", "bank"])
    assert GAME.canonical(st, 0, "discard cows") == GAME.canonical(st, 0, "scarta mucca") == "discard cow2"
    act(st, "scarta mucche")
    assert "cow2" not in st.data["players"][0]["storage"]
