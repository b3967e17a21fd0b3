"""Threat markers and penalties (sections 5a and 12 of RULES.md)."""
from rules.bruges import GAME
from rules.bruges import engine as E
from rules.bruges.components import COLOURS
from tests.bruges.helpers import act, house, new, plain, player, roll, texts, turn


def markers(st, seat, **held):
    p = player(st, seat)
    for c, n in held.items():
        p["threats"][c] = n
        st.data["threat_supply"][c] -= n


def test_bru_047_128_138_139_the_third_marker_strikes_and_the_markers_go_back_for_nothing():
    # BRU-047, BRU-128, BRU-138, BRU-139
    st = new(2)
    markers(st, 0, purple=2)
    roll(st, {"purple": 5})
    p = player(st, 0)
    assert p["threats"]["purple"] == 0  # BRU-138
    assert p["score"] == 5 - 3  # BRU-137 (Intrigue) and BRU-139: no point for the returned markers
    assert player(st, 1)["threats"]["purple"] == 1
    assert st.data["threat_supply"]["purple"] == 8


def test_bru_129_flood_returns_all_workers():
    # BRU-129: Flood takes every worker of every colour, nothing else
    st = new(2)
    markers(st, 0, blue=2)
    player(st, 0)["workers"] = {"blue": 3, "brown": 0, "red": 2, "purple": 1, "yellow": 4}
    roll(st, {"blue": 6})
    assert sum(player(st, 0)["workers"].values()) == 0
    assert player(st, 0)["guilders"] == 5 and player(st, 0)["score"] == 5
    assert sum(player(st, 1)["workers"].values()) == 5


def test_bru_132_raid_gives_all_guilders_to_the_bank():
    st = new(2)
    markers(st, 1, yellow=2)
    player(st, 1)["guilders"] = 17
    roll(st, {"yellow": 6})
    assert player(st, 1)["guilders"] == 0


def test_bru_137_intrigue_never_below_zero():
    st = new(2)
    markers(st, 0, purple=2)
    player(st, 0)["score"] = 2
    roll(st, {"purple": 6})
    assert player(st, 0)["score"] == 0


def test_bru_130_131_plague_the_victim_chooses_a_person_and_the_house_stays():
    # BRU-130, BRU-131
    st = new(2)
    a, b = plain("red", 2)
    house(st, 1, "blue", person=a)
    house(st, 1, "red", person=b)
    markers(st, 1, brown=2)
    roll(st, {"brown": 5})
    assert GAME.current(st) == [1] and st.data["decision"] == "plague"  # BRU-161: the victim, out of turn
    assert sorted(texts(st, 1)) == sorted([f"plague {a}", f"plague {b}"])
    act(st, f"plague {b}", 1)
    p = player(st, 1)
    assert [h["person"] for h in p["houses"]] == [a, None] and len(p["houses"]) == 2
    assert b in st.data["discard"]


def test_bru_130_141_plague_without_a_person_does_nothing_and_one_person_needs_no_question():
    # BRU-130, BRU-141
    st = new(2)
    a = plain("red")[0]
    house(st, 0, "blue", person=a)
    markers(st, 0, brown=2)
    markers(st, 1, brown=2)
    roll(st, {"brown": 5})
    assert player(st, 0)["houses"][0]["person"] is None  # the only person went
    assert player(st, 1)["threats"]["brown"] == 0 and st.data["threat_supply"]["brown"] == 9


def test_bru_133_134_fire_a_house_with_its_person_back_to_hand():
    # BRU-133, BRU-134
    st = new(2)
    a = plain("red")[0]
    h = house(st, 0, "blue", person=a)
    house(st, 0, "red")
    player(st, 0)["canal"]["right"] = 2
    markers(st, 0, red=2)
    roll(st, {"red": 5})
    assert st.data["decision"] == "fire" and GAME.current(st) == [0]
    assert texts(st, 0) == ["fire canal right", "fire house 1", "fire house 2"]
    base = player(st, 0)["houses"][h - 1]["card"]
    act(st, "fire house 1", 0)
    p = player(st, 0)
    assert a in p["hand"] and len(p["houses"]) == 1
    assert base in st.data["discard"]


def test_bru_135_136_fire_takes_the_outermost_token_and_keeps_the_statue():
    # BRU-135, BRU-136
    st = new(2)
    p = player(st, 0)
    p["canal"]["left"] = 5
    p["statues"], p["statue_from"] = [7], ["left"]
    markers(st, 0, red=2)
    roll(st, {"red": 5})  # no house: the canal token is the only choice
    assert p["canal"]["left"] == 4 and p["statues"] == [7]


