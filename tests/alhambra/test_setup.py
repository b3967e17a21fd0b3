"""Components and setup (RULES.md sections A and B, J, module setups)."""
import pytest

from rules.alhambra import GAME
from rules.alhambra.components import BUILDINGS, TILE_WALLS, VALUES
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


@pytest.mark.parametrize("n,each", [(2, 4), (3, 4), (4, 3), (5, 2), (6, 2)])
def test_alh_201_thieves_dealt_by_player_count(n, each):  # ALH-201
    st = new(n, 2, thieves=True)
    for p in st.data["players"]:
        assert len(p["thieves"]) == each
    # ALH-200: 12 thief cards, 3 per currency; what is not dealt is set aside
    got = sum((p["thieves"] for p in st.data["players"]), [])
    for cur in range(4):
        assert got.count(cur) <= 3
    assert all(not p["thieves"] for p in new(n, 2).data["players"])


def test_alh_401_residents_chosen_in_secret_before_the_market():  # ALH-401
    st = GAME.new(NAMES[:3], 5, {"traders": "yes"})
    assert sorted(GAME.current(st)) == [0, 1, 2]
    assert st.data["market"] == [None] * 4  # the market is filled only afterwards
    GAME.apply(st, 1, "residents red white purple")
    public = GAME.view(st, None)
    assert "purple" not in str(public["players"][1])
    assert public["players"][1]["residents_chosen"] is True
    assert GAME.view(st, 1)["my_residents"] == ["red", "white", "purple"]
    assert "my_residents" not in GAME.view(st, 0) or GAME.view(st, 0)["my_residents"] is None
    assert [a.text for a in GAME.actions(st, 1)] == ["trader at 0,-1", "trader at 1,0", "trader at 0,1",
                                                     "trader at -1,0"]
    GAME.apply(st, 1, "trader at 1,0")
    for s in (0, 2):
        GAME.apply(st, s, "residents blue red brown")
        GAME.apply(st, s, "trader at 0,1")
    d = st.data
    assert d["decision"] == "action" and all(d["market"])
    assert d["players"][1]["trader_res"] == ["red", "white", "purple"]
    assert d["players"][1]["trader"] == [1, 0]
    # supply: 7 of each colour less the chosen ones
    assert d["supply"]["red"] == 7 - 3 and d["supply"]["purple"] == 6 and d["supply"]["green"] == 7
    assert sum(d["supply"].values()) == 42 - 9  # ALH-400: 42 residents, 7 per colour
    assert GAME.view(st, None)["players"][1]["trader_residents"] == ["red", "white", "purple"]


def test_alh_200_twelve_thieves_three_per_currency():  # ALH-200
    from rules.alhambra.components import MODULES
    assert MODULES["thieves"]["per_currency"] * 4 == 12
    st = new(3, 4, thieves=True)  # 3 players x 4 = all 12 dealt
    got = sorted(sum((p["thieves"] for p in st.data["players"]), []))
    assert got == [0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3]
