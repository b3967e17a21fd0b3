"""A turn: take money, buy, redesign, end-of-turn placement and refills (sections C-F)."""
import pytest

import i18n
from rules.alhambra import GAME
from rules.core import IllegalAction
from tests.alhambra.helpers import blank, money, new, texts, tile

G7 = tile("garden", 10)  # no walls
T11 = tile("tower", 11)  # no walls
P8 = tile("pavilion", 8)  # no walls
S9 = tile("seraglio", 9)  # no walls


def market(st, *tiles):
    st.data["market"] = list(tiles)


def test_alh_030_take_one_card_or_several_up_to_five():  # ALH-030
    st = blank(new(3))
    st.data["display"] = sorted([money("blue", 3), money("green", 2), money("orange", 9), money("yellow", 1)])
    takes = [t for t in texts(st) if t.startswith("take")]
    assert "take orange 9" in takes  # one card of any value
    assert "take blue 3+green 2" in takes  # several totalling 5
    assert "take blue 3+yellow 1" in takes
    assert "take blue 3+green 2+yellow 1" not in takes  # 6 > 5
    assert "take orange 9+yellow 1" not in takes
    GAME.apply(st, 0, "take blue 3+green 2")
    assert st.data["players"][0]["hand"] == [money("blue", 3), money("green", 2)]
    # the taken cards are replaced only at the end of the turn
    assert len(st.data["display"]) == 4 and st.data["turn"] == 1


def test_alh_031_hand_is_secret_count_is_public():  # ALH-031
    st = new(3)
    hand = st.data["players"][1]["hand"]
    pub = GAME.view(st, None)
    assert pub["players"][1]["hand_count"] == len(hand)
    assert "hand" not in pub
    assert len(GAME.view(st, 0)["hand"]) == len(st.data["players"][0]["hand"])


def test_alh_040_pay_in_the_currency_of_the_space():  # ALH-040
    st = blank(new(3))
    market(st, G7, T11, P8, S9)  # blue, green, orange, yellow spaces
    p = st.data["players"][0]
    p["hand"] = [money("blue", 6), money("blue", 4), money("green", 9), money("green", 2)]
    buys = [t for t in texts(st) if t.startswith("buy")]
    assert "buy garden 10 with blue 4+blue 6" in buys
    assert "buy tower 11 with green 2+green 9" in buys
    assert not any("orange" in b or "yellow" in b for b in buys)
    with pytest.raises(IllegalAction):
        GAME.apply(st, 0, "buy pavilion 8 with blue 4+blue 6")  # wrong currency


def test_alh_041_043_overpayment_is_lost_and_ends_the_turn():  # ALH-041, ALH-043
    st = blank(new(3))
    market(st, G7, T11, P8, S9)
    p = st.data["players"][0]
    p["hand"] = [money("orange", 9)]
    GAME.apply(st, 0, "buy pavilion 8 with orange 9")
    assert p["hand"] == [] and st.data["decision"] == "place_bought"
    assert money("orange", 9) in st.data["discard"]  # ALH-042
    assert all(c < 100 for c in st.data["discard"])


def test_alh_021_exact_payment_gives_another_action():  # ALH-021
    st = blank(new(3))
    market(st, G7, T11, P8, S9)
    p = st.data["players"][0]
    p["hand"] = [money("blue", 6), money("blue", 4), money("yellow", 9), money("orange", 5)]
    GAME.apply(st, 0, "buy garden 10 with blue 4+blue 6")
    assert st.data["decision"] == "extra_action" and GAME.current(st) == [0]
    assert "end turn" in texts(st)
    GAME.apply(st, 0, "buy seraglio 9 with yellow 9")  # chains
    assert st.data["decision"] == "extra_action"
    GAME.apply(st, 0, "take " + texts(st)[0][5:])  # any non-exact action ends the chain
    assert st.data["decision"] == "place_bought" and p["pending"] == [G7, S9]


