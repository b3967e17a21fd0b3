"""The end and final scoring (MAC-200 MAC-201 MAC-202 MAC-203 MAC-204 MAC-205), with the rulebook's example (MAC-203)."""
from rules.macao import GAME
from rules.macao import engine as E
from rules.macao import scoring as S
from rules.macao.components import board
from tests.macao.helpers import give_active, new, set_wall, to_phase


def own(st, seat, districts):
    for i in districts:
        st.data["districts"][i - 1]["owner"] = seat
        st.data["districts"][i - 1]["tile"] = None


def test_mac_203_the_rulebook_example():
    # MAC-203: influence Yellow 6, White 6, Brown 12 and Orange 8 PP (groups of 3, 3, 6 and 4 districts); White
    # controls 5 districts, 1 of them dark: Schmiede would add 5 PP and Statue 3 PP.
    st = new(4)
    yellow, white, brown, orange = range(4)
    own(st, yellow, [1, 2, 7])  # one group of 3
    own(st, white, [5, 6, 11, 13, 30])  # 5-6-11, and 13 (dark) and 30 alone
    own(st, brown, [14, 15, 16, 20, 21, 27])  # 14-15-16, 15-21, 20-21, 21-27: one group of 6
    own(st, orange, [17, 18, 23, 24])  # a square of 4
    assert [S.breakdown(st, s)["city"] for s in range(4)] == [6, 6, 12, 8]
    schmiede = give_active(st, white, "Schmiede")
    statue = give_active(st, white, "Statue")
    assert E.hook("end_points", {}, st, white) == {schmiede: 5, statue: 3}
    assert S.breakdown(st, white)["cards"] == 8 and S.score(st, white) == 6 + 8


def test_mac_202_205_penalties_and_prestige():
    st = new(2)
    p = st.data["players"][0]
    p["pp"], p["penalties"] = 4, 3
    assert S.breakdown(st, 0)["penalties"] == -9 and S.score(st, 0) == -5  # MAC-205: below 0 is fine


def test_mac_200_201_the_game_ends_after_round_12_with_penalties_for_unactivated_cards():
    st = to_phase(new(3, 8), 3)
    d = st.data
    d["round"] = 12
    for s in range(3):
        d["players"][s]["board"] = []
    d["players"][1]["board"] = d["deck"][:2]
    d["deck"] = d["deck"][2:]
    while not GAME.over(st):
        seat = GAME.current(st)[0]
        GAME.apply(st, seat, "pass")
    assert d["round"] == 12 and d["players"][1]["penalties"] == 2 and d["players"][0]["penalties"] == 0


def test_mac_201_abt_spares_the_penalty():
    st = to_phase(new(2, 8), 3)
    d = st.data
    d["round"] = 12
    give_active(st, 0, "Abt")
    d["players"][0]["board"] = d["deck"][:2]
    d["deck"] = d["deck"][2:]
    while not GAME.over(st):
        GAME.apply(st, GAME.current(st)[0], "pass")
    assert d["players"][0]["penalties"] == 0


def test_mac_204_a_tie_goes_to_the_wall_order():
    st = new(3)
    set_wall(st, {3: [0], 7: [1, 2]})
    for p in st.data["players"]:
        p["pp"] = 10
    res = GAME.result(st)
    assert res.ranking == [2, 1, 0] and res.winners == [2] and res.tiebreak_note


def test_k_15_neighbours_share_an_edge_and_the_city_group_follows_them():
    # K-15: in the stand-in grid two districts are neighbours exactly when they share an edge (not a corner),
    # and the largest group of MAC-202c is counted along those neighbours
    st = new(2)
    b = board(st)
    for i in range(b.districts):
        (r, c) = b.grid[i]
        edge = sorted(j for j in range(b.districts) if abs(b.grid[j][0] - r) + abs(b.grid[j][1] - c) == 1)
        assert b.adjacent[i] == edge, i + 1
    at = {tuple(b.grid[i]): i + 1 for i in range(b.districts)}
    own(st, 0, [at[(1, 1)], at[(2, 2)], at[(3, 3)]])  # corners only: three groups of 1
    assert S.breakdown(st, 0)["city"] == 2
    own(st, 0, [at[(1, 2)]])  # shares an edge with (1, 1) and (2, 2): one group of 3
    assert S.breakdown(st, 0)["city"] == 6
    own(st, 1, [at[(0, 0)], at[(0, 1)], at[(0, 2)], at[(0, 4)]])  # a row of 3, a gap, 1
    assert S.breakdown(st, 1)["city"] == 6
