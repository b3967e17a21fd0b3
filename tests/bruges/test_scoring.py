"""Final scoring (section 11 of RULES.md)."""
from rules.bruges import GAME
from rules.bruges.components import rep_points
from tests.bruges.helpers import card_named, house, new, plain, player


def totals(st):
    return GAME.result(st)


def test_bru_118_119_persons_and_houses():
    # BRU-118, BRU-119
    st = new(2)
    prince = card_named("Prince")
    house(st, 0, person=prince)
    house(st, 0)
    b = totals(st).breakdown[0]
    assert b["persons"] == 3 and b["houses"] == 2


def test_bru_120_laurel_persons():
    st = new(2)
    bishop = card_named("Bishop")
    house(st, 0, person=bishop)
    player(st, 0)["workers"] = {"blue": 3, "brown": 2, "red": 0, "purple": 0, "yellow": 0}
    assert totals(st).breakdown[0]["laurels"] == 2  # 1 point per 2 workers


def test_bru_121_four_points_per_flipped_tile():
    st = new(2)
    player(st, 0)["majorities"].update(reputation=True, canals=True)
    assert totals(st).breakdown[0]["majorities"] == 8


def test_bru_074_122_third_space_tokens_and_statues():
    # BRU-074, BRU-122
    st = new(2)
    p = player(st, 0)
    p["canal"] = {"left": 3, "right": 2}
    p["statues"] = [6]
    b = totals(st).breakdown[0]
    assert b["canals"] == 3 and b["statues"] == 6


def test_bru_123_reputation_last_town_hall_scores_nothing():
    st = new(2)
    player(st, 0)["rep"] = 6
    b = totals(st).breakdown
    assert b[0]["reputation"] == 7 and b[1]["reputation"] == 0
    assert rep_points(12) == 20


def test_bru_125_126_hand_guilders_markers_score_nothing_and_the_track_starts_at_5():
    # BRU-125, BRU-126
    st = new(2)
    p = player(st, 0)
    p["hand"] = plain("blue", 3)
    p["guilders"] = 30
    p["threats"]["red"] = 2
    assert totals(st).scores == [5, 5]


def test_bru_127_tie_more_guilders_wins_then_shared():
    # BRU-127: most points; tied, more guilders; still tied, a shared victory. Guilders never beat points.
    st = new(3)
    player(st, 0)["guilders"] = 4
    player(st, 1)["guilders"] = 6
    player(st, 2)["guilders"] = 6
    res = totals(st)
    assert res.winners == [1, 2] and res.ranking[-1] == 0
    player(st, 2)["guilders"] = 7
    assert totals(st).winners == [2]
    player(st, 0)["score"] = 6  # one point more, fewest guilders
    res = totals(st)
    assert res.winners == [0] and res.ranking == [0, 2, 1]


def test_pet_07_12_pets_score_their_points_and_their_tile():
    # PET-07, PET-12
    st = new(2, pets=True)
    cow = card_named("Cow")
    house(st, 0, pet=cow)
    player(st, 0)["majorities"]["pets"] = True
    b = totals(st).breakdown[0]
    assert b["pets"] == 2 and b["majorities"] == 4


def test_bru_124_scores_go_past_49():
    # BRU-124: past 49 (a 50/100 tile) the count goes on
    st = new(2)
    player(st, 0)["score"] = 48
    player(st, 0)["rep"] = 12
    assert totals(st).scores[0] == 68


def test_pet_14_the_pet_tile_counts_as_a_majority_tile():
    # PET-14: the flipped pet tile counts for majority_tiles like a base tile (the Viscount: 1 point each)
    from rules.bruges import town as T
    st = new(2, pets=True)
    player(st, 0)["majorities"].update(pets=True, persons=True)
    assert T.count(st, 0, "majority_tiles") == 2
    viscount = card_named("Viscount")
    house(st, 0, person=viscount)
    assert totals(st).breakdown[0]["laurels"] == 2


def test_bru_002_117_160_the_most_points_after_the_final_round_wins():
    # BRU-002, BRU-117, BRU-160
    # BRU-160: final scoring reads the play area after the last phase 4 (a tile flipped there counts)
    from tests.bruges.helpers import settle, turn
    st = new(2)
    turn(st, 0, hand=[])
    st.data["turns_left"] = {"0": 1, "1": 0}
    st.data["last_round"] = 1
    player(st, 1)["canal"]["left"] = 1
    settle(st)
    res = GAME.final(st)
    assert st.data["over"] and res.winners == [1] and res.scores == [5, 5 + 4]


def test_bru_080_every_house_scores_one_occupied_or_not():
    # BRU-080: 1 point per house, with or without a person (the person's own points come on top, BRU-118)
    st = new(2)
    heir = card_named("Heir")  # 0 points of its own
    house(st, 0, person=heir)
    house(st, 0)
    house(st, 0)
    b = totals(st).breakdown[0]
    assert b["houses"] == 3 and b["persons"] == 0
    assert totals(st).scores[0] == 5 + 3


def test_bru_089_persons_in_the_play_area_score_their_points():
    # BRU-089: each person in the play area scores its points at game end; one in hand scores nothing
    st = new(2)
    prince, alchemist = card_named("Prince"), card_named("Alchemist")
    house(st, 0, person=prince)
    house(st, 0, person=alchemist)
    player(st, 0)["hand"] = [card_named("Queen")]
    b = totals(st).breakdown[0]
    assert b["persons"] == 3 + 2


def test_bru_124_a_score_passes_49_and_100_during_play_and_at_the_end():
    # BRU-124: the track's 49 and 100 are no limits: points scored in play and in final scoring add on
    from rules.bruges import engine as E
    st = new(2)
    p = player(st, 0)
    p["score"] = 47
    E.score(st, 0, 5, None)
    assert p["score"] == 52
    p["score"] = 98
    house(st, 0)
    p["rep"] = 12
    assert totals(st).scores[0] == 98 + 1 + 20
    assert GAME.view(st, 1)["players"][0]["score"] == 98
