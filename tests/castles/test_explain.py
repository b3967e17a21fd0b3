"""A refused die action names the rule it breaks, not always the dice."""
import pytest

from rules.castles.components import board
from rules.core import IllegalAction
from tests.castles.helpers import act, new, set_depot, turn


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
    assert refusal(st, "take 3 dragon") == "Depot 3 has no dragon tile."
    assert "needs a die showing 3; your unused dice show 1 and 2" in refusal(st, "take 3 cow3")
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
