"""The six actions of phase 3 (section 7 of RULES.md) and the turn around them."""
import pytest

from rules.bruges import GAME
from rules.bruges import engine as E
from rules.bruges.components import COLOURS, card
from rules.core.errors import IllegalAction
from tests.bruges.helpers import act, card_named, cards_of, house, lines, new, plain, player, texts, turn

DICE = {"blue": 2, "brown": 5, "red": 3, "purple": 1, "yellow": 6}


def test_bru_065_t05_take_two_workers_of_the_card_colour():
    # BRU-065, BRU-T05
    st = new(2)
    red = plain("red")[0]
    p = turn(st, 0, hand=[red], dice=DICE)
    act(st, f"play {red} workers")
    assert p["workers"]["red"] == 3  # 1 at the start + 2
    assert st.data["discard"] == [red]


def test_bru_066_t06_take_guilders_as_the_die_of_the_card_colour_shows():
    # BRU-066, BRU-T06
    st = new(2)
    yellow = plain("yellow")[0]
    p = turn(st, 0, hand=[yellow], dice=DICE)
    act(st, f"play {yellow} guilders")
    assert p["guilders"] == 5 + 6
    assert st.data["discard"] == [yellow]


def test_bru_067_068_t07_discard_a_threat_marker_for_a_point():
    # BRU-067, BRU-068, BRU-T07
    st = new(2)
    brown = plain("brown")[0]
    p = turn(st, 0, hand=[brown], dice=DICE)
    p["threats"]["brown"] = 2
    st.data["threat_supply"]["brown"] = 7
    act(st, f"play {brown} threat")
    assert p["threats"]["brown"] == 1 and p["score"] == 6
    assert st.data["threat_supply"]["brown"] == 8


def test_bru_069_no_marker_of_the_colour_no_action_iii():
    # BRU-069: action III needs a marker of the card's colour
    st = new(2)
    brown = plain("brown")[0]
    p = turn(st, 0, hand=[brown], dice=DICE)
    p["threats"]["red"] = 2  # markers of another colour do not help
    assert f"play {brown} threat" not in texts(st)
    assert not [t for t in texts(st) if "threat" in t]
    p["threats"]["brown"] = 1
    assert f"play {brown} threat" in texts(st)


def test_bru_071_072_t08_canal_on_the_space_of_the_card_colour_next_to_the_seal():
    # BRU-071, BRU-072, BRU-T08
    st = new(2)
    blue = plain("blue")[0]
    p = turn(st, 0, hand=[blue], dice=DICE)  # seat 0: left starts blue, right yellow (guard house 1)
    assert f"play {blue} canal left" in texts(st)
    assert f"play {blue} canal right" not in texts(st)
    act(st, f"play {blue} canal left")
    assert p["canal"] == {"left": 1, "right": 0} and p["guilders"] == 4  # space 1 costs 1


def test_bru_071_073_sections_grow_from_the_seal_without_gaps():
    # BRU-071, BRU-073
    st = new(2)
    red = plain("red")[0]
    p = turn(st, 0, hand=[red], dice=DICE)
    # left: blue, red, yellow, brown, purple: red is its second space
    assert f"play {red} canal left" not in texts(st)
    p["canal"]["left"] = 1
    assert f"play {red} canal left" in texts(st)
    act(st, f"play {red} canal left")
    assert p["canal"]["left"] == 2 and p["guilders"] == 3  # space 2 costs 2 (stand-in price)


def test_bru_072_156_a_canal_needs_its_price():
    # BRU-072, BRU-156
    st = new(2)
    blue = plain("blue")[0]
    turn(st, 0, hand=[blue], dice=DICE, guilders=0)
    assert f"play {blue} canal left" not in texts(st)


def test_bru_075_077_078_statues():
    # BRU-075, BRU-077, BRU-078
    st = new(2)
    purple = plain("purple")[0]
    p = turn(st, 0, hand=[purple], dice=DICE, guilders=10)
    p["canal"]["left"] = 4
    act(st, f"play {purple} canal left")
    assert p["statues"] == [7] and st.data["statues"] == [6, 5, 4, 3, 2]  # BRU-075: the 7 first
    # BRU-078: lost and rebuilt, the section earns no other statue
    p["canal"]["left"] = 4
    other = plain("purple", 2)[1]
    turn(st, 0, hand=[other], dice=DICE)
    act(st, f"play {other} canal left")
    assert p["statues"] == [7]


