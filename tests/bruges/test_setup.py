"""Setup (section 2 of RULES.md)."""
import pytest

from rules.bruges import GAME
from rules.bruges.components import COLOURS, section_colours
from tests.bruges.helpers import new, player


def pile_sizes(st):
    d = st.data
    return [len(p["rest"]) + (p["top"] is not None) for p in d["piles"]], len(d["extra"])


@pytest.mark.parametrize("n,piles,extra", [(2, [33, 33], 99), (3, [50, 49], 66), (4, [66, 66], 33)])
def test_bru_019_deck_sizes(n, piles, extra):
    # BRU-016 BRU-017 BRU-018 BRU-019, BRU-T16: 5 piles of 33, as many as players make the two draw piles
    st = new(n)
    assert pile_sizes(st) == (piles, extra)


@pytest.mark.parametrize("n,piles,extra", [(2, [37, 37], 108), (3, [55, 55], 72), (4, [73, 73], 36)])
def test_pet_10_pets_shuffled_into_the_deck(n, piles, extra):
    # PET-10: 182 cards in 5 piles (37, 37, 36, 36, 36)
    st = new(n, pets=True)
    assert pile_sizes(st) == (piles, extra)
    every = [c for p in st.data["piles"] for c in p["rest"] + [p["top"]]] + st.data["extra"]
    assert sorted(every) == list(range(1, 166)) + list(range(201, 218))


def test_bru_016_hidden_piles_are_sorted_and_every_card_is_somewhere():
    st = new(4)
    for pile in GAME.hidden_piles(st):
        assert pile == sorted(pile)
    d = st.data
    every = [c for p in d["piles"] for c in p["rest"] + [p["top"]]] + d["extra"]
    assert sorted(every) == list(range(1, 166))


def test_bru_022_to_026_player_setup():
    # BRU-022, BRU-026
    st = new(3)
    for s in range(3):
        p = player(st, s)
        assert p["score"] == 5  # BRU-022
        assert p["rep"] == 0  # BRU-022: the town hall
        assert p["majorities"] == {"reputation": False, "persons": False, "canals": False}  # BRU-023
        assert p["workers"] == {c: 1 for c in COLOURS}  # BRU-024
        assert p["guilders"] == 5  # BRU-024
        assert p["hand"] == [] and p["new"] == []  # BRU-026
        assert p["houses"] == [] and p["canal"] == {"left": 0, "right": 0}


def test_bru_015_statues_and_bru_005_threat_markers():
    # BRU-015, BRU-005
    st = new(2)
    assert st.data["statues"] == [7, 6, 5, 4, 3, 2]  # BRU-015: 7 on top
    assert st.data["threat_supply"] == {c: 9 for c in COLOURS}  # BRU-005


def test_pet_06_a_fourth_majority_tile_with_pets():
    st = new(2, pets=True)
    assert player(st)["majorities"] == {"reputation": False, "persons": False, "canals": False, "pets": False}


def test_bru_027_start_player_drawn_and_draws_first():
    # BRU-027: the start player is drawn at random (any seat can be it) and is the first to act
    starts = {new(4, seed).data["start"] for seed in range(20)}
    assert starts == {0, 1, 2, 3}
    st = new(3, 11)
    d = st.data
    assert d["phase"] == 1 and d["decision"] == "draw"  # BRU-026 BRU-029: the first hand in phase 1
    assert GAME.current(st) == [d["start"]]
    assert GAME.opening(st)


def test_bru_021_guard_houses_by_seat():
    # BRU-021 BRU-070: each seat owns a guard house with two sections of 5 spaces, each colour once
    for s in range(4):
        for side in ("left", "right"):
            assert sorted(section_colours(s, side)) == sorted(COLOURS)
        assert section_colours(s, "left")[0] != section_colours(s, "right")[0]


def test_bru_001_two_to_four_players():
    # BRU-001: 2 to 4 players; 1 or 5 are refused
    from rules.core.errors import SetupError
    for n in (1, 5):
        with pytest.raises(SetupError):
            new(n)
    for n in (2, 3, 4):
        assert len(new(n).data["players"]) == n


