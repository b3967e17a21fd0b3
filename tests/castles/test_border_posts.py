"""Module border posts: the duchies 11a-11f and their border points (RULES.md section 17, COB-200, COB-201,
COB-202, COB-203). The boards are stand-ins (data/stand_ins.yaml); the tests find the border points and a
chain to each from the board, so they hold for any border duchy of that file."""
from pathlib import Path

import pytest
import yaml

from rules.castles import GAME, border_posts
from rules.castles import stand_ins
from rules.castles.components import SCORING, TILES, board
from rules.core import Rng, SetupError
from rules.core.text import english

from .helpers import act, new, turn

TILE_OF = {"castle": "castle", "mine": "mine", "monastery": "mon26", "building": "bank", "pasture": "cow2",
           "river": "ship"}  # the tile a test lays on a space of each colour


def code_for(p, space):
    """A tile that may go on `space`: a building type not yet in its city (COB-100)."""
    b = board(p["board"])
    if b.colour[space] != "building":
        return TILE_OF[b.colour[space]]
    city = {p["duchy"][s] for s in b.areas[b.area_of[space]][1]}
    return next(c for c in ("watchtower", "boarding", "market", "bank") if c not in city)


def chain(b, start, goal):
    """The spaces of a shortest chain from `start` to `goal` (both included)."""
    back, todo = {start: None}, [start]
    for s in todo:
        for n in b.neighbours[s]:
            if n not in back:
                back[n] = s
                todo.append(n)
    out = [goal]
    while back[out[-1]] is not None:
        out.append(back[out[-1]])
    return out[::-1]


def lay(st, seat, spaces):
    """Cover spaces directly (a position, no effects, no scoring)."""
    p = st.data["players"][seat]
    b = board(p["board"])
    for s in spaces:
        p["duchy"][s] = TILE_OF[b.colour[s]]


def place_last(st, seat, space, phase=0):
    """Place the tile that covers `space` with a die action; the events of that move."""
    p = turn(st, seat, dice=(board(st.data["players"][seat]["board"]).die[space], 1))
    st.data["phase"] = phase
    code = code_for(p, space)
    p["storage"] = [code]
    return act(st, f"place {code}@{space}", seat)


def ready_to_link(st, seat, points):
    """Chains from the castle to each of `points` covered, but for each chain's last space: (board, lasts)."""
    b = board(st.data["players"][seat]["board"])
    lasts = []
    for point in points:
        path = chain(b, 19, point)
        lay(st, seat, path[:-1])
        lasts.append(path[-1])
    return b, lasts


def log(applied, st):
    return [english(e.message, st.names) for e in applied.events]


def test_cob_200_each_player_a_different_border_duchy():
    # COB-200: each player a different duchy 11, each with three border points
    keys = set(stand_ins.current()["border_duchies"])
    assert keys == {"11a", "11b", "11c", "11d", "11e", "11f"}
    seen = set()
    for n in (2, 3, 4):
        for seed in range(6):
            st = new(n, seed=seed, border_posts=True)
            boards = [p["board"] for p in st.data["players"]]
            assert len(set(boards)) == n and set(boards) <= keys
            seen.update(boards)
            for p in st.data["players"]:
                b = board(p["board"])
                assert len(b.border_points) == 3 and b.stand_in
                assert p["duchy"][19] == "castle" and sum(1 for x in p["duchy"] if x) == 1  # castle on 19
            assert st.data["decision"] == "die_action"
    assert seen == keys  # any of the six may be drawn
    assert all(p["board"] == "1" for p in new(4, seed=1).data["players"])  # without the module: duchy 1


def test_cob_200_the_opening_names_each_players_duchy():
    # COB-200: the duchies drawn are told when the game starts
    st = new(2, seed=3, border_posts=True)
    lines = [english(m, st.names) for m in GAME.opening(st)]
    for seat, p in enumerate(st.data["players"]):
        a, c, e = board(p["board"]).border_points
        assert f"P{seat} plays border duchy {p['board']}, border points {a}, {c} and {e}." in lines


def test_cob_200_border_duchies_are_duchies_like_the_others():
    # COB-200 (stand-ins): 37 spaces with every duchy's colour split, castle start on the central dark-green
    # space, cities of 1-8 spaces, three border points on the rim, of three colours, far apart
    for key in stand_ins.current()["border_duchies"]:
        b = board(key)
        assert b.size == 37 and b.start_castle == 19 and b.colour[19] == "castle"
        assert b.colour_count == {"castle": 4, "mine": 3, "monastery": 6, "building": 12, "pasture": 6, "river": 6}
        assert all(1 <= len(sp) <= 8 for c, sp in b.areas if c == "building")
        rim = [s for s in b.spaces if len(b.neighbours[s]) < 6]
        assert set(b.border_points) <= set(rim)
        assert len({b.colour[s] for s in b.border_points}) == 3
        a, c, e = b.border_points
        assert min(len(chain(b, x, y)) for x, y in ((a, c), (a, e), (c, e))) >= 6  # 5 steps or more apart
    layouts = {board(k).colour for k in stand_ins.current()["border_duchies"]}
    assert len(layouts) == 6 and not layouts & {board(k).colour for k in range(1, 11)}


