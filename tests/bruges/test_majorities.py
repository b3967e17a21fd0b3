"""Phase 4: the majorities (section 10 of RULES.md)."""
from rules.bruges import engine as E
from tests.bruges.helpers import card_named, house, new, plain, player


def persons(st, seat, n):
    used = {h["person"] for p in st.data["players"] for h in p["houses"]}
    free = [c for c in plain("blue", 33) + plain("red", 33) + plain("brown", 33) + plain("yellow", 33)
            + plain("purple", 33) if c not in used]
    for cid in free[:n]:
        house(st, seat, person=cid)


def flipped(st, name):
    return [p["majorities"][name] for p in st.data["players"]]


def test_bru_107_110_reputation_strict_leader_flips_town_hall_is_zero():
    # BRU-107, BRU-110
    st = new(3)
    E.check_majorities(st, None)
    assert flipped(st, "reputation") == [False, False, False]  # all in the town hall
    player(st, 1)["rep"] = 1
    E.check_majorities(st, None)
    assert flipped(st, "reputation") == [False, True, False]


def test_bru_108_persons_compared_one_by_one():
    st = new(3)
    persons(st, 0, 3)
    persons(st, 1, 2)
    persons(st, 2, 2)
    E.check_majorities(st, None)
    assert flipped(st, "persons") == [True, False, False]  # 3 > 2 and 3 > 2, though 3 < 2 + 2


def test_bru_109_canals_both_sections_together():
    st = new(2)
    player(st, 0)["canal"] = {"left": 2, "right": 1}
    player(st, 1)["canal"] = {"left": 2, "right": 0}
    E.check_majorities(st, None)
    assert flipped(st, "canals") == [True, False]


def test_bru_110_a_shared_top_flips_nothing():
    st = new(3)
    player(st, 0)["rep"] = 3
    player(st, 2)["rep"] = 3
    player(st, 1)["rep"] = 1
    E.check_majorities(st, None)
    assert flipped(st, "reputation") == [False, False, False]


def test_bru_111_112_a_flipped_tile_stays_and_a_new_leader_flips_too():
    # BRU-111, BRU-112
    st = new(2)
    player(st, 0)["rep"] = 2
    E.check_majorities(st, None)
    player(st, 1)["rep"] = 4
    E.check_majorities(st, None)
    assert flipped(st, "reputation") == [True, True]


def test_bru_146_pet_06_pets_are_not_persons_and_have_their_own_majority():
    # BRU-146, PET-06
    st = new(2, pets=True)
    dog, cat = card_named("Dog"), card_named("Cat")
    house(st, 0, pet=dog)
    house(st, 0, pet=cat)
    persons(st, 1, 1)
    E.check_majorities(st, None)
    assert flipped(st, "persons") == [False, True]
    assert flipped(st, "pets") == [True, False]


def test_bru_159_t22_a_majority_bonus_needs_a_real_count():
    # BRU-159, BRU-T22
    st = new(2)
    carto = card_named("Cartographer")
    house(st, 0, person=carto)
    E.check_majorities(st, None)
    assert flipped(st, "canals") == [False, False]  # 0 tokens: no bonus
    player(st, 0)["canal"]["left"] = 1
    player(st, 1)["canal"]["left"] = 1
    E.check_majorities(st, None)
    assert flipped(st, "canals") == [True, False]  # 1 + 1 against 1


def test_bru_113_majorities_are_checked_in_the_final_round_too():
    # BRU-113: every round, the final round included (a tile flipped there scores)
    from tests.bruges.helpers import settle, turn
    st = new(2)
    turn(st, 0, hand=[])
    st.data["turns_left"] = {"0": 1, "1": 0}
    st.data["last_round"] = 1
    player(st, 1)["rep"] = 2
    settle(st)
    assert st.data["over"] and flipped(st, "reputation") == [False, True]


def test_bru_147_the_pets_majority_comes_fourth_and_needs_a_strict_lead():
    # BRU-147: after reputation, persons and canals, a fourth check: the strict leader in pets flips that tile
    from tests.bruges.helpers import act, lines, turn
    st = new(3, pets=True)
    dog, cat, cow = card_named("Dog"), card_named("Cat"), card_named("Cow")
    spare = card_named("Heir")  # not one of the laurels persons() places
    turn(st, 0, hand=[spare])
    st.data["turns_left"] = {"0": 1, "1": 0, "2": 0}
    p = player(st, 0)
    p["rep"], p["canal"]["left"] = 1, 1
    persons(st, 0, 1)
    house(st, 0, pet=dog)
    house(st, 0, pet=cat)
    house(st, 1, pet=cow)
    applied = act(st, f"play {spare} guilders", 0)
    leads = [line for line in lines(applied) if "leads in" in line]
    assert leads == [f"P0 leads in {m} and turns that majority tile." for m in ("reputation", "persons", "canals",
                                                                                 "pets")]
    assert flipped(st, "pets") == [True, False, False]
    # a shared lead flips nothing
    st = new(2, pets=True)
    house(st, 0, pet=dog)
    house(st, 1, pet=cat)
    E.check_majorities(st, None)
    assert flipped(st, "pets") == [False, False]
    assert "pets" not in player(new(2), 0)["majorities"]  # no fourth check without the module


def test_pet_04_pets_never_count_for_the_persons_majority():
    # PET-04: 1 person and 3 pets lose the persons majority to 2 persons
    st = new(2, pets=True)
    persons(st, 0, 1)
    for name in ("Dog", "Cat", "Goat"):
        house(st, 0, pet=card_named(name))
    persons(st, 1, 2)
    E.check_majorities(st, None)
    assert flipped(st, "persons") == [False, True]
