"""The team game, 2 vs 2 on shared team duchies (RULES.md section 21, COB-230 ... COB-240).

The team duchies 12a/12b are stand-ins (data/stand_ins.yaml, team_duchies). On 12a the team's start castle is
space 22 (die 1), where the two halves meet; it touches 15 building/3, 21 river/4 and 28 pasture/2 of the
first half and 47 pasture/5 and 53 river/6 of the second.
"""
from pathlib import Path

import pytest
import yaml

from rules.castles import GAME, stand_ins
from rules.castles import engine as E
from rules.castles.components import SCORING, board
from rules.castles.engine import turn_order
from rules.core import IllegalAction, Rng, SetupError
from rules.core.text import english

A1, B1, A2, B2 = 0, 1, 2, 3  # seats: team A is seats 0 and 2, team B seats 1 and 3


def team_game(seed=7, team="yes", **options):
    return GAME.new(["Ann", "Bob", "Cy", "Dan"], seed, {"team": team, **options})


def turn(st, seat, dice=(1, 2)):
    """Make `seat` active at the start of a turn with these dice; the team's estate."""
    d = st.data
    d["order"] = [seat] + [s for s in range(4) if s != seat]
    d["turn"] = 0
    d["active"] = seat
    d["dice"][seat] = list(dice)
    d["used"] = [False, False]
    d["bought"] = False
    d["pending"] = []
    d["decision"] = "die_action"
    return E.estate(d, seat)


def texts(st, seat):
    return [a.text for a in GAME.actions(st, seat)]


def act(st, seat, text):
    return GAME.apply(st, seat, text)


def logged(applied, st):
    return [english(e.message, st.names) for e in applied.events]


def own(st, seat):
    return st.data["private_storage"][seat]


def play_out(st, seed=1):
    """Random legal moves to the end (the golden playouts' chooser)."""
    chooser = Rng(seed)
    while not GAME.over(st):
        seat = GAME.current(st)[0]
        legal = GAME.actions(st, seat)
        GAME.apply(st, seat, legal[chooser.below(len(legal))])
    return GAME.final(st)


# ---- setup ----------------------------------------------------------------------------------------

def test_cob_230_two_teams_of_two_seats_0_2_and_1_3():
    # COB-230: teams of two; Tavolo's seats are the rulebook's turn order A1, B1, A2, B2, so partners sit two
    # seats apart: team A is seats 0 and 2 (1 and 3 for players), team B seats 1 and 3
    st = team_game()
    d = st.data
    assert d["estate_of"] == [0, 1, 0, 1] and len(d["players"]) == 2
    assert GAME.teams({"team": "yes"}, 4) == [[0, 2], [1, 3]]
    assert GAME.teams({"team": "no"}, 4) is None
    view = GAME.view(st, 0)
    assert view["teams"] == [{"name": "A", "seats": [0, 2], "estate": 0}, {"name": "B", "seats": [1, 3], "estate": 1}]
    assert [p["estate"] for p in view["players"]] == [0, 1, 0, 1]
    assert GAME.view(GAME.new(["a", "b", "c", "d"], 1), 0)["teams"] is None


def test_cob_230_the_team_game_is_for_exactly_four_players():
    # COB-230: two teams of two
    for n in (2, 3):
        with pytest.raises(SetupError):
            GAME.new([f"P{i}" for i in range(n)], 1, {"team": "yes"})


def test_cob_231_each_team_plays_one_team_duchy_of_two_halves():
    # COB-231: 12a for beginners (team=yes), 12b for experts (team=expert); both teams on the same side
    for option, key in (("yes", "12a"), ("expert", "12b")):
        st = team_game(team=option)
        assert [p["board"] for p in st.data["players"]] == [key, key]
        b = board(key)
        assert b.size == 74 and b.stand_in  # two halves of 37 (stand-in: the printed halves are not public)
        for half in (range(1, 38), range(38, 75)):  # the usual colour split on each half
            colours = [b.colour[s] for s in half]
            assert {c: colours.count(c) for c in set(colours)} == \
                {"castle": 4, "mine": 3, "monastery": 6, "building": 12, "pasture": 6, "river": 6}
        # the halves touch: a tile can grow from one half into the other
        assert any(n >= 38 for s in range(1, 38) for n in b.neighbours[s])