def test_cob_200_not_in_the_team_or_solo_game_and_no_duchy_option():
    # COB-200: the border duchies replace the duchy choice; refused with the team game
    with pytest.raises(SetupError):
        GAME.check_options({"border_posts": True, "team": "yes"}, 4)
    with pytest.raises(SetupError):
        GAME.check_options({"border_posts": True, "duchy": 2}, 2)


def test_cob_201_linking_two_border_points_scores_the_phase_vp():
    # COB-201: a chain of placed tiles joins two border points: the current phase's VP (phase C: 6)
    st = new(2, seed=3, border_posts=True)
    a, c, _ = board(st.data["players"][0]["board"]).border_points
    b, (last_a, last_c) = ready_to_link(st, 0, (a, c))
    lay(st, 0, [last_a])
    p = st.data["players"][0]
    applied = place_last(st, 0, last_c, phase=2)
    assert p["vp"]["border"] == SCORING["phase_bonus"][2] == 6
    assert p["border"] == {"linked": True, "all": False}
    assert any("links two border points: 6 VP" in line for line in log(applied, st))


@pytest.mark.parametrize("phase,vp", [(0, 10), (1, 8), (2, 6), (3, 4), (4, 2)])
def test_cob_201_the_phase_decides_the_vp(phase, vp):
    # COB-201: 10 / 8 / 6 / 4 / 2 in phases A-E
    st = new(3, seed=5, border_posts=True)
    a, c, _ = board(st.data["players"][1]["board"]).border_points
    _, (last_a, last_c) = ready_to_link(st, 1, (a, c))
    lay(st, 1, [last_a])
    place_last(st, 1, last_c, phase=phase)
    assert st.data["players"][1]["vp"]["border"] == vp


def test_cob_201_only_a_chain_of_placed_tiles_links():
    # COB-201: both border spaces covered is not enough: the tiles between must join them
    st = new(2, seed=3, border_posts=True)
    p = st.data["players"][0]
    b = board(p["board"])
    a, c, e = b.border_points
    lay(st, 0, [a, c])  # a position the placement rule cannot reach, to test the chain itself
    assert border_posts.linked(b, p) == 1
    lay(st, 0, chain(b, a, c))
    assert border_posts.linked(b, p) == 2
    lay(st, 0, chain(b, c, e))
    assert border_posts.linked(b, p) == 3


def test_cob_201_once_per_player():
    # COB-201 (reading): the phase VP for the first pair linked only; later tiles on the chain score nothing more
    st = new(2, seed=3, border_posts=True)
    a, c, e = board(st.data["players"][0]["board"]).border_points
    _, (last_a, last_c) = ready_to_link(st, 0, (a, c))
    lay(st, 0, [last_a])
    place_last(st, 0, last_c, phase=0)
    p = st.data["players"][0]
    assert p["vp"]["border"] == 10
    b = board(p["board"])
    spare = next(s for s in b.spaces if p["duchy"][s] is None and s not in b.border_points
                 and any(p["duchy"][n] for n in b.neighbours[s]))
    place_last(st, 0, spare, phase=1)
    assert p["vp"]["border"] == 10  # no second pair VP
    # each player scores their own first pair
    a2, c2, _ = board(st.data["players"][1]["board"]).border_points
    _, (l1, l2) = ready_to_link(st, 1, (a2, c2))
    lay(st, 1, [l1])
    place_last(st, 1, l2, phase=1)
    assert st.data["players"][1]["vp"]["border"] == 8


@pytest.mark.parametrize("n,bonus", [(2, 5), (3, 6), (4, 7)])
def test_cob_202_cob_203_the_first_to_link_all_three(n, bonus):
    # COB-202: the first to link all three gains the phase VP again; COB-203: plus 5 / 6 / 7 (2 / 3 / 4 players)
    st = new(n, seed=8, border_posts=True)
    points = board(st.data["players"][0]["board"]).border_points
    _, lasts = ready_to_link(st, 0, points)
    lay(st, 0, lasts[:1])
    place_last(st, 0, lasts[1], phase=1)  # the pair: 8
    p = st.data["players"][0]
    assert p["vp"]["border"] == 8
    applied = place_last(st, 0, lasts[2], phase=3)  # all three in phase D: 4 again, plus the bonus
    assert p["vp"]["border"] == 8 + 4 + bonus
    assert p["border"] == {"linked": True, "all": True}
    assert any(f"first to link all three border points: {4 + bonus} VP" in line for line in log(applied, st))


