"""A refused purchase or placement says what is wrong."""
import pytest

from rules.alhambra import GAME
from rules.alhambra.components import CURRENCIES, TILE_PRICE, TILE_TYPE
from rules.core import IllegalAction


def refusal(st, seat, text):
    before = GAME.dump(st)
    with pytest.raises(IllegalAction) as err:
        GAME.apply(st, seat, text)
    assert GAME.dump(st) == before
    return str(err.value)


@pytest.fixture
def turn():
    st = GAME.new(["A", "B"], 3)
    return st, GAME.current(st)[0]


def test_buying_something_not_on_the_market(turn):  # ALH-040
    st, seat = turn
    absent = next(p for p in range(2, 14) if all(TILE_PRICE[t] != p for t in st.data["market"] if t))
    assert refusal(st, seat, f"buy tower {absent} with blue {absent}") == f"The market has no tower for {absent}."


def test_paying_in_another_currency_or_too_little(turn):  # ALH-040, ALH-041
    st, seat = turn
    t = st.data["market"][0]
    kind, price, cur, other = TILE_TYPE[t], TILE_PRICE[t], CURRENCIES[0], CURRENCIES[1]
    assert refusal(st, seat, f"buy {kind} {price} with {other} {price}") == \
        f"The {kind} for {price} stands on the {cur} space: pay it in {cur}."
    hand = st.data["players"][seat]["hand"]
    hand[:] = [c for c in hand if c != 1]  # no blue 1: what is not held is said first, whatever the price
    assert refusal(st, seat, f"buy {kind} {price} with {cur} 1") == f"You do not hold {cur} 1."
    hand.append(1)
    assert refusal(st, seat, f"buy {kind} {price} with {cur} 1") == f"1 is less than the price of {price}."


def test_placing_a_tile_one_does_not_have_or_names_wrongly(turn):  # ALH-060
    st, seat = turn
    assert refusal(st, seat, "place tower 11 at 0,-1") == \
        "You have no Tower 11 to place: only a building bought this turn or one on your reserve can be placed."
    assert "Name the tile by its number" in refusal(st, seat, "place the big one at 0,-1")


def test_taking_money_that_is_not_there_or_adds_up_to_more_than_five(turn):  # ALH-030
    st, seat = turn
    st.data["display"] = [2, 3, 14, 38]  # blue 2, blue 3, green 4, yellow 8
    assert refusal(st, seat, "take orange 4") == "There is no orange 4 on the display."
    assert refusal(st, seat, "take blue 2+blue 2") == "There is no blue 2 on the display."  # one blue 2 only
    assert refusal(st, seat, "take blue 2+green 4") == \
        "Several cards may add up to 5 at most (these make 6); one card alone may be worth anything."
    GAME.apply(st, seat, "take yellow 8")  # alone, any value
    assert 38 not in st.data["display"]