def test_alh_022_no_refill_during_the_turn():  # ALH-022
    st = blank(new(3))
    market(st, G7, T11, P8, S9)
    p = st.data["players"][0]
    p["hand"] = [money("blue", 10 - 6), money("blue", 6), money("green", 9), money("green", 2)]
    GAME.apply(st, 0, "buy garden 10 with blue 4+blue 6")
    assert st.data["market"][0] is None  # the bought space stays empty
    assert not any(t.startswith("buy garden") for t in texts(st))


def test_alh_023_024_end_of_turn_refills_market_in_space_order():  # ALH-023, ALH-024
    st = blank(new(3))
    market(st, G7, T11, P8, S9)
    st.data["bag"] = [tile("tower", 12)]  # the bag holds no order: one tile makes the draw known
    p = st.data["players"][0]
    p["hand"] = [money("green", 9), money("green", 2), money("yellow", 9)]
    GAME.apply(st, 0, "buy tower 11 with green 2+green 9")
    assert st.data["market"][1] is None
    applied = GAME.apply(st, 0, "end turn")
    # the tower is placed next, in this same turn: the log says no more actions, not that the turn ended
    assert [i18n.say("en", e.message, ["Ann", "Bob", "Cid"]) for e in applied.events] == [
        "Ann takes no further action."]
    assert GAME.current(st) == [0] and st.data["decision"] == "place_bought"
    GAME.apply(st, 0, "reserve " + str(T11))
    assert st.data["market"] == [G7, tile("tower", 12), P8, S9]
    assert st.data["turn"] == 1


def test_alh_024_short_bag_fills_lowest_spaces_first():  # ALH-024, ALH-080
    st = blank(new(3))
    market(st, G7, T11, P8, S9)
    st.data["bag"] = [tile("tower", 12)]
    p = st.data["players"][0]
    p["hand"] = [money("blue", 9), money("blue", 1), money("green", 9), money("green", 2)]
    GAME.apply(st, 0, "buy tower 11 with green 2+green 9")
    GAME.apply(st, 0, "buy garden 10 with blue 1+blue 9")
    GAME.apply(st, 0, "end turn")
    GAME.apply(st, 0, f"reserve {G7}")
    GAME.apply(st, 0, f"reserve {T11}")
    assert st.data["market"][0] == tile("tower", 12)  # blue space first
    assert st.data["market"][1] is None


def test_alh_044_bought_tiles_are_placed_at_the_end_in_any_order():  # ALH-044
    st = blank(new(3))
    market(st, G7, T11, P8, S9)
    p = st.data["players"][0]
    p["hand"] = [money("blue", 10), money("green", 9), money("green", 2)][1:] + [money("blue", 1), money("blue", 9)]
    GAME.apply(st, 0, "buy garden 10 with blue 1+blue 9")
    # a tile bought this turn is not available to a redesign
    assert not any(t.startswith(f"place {G7}") for t in texts(st))
    GAME.apply(st, 0, "buy tower 11 with green 2+green 9")
    GAME.apply(st, 0, "end turn")
    opts = texts(st)
    assert f"place {T11} at 1,0" in opts and f"place {G7} at 1,0" in opts
    GAME.apply(st, 0, f"place {T11} at 1,0")  # the second bought first
    assert f"place {G7} at 1,0" not in texts(st)  # only empty cells
    GAME.apply(st, 0, f"place {G7} at 2,0")
    assert sorted(map(tuple, p["grid"])) == [(0, 0, 0), (1, 0, T11), (2, 0, G7)]
    assert st.data["turn"] == 1