def test_cob_232_one_castle_per_team_on_the_central_dark_green_1():
    # COB-232: 12a: one castle per team on the central dark-green space showing 1; no choice to make
    st = team_game()
    b = board("12a")
    assert b.start_castle == 22 and b.colour[22] == "castle" and b.die[22] == 1
    assert {n >= 38 for n in b.neighbours[22]} == {True, False}  # central: it touches both halves
    for p in st.data["players"]:
        assert [s for s in b.spaces if p["duchy"][s]] == [22]
    assert st.data["decision"] == "die_action"


def test_cob_232_on_12b_the_team_chooses_the_dark_green_1_or_6():
    # COB-232: on 12b each team chooses the dark-green space 1 or 6; one member chooses for the team: the one
    # who plays first in the first round (A1, then B1)
    st = team_game(team="expert")
    d = st.data
    b = board("12b")
    a1, b1 = d["order"][:2]
    assert d["decision"] == "start_castle" and d["castle_choices"] == [a1, b1]
    assert {b.die[s] for s in b.castle_choices} == {1, 6}
    assert all(b.colour[s] == "castle" for s in b.castle_choices)
    assert texts(st, a1) == ["start 27", "start 53"]
    act(st, a1, "start 53")
    assert d["active"] == b1 and texts(st, b1) == ["start 27", "start 53"]
    with pytest.raises(IllegalAction):
        act(st, b1, "start 15")  # a dark-green space showing 3
    act(st, b1, "start 27")
    assert d["players"][0]["duchy"][53] == "castle" and d["players"][1]["duchy"][27] == "castle"
    assert d["decision"] == "die_action" and d["active"] == a1 and d["round"] == 0


def test_cob_233_team_goods_workers_and_silver():
    # COB-233: per team 3 random goods, team A 3 workers, team B 5, 2 silver each
    for seed in range(5):
        st = team_game(seed)
        team_a, team_b = st.data["players"]
        assert sum(team_a["goods"]) == sum(team_b["goods"]) == 3
        assert (team_a["workers"], team_b["workers"]) == (3, 5)
        assert team_a["silver"] == team_b["silver"] == 2


def test_cob_234_each_player_rolls_their_own_dice():
    # COB-234: each player has their own two dice (and bridge pawn); a partner's dice are not theirs to use
    st = team_game()
    d = st.data
    assert len(d["dice"]) == 4 and sorted(x for stack in d["bridge"] for x in stack) == [0, 1, 2, 3]
    turn(st, A1, dice=(1, 1))
    d["dice"][A2] = [4, 4]
    t = texts(st, A1)
    assert "workers 1" in t and "workers 4" not in t


def test_cob_235_first_round_is_a1_b1_a2_b2():
    # COB-235: first round A1, B1, A2, B2. Reading: team A is the start player's team (the highest roll,
    # COB-019), so the start player is seat 0 or 2 and the teams alternate
    starts = set()
    for seed in range(30):
        d = team_game(seed).data
        starts.add(d["start_player"])
        a1 = d["start_player"]
        assert d["order"] == [a1, (a1 + 1) % 4, (a1 + 2) % 4, (a1 + 3) % 4]
        assert [d["estate_of"][s] for s in d["order"]] == [0, 1, 0, 1]
    assert starts == {0, 2}


def test_cob_235_later_rounds_follow_the_bridge():
    # COB-235: after the first round the bridge decides, as in the base game (COB-043)
    st = team_game()
    d = st.data
    first = list(d["order"])
    last = first[-1]
    p = turn(st, last, dice=(6, 6))
    d["order"] = first
    d["turn"] = 3
    p["storage"] = ["ship"]
    d["depot_goods"] = [[] for _ in range(6)]
    act(st, last, "place ship@53")
    act(st, last, "end-turn")
    assert d["round"] == 1 and d["order"][0] == last and d["order"] == turn_order(d)


