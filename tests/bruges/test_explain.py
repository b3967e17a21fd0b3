"""Why a typed move is refused (explain.py): player words, never a list of options, never a rule id."""
import re

import pytest

from rules.bruges import GAME
from rules.core.errors import IllegalAction
from rules.core.text import english
from tests.bruges.helpers import card_named, house, new, plain, player, turn


def refusal(st, text, seat=0):
    with pytest.raises(IllegalAction) as err:
        GAME.apply(st, seat, text)
    said = english(err.value.message)
    assert not re.search(r"BRU-|PET-", said)
    return said


def test_refusals_of_the_turn():
    st = new(2)
    blue = plain("blue")[0]
    red = plain("red")[0]
    turn(st, 0, hand=[blue], guilders=0)
    assert refusal(st, f"play {red} guilders") == f"Card {red} is not in your hand."
    assert refusal(st, f"play {blue} threat") == "You hold no blue threat marker."
    assert refusal(st, f"play {blue} canal left") == "That canal space costs 1 guilder; you have 0 guilders."
    assert "needs a yellow card" in refusal(st, f"play {blue} canal right")
    player(st, 0)["workers"]["blue"] = 0
    assert "needs one; you have none" in refusal(st, f"play {blue} house")
    assert "no house yet" in refusal(st, f"play {blue} recruit 1")
    assert refusal(st, "end turn").startswith("Play a card first")


def test_refusals_of_recruiting():
    st = new(2)
    prince = card_named("Prince")
    turn(st, 0, hand=[prince], guilders=3)
    house(st, 0, "red", person=plain("red")[0])
    assert "already holds a person" in refusal(st, f"play {prince} recruit 1")
    house(st, 0, "blue")
    assert refusal(st, f"play {prince} recruit 3") == "You have no house 3."
    assert refusal(st, f"play {prince} recruit 2") == "Prince costs 9 guilders; you have 3 guilders."


def test_refusals_of_activating():
    st = new(2)
    heir, prince, bishop = card_named("Heir"), card_named("Prince"), card_named("Bishop")
    turn(st, 0, hand=plain("blue", 1))
    house(st, 0, person=heir)
    house(st, 0, person=prince)
    house(st, 0, person=bishop)
    player(st, 0)["workers"]["yellow"] = 0
    assert refusal(st, f"activate {heir}") == "Heir acted once, when recruited."
    assert refusal(st, f"activate {bishop}") == "Bishop scores at the end of the game."
    assert refusal(st, f"activate {prince}") == "Activating Prince costs 1 yellow worker; you have none."
    assert refusal(st, "activate 3") == "Only a person in one of your houses can be activated."


def test_refusals_of_phase_1_and_2():
    st = new(2, 5)
    first = st.data["start"]
    assert refusal(st, "stop", first) == "Your hand must hold 5 cards: keep drawing."
    st.data["piles"][1]["top"], st.data["piles"][1]["rest"] = None, []
    assert refusal(st, "draw b", first) == "Pile B is empty."


def test_the_colour_of_the_card_may_be_named():
    st = new(2)
    blue = plain("blue")[0]
    p = turn(st, 0, hand=[blue])
    p["threats"]["blue"] = 1
    GAME.apply(st, 0, f"play {blue} threat blue")
    assert p["threats"]["blue"] == 0


def test_a_house_takes_its_cards_colour_and_houses_have_numbers():  # BRU-079, BRU-133
    st = new(2)
    blue = plain("blue")[0]
    turn(st, 0, hand=[blue])
    assert refusal(st, f"play {blue} house 2") == \
        f"A house needs no number: it takes the colour of its card. Type: play {blue} house"
    assert refusal(st, f"play {blue} house red") == \
        "A house takes the colour of its card: this blue house is paid with 1 blue worker."


def test_a_cards_discard_or_take_names_a_card_that_is_not_there():  # BRU-152
    st = new(2)
    blue, red = plain("blue")[0], plain("red")[0]
    turn(st, 0, hand=[blue], guilders=0)
    st.data["decision"] = "discard"  # as a card's effect asks (the Mathematician's kind)
    st.data["pending"].append({"kind": "discard", "seat": 0, "card": blue, "left": 1})
    assert refusal(st, f"discard {red}") == f"Card {red} is not in your hand."
    st.data["pending"][-1] = {"kind": "take", "seat": 0, "card": blue, "left": 1}
    st.data["decision"], st.data["discard"] = "take", [blue]
    assert refusal(st, f"take {red}") == f"Card {red} is not on the discard pile."
