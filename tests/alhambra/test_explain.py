"""A refused purchase or placement says what is wrong."""
import pytest

import i18n
from rules.alhambra import GAME
from rules.alhambra.components import BUILDINGS, CURRENCIES, TILE_PRICE, TILE_TYPE
from rules.core import IllegalAction
from tests.alhambra.helpers import blank, new


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
        f"The market's {cur} space holds the {kind} for {price}: pay it in {cur}."
    hand = st.data["players"][seat]["hand"]
    hand[:] = [c for c in hand if c != 1]  # no blue 1: what is not held is said first, whatever the price
    assert refusal(st, seat, f"buy {kind} {price} with {cur} 1") == f"You do not hold {cur} 1."
    hand.append(1)
    assert refusal(st, seat, f"buy {kind} {price} with {cur} 1") == f"You pay 1, less than the price of {price}."


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
    assert refusal(st, seat, "take blue 13") == "Money cards are worth 1 to 9."  # ALH-002
    assert refusal(st, seat, "take 3 blue").startswith("Name the cards as the options do")
    assert refusal(st, seat, "take blue") == "Name its value too, e.g. take blue 3."  # the display is public
    assert refusal(st, seat, "take orange") == "There is no orange card on the display."
    GAME.apply(st, seat, "take yellow 8")  # alone, any value
    assert 38 not in st.data["display"]


def test_a_placement_refused_by_the_city_names_the_rule_it_breaks():  # ALH-061, ALH-062, ALH-063, ALH-064
    from tests.alhambra.helpers import tile
    from tests.alhambra.test_placement import OPEN, pending_position

    west, east, nw = tile("tower", 10, "W"), tile("tower", 13, "E"), tile("tower", 9, "NW")
    st = pending_position([], west)
    assert refusal(st, 0, f"place {west} at 0,0") == "That space of your Alhambra is already built on."
    assert refusal(st, 0, f"place {west} at 1,1") == \
        "That space does not share a full side with your Alhambra (touching at a corner is not enough)."  # ALH-061
    assert refusal(st, 0, f"place {west} at 1,0") == ("That tile has a wall on its west side, where the building "
                                                      "next to it has none: walls must match on touching sides.")
    st = pending_position([[0, -1, east], [1, 0, OPEN]], OPEN)
    assert refusal(st, 0, f"place {OPEN} at 1,-1") == ("That tile has no wall on its west side, where the building "
                                                      "next to it has one: walls must match on touching sides.")
    st = pending_position([[0, -1, east]], nw)  # its one touching side, west, is walled: no way in (ALH-063)
    assert refusal(st, 0, f"place {nw} at 1,-1") == ("Every side of that tile that touches your Alhambra has a "
                                                    "wall: nobody could walk to it from the fountain.")
    grid = [[1, 0, tile("garden", 11)], [2, 0, tile("tower", 11)], [2, -1, tile("tower", 12)],
            [2, -2, tile("chambers", 10)], [1, -2, tile("chambers", 11)]]
    st = pending_position(grid, OPEN)
    assert refusal(st, 0, f"place {OPEN} at 0,-1") == "That tile would close off an empty space inside your Alhambra."
    assert refusal(st, 0, f"place {OPEN} at nowhere") == \
        f"Say where with the space's two numbers, as the options do: place {OPEN} at -1,0."  # a cell it fits, not 0,-1
    assert refusal(st, 0, f"place {OPEN} at 5,5") == "That space does not touch your Alhambra."
    assert refusal(st, 0, "place 0 at 1,0") == "The fountain is where your Alhambra starts: it is never placed."


def test_the_placement_rules_agree_with_their_explanation():  # ALH-061..064: a fault exactly where no fit
    from rules.alhambra import city
    from rules.alhambra.components import BUILDINGS, TILE_WALLS
    from tests.alhambra.test_placement import cells

    ring = cells((1, 0, "E"), (2, -1, "S"), (0, -2, ""), (1, -2, "N"), (-1, 0, "W"))
    spots = {c for x, y in ring for c in city.neighbours((x, y))} | set(ring)
    for t in BUILDINGS:
        fitting = set(city.fitting_cells(ring, TILE_WALLS[t]))
        for c in spots:
            assert (city.placement_fault(ring, TILE_WALLS[t], c) is None) == (c in fitting), (t, c)


def test_a_redesign_refused_says_why():  # ALH-050, ALH-051, ALH-052, ALH-054
    from tests.alhambra.helpers import tile
    from tests.alhambra.test_placement import pending_position

    west, garden, far = tile("tower", 10, "W"), tile("garden", 10), tile("garden", 11)
    st = pending_position([[1, 0, garden], [2, 0, far]], west)
    st.data["decision"] = "action"
    p = st.data["players"][0]
    p["reserve"] = [p["pending"].pop()]
    assert refusal(st, 0, f"swap {west} for {garden}") == (  # ALH-054: its west wall would face the fountain
        "That tile has a wall on its west side, where the building next to it has none: walls must match on "
        "touching sides.")
    assert refusal(st, 0, f"swap {garden} for {west}") == "You have no Garden 10 #39 on your reserve."
    assert refusal(st, 0, f"swap {west} for 0") == "The fountain never leaves your Alhambra."  # ALH-052
    assert refusal(st, 0, f"swap {west} for") == refusal(st, 0, f"swap {west}") == \
        f"Name both tiles: swap {west} for N, N the number of a building of your Alhambra."
    assert refusal(st, 0, f"swap {garden} for") == "You have no Garden 10 #39 on your reserve."
    assert refusal(st, 0, "reserve 0") == "The fountain never leaves your Alhambra."
    assert refusal(st, 0, "reserve 5") == "Pavilion 6 #5 is not in your Alhambra."
    assert refusal(st, 0, "reserve fountain") == "The fountain never leaves your Alhambra."
    assert refusal(st, 0, f"swap {west} for fontana") == "The fountain never leaves your Alhambra."
    assert refusal(st, 0, f"swap {west} for 0,0") == "The fountain never leaves your Alhambra."
    assert refusal(st, 0, "reserve 99").startswith("There is no tile 99: tiles are named by their number")
    assert refusal(st, 0, f"reserve {garden}") == (  # ALH-051: the garden 11 beyond it would be cut off
        "Taking Garden 10 #39 away would leave a hole or cut part of your Alhambra off from the fountain.")
    GAME.apply(st, 0, f"reserve {far}")  # the outer one may go