# ---- storage ----------------------------------------------------------------------------------------

def test_cob_236_two_shared_spaces_and_one_own_space_per_player():
    # COB-236: each team 2 shared storage spaces and 1 private space per player; in the view, "storage" is the
    # team's shared spaces and "private_storage" the seat's own
    st = team_game()
    d = st.data
    p = turn(st, A1, dice=(3, 3))
    d["depots"][2] = ["mine", "market", "bank", None]
    act(st, A1, "take 3 mine")
    assert d["decision"] == "choose_storage_space"  # both kinds free: the player chooses
    assert texts(st, A1) == ["store private", "store shared"]
    assert GAME.default_action(st, A1).text == "store private"
    act(st, A1, "store shared")
    assert p["storage"] == ["mine"] and own(st, A1) == []
    act(st, A1, "take 3 market")
    act(st, A1, "store private")
    assert own(st, A1) == ["market"]
    view = GAME.view(st, None)
    assert view["players"][A1]["storage"] == ["mine"] and view["players"][A1]["private_storage"] == ["market"]
    assert view["players"][A2]["storage"] == ["mine"] and view["players"][A2]["private_storage"] == []


def test_cob_236_a_tile_goes_where_there_is_room():
    # COB-236: when only one kind of space is free there is nothing to choose
    st = team_game()
    d = st.data
    p = turn(st, A2, dice=(3, 3))
    d["depots"][2] = ["mine", "market", "bank", None]
    own(st, A2).append("ship")
    act(st, A2, "take 3 mine")
    assert d["decision"] == "die_action" and p["storage"] == ["mine"]
    p["storage"].append("cow2")  # the shared spaces are full now
    own(st, A2).clear()
    act(st, A2, "take 3 market")
    assert own(st, A2) == ["market"] and p["storage"] == ["mine", "cow2"]


def test_cob_062_236_full_storage_discards_first_and_the_new_tile_takes_that_space():
    # COB-062 with COB-236: shared and own spaces full: discard first; COB-237: tiles never move between spaces,
    # the new tile lies where the discarded one was
    st = team_game()
    d = st.data
    p = turn(st, B2, dice=(3, 3))
    d["depots"][2] = ["mine", "market", "bank", None]
    p["storage"] = ["ship", "cow2"]
    own(st, B2).append("ship")
    own(st, B1).append("church")  # the partner's own tile is not B2's to discard
    act(st, B2, "take 3 mine")
    assert d["decision"] == "choose_storage_discard"
    assert texts(st, B2) == ["discard cow2", "discard ship", "discard private ship"]
    act(st, B2, "discard private ship")
    assert own(st, B2) == ["mine"] and p["storage"] == ["ship", "cow2"]
    act(st, B2, "take 3 market")
    act(st, B2, "discard ship")  # the shared one: the market takes a shared space
    assert p["storage"] == ["cow2", "market"] and own(st, B2) == ["mine"]
    assert own(st, B1) == ["church"]


def test_cob_237_partners_share_workers_silver_goods_and_shared_tiles():
    # COB-237: workers, silver, goods and shared tiles belong to the team: either member uses them
    st = team_game()
    p = turn(st, A1, dice=(2, 5))
    act(st, A1, "workers 2")
    assert E.estate(st.data, A2)["workers"] == p["workers"] == 5
    p["storage"] = ["ship"]
    st.data["depot_goods"] = [[] for _ in range(6)]
    turn(st, A2, dice=(6, 6))
    assert "place ship@53" in texts(st, A2)  # a shared tile
    act(st, A2, "place ship@53")
    assert p["storage"] == [] and p["duchy"][53] == "ship"


