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
    assert refusal(st, seat, f"buy {kind} {price} with {cur} 1") == f"1 is less than the price of {price}."


def test_placing_a_tile_named_by_its_type_asks_for_its_number(turn):  # ALH-060
    st, seat = turn
    assert "Name the tile by its number" in refusal(st, seat, "place tower 11 at 0,-1")