def test_while_placing_only_this_turns_buildings_move():  # ALH-044, ALH-050
    from tests.alhambra.helpers import tile
    from tests.alhambra.test_placement import pending_position

    west, garden = tile("tower", 10, "W"), tile("garden", 10)
    st = pending_position([], west)
    st.data["players"][0]["reserve"] = [garden]
    assert refusal(st, 0, f"place {garden} at 1,0").startswith("Now only the buildings bought this turn are placed")
    assert refusal(st, 0, f"reserve {garden}").startswith("Now only the buildings bought this turn go onto")
    assert refusal(st, 0, f"swap {garden} for {west}") == \
        "Your actions for this turn are over: now place the buildings you bought."


def test_a_tile_to_place_may_be_named_by_its_kind_alone():  # ALH-050, ALH-061
    """"place arcades at 1,0" (no price) is the seat's one arcades waiting to be placed; Italian alike; a name
    that is none of its tiles gets an example with its own tile and a cell where it fits."""
    st = blank(new(3))
    arcades = next(t for t in BUILDINGS if TILE_TYPE[t] == "arcades" and fits_by_the_fountain(st, t))
    st.data["players"][0]["pending"] = [arcades]
    st.data["decision"] = "place_bought"
    cell = next(a.text.split(" at ")[1] for a in GAME.actions(st, 0) if a.text.startswith(f"place {arcades} at "))
    assert GAME.canonical(st, 0, f"place arcades at {cell}") == f"place {arcades} at {cell}"
    assert GAME.canonical(st, 0, f"piazza portici in {cell}") == f"place {arcades} at {cell}"
    said = i18n.say("en", GAME.explain_illegal(st, 0, GAME.canonical(st, 0, "place tower at 0,1")))
    assert said == (f"Name the tile by its number, or its name and price, as the options and the image do: e.g. "
                    f"place {arcades} at {cell} or place arcades {TILE_PRICE[arcades]} at {cell}.")
    GAME.apply(st, 0, GAME.canonical(st, 0, f"place arcades at {cell}"))
    assert any(t == arcades for _, _, t in st.data["players"][0]["grid"])


def fits_by_the_fountain(st, t):
    """Whether tile t fits somewhere beside the fountain alone."""
    st.data["players"][0]["pending"] = [t]
    st.data["decision"] = "place_bought"
    return any(a.text.startswith(f"place {t} at ") for a in GAME.actions(st, 0))


def test_a_purchase_typed_without_its_price_names_the_one_building_of_that_kind():  # ALH-040
    """"buy pavilion with blue 7" is the market's one pavilion; with two arcades for sale, the refusal asks
    which, by price; Italian alike."""
    st = blank(new(3))
    blue, green, orange, yellow = (CURRENCIES.index(c) for c in ("blue", "green", "orange", "yellow"))
    st.data["market"] = [next(t for t in BUILDINGS if TILE_TYPE[t] == "pavilion" and TILE_PRICE[t] == 7),
                         next(t for t in BUILDINGS if TILE_TYPE[t] == "arcades" and TILE_PRICE[t] == 7),
                         next(t for t in BUILDINGS if TILE_TYPE[t] == "arcades" and TILE_PRICE[t] == 5),
                         next(t for t in BUILDINGS if TILE_TYPE[t] == "garden" and TILE_PRICE[t] == 6)]
    st.data["players"][0]["hand"] = sorted([blue * 10 + 7, green * 10 + 9, orange * 10 + 9, yellow * 10 + 9])
    assert GAME.canonical(st, 0, "buy pavilion with blue 7") == "buy pavilion 7 with blue 7"
    assert GAME.canonical(st, 0, "compra giardino con gialla 9") == "buy garden 6 with yellow 9"
    assert refusal(st, 0, "buy arcades with green 9") == \
        "More than one of those is for sale: say which by its price too (5 and 7)."
    assert refusal(st, 0, "compra portici con verde 9") == refusal(st, 0, "buy arcades with green 9")
    GAME.apply(st, 0, GAME.canonical(st, 0, "compra padiglione con blu 7"))
    assert st.data["players"][0]["pending"] and st.data["decision"] == "extra_action"  # ALH-021: exact


def test_a_payment_typed_as_its_option_writes_it_is_read():  # ALH-040
    """An option's label writes a payment "green 1+4" (the currency once): typed so, it is the payment."""
    st = blank(new(3))
    green, orange = CURRENCIES.index("green"), CURRENCIES.index("orange")
    st.data["players"][0]["hand"] = sorted([green * 10 + 1, green * 10 + 4, orange * 10 + 5, orange * 10 + 7])
    assert GAME.canonical(st, 0, "buy arcades 5 with green 4+1") == "buy arcades 5 with green 1+green 4"
    assert GAME.canonical(st, 0, "compra giardino 12 con arancione 5+7") == "buy garden 12 with orange 5+orange 7"
