"""The rulebook's other worked examples, with its numbers (the final scoring example MAC-203 is in
test_scoring.py)."""
from rules.macao import GAME
from rules.macao import engine as E
from tests.macao.helpers import act, new, set_wall, texts, to_phase, turn_of


def test_mac_021_the_starting_cubes_example():
    # "The first player takes a green cube and two red cubes ... the fourth 1 blue and 2 more blue."
    st = new(4, 11)
    d = st.data
    for seat in list(d["wall"][0]):
        act(st, seat, texts(st, seat)[0])
    picks = [("green", "red"), ("green", "green"), ("black", "red"), ("blue", "blue")]
    order = E.wall_order(st)
    for seat, (one, two) in zip(order, picks):
        act(st, seat, f"start {one}")
        act(st, seat, f"start2 {two}")
    rose = [d["players"][s]["rose"][:2] for s in order]
    assert rose == [[{"green": 1}, {"red": 2}], [{"green": 1}, {"green": 2}], [{"black": 1}, {"red": 2}],
                    [{"blue": 1}, {"blue": 2}]]


def test_mac_025_the_turn_order_example():
    # the picture's order 1st Orange, 2nd White, 3rd Yellow, 4th Brown: all on one space at the start, the
    # top disc first
    st = new(4)
    orange, white, yellow, brown = range(4)
    set_wall(st, {1: [brown, yellow, white, orange]})
    assert E.wall_order(st) == [orange, white, yellow, brown]


def test_mac_031_075_the_tribute_example():
    # "The 6 cards total 3 yellow and 6 red: a tribute of 3 gold can be paid to receive 6 prestige points."
    st = new(3)
    p = turn_of(st, 0, {}, gold=3)
    st.data["tribute"] = [3, 6]
    act(st, 0, "tribute")
    assert p["gold"] == 0 and p["pp"] == 6


def test_mac_042_the_dice_example():
    # "Red shows 2 and green 5: whoever picks this pair takes 2 red cubes for sector 2 and 5 green for sector 5."
    st = to_phase(new(3, 5), 2)
    d = st.data
    d["dice"] = {"red": 2, "blue": 1, "green": 5, "black": 3, "grey": 4, "purple": 6}
    for seat in list(d["queue"]):
        p = d["players"][seat]
        rose = [dict(x) for x in p["rose"]]
        act(st, seat, "die red")
        act(st, seat, "die green")
        # after the turn of the rose, sector 2 is now index 0 and sector 5 index 3
        assert p["rose"][0].get("red", 0) == rose[1].get("red", 0) + 2
        assert p["rose"][3].get("green", 0) == rose[4].get("green", 0) + 5


def test_mac_052_053_the_example_of_a_turn():
    # activate, sail, take a district, activate again, sail again, buy prestige, in any order; district, wall
    # and tribute once per turn only
    st = new(3)
    d = st.data
    p = turn_of(st, 0, {"red": 6, "green": 6, "blue": 6, "black": 6, "grey": 6, "purple": 6}, gold=10)
    cards = [c for c in d["deck"] if not E.hook("activation_discount", None, st, 0, c)][:2]
    for c in cards:
        d["deck"].remove(c)
    p["board"] = list(cards)
    d["tribute"] = [2, 3]
    act(st, 0, f"activate {cards[0]}")
    act(st, 0, "ship to s1")
    while d["decision"] == "pay":
        act(st, 0, texts(st, 0)[0])
    act(st, 0, "district 1")
    act(st, 0, f"activate {cards[1]}")
    act(st, 0, "ship to lisboa")
    while d["decision"] == "pay":
        act(st, 0, texts(st, 0)[0])
    act(st, 0, "tribute")
    ts = texts(st, 0)
    assert not any(t.startswith("district") for t in ts) and "tribute" not in ts
    assert p["ship"] == "lisboa" and d["districts"][0]["owner"] == 0 and set(cards) <= set(p["active_cards"])
    assert GAME.current(st) == [0]
