"""Phase 2, dice (MAC-040 MAC-041 MAC-042 MAC-043 MAC-044 MAC-045 MAC-046 MAC-047, MAC-044 option dice_choice)."""
import pytest

from rules.macao import GAME
from rules.macao.components import effective
from tests.macao.helpers import act, give_active, new, texts, to_phase


def at_dice(n=3, seed=4, **options):
    st = to_phase(new(n, seed, **options), 2)
    return st, st.data


def test_mac_040_six_dice_one_per_colour():
    st, d = at_dice()
    assert sorted(d["dice"]) == sorted(["red", "blue", "green", "black", "grey", "purple"])
    assert all(1 <= v <= 6 for v in d["dice"].values())


@pytest.mark.parametrize("rnd,converted", [(7, []), (8, [6]), (9, [5, 6]), (10, [4, 5, 6]), (11, [3, 4, 5, 6]),
                                           (12, [2, 3, 4, 5, 6])])
def test_mac_041_high_results_count_as_1_from_round_8(rnd, converted):
    assert [v for v in range(1, 7) if v != 1 and effective(v, rnd) == 1] == converted


def test_mac_042_045_two_different_dice_then_the_rose_turns():
    st, d = at_dice()
    seat = GAME.current(st)[0]
    p = d["players"][seat]
    d["dice"] = {"red": 3, "blue": 1, "green": 6, "black": 2, "grey": 4, "purple": 5}
    rose = [dict(x) for x in p["rose"]]
    act(st, seat, "die red")
    assert "die red" not in texts(st, seat)  # a different die the second time
    assert p["rose"][2].get("red", 0) == rose[2].get("red", 0) + 3
    act(st, seat, "die blue")
    # MAC-045: the rose turned: sector 1 (with the blue 1 and the starting cube) is active now
    expected = dict(rose[0])
    expected["blue"] = expected.get("blue", 0) + 1
    assert p["cubes"] == expected
    assert p["rose"][1].get("red", 0) == rose[2].get("red", 0) + 3  # the red cubes are one step closer


def test_mac_043_several_players_may_take_the_same_die():
    st, d = at_dice()
    d["dice"]["grey"] = 2
    a = GAME.current(st)[0]
    act(st, a, "die grey")
    act(st, a, "die red")
    b = GAME.current(st)[0]
    assert b != a and "die grey" in texts(st, b)


def test_mac_046_an_empty_arrow_costs_a_penalty():
    st, d = at_dice()
    seat = GAME.current(st)[0]
    p = d["players"][seat]
    p["rose"][0] = {}
    d["dice"] = {"red": 3, "blue": 3, "green": 6, "black": 2, "grey": 4, "purple": 5}
    act(st, seat, "die red")
    act(st, seat, "die blue")
    assert p["cubes"] == {} and p["penalties"] == 1


def test_mac_041_converted_dice_give_one_cube_at_sector_1():
    st, d = at_dice()
    d["round"] = 12
    seat = GAME.current(st)[0]
    p = d["players"][seat]
    p["rose"][0] = {}
    d["dice"] = {"red": 6, "blue": 3, "green": 6, "black": 2, "grey": 4, "purple": 5}
    act(st, seat, "die red")
    act(st, seat, "die green")
    assert p["cubes"] == {"red": 1, "green": 1} and p["penalties"] == 0


def test_mac_044_simultaneous_picks_are_secret_until_all_have_chosen():
    st, d = at_dice(3, 6, dice_choice="simultaneous")
    assert sorted(GAME.current(st)) == [0, 1, 2]
    d["dice"] = {"red": 1, "blue": 2, "green": 3, "black": 4, "grey": 5, "purple": 6}
    applied = act(st, 1, "die red")
    assert all(e.seat == 1 for e in applied.events)  # only a private line
    applied = act(st, 1, "die blue")
    assert [e.seat for e in applied.events if e.seat is None]  # "has chosen", public
    assert 1 not in GAME.current(st) and GAME.public_to_act(st) == [0, 1, 2]
    public = GAME.view(st, None)
    assert public["players"][1]["picks"] is None and public["players"][1]["chosen"]
    assert d["players"][1]["cubes"] == {}  # nothing taken yet
    act(st, 0, "die green")
    act(st, 0, "die black")
    act(st, 2, "die red")
    applied = act(st, 2, "die grey")
    assert applied.reveals and d["phase"] == 3
    assert d["players"][1]["cubes"].get("red", 0) >= 1


