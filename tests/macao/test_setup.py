"""Setup (MAC-010 MAC-011 MAC-012 MAC-013 MAC-014 MAC-015 MAC-016 MAC-017 MAC-018 MAC-019 MAC-020 MAC-021, MAC-210)."""
import pytest

from rules.core import IllegalAction
from rules.macao import GAME
from rules.macao.components import board
from tests.macao.helpers import act, new, texts


@pytest.mark.parametrize("n", [2, 3, 4])
def test_mac_010_011_012_supply_ship_and_discs(n):
    # MAC-010: 5 gold; MAC-011: ships on the start space; MAC-012: all wall discs stacked on the first space
    st = new(n)
    d = st.data
    assert all(p["gold"] == 5 and p["pp"] == 0 and p["ship"] == board(st).start for p in d["players"])
    assert sorted(d["wall"][0]) == list(range(n)) and all(not x for x in d["wall"][1:])


def test_mac_014_goods_on_light_districts_jokers_on_dark():
    st = new()
    b = board(st)
    tiles = [x["tile"] for x in st.data["districts"]]
    assert [t == "joker" for t in tiles] == b.dark  # MAC-014
    goods = sorted(t for t in tiles if t != "joker")
    assert len(goods) == 24 and all(goods.count(g) == 3 for g in set(goods))


def test_mac_015_016_offices_in_pairs_and_a_hidden_deck():
    st = new()
    d = st.data
    assert len(d["offices"]) == 12 and all(len(p) == 2 for p in d["offices"])  # MAC-015
    assert d["deck"] == sorted(d["deck"])  # MAC-016: hidden, no order
    assert len(d["deck"]) == 96 - 6  # the opening draft's 6 cards are out


def test_k_01_the_initial_stack_is_random():
    # K-01: the starting wall stack is shuffled: other seeds give other orders, one seed always the same one,
    # and it sets the opening draft's order (bottom disc first)
    orders = {tuple(new(4, seed).data["wall"][0]) for seed in range(12)}
    assert len(orders) > 3
    for seed in range(4):
        st = new(4, seed)
        stack = st.data["wall"][0]
        assert stack == new(4, seed).data["wall"][0]
        assert GAME.current(st) == [stack[0]]


@pytest.mark.parametrize("n", [2, 3, 4])
def test_mac_019_210_opening_draft_reverse_wall_order(n):
    st = new(n)
    d = st.data
    assert len(d["display"]) == n + 2  # MAC-210
    bottom_up = list(d["wall"][0])  # bottom..top: the bottom disc chooses first
    for seat in bottom_up:
        assert GAME.current(st) == [seat]
        first = texts(st, seat)[0]
        act(st, seat, first)
        assert int(first.split()[1]) in d["players"][seat]["board"]
    assert len(d["discard"]) == 2  # the 2 left over are discarded


def test_mac_020_021_starting_cubes_in_wall_order():
    st = new(3)
    d = st.data
    for seat in list(d["wall"][0]):
        act(st, seat, texts(st, seat)[0])
    top_down = list(reversed(d["wall"][0]))
    for seat in top_down:  # MAC-020: wall order again
        assert GAME.current(st) == [seat] and d["decision"] == "start"
        act(st, seat, "start green")
        assert d["decision"] == "start2"
        act(st, seat, "start2 purple")
        p = d["players"][seat]
        assert p["rose"][0] == {"green": 1} and p["rose"][1] == {"purple": 2}  # MAC-021
    assert d["phase"] == 1


def test_mac_021_a_starting_cube_typed_wrongly_is_told_how():
    st = new(2)
    d = st.data
    for seat in list(d["wall"][0]):
        act(st, seat, texts(st, seat)[0])
    seat = GAME.current(st)[0]
    for typed, why in [("start pink", "Name a cube colour: red, blue, green, black, grey or purple."),
                       ("start red 3", "The starting cubes go to sector 1: name only their colour, e.g. start red.")]:
        before = repr(d)
        with pytest.raises(IllegalAction) as err:
            act(st, seat, typed)
        assert str(err.value) == why and repr(d) == before
    act(st, seat, "start red")
    with pytest.raises(IllegalAction) as err:
        act(st, seat, "start2 red 2")
    assert str(err.value) == "The starting cubes go to sector 2: name only their colour, e.g. start2 red."