def test_bru_077_no_statue_left_nothing_earned():
    st = new(2)
    purple = plain("purple")[0]
    p = turn(st, 0, hand=[purple], dice=DICE, guilders=10)
    st.data["statues"] = []
    p["canal"]["left"] = 4
    act(st, f"play {purple} canal left")
    assert p["statues"] == [] and p["canal"]["left"] == 5


def test_bru_079_t09_a_house_face_down_paying_a_worker_of_its_colour():
    # BRU-079, BRU-T09
    st = new(2)
    purple = plain("purple")[0]
    p = turn(st, 0, hand=[purple], dice=DICE)
    applied = act(st, f"play {purple} house")
    assert p["houses"] == [{"colour": "purple", "card": purple, "person": None, "pet": None}]
    assert p["workers"]["purple"] == 0
    # the front stays secret: the public lines do not name it
    name = card(purple).en
    assert not any(name in line for line in lines(applied))
    assert any(name in line for line in lines(applied, 0))


def test_bru_079_156_no_worker_of_the_colour_no_house():
    # BRU-079, BRU-156
    st = new(2)
    purple = plain("purple")[0]
    p = turn(st, 0, hand=[purple], dice=DICE)
    p["workers"]["purple"] = 0
    assert f"play {purple} house" not in texts(st)


def test_bru_082_083_t10_recruit_the_prince_into_an_empty_house_for_9():
    # BRU-082, BRU-083, BRU-T10
    st = new(2)
    prince = card_named("Prince")
    p = turn(st, 0, hand=[prince], dice=DICE, guilders=9)
    house(st, 0, "red")
    act(st, f"play {prince} recruit 1")
    assert p["houses"][0]["person"] == prince and p["guilders"] == 0
    assert card(prince).points == 3


def test_bru_084_no_empty_house_no_recruit():
    # BRU-084: without an empty house (none at all, or all occupied) no recruiting
    st = new(2)
    prince = card_named("Prince")
    other = plain("red")[0]
    turn(st, 0, hand=[prince], dice=DICE, guilders=20)
    assert not [t for t in texts(st) if "recruit" in t]
    house(st, 0, "red", person=other)
    assert not [t for t in texts(st) if "recruit" in t]


def test_bru_082_156_recruiting_needs_the_price():
    # BRU-082, BRU-156
    st = new(2)
    prince = card_named("Prince")
    turn(st, 0, hand=[prince], dice=DICE, guilders=8)
    house(st, 0, "red")
    assert f"play {prince} recruit 1" not in texts(st)


def test_bru_062_063_any_card_for_any_action_and_actions_repeat():
    # BRU-062, BRU-063
    st = new(2)
    a, b = plain("blue", 2)
    p = turn(st, 0, hand=[a, b], dice=DICE)
    for cid in (a, b):
        assert {f"play {cid} workers", f"play {cid} guilders"} <= set(texts(st))
    act(st, f"play {a} workers")
    st.data["plays"] = 1
    act(st, f"play {b} workers")
    assert p["workers"]["blue"] == 5


def test_bru_060_one_card_per_turn_then_the_turn_ends():
    st = new(2)
    a, b = plain("blue", 2)
    turn(st, 0, hand=[a, b], dice=DICE)
    player(st, 1)["hand"] = [plain("red")[0]]
    act(st, f"play {a} guilders")
    assert GAME.current(st) == [1]  # nothing to activate: the turn ended by itself
    assert st.data["turns_left"]["0"] == 3


def test_a_card_not_in_hand_is_refused():
    st = new(2)
    a = plain("blue")[0]
    turn(st, 0, hand=[a], dice=DICE)
    with pytest.raises(IllegalAction):
        act(st, "play 99 guilders")


def test_pet_01_02_a_pet_joins_an_empty_house_or_one_with_a_person():
    # PET-01, PET-02
    st = new(2, pets=True)
    dog = card_named("Dog")
    person = plain("red")[0]
    p = turn(st, 0, hand=[dog], dice=DICE, guilders=10)
    house(st, 0, "blue", person=person)
    house(st, 0, "red")
    assert {f"play {dog} recruit 1", f"play {dog} recruit 2"} <= set(texts(st))
    act(st, f"play {dog} recruit 1")
    assert p["houses"][0]["pet"] == dog and p["houses"][0]["person"] == person
    assert p["guilders"] == 10 - card(dog).price  # PET-12