def test_mac_047_no_active_cubes_still_allows_tribute():
    st, d = at_dice()
    to_phase(st, 3)
    seat = GAME.current(st)[0]
    p = d["players"][seat]
    p["cubes"] = {}
    d["tribute"] = [0, 2]
    assert "tribute" in texts(st, seat)


PHASE2_CARDS = ("Forscher", "Meister", "Professor")


def with_phase2_cards(st, seat):
    p = st.data["players"][seat]
    p["used"], p["gold"], p["board"] = {}, 5, []
    return p, [give_active(st, seat, name) for name in PHASE2_CARDS]


def test_mac_048_088_phase_2_cards_act_in_phase_2_by_themselves_or_with_the_die():
    # MAC-048: Forscher, Meister and Professor work during phase 2; MAC-088: the bot applies them itself
    # (Forscher's cube, Professor's gold) or offers them with the die (Meister), so none can be forgotten
    st, d = at_dice(2, 4)
    seat = GAME.current(st)[0]
    p, _ = with_phase2_cards(st, seat)
    d["dice"] = {"red": 3, "blue": 1, "green": 2, "black": 4, "grey": 5, "purple": 6}
    rose = [dict(x) for x in p["rose"]]
    assert {"die red at 2", "die red at 4", "die blue at 2"} <= set(texts(st, seat))  # Meister, with the die
    act(st, seat, "die blue")  # counts as 1
    assert d["phase"] == 2 and d["decision"] == "die" and GAME.current(st) == [seat]
    assert p["gold"] == 6  # Professor, at once
    assert p["rose"][0].get("blue", 0) == rose[0].get("blue", 0) + 2  # 1 cube + Forscher's 1, at once


def test_mac_089_nothing_of_phase_2_is_claimed_later():
    # MAC-089: a phase-2 effect belongs to its round: no card of phase 2 can be used in phase 3, and in the
    # next round each works once again, with nothing carried over from the round before
    st, d = at_dice(2, 4)
    seat = GAME.current(st)[0]
    p, ids = with_phase2_cards(st, seat)
    d["dice"] = {"red": 3, "blue": 4, "green": 2, "black": 4, "grey": 5, "purple": 6}  # no 1 this round
    act(st, seat, "die red")  # Meister not used, Forscher used
    to_phase(st, 3)
    while d["phase"] == 3 and GAME.current(st) != [seat]:
        other = GAME.current(st)[0]
        act(st, other, "pass")
    assert d["phase"] == 3 and not [t for t in texts(st, seat) if t.startswith("use")]
    rnd = d["round"]
    to_phase(st, 2)
    assert d["round"] == rnd + 1 and p["used"] == {}
    while GAME.current(st) != [seat]:
        other = GAME.current(st)[0]
        act(st, other, texts(st, other)[0])
    d["dice"] = {"red": 1, "blue": 1, "green": 2, "black": 4, "grey": 5, "purple": 6}
    rose = [dict(x) for x in p["rose"]]
    gold = p["gold"]
    act(st, seat, "die red at 2")  # Meister once
    assert not [t for t in texts(st, seat) if " at " in t]
    assert p["rose"][1].get("red", 0) == rose[1].get("red", 0) + 2  # 1 cube + Forscher's 1 (once, K-06)
    act(st, seat, "die blue")
    assert p["gold"] == gold + 2  # Professor: one gold per die counting 1, no more
    assert p["cubes"].get("blue", 0) == rose[0].get("blue", 0) + 1  # no second Forscher cube
