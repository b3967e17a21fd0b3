"""Components and setup (RULES.md sections A and B, J, module setups)."""
import pytest

from rules.alhambra import GAME
from rules.alhambra.data import BUILDINGS, TILE_WALLS, VALUES
from rules.alhambra.money import SCORING_CARD, WALL_CARD
from rules.core.errors import SetupError
from tests.alhambra.helpers import NAMES, new


def all_money(st):
    d = st.data
    cards = sum(d["deck"], []) + d["display"] + d["discard"]
    for p in d["players"]:
        cards += p["hand"]
    return cards


def test_alh_001_two_to_six_players():  # ALH-001
    for n in range(2, 7):
        GAME.new(NAMES[:n], 1)
    with pytest.raises(SetupError):
        GAME.new(NAMES[:1], 1)
    with pytest.raises(SetupError):
        GAME.new(NAMES + ["Gus"], 1)


def test_alh_002_components():  # ALH-002, ALH-003, ALH-012
    assert len(BUILDINGS) == 54
    st = new(4)
    cards = all_money(st)
    money = [c for c in cards if c < SCORING_CARD]
    assert len(money) == 108
    assert sorted(c for c in cards if SCORING_CARD <= c < WALL_CARD) == [101, 102]
    for cur in range(4):
        assert sum(c % 10 for c in money if c // 10 == cur) == 135
    # 80 printed wall segments, 20 on each side
    assert sum(bin(TILE_WALLS[t]).count("1") for t in BUILDINGS) == 80
    for bit in range(4):
        assert sum(TILE_WALLS[t] >> bit & 1 for t in BUILDINGS) == 20


def test_alh_010_011_fountain_and_market():  # ALH-010, ALH-011
    st = new(3)
    d = st.data
    for p in d["players"]:
        assert p["grid"] == [[0, 0, 0]] and p["score"] == 0
    assert all(d["market"])
    assert len(d["bag"]) == 54 - 4
    assert sorted(d["bag"] + d["market"]) == BUILDINGS


@pytest.mark.parametrize("seed", range(8))
def test_alh_013_starting_money_20_to_28(seed):  # ALH-013
    st = new(6, seed)
    for p in st.data["players"]:
        total = sum(c % 10 for c in p["hand"])
        assert 20 <= total <= 28
        # dealt one by one until 20: without the last card the total was below 20
        assert total - max(c % 10 for c in p["hand"]) < 20 or len(p["hand"]) == 1


@pytest.mark.parametrize("seed", range(10))
def test_alh_014_start_player_fewest_cards_then_lowest_total(seed):  # ALH-014
    st = new(5, seed)
    keys = [(len(p["hand"]), sum(c % 10 for c in p["hand"])) for p in st.data["players"]]
    assert keys[st.data["start"]] == min(keys)
    assert st.data["turn"] == st.data["start"]


def test_alh_015_016_display_and_scoring_cards_in_piles_2_and_4():  # ALH-015, ALH-016
    for seed in range(10):
        st = new(4, seed)
        d = st.data
        assert len(d["display"]) == 4
        piles = list(reversed(d["deck"]))  # the top pile first
        assert len(piles) == 5
        sizes = [len([c for c in pile if c < SCORING_CARD]) for pile in piles]
        assert max(sizes) - min(sizes) <= 1  # five piles of (nearly) equal size
        # pile 1 holds no scoring card; card 1 lies in pile 2, card 2 in pile 4
        assert [[c - SCORING_CARD for c in pile if SCORING_CARD <= c < WALL_CARD] for pile in piles] == \
            [[], [1], [], [2], []]
        assert all(pile == sorted(pile) for pile in piles)  # a face-down pile keeps no order to peek at


def test_alh_090_two_players_use_72_cards():  # ALH-090
    st = new(2)
    money = [c for c in all_money(st) if c < SCORING_CARD]
    assert len(money) == 72
    for cur in range(4):
        for v in VALUES:
            assert money.count(cur * 10 + v) == 2


def test_alh_092_dirk_gets_six_tiles_at_setup():  # ALH-092
    st = new(2)
    assert len(st.data["dirk"]) == 6
    assert len(st.data["bag"]) == 54 - 4 - 6
    assert new(3).data["dirk"] is None


def test_alh_101_two_wall_cards_in_each_of_piles_2_to_5():  # ALH-101
    st = new(4, 3, walls=True)
    piles = list(reversed(st.data["deck"]))  # the top pile first
    assert [len([c for c in pile if c >= WALL_CARD]) for pile in piles] == [0, 2, 2, 2, 2]
    assert new(4, 3).data["walls_up"] == [] and all(c < WALL_CARD for c in sum(new(4, 3).data["deck"], []))