@pytest.mark.parametrize("n,small", [(2, 2), (3, 3), (4, 4)])
def test_cob_203_the_second_gets_2_3_4_only_later_players_nothing(n, small):
    # COB-203 (reading): the second to link all three gains 2 / 3 / 4 VP and not the phase VP again; the
    # third and fourth gain nothing for the third point (each still scores their first pair, COB-201)
    st = new(n, seed=9, border_posts=True)
    expected = {0: 10 + 10 + SCORING["bonus_large"][n], 1: 10 + small}
    expected.update({s: 10 for s in range(2, n)})
    for seat in range(n):
        points = board(st.data["players"][seat]["board"]).border_points
        _, lasts = ready_to_link(st, seat, points)
        lay(st, seat, lasts[:2])
        applied = place_last(st, seat, lasts[2], phase=0)  # one tile links the pair and all three at once
        p = st.data["players"][seat]
        assert p["vp"]["border"] == expected[seat], seat
        assert p["border"] == {"linked": True, "all": True}
        if seat >= 2:
            assert any("after two others: no points" in line for line in log(applied, st))
    assert st.data["border_all"] == n


def test_cob_201_cob_202_checked_after_every_placement_also_the_castle_action():
    # COB-201, COB-202: a placement made with the castle's extra action (COB-095) links as well
    st = new(2, seed=4, border_posts=True)
    points = board(st.data["players"][0]["board"]).border_points
    _, lasts = ready_to_link(st, 0, points)
    lay(st, 0, lasts[:2])
    p = turn(st, 0, dice=(1, 1))
    st.data["pending"] = [{"kind": "castle_bonus_action"}]
    st.data["decision"] = "castle_bonus_action"
    code = code_for(p, lasts[2])
    p["storage"] = [code]
    act(st, f"place {code}@{lasts[2]}")
    assert p["border"]["all"] and p["vp"]["border"] == 10 + 10 + 5


def test_border_view():
    # COB-200, COB-201, COB-203: what the players see
    st = new(2, seed=3, border_posts=True)
    view = GAME.view(st, 0)
    b = board(st.data["players"][0]["board"])
    assert view["players"][0]["border"] == {"points": list(b.border_points), "linked": False, "all": False}
    assert view["boards"][b.id]["border_points"] == list(b.border_points)
    assert view["border_bonus_left"] == [5, 2]
    _, lasts = ready_to_link(st, 0, b.border_points)
    lay(st, 0, lasts[:2])
    place_last(st, 0, lasts[2])
    view = GAME.view(st, 0)
    assert view["players"][0]["border"]["all"] and view["border_bonus_left"] == [2]
    assert view["players"][0]["breakdown"]["border"] == 25
    assert "border_bonus_left" not in GAME.view(new(2), 0)  # only with the module


def test_border_points_count_in_the_final_score():
    # COB-201: the VP are VP: part of the score and its breakdown
    st = new(2, seed=3, border_posts=True)
    a, c, _ = board(st.data["players"][0]["board"]).border_points
    _, (l1, l2) = ready_to_link(st, 0, (a, c))
    before = GAME.final(st).scores[0]
    lay(st, 0, [l1])
    place_last(st, 0, l2, phase=0)
    res = GAME.final(st)
    assert res.breakdown[0]["border"] == 10
    assert res.scores[0] >= before + 10


def test_games_play_on_a_changed_stand_in_file(tmp_path):
    # COB-200, COB-201, COB-202: the border duchies are data: another stand_ins.yaml (TAVOLO_CASTLES_STAND_INS)
    # with four duchies, one of them laid out anew with other border points, plays whole games on them
    data = yaml.safe_load((Path(stand_ins.__file__).parent / "data" / "stand_ins.yaml").read_text(encoding="utf-8"))
    duchies = data["border_duchies"]
    duchies["11a"]["rows"] = list(reversed(duchies["11b"]["rows"]))  # 11b upside down
    duchies["11a"]["border_points"] = [2, 28, 29]
    for key in ("11e", "11f"):
        del duchies[key]
    path = tmp_path / "stand_ins.yaml"
    path.write_text(yaml.safe_dump(data), encoding="utf-8")
    original = board("11a")
    linked = 0
    try:
        stand_ins.use(str(path))
        changed = board("11a")
        assert changed.border_points == (2, 28, 29) and changed.colour[1:5] == board("11b").colour[34:38]
        for seed in range(4):
            st = new(4, seed=seed, border_posts=True)
            assert sorted(p["board"] for p in st.data["players"]) == ["11a", "11b", "11c", "11d"]
            chooser = Rng(seed)
            while not GAME.over(st):
                seat = GAME.current(st)[0]
                legal = GAME.actions(st, seat)
                places = [a for a in legal if a.text.startswith(("place", "take"))]  # duchies fill up
                pick = places or legal
                GAME.apply(st, seat, pick[chooser.below(len(pick))])
            for p in st.data["players"]:
                b = board(p["board"])
                assert all(TILES[c]["colour"] == b.colour[s] for s, c in enumerate(p["duchy"]) if c)
                assert p["border"]["linked"] == (border_posts.linked(b, p) >= 2)
                linked += p["border"]["linked"]
            assert GAME.load(GAME.dump(st)).data == st.data
    finally:
        stand_ins.use()
    assert board("11a") == original and linked > 0