def test_bru_141_fire_with_nothing_to_burn():
    st = new(2)
    markers(st, 0, red=2)
    roll(st, {"red": 6})
    assert player(st, 0)["threats"]["red"] == 0


def test_bru_048_several_penalties_the_victim_chooses_the_order():
    st = new(2)
    markers(st, 0, purple=2, yellow=2)
    player(st, 0)["guilders"] = 9
    roll(st, {"purple": 5, "yellow": 6})
    assert st.data["decision"] == "penalty_order" and GAME.current(st) == [0]
    assert texts(st, 0) == ["first intrigue", "first raid"]
    act(st, "first raid", 0)
    p = player(st, 0)
    assert p["guilders"] == 0 and p["score"] == 2
    assert p["threats"]["purple"] == 0 and p["threats"]["yellow"] == 0


def test_bru_048_all_markers_first_then_penalties_from_the_start_player():
    st = new(3)
    for s in range(3):
        markers(st, s, red=2)
        house(st, s, "blue")
        player(st, s)["canal"]["left"] = 1
    roll(st, {"red": 5}, start=1)
    # everyone got the marker before anyone burned
    assert [player(st, s)["threats"]["red"] for s in range(3)] == [3, 0, 3]
    assert GAME.current(st) == [1] and st.data["decision"] == "fire"
    act(st, "fire canal left", 1)
    assert GAME.current(st) == [2]
    act(st, "fire canal left", 2)
    assert GAME.current(st) == [0]


def test_bru_057_t17_marker_shortage_strikes_as_markers_arrive():
    # BRU-057, BRU-T17
    st = new(4)
    for s in range(4):
        markers(st, s, purple=2)
    assert st.data["threat_supply"]["purple"] == 1
    roll(st, {"purple": 5}, start=0)
    for s in range(4):
        assert player(st, s)["score"] == 2 and player(st, s)["threats"]["purple"] == 0
    assert st.data["threat_supply"]["purple"] == 9


def test_bru_140_161_a_marker_from_a_card_strikes_at_once_and_the_victim_decides():
    # BRU-140, BRU-161
    st = new(2)
    turn(st, 0, hand=plain("blue", 1))
    a, b = plain("red", 2)
    house(st, 1, "blue", person=a)
    house(st, 1, "red", person=b)
    markers(st, 1, brown=2)
    E.give_threat(st, 1, "brown", None)
    E.settle(st, None)
    assert GAME.current(st) == [1] and st.data["decision"] == "plague"
    act(st, f"plague {a}", 1)
    assert GAME.current(st) == [0] and st.data["decision"] == "turn"


def test_bru_046_markers_are_public():
    # BRU-046: markers lie face up: every view shows every player's markers
    st = new(2)
    markers(st, 1, blue=1)
    assert GAME.view(st, 0)["players"][1]["threats"]["blue"] == 1
    assert GAME.view(st, None)["threat_supply"]["blue"] == 8


def test_pet_08_plague_may_take_a_pet():
    # PET-08, BRU-148
    st = new(2, pets=True)
    from tests.bruges.helpers import card_named
    dog, cat = card_named("Dog"), card_named("Cat")
    a = plain("red")[0]
    house(st, 0, "blue", person=a, pet=dog)
    house(st, 0, "red", pet=cat)
    markers(st, 0, brown=2)
    roll(st, {"brown": 5})
    assert set(texts(st, 0)) == {f"plague {a}", f"plague {dog}", f"plague {cat}"}
    act(st, f"plague {dog}", 0)
    assert player(st, 0)["houses"][0] == {"colour": "blue", "card": player(st, 0)["houses"][0]["card"],
                                          "person": a, "pet": None}


def test_pet_09_fire_sends_person_and_pet_back_to_hand():
    # PET-09, BRU-149
    st = new(2, pets=True)
    from tests.bruges.helpers import card_named
    dog = card_named("Dog")
    a = plain("red")[0]
    house(st, 0, "blue", person=a, pet=dog)
    markers(st, 0, red=2)
    roll(st, {"red": 5})
    p = player(st, 0)
    assert {a, dog} <= set(p["hand"]) and p["houses"] == []


