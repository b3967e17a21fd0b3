"""A seat that resigns (or is voted out) in Alhambra: the game goes on without taking anything from the
players still playing (issue 11.7)."""
from rules.alhambra import GAME
from tests.alhambra.helpers import blank, money, new, tile

G = tile("garden", 10)


def test_a_resigned_seat_never_takes_money_again_and_its_turns_are_skipped():
    st = blank(new(4, thieves=True))
    d = st.data
    d["players"][1]["hand"] = [money("blue", 9), money("green", 2)]
    d["players"][1]["thieves"] = [1]
    GAME.resign(st, 1)
    p = d["players"][1]
    assert p["hand"] == [] and p["thieves"] == []
    assert money("blue", 9) in d["discard"] and money("green", 2) in d["discard"]
    GAME.apply(st, 0, GAME.default_action(st, 0).text)  # seat 0 plays its turn
    assert d["turn"] == 2  # seat 1 is passed over
    assert 1 not in GAME.current(st) and 1 not in GAME.may_act(st)
    assert d["players"][1]["hand"] == []


def test_a_seat_resigning_on_its_turn_ends_that_turn():
    st = blank(new(3))
    d = st.data
    d["players"][0]["hand"] = [money("blue", 9)]
    GAME.resign(st, 0)
    assert d["turn"] == 1 and d["decision"] == "action"
    assert d["players"][0]["hand"] == []


def test_alh_081_leftover_buildings_never_go_to_a_resigned_seat():  # ALH-081
    st = blank(new(3))
    d = st.data
    d["bag"] = []
    d["market"] = [G, None, None, None]
    d["players"][2]["hand"] = [money("blue", 9)]  # the most blue ...
    d["players"][1]["hand"] = [money("blue", 3)]
    d["display"] = [money("green", 1), money("green", 2), money("orange", 3), money("yellow", 4)]
    GAME.resign(st, 2)  # ... but resigned: the money went to the discards
    GAME.apply(st, 0, "take green 1")  # the last turn (the bag is empty)
    assert d["players"][2]["pending"] == [] and G not in d["players"][2]["reserve"]
    assert d["players"][1]["pending"] == [G]  # the most blue among those still playing
