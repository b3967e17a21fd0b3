"""The six actions of phase 3 (section 7 of RULES.md) and the turn around them."""
import pytest

from rules.bruges import GAME
from rules.bruges.components import COLOURS, card
from rules.core.errors import IllegalAction
from tests.bruges.helpers import act, card_named, house, lines, new, plain, player, texts, turn

DICE = {"blue": 2, "brown": 5, "red": 3, "purple": 1, "yellow": 6}


def test_bru_065_t05_take_two_workers_of_the_card_colour():
    st = new(2)
    red = plain("red")[0]
    p = turn(st, 0, hand=[red], dice=DICE)
    act(st, f"play {red} workers")
    assert p["workers"]["red"] == 3  # 1 at the start + 2
    assert st.data["discard"] == [red]


def test_bru_066_t06_take_guilders_as_the_die_of_the_card_colour_shows():
    st = new(2)
    yellow = plain("yellow")[0]
    p = turn(st, 0, hand=[yellow], dice=DICE)
    act(st, f"play {yellow} guilders")
    assert p["guilders"] == 5 + 6
    assert st.data["discard"] == [yellow]


def test_bru_067_068_t07_discard_a_threat_marker_for_a_point():
    st = new(2)
    brown = plain("brown")[0]
    p = turn(st, 0, hand=[brown], dice=DICE)
    p["threats"]["brown"] = 2
    st.data["threat_supply"]["brown"] = 7
    act(st, f"play {brown} threat")
    assert p["threats"]["brown"] == 1 and p["score"] == 6
    assert st.data["threat_supply"]["brown"] == 8


def test_bru_069_no_marker_of_the_colour_no_action_iii():
    st = new(2)
    brown = plain("brown")[0]
    turn(st, 0, hand=[brown], dice=DICE)
    assert f"play {brown} threat" not in texts(st)


def test_bru_071_072_t08_canal_on_the_space_of_the_card_colour_next_to_the_seal():
    st = new(2)
    blue = plain("blue")[0]
    p = turn(st, 0, hand=[blue], dice=DICE)  # seat 0: left starts blue, right yellow (guard house 1)
    assert f"play {blue} canal left" in texts(st)
    assert f"play {blue} canal right" not in texts(st)
    act(st, f"play {blue} canal left")
    assert p["canal"] == {"left": 1, "right": 0} and p["guilders"] == 4  # space 1 costs 1


def test_bru_071_073_sections_grow_from_the_seal_without_gaps():
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
    st = new(2)
    blue = plain("blue")[0]
    turn(st, 0, hand=[blue], dice=DICE, guilders=0)
    assert f"play {blue} canal left" not in texts(st)


def test_bru_075_077_078_statues():
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
    st = new(2)
    purple = plain("purple")[0]
    p = turn(st, 0, hand=[purple], dice=DICE)
    p["workers"]["purple"] = 0
    assert f"play {purple} house" not in texts(st)


def test_bru_082_083_t10_recruit_the_prince_into_an_empty_house_for_9():
    st = new(2)
    prince = card_named("Prince")
    p = turn(st, 0, hand=[prince], dice=DICE, guilders=9)
    house(st, 0, "red")
    act(st, f"play {prince} recruit 1")
    assert p["houses"][0]["person"] == prince and p["guilders"] == 0
    assert card(prince).points == 3


def test_bru_084_no_empty_house_no_recruit():
    st = new(2)
    prince = card_named("Prince")
    other = plain("red")[0]
    turn(st, 0, hand=[prince], dice=DICE, guilders=20)
    assert not [t for t in texts(st) if "recruit" in t]
    house(st, 0, "red", person=other)
    assert not [t for t in texts(st) if "recruit" in t]


def test_bru_082_156_recruiting_needs_the_price():
    st = new(2)
    prince = card_named("Prince")
    turn(st, 0, hand=[prince], dice=DICE, guilders=8)
    house(st, 0, "red")
    assert f"play {prince} recruit 1" not in texts(st)


def test_bru_062_063_any_card_for_any_action_and_actions_repeat():
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