def test_bru_006_011_five_colours_on_both_faces():
    # BRU-006, BRU-011
    # BRU-006: the five game colours; BRU-011 BRU-031: a card's back shows its colour (the view shows the top's)
    st = new(2)
    view = GAME.view(st, None)
    assert {p["top"] for p in view["piles"]} <= set(COLOURS)
    assert set(view["dice"] or {}) <= set(COLOURS)
    assert COLOURS == ("blue", "brown", "red", "purple", "yellow")


def test_bru_020_025_028_supplies_and_the_four_phases_in_order():
    # BRU-020, BRU-025, BRU-028
    # BRU-020: supplies by everyone; BRU-025: the overview cards need nothing; BRU-028: phases 1-4 in order
    from tests.bruges.test_phases import draw_all
    st = new(2, 3)
    phases = [st.data["phase"]]
    draw_all(st)
    phases.append(st.data["phase"])
    assert phases[0] == 1 and phases[1] in (2, 3)


def test_bru_003_components_the_game_uses():
    # BRU-003: of the box's components the game uses 6 statues worth 2..7, 45 threat markers, 165 cards,
    # 10 canal spaces per player (40 for 4 players), 3 majority tiles per player (12 for 4) and 5 dice
    from rules.bruges import engine as E
    from rules.bruges.components import BOARD, CANAL_SPACES, SECTIONS
    st = new(4)
    d = st.data
    assert sorted(d["statues"]) == [2, 3, 4, 5, 6, 7]
    assert sum(d["threat_supply"].values()) == 45
    every = [c for p in d["piles"] for c in p["rest"] + [p["top"]]] + d["extra"]
    assert len(every) == 165
    assert sum(len(SECTIONS) * CANAL_SPACES for _ in d["players"]) == 40 == BOARD["supply"]["canal_tokens"]["in_box"]
    assert sum(len(p["majorities"]) for p in d["players"]) == 12
    E.start_phase2(st, None)
    assert len(d["dice"]) == 5 and all(1 <= v <= 6 for v in d["dice"].values())
    assert BOARD["supply"]["workers"]["in_box"] == 50 and BOARD["supply"]["guilders"] == {
        "coins_1": 20, "coins_3": 24, "limited": False}
    assert BOARD["score_track"]["tiles_50_100"] == 4


def test_bru_007_player_colours_are_not_worker_colours():
    # BRU-007: a seat has no game colour of its own: every player starts with one worker of each of the five
    # colours, and a card gives workers of its colour whoever plays it
    from tests.bruges.helpers import act, plain, turn
    st = new(4)
    assert all("colour" not in p for p in st.data["players"])
    assert all(player(st, s)["workers"] == {c: 1 for c in COLOURS} for s in range(4))
    red = plain("red", 2)
    for seat, cid in ((1, red[0]), (3, red[1])):
        turn(st, seat, hand=[cid])
        act(st, f"play {cid} workers", seat)
        assert player(st, seat)["workers"]["red"] == 3


def test_bru_142_the_pets_sachet():
    # BRU-142: 17 pet cards and 5 pet majority tiles (one per player colour; the black one is for later)
    from rules.bruges.cards import deck
    from rules.bruges.components import PETS_DATA
    assert len(deck().pets) == 17 == PETS_DATA["components"]["pet_cards"]
    assert PETS_DATA["components"]["pet_majority_tiles"] == 5
    st = new(4, pets=True)
    assert all("pets" in p["majorities"] for p in st.data["players"])  # 4 tiles in play, at most 4 players
    every = [c for p in st.data["piles"] for c in p["rest"] + [p["top"]]] + st.data["extra"]
    assert sum(1 for c in every if c > 200) == 17
    assert "pets" not in player(new(4), 0)["majorities"]  # the sachet stays in the box without the option


def test_bru_150_pet_data_are_stand_ins():
    # BRU-150: the pets' data are our stand-ins, and the game says so: the option's help, the data file, and
    # every pet card's view
    from rules.bruges.cards import deck, describe
    from rules.bruges.components import PETS_DATA
    from rules.core.text import english
    option = next(o for o in GAME.options if o.key == "pets")
    assert "stand-in" in english(option.help)
    assert PETS_DATA["confidence"] == "reconstructed"
    assert all(describe(c.id)["stand_in"] and describe(c.id)["pet"] for c in deck().pets)