def test_alh_050_053_redesign_options():  # ALH-050, ALH-053
    st = blank(new(3))
    p = st.data["players"][0]
    p["grid"] = [[0, 0, 0], [1, 0, T11]]
    p["reserve"] = [G7]
    opts = texts(st)
    assert f"place {G7} at -1,0" in opts  # (a) reserve -> Alhambra
    assert f"reserve {T11}" in opts  # (b) Alhambra -> reserve
    assert f"swap {G7} for {T11}" in opts  # (c) swap in the same position
    GAME.apply(st, 0, f"swap {G7} for {T11}")
    assert [1, 0, G7] in p["grid"] and p["reserve"] == [T11]
    assert st.data["turn"] == 1  # a redesign is the whole action
    # the reserve never scores
    assert GAME.view(st, None)["players"][0]["counts"]["tower"] == 0


def test_alh_051_054_redesign_keeps_the_alhambra_legal():  # ALH-051, ALH-054
    st = blank(new(3))
    p = st.data["players"][0]
    t_e = tile("pavilion", 7, "E")  # wall on its east side
    # fountain - T11 - G7 in a row: removing T11 would cut G7 off
    p["grid"] = [[0, 0, 0], [1, 0, T11], [2, 0, G7]]
    p["reserve"] = [t_e, P8]
    opts = texts(st)
    assert f"reserve {T11}" not in opts
    assert f"reserve {G7}" in opts
    # the pavilion's east wall would face G7's open west side: no swap
    assert f"swap {t_e} for {T11}" not in opts
    assert f"swap {t_e} for {G7}" in opts  # G7's east side touches nothing
    assert f"swap {P8} for {T11}" in opts


def test_alh_052_fountain_never_moves():  # ALH-052
    st = blank(new(3))
    p = st.data["players"][0]
    p["grid"] = [[0, 0, 0], [1, 0, T11]]
    p["reserve"] = [G7]
    opts = texts(st)
    assert "reserve 0" not in opts and f"swap {G7} for 0" not in opts


def test_alh_065_reserve_always_allowed():  # ALH-065
    st = blank(new(3))
    st.data["decision"] = "place_bought"
    p = st.data["players"][0]
    t = tile("pavilion", 2, "NEW")
    p["pending"] = [t]
    opts = texts(st)
    assert opts == [f"place {t} at 0,-1", f"reserve {t}"]  # only its south side is open
    p["grid"] = [[0, 0, 0], [0, -1, tile("tower", 7, "NEW")]]
    assert texts(st) == [f"reserve {t}"]  # no legal cell at all: the reserve is still open


def test_alh_017_play_goes_clockwise():  # ALH-017
    st = blank(new(4), turn=3)
    st.data["display"] = [money("blue", 9)] + st.data["display"][1:]
    GAME.apply(st, 3, "take blue 9")
    assert st.data["turn"] == 0


def test_defaults_are_safe_and_unique():
    st = blank(new(3))
    st.data["display"] = sorted([money("blue", 3), money("green", 2), money("orange", 9), money("yellow", 1)])
    acts = GAME.actions(st, 0)
    assert sum(a.default for a in acts) == 1
    assert GAME.default_action(st, 0).text == "take orange 9"
    # a label is a message: short on a phone's button in either language (the bot clips a longer one)
    assert all(len(i18n.say(lang, a.label)) <= 40 for a in acts for lang in ("en", "it"))


def test_empty_display_allows_pass():
    st = blank(new(3))
    st.data["display"] = []
    st.data["deck"] = []
    st.data["discard"] = []
    assert texts(st) == ["pass"]
    GAME.apply(st, 0, "pass")
    assert st.data["turn"] == 1


def test_alh_020_the_action_options():  # ALH-020, ALH-103
    from rules.alhambra.components import WALL_CARDS
    st = blank(new(3, walls=True))
    st.data["market"] = [G7, T11, P8, S9]
    p = st.data["players"][0]
    p["hand"] = [money("blue", 9), money("blue", 1)]
    p["reserve"] = [tile("tower", 12)]
    groups = {a.group for a in GAME.actions(st, 0)}
    assert groups == {"Money", "Buy", "Redesign"}
    st.data["walls_up"] = [WALL_CARDS.index(1)]
    assert "Walls" in {a.group for a in GAME.actions(st, 0)}  # the fourth option of the module