def test_cob_237_a_player_never_uses_the_partners_own_tile():
    # COB-237: a player may not use the partner's private tile
    st = team_game()
    turn(st, A2, dice=(6, 6))
    own(st, A1).append("ship")
    assert not any(t.startswith("place ship") for t in texts(st, A2))
    with pytest.raises(IllegalAction, match="Your partner keeps Ship on their own storage space"):
        act(st, A2, "place ship@53")
    turn(st, A1, dice=(6, 6))
    act(st, A1, "place ship@53")
    assert own(st, A1) == []


def test_cob_237_a_tile_in_both_spaces_is_placed_from_the_own_space_first():
    # COB-237 (reading): placing a tile held both on the own space and a shared one takes the own one, which
    # only this player could ever place; the shared one stays for both partners
    st = team_game()
    p = turn(st, B1, dice=(6, 6))
    p["storage"] = ["ship"]
    own(st, B1).append("ship")
    st.data["depot_goods"] = [[] for _ in range(6)]
    act(st, B1, "place ship@53")
    assert own(st, B1) == [] and p["storage"] == ["ship"]


# ---- placing, ships, mines -----------------------------------------------------------------------------

def test_cob_238_either_member_places_anywhere_on_the_team_duchy():
    # COB-238: no half belongs to a member: each may build on either half, next to the partner's tiles
    st = team_game()
    d = st.data
    p = turn(st, A1, dice=(5, 5))
    p["storage"] = ["cow2", "market"]
    act(st, A1, "place cow2@47")  # second half
    turn(st, A2, dice=(3, 3))
    act(st, A2, "place market@15")  # first half
    assert p["duchy"][47] == "cow2" and p["duchy"][15] == "market"
    p["storage"] = ["bank"]
    turn(st, A2, dice=(4, 4))
    assert "place bank@48" in texts(st, A2)  # grows from the partner's pasture on the other half
    assert d["players"][1]["duchy"][47] is None  # the other team's duchy is its own


def test_cob_239_a_ship_on_the_last_bridge_space_moves_the_pawn_to_the_top():
    # COB-239: a team can place more than 6 ships: a pawn already on the last bridge space may still place a
    # ship, and a pawn under a stack there moves to the top
    st = team_game()
    d = st.data
    last = len(d["bridge"]) - 1
    d["bridge"] = [[1, 3]] + [[] for _ in range(last - 1)] + [[0, 2]]
    assert turn_order(d)[0] == 2
    p = turn(st, A1, dice=(6, 6))
    p["storage"] = ["ship"]
    d["depot_goods"] = [[] for _ in range(6)]
    assert "place ship@53" in texts(st, A1)
    applied = act(st, A1, "place ship@53")
    assert d["bridge"][last] == [2, 0] and turn_order(d)[0] == 0
    assert "Ann is already on the last bridge space: the pawn moves to the top of the stack there." in logged(applied, st)


def test_cob_130_mines_pay_each_team_once():
    # COB-130 in the team game: a mine pays its team once, not once per member
    st = team_game()
    d = st.data
    d["players"][0]["duchy"][19] = "mine"
    silver = [p["silver"] for p in d["players"]]
    E.end_phase(st, None)
    assert [p["silver"] for p in d["players"]] == [silver[0] + 1, silver[1]]


# ---- scoring ----------------------------------------------------------------------------------------------

def test_cob_240_both_partners_score_the_team_total_and_win_together():
    # COB-240: the team's points are both members' (one estate); the higher team wins, both partners winners
    st = team_game()
    team_a, team_b = st.data["players"]
    team_a["vp"]["areas"] = 30
    team_b["vp"]["areas"] = 20
    res = GAME.result(st)
    assert res.scores[0] == res.scores[2] and res.scores[1] == res.scores[3]
    assert res.scores[0] > res.scores[1]
    assert res.winners == [0, 2] and res.ranking[:2] == [0, 2]
    view = GAME.view(st, 1)
    assert view["players"][0]["score"] == view["players"][2]["score"] == res.scores[0]
    assert view["players"][0]["silver"] == view["players"][2]["silver"]