def test_the_roll_is_logged_once_per_colour():
    st = new(3)
    d = st.data
    d["phase"] = 2
    ctx = __import__("rules.core.game", fromlist=["Context"]).Context()
    d["dice"] = {c: 5 if c == "red" else 3 for c in COLOURS}
    E.after_roll(st, ctx)
    E.settle(st, ctx)
    said = [e.text for e in ctx.events]
    assert said.count("Everyone receives a red threat marker.") == 1


def test_bru_049_056_markers_die_by_die_player_by_player_and_3_4_do_nothing():
    # BRU-049, BRU-056
    from rules.core.game import Context
    st = new(3)
    d = st.data
    d["phase"], d["start"] = 2, 2
    for p in d["players"]:
        p["hand"] = [d["piles"][0]["rest"].pop(0)]
    d["dice"] = {"blue": 3, "brown": 4, "red": 6, "purple": 3, "yellow": 5}
    ctx = Context()
    E.after_roll(st, ctx)
    assert d["pending"][-1]["todo"] == [["red", 2], ["red", 0], ["red", 1], ["yellow", 2], ["yellow", 0],
                                        ["yellow", 1]]
    E.settle(st, ctx)
    for p in d["players"]:
        assert p["threats"] == {"blue": 0, "brown": 0, "red": 1, "purple": 0, "yellow": 1}


def test_bru_049_in_a_shortage_colour_by_colour_from_the_start_player():
    # BRU-049: markers go out die by die (blue, brown, red, purple, yellow) and player by player from the start
    # player; in a shortage (BRU-057) that order decides who is struck first: here the start player's Plague
    # stops the hand-out before anyone after them, or any later colour, gets a marker
    st = new(4)
    a, b = plain("red", 2)
    house(st, 1, "blue", person=a)
    house(st, 1, "red", person=b)
    for s in range(4):
        markers(st, s, brown=2)  # 8 out, 1 left: short
    roll(st, {"brown": 5, "yellow": 6}, start=1)
    assert st.data["decision"] == "plague" and GAME.current(st) == [1]
    assert [player(st, s)["threats"]["brown"] for s in range(4)] == [2, 0, 2, 2]
    assert all(player(st, s)["threats"]["yellow"] == 0 for s in range(4))
    act(st, f"plague {a}", 1)
    assert [player(st, s)["threats"] for s in range(4)] == [{c: (1 if c == "yellow" else 0) for c in COLOURS}] * 4


def test_bru_148_pet_08_a_pet_only_instead_of_a_person():
    # BRU-148, PET-08: the victim may give up a pet instead of a person; with no person, Plague takes nothing
    # (BRU-131), so a pet alone is never lost to it
    from tests.bruges.helpers import card_named
    st = new(2, pets=True)
    dog, cat = card_named("Dog"), card_named("Cat")
    a = plain("red")[0]
    house(st, 0, "blue", person=a)
    house(st, 0, "red", pet=dog)
    markers(st, 0, brown=2)
    roll(st, {"brown": 5})
    assert st.data["decision"] == "plague" and set(texts(st, 0)) == {f"plague {a}", f"plague {dog}"}
    act(st, f"plague {dog}", 0)
    p = player(st, 0)
    assert [h["person"] for h in p["houses"]] == [a, None] and [h["pet"] for h in p["houses"]] == [None, None]
    assert dog in st.data["discard"] and len(p["houses"]) == 2
    # only pets, no person: nothing is taken, and nobody is asked
    st = new(2, pets=True)
    house(st, 0, "blue", pet=dog)
    house(st, 0, "red", pet=cat)
    markers(st, 0, brown=2)
    roll(st, {"brown": 5})
    p = player(st, 0)
    assert st.data["decision"] != "plague" and [h["pet"] for h in p["houses"]] == [dog, cat]
    assert p["threats"]["brown"] == 0


def test_bru_149_pet_09_fire_on_a_house_with_a_pet_only():
    # BRU-149, PET-09: every occupant of the burnt house goes back to the hand: a pet too, with or without a
    # person; the house card goes to the discard pile
    from tests.bruges.helpers import card_named
    st = new(2, pets=True)
    dog = card_named("Dog")
    house(st, 1, "blue", pet=dog)
    base = player(st, 1)["houses"][0]["card"]
    markers(st, 1, red=2)
    roll(st, {"red": 6})
    p = player(st, 1)
    assert p["houses"] == [] and dog in p["hand"] and base in st.data["discard"]
    assert dog not in st.data["discard"]