def test_pet_02_13_a_person_may_join_a_house_with_only_a_pet():
    # PET-02, PET-13
    st = new(2, pets=True)
    dog = card_named("Dog")
    prince = card_named("Prince")
    p = turn(st, 0, hand=[prince], dice=DICE, guilders=10)
    house(st, 0, "blue", pet=dog)
    assert f"play {prince} recruit 1" in texts(st)
    act(st, f"play {prince} recruit 1")
    assert p["houses"][0] == {"colour": "blue", "card": p["houses"][0]["card"], "person": prince, "pet": dog}


def test_canonical_texts_and_groups():
    st = new(2)
    a = plain("blue")[0]
    p = turn(st, 0, hand=[a], dice=DICE)
    p["threats"]["blue"] = 1
    house(st, 0, "red")
    groups = {x.text.split()[2]: x.group for x in GAME.actions(st, 0)}
    assert groups == {"workers": "Workers", "guilders": "Guilders", "threat": "Threat", "canal": "Canal",
                      "house": "House", "recruit": "Recruit"}
    assert COLOURS


def test_bru_008_009_workers_and_guilders_are_unlimited():
    # BRU-008, BRU-009
    st = new(2)
    red = plain("red")[0]
    p = turn(st, 0, hand=[red], dice=DICE)
    p["workers"]["red"] = 10  # BRU-004: 10 in the box; BRU-008: substitutes beyond
    p["guilders"] = 150
    act(st, f"play {red} workers")
    assert p["workers"]["red"] == 12


def test_bru_010_070_ten_canal_spaces_per_player():
    # BRU-010, BRU-070
    st = new(2)
    p = player(st, 0)
    p["canal"] = {"left": 5, "right": 5}
    blue = plain("blue")[0]
    turn(st, 0, hand=[blue], dice=DICE, guilders=50)
    assert not [t for t in texts(st) if "canal" in t]


def test_bru_064_100_101_activate_before_and_after_the_card_and_a_person_just_recruited():
    # BRU-064, BRU-100, BRU-101
    st = new(2)
    accountant = card_named("Accountant")
    queen = card_named("Queen")
    blue = plain("blue")[0]
    p = turn(st, 0, hand=[queen, blue], dice=DICE, guilders=9)
    house(st, 0, "red", person=accountant)
    house(st, 0, "blue")
    act(st, f"activate {accountant}")  # BRU-100: before the card
    assert p["guilders"] == 11
    act(st, f"play {queen} recruit 2")
    assert GAME.current(st) == [0] and f"activate {queen}" in texts(st)  # BRU-101: at once
    act(st, f"activate {queen}")  # BRU-100: after the card
    assert p["score"] == 6
    assert st.data["turns_left"]["0"] == 3  # nothing left to activate: the turn ended by itself


def test_bru_103_activations_only_in_the_own_turn():
    # BRU-103: a person is activated only in its owner's turn; an always-on person (type 2 or 3) works
    # whenever its situation arises, in another player's turn or in phase 2 too
    st = new(2)
    accountant = card_named("Accountant")
    house(st, 1, "red", person=accountant)
    turn(st, 0, hand=plain("blue", 1))
    from rules.core.errors import IllegalAction
    with pytest.raises(IllegalAction):
        act(st, f"activate {accountant}", seat=1)
    assert GAME.view(st, 1)["usable"] == [] and E.FX.activatable(st, 1) == []
    # the Constable (type 3: a guilder per threat marker received) works in phase 2, out of anyone's turn
    from tests.bruges.helpers import roll
    house(st, 1, "blue", person=card_named("Constable"))
    roll(st, {"red": 5, "yellow": 6}, start=0)
    assert player(st, 1)["guilders"] == 5 + 2 and player(st, 0)["guilders"] == 5


def test_bru_145_pet_03_11_pets_are_never_activated_and_serve_any_action():
    # BRU-145, PET-03, PET-11
    st = new(2, pets=True)
    dog = card_named("Dog")
    p = turn(st, 0, hand=[dog], dice=DICE)
    # PET-11: a pet card takes actions I-V like any card
    assert {f"play {dog} workers", f"play {dog} guilders", f"play {dog} house"} <= set(texts(st))
    house(st, 0, "red", pet=card_named("Cat"))
    assert not [t for t in texts(st) if t.startswith("activate")]  # PET-03
    act(st, f"play {dog} workers")
    assert p["workers"]["blue"] == 3