def test_cob_240_ties_go_to_the_team_with_more_empty_spaces():
    # COB-240: tie-break: more empty spaces in the team's duchy
    st = team_game()
    team_a, team_b = st.data["players"]
    for p in (team_a, team_b):
        p["goods"], p["silver"], p["workers"] = [0] * 7, 0, 0
    team_a["vp"]["areas"] = 20
    team_b["vp"]["areas"] = 20
    team_a["duchy"][53] = "ship"
    res = GAME.result(st)
    assert res.scores[0] == res.scores[1]
    assert res.winners == [1, 3] and "empty spaces" in res.tiebreak_note
    team_b["duchy"][53] = "ship"
    assert GAME.result(st).winners == [0, 1, 2, 3]  # still tied: both teams share the win


def test_cob_240_the_acting_player_scores_at_the_four_player_rates():
    # COB-240 AMBIGUITY (reading): the acting player scores for the team, at the 4-player rates
    st = team_game()
    p = turn(st, B2, dice=(4, 4))
    p["goods"] = [0, 0, 0, 0, 2, 0, 0]
    vp = p["vp"]["sales"]
    act(st, B2, "sell 4")
    assert p["vp"]["sales"] == vp + 2 * SCORING["sale_vp_per_tile"][4]
    b = board("12a")
    for s in b.spaces:  # every mine space but one covered: the last one completes the colour
        if b.colour[s] == "mine" and s != 19:
            p["duchy"][s] = "mine"
    p["duchy"][20] = "ship"
    p["storage"] = ["mine"]
    turn(st, B2, dice=(6, 6))
    act(st, B2, "place mine@19")
    assert p["bonus"] == [["mine", "large", SCORING["bonus_large"][4]]]


# ---- whole games ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("team", ["yes", "expert"])
def test_cob_230_240_a_whole_team_game_plays_to_the_end(team):
    # COB-230 ... COB-240: a random team game ends with partners sharing score and result
    st = team_game(seed=11, team=team)
    res = play_out(st, seed=5)
    assert res.scores[0] == res.scores[2] and res.scores[1] == res.scores[3]
    assert set(res.winners) in ({0, 2}, {1, 3}, {0, 1, 2, 3})
    d = st.data
    assert all(len(own(st, s)) <= 1 for s in range(4))
    assert all(len(p["storage"]) <= 2 for p in d["players"])


def test_cob_231_a_changed_stand_in_file_gives_other_team_duchies(tmp_path):
    # COB-231: the team duchies are stand-ins: another stand_ins.yaml replaces them without code
    data = yaml.safe_load((Path(stand_ins.__file__).parent / "data" / "stand_ins.yaml").read_text())
    rows = ["P C C K", "P P C K B", "P P B K B B", "S S S C S S S", "B B M B B P", "B M K B B", "M K K B"]
    small = {"name": "Test team duchy", "start_castle": 19, "rows": rows}  # one hexagon is a duchy too
    data["team_duchies"] = {"12a": small, "12b": {**small, "start_castle": None}}
    path = tmp_path / "stand_ins.yaml"
    path.write_text(yaml.safe_dump(data))
    try:
        stand_ins.use(str(path))
        assert board("12a").size == 37 and board("12a").name == "Test team duchy"
        st = team_game(seed=3)
        assert st.data["stand_ins"] == stand_ins.digest()
        res = play_out(st, seed=9)
        assert res.scores[0] == res.scores[2]
        st = team_game(seed=4, team="expert")
        assert st.data["decision"] == "start_castle" and len(texts(st, st.data["active"])) == 4
        play_out(st, seed=2)
    finally:
        stand_ins.use()
    assert board("12a").size == 74


def test_cob_236_italian_words_for_the_storage_spaces():
    # COB-236: "squadra"/"condiviso" is a shared space, "privato"/"personale" the own one
    from rules.castles.italian import canonical
    assert canonical("metti sullo spazio di squadra") == "store shared"
    assert canonical("conserva condiviso") == "store shared"
    assert canonical("conserva privato") == "store private"
    assert canonical("scarta la nave privata") == "discard private ship"
