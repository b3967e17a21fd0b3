"""Alhambra texts read like the game: a payment (or a take, or a residents choice) may be typed in any
order, a refused payment says what is really wrong, and prompts say what is true now."""
import random

from rules.alhambra import GAME
from rules.core.text import english

from .helpers import blank, money, new, tile
from .test_explain import refusal


def tower_for(hand, price=13, **modules):
    """Ann's turn; a tower of `price` on the blue space (currency 0); Ann holds these blue cards."""
    st = blank(new(3, **modules))
    st.data["market"][0] = {13: tile("tower", 13, "E"), 9: tile("tower", 9, "NE")}[price]
    st.data["players"][0]["hand"] = sorted(money("blue", v) for v in hand)
    return st


def test_a_payment_is_accepted_in_any_order():  # ALH-040
    st = tower_for([6, 7])
    assert "buy tower 13 with blue 6+blue 7" in [a.text for a in GAME.actions(st, 0)]
    GAME.apply(st, 0, "buy tower 13 with blue 7 + blue 6")
    assert st.data["players"][0]["pending"] == [tile("tower", 13, "E")]
    assert st.data["decision"] == "extra_action"  # exact payment


def test_the_reported_payment_buy_tower_9_with_blue_9_and_blue_8():  # ALH-040, ALH-301
    st = tower_for([8, 9], price=9, change=True)
    GAME.apply(st, 0, "buy tower 9 with blue 9+blue 8")
    assert st.data["players"][0]["pending"] == [tile("tower", 9, "NE")] and not st.data["players"][0]["hand"]


def test_coins_may_come_first_and_one_coin_may_be_called_coins():  # ALH-304
    st = tower_for([6, 6], change=True)
    st.data["players"][0]["coins"][0] = 1
    assert GAME.canonical(st, 0, "buy tower 13 with 1 blue coins+blue 6+blue 6") == \
        "buy tower 13 with blue 6+blue 6+1 blue coin"
    GAME.apply(st, 0, "buy tower 13 with 1 blue coin+blue 6+blue 6")
    assert st.data["players"][0]["coins"][0] == 0


def test_takes_and_residents_in_any_order():  # ALH-030, ALH-401
    st = blank(new(3))
    st.data["display"] = sorted([money("blue", 3), money("green", 2), money("orange", 9), money("yellow", 8)])
    GAME.apply(st, 0, "take green 2+blue 3")
    assert sorted(st.data["players"][0]["hand"]) == [money("blue", 3), money("green", 2)]
    st = GAME.new(["Ann", "Bob"], 1, {"traders": "yes"})
    GAME.apply(st, 0, "residents brown blue red")
    assert st.data["players"][0]["chosen"] == ["blue", "red", "brown"]


def test_a_refused_payment_names_the_real_obstacle():  # ALH-040, ALH-301
    st = tower_for([6, 7])
    assert refusal(st, 0, "buy tower 13 with blue 9+blue 4") == "You do not hold blue 4."
    assert refusal(st, 0, "buy tower 13 with blue 7+blue 7") == "You hold 1 blue 7, not 2."
    st = tower_for([4, 9, 9])
    assert "without the Change module, leave out the money you do not need" in \
        refusal(st, 0, "buy tower 13 with blue 9+blue 9+blue 4")
    assert "rules" not in refusal(st, 0, "buy tower 13 with blue 9+blue 9+blue 4").lower()


def test_resident_prompt_names_the_colour_and_what_is_possible():  # ALH-403, ALH-404
    st = new(2, traders=True)
    d = st.data
    d["decision"], d["turn"] = "resident_moves_in", 0
    d["res"] = {"tile": tile("arcades", 8, "E")}
    d["players"][0]["trader_res"] = ["blue", "red", "brown"]
    assert "move the trader's brown resident in" in english(GAME.prompt(st, 0))
    d["players"][0]["trader_res"] = ["blue", "red", "white"]
    assert "carries no brown resident: keep the residents, or swap one" in english(GAME.prompt(st, 0))


def test_waiting_for_street_traders_names_everyone_in_plain_words():  # ALH-401
    st = GAME.new(["Ann", "Bob", "Cid"], 1, {"traders": "yes"})
    assert english(GAME.waiting_text(st), st.names) == "Waiting for Ann, Bob and Cid to set up their street traders."


def test_every_action_text_is_its_own_canonical_form():
    """The hook only reorders what a player typed: every text the game offers is left as it is."""
    rng = random.Random(5)
    st = GAME.new(["Ann", "Bob", "Cid"], 5, {"walls": "yes", "thieves": "yes", "change": "yes", "traders": "yes"})
    while not GAME.over(st):
        seat = rng.choice(GAME.current(st) + GAME.may_act(st))
        acts = GAME.actions(st, seat)
        assert all(GAME.canonical(st, seat, a.text) == a.text for a in acts)
        GAME.apply(st, seat, acts[rng.randrange(len(acts))])