def test_bru_092_arrow_fires_when_recruited():
    st = new(2)
    heir = card_named("Heir")
    p = turn(st, 0, hand=[heir], dice=DICE)
    house(st, 0, "red")
    act(st, f"play {heir} recruit 1")
    assert p["guilders"] == 7  # BRU-092: the Heir's 2 guilders at once


def test_bru_081_a_house_holds_one_person_and_houses_have_no_limit():
    # BRU-081: one person per house; any number of houses
    st = new(2)
    purple = plain("purple")[0]
    prince = card_named("Prince")
    p = turn(st, 0, hand=[purple, prince], dice=DICE, guilders=20)
    for cid in cards_of("blue", 12):
        house(st, 0, "red", person=cid)
    assert f"play {purple} house" in texts(st)
    assert not [t for t in texts(st) if "recruit" in t]  # twelve houses, each holding its one person
    act(st, f"play {purple} house")
    assert len(p["houses"]) == 13 and p["houses"][-1]["person"] is None
    st.data["plays"] = 1
    assert texts(st).count(f"play {prince} recruit 13") == 1
    assert [t for t in texts(st) if "recruit" in t] == [f"play {prince} recruit 13"]


def test_bru_085_a_person_stays_in_its_house():
    # BRU-085: a recruited person never moves: when another house is built or burns, the person stays with
    # the house card it was recruited onto
    from tests.bruges.helpers import roll
    st = new(2)
    prince = card_named("Prince")
    yellow = plain("yellow")[0]
    p = turn(st, 0, hand=[prince, yellow], dice=DICE, guilders=9)
    house(st, 0, "red")
    house(st, 0, "blue")
    base = p["houses"][1]["card"]
    act(st, f"play {prince} recruit 2")
    assert p["houses"][1] == {"colour": "blue", "card": base, "person": prince, "pet": None}
    st.data["plays"] = 1
    act(st, f"play {yellow} house")
    p["threats"]["red"] = 2
    st.data["threat_supply"]["red"] -= 2
    roll(st, {"red": 5}, start=0)
    act(st, "fire house 1", 0)  # the empty red house burns
    assert [h["person"] for h in p["houses"] if h["card"] == base] == [prince]
    assert sum(1 for h in p["houses"] if h["person"] == prince) == 1


def test_bru_143_a_pet_into_an_empty_house_or_one_with_a_person():
    # BRU-143: action VI puts a pet into an empty house or beside a person; never beside another pet
    st = new(2, pets=True)
    dog, cat = card_named("Dog"), card_named("Cat")
    person = plain("red")[0]
    p = turn(st, 0, hand=[dog], dice=DICE, guilders=10)
    house(st, 0, "blue", person=person)
    house(st, 0, "red")
    house(st, 0, "yellow", pet=cat)
    assert [t for t in texts(st) if "recruit" in t] == [f"play {dog} recruit 1", f"play {dog} recruit 2"]
    act(st, f"play {dog} recruit 2")
    assert p["houses"][1]["pet"] == dog and p["houses"][1]["person"] is None


def test_bru_144_a_pet_does_not_block_a_later_person():
    # BRU-144: a house holding only a pet still takes a person; the person joins the pet there
    st = new(2, pets=True)
    dog = card_named("Dog")
    prince = card_named("Prince")
    p = turn(st, 0, hand=[prince], dice=DICE, guilders=9)
    house(st, 0, "blue", pet=dog)
    assert [t for t in texts(st) if "recruit" in t] == [f"play {prince} recruit 1"]
    act(st, f"play {prince} recruit 1")
    assert p["houses"][0]["person"] == prince and p["houses"][0]["pet"] == dog and p["guilders"] == 0
    view = GAME.view(st, 1)["players"][0]["houses"][0]
    assert view["person"]["id"] == prince and view["pet"]["id"] == dog


def test_bru_064_100_after_the_card_the_prompt_does_not_speak_of_more_persons_when_none_was_activated():
    # BRU-064, BRU-100: the card played first, no person activated yet: persons may still be activated after it
    from rules.core.text import english
    st = new(2)
    accountant = card_named("Accountant")
    blue = plain("blue")[0]
    turn(st, 0, hand=[blue], dice=DICE)
    house(st, 0, "red", person=accountant)
    act(st, f"play {blue} guilders")
    assert GAME.current(st) == [0] and f"activate {accountant}" in texts(st)
    prompt = english(GAME.prompt(st, 0))
    assert prompt == "Your card is played: activate persons, or end your turn.", prompt
