"""Phase 3, actions: activating cards, districts, the wall, the ship, the tribute, jokers, passing
(MAC-025 MAC-026 MAC-027, MAC-050 MAC-051 MAC-052 MAC-053 MAC-054 MAC-055 MAC-056 MAC-057 MAC-058 MAC-059 MAC-060 MAC-061 MAC-062 MAC-063 MAC-064 MAC-065 MAC-066 MAC-067 MAC-068 MAC-069 MAC-070 MAC-071 MAC-072 MAC-073 MAC-074 MAC-075 MAC-076 MAC-077 MAC-078 MAC-079, K-02)."""
from rules.macao import GAME
from rules.macao import engine as E
from rules.macao.components import board, card, wall_cost
from tests.macao.helpers import act, give_active, new, set_wall, texts, to_phase, turn_of


def test_mac_025_026_wall_order():
    st = new(4)
    set_wall(st, {1: [0], 5: [1, 2], 9: [3]})
    assert E.wall_order(st) == [3, 2, 1, 0]  # furthest first; on one space the higher disc first
    E.move_wall(st, 0, 4, None)  # MAC-026: arrives on top of the stack at space 5
    assert st.data["wall"][4] == [1, 2, 0] and E.wall_order(st) == [3, 0, 2, 1]


def test_mac_069_the_last_space_takes_later_discs_underneath():
    st = new(3)
    set_wall(st, {14: [0], 15: [1], 16: [2]})
    assert E.move_wall(st, 1, 5, None) == 1  # spaces beyond the last are wasted
    E.move_wall(st, 0, 2, None)
    assert st.data["wall"][15] == [0, 1, 2] and E.wall_order(st) == [2, 1, 0]


def test_mac_067_wall_costs_2n_minus_1_once_per_round():
    assert [wall_cost(n) for n in (1, 2, 3, 4)] == [1, 3, 5, 7]
    st = new(3)
    p = turn_of(st, 0, {"red": 3, "blue": 2})
    set_wall(st, {1: [0, 1, 2]})
    ts = texts(st, 0)
    assert "wall 3" in ts and "wall 4" not in ts
    act(st, 0, "wall 2")  # 3 cubes of any colours: chosen one by one
    assert st.data["decision"] == "pay"
    act(st, 0, "pay red")
    act(st, 0, "pay blue")
    act(st, 0, "pay blue")
    assert p["cubes"] == {"red": 2} and E.W.position(st, 0) == 3
    assert not any(t.startswith("wall") for t in texts(st, 0))  # MAC-053


def test_k_02_the_phase_3_order_is_fixed_at_its_start():
    st = new(3)
    turn_of(st, 2, {}, order=[2, 1, 0])
    set_wall(st, {1: [0, 1, 2]})
    st.data["players"][2]["cubes"] = {"red": 5}
    act(st, 2, "pass")
    st.data["players"][1]["cubes"] = {"red": 5}
    act(st, 1, "wall 3")  # seat 1 is now far ahead of seat 0 ...
    assert E.wall_order(st)[0] == 1
    act(st, 1, "pass")
    assert GAME.current(st) == [0]  # ... but the order of this phase 3 stays as it was fixed
    act(st, 0, "pass")
    assert st.data["phase"] == 1 and st.data["queue"][0] == 1  # the next phase reads the wall anew


def test_mac_055_056_057_activate_cards_paying_exact_cubes():
    st = new(3)
    d = st.data
    p = turn_of(st, 0)
    cheap = [c for c in d["deck"] if not E.hook("activation_discount", None, st, 0, c)][:2]
    for c in cheap:
        d["deck"].remove(c)
    p["board"] = list(cheap)
    need = {}
    for c in cheap:
        for col, n in card(c).cost.items():
            need[col] = need.get(col, 0) + n
    p["cubes"] = dict(need)
    for c in cheap:
        act(st, 0, f"activate {c}")
    assert p["active_cards"][-2:] == cheap and p["board"] == [] and p["cubes"] == {}  # MAC-056


def test_mac_055_an_unaffordable_card_cannot_be_activated():
    st = new(3)
    d = st.data
    p = turn_of(st, 0, {})
    c = d["deck"][0]
    p["board"] = [c]
    assert not any(t.startswith("activate") for t in texts(st, 0))


def test_mac_060_061_062_063_065_take_a_district():
    st = new(3)
    d = st.data
    p = turn_of(st, 0, {"red": 2, "green": 3})
    d["districts"][0]["tile"] = "tea"  # district 1 costs 2 red (stand-in)
    act(st, 0, "district 1")
    assert d["districts"][0] == {"owner": 0, "tile": None} and p["goods"] == ["tea"] and p["cubes"] == {"green": 3}
    assert not any(t.startswith("district") for t in texts(st, 0))  # MAC-065: one per round
    st.data["players"][1]["cubes"] = {"red": 2}
    d["order"], d["turn"] = [1, 0, 2], 0
    assert "district 1" not in texts(st, 1)  # MAC-062


def test_mac_064_a_joker_for_a_cube_or_3_gold():
    st = new(3)
    d = st.data
    p = turn_of(st, 0, {"green": 3}, gold=0)
    act(st, 0, "district 3")  # dark, green 3 (stand-in)
    assert p["jokers"] == [0]
    act(st, 0, "joker gold")
    assert p["gold"] == 3 and p["jokers"] == []
    p["jokers"] = [0]
    act(st, 0, "joker cube black")
    assert p["cubes"] == {"black": 1}


def test_mac_070_071_ship_one_cube_per_space_any_direction():
    st = new(3)
    p = turn_of(st, 0, {"red": 1, "blue": 2})
    ts = texts(st, 0)
    assert "ship to lisboa" in ts and "ship to s2" in ts and "ship to barcelona" not in ts
    act(st, 0, "ship to lisboa")
    act(st, 0, "pay blue")
    act(st, 0, "pay blue")
    assert p["ship"] == "lisboa" and p["cubes"] == {"red": 1}
    act(st, 0, "ship to s1")  # MAC-053: as often as he likes, either way (paid at once: no choice)
    assert p["ship"] == "s1" and p["cubes"] == {} and st.data["decision"] == "turn"


def test_mac_072_073_deliver_to_the_highest_free_space():
    st = new(3)
    d = st.data
    p = turn_of(st, 0, {})
    p["ship"] = "lisboa"  # buys porcelain, 5/4/3 (stand-in)
    p["goods"] = ["porcelain", "porcelain", "tea"]
    assert texts(st, 0).count("deliver porcelain") == 1 and "deliver tea" not in texts(st, 0)
    act(st, 0, "deliver porcelain")
    act(st, 0, "deliver porcelain")
    assert p["pp"] == 9 and d["ports"]["lisboa"] == 2 and p["goods"] == ["tea"]


def test_mac_075_076_tribute_once_all_or_nothing():
    st = new(3)
    d = st.data
    p = turn_of(st, 0, {}, gold=4)
    d["tribute"] = [5, 6]
    assert "tribute" not in texts(st, 0)
    p["gold"] = 5
    act(st, 0, "tribute")
    assert p["gold"] == 0 and p["pp"] == 6 and "tribute" not in texts(st, 0)


def test_mac_075_a_free_tribute():
    st = new(3)
    d = st.data
    p = turn_of(st, 0, {}, gold=0)
    d["tribute"] = [0, 1]
    act(st, 0, "tribute")
    assert p["pp"] == 1


def test_mac_054_079_pass_returns_the_cubes():
    st = new(3)
    p = turn_of(st, 0, {"red": 4}, order=[0, 1, 2])
    act(st, 0, "pass")
    assert p["cubes"] == {} and GAME.current(st) == [1]


def test_mac_084_cubes_from_cards_join_the_active_cubes_and_are_paid_from_them():
    # MAC-084: cubes a card gives go to the active cubes (not the rose) and may be spent at once; cubes a card
    # asks for are paid from the active cubes
    st = new(3)
    p = turn_of(st, 0, {"red": 1})
    p["board"] = []
    rose = [dict(x) for x in p["rose"]]
    scholar = give_active(st, 0, "Gelehrter")
    customs = give_active(st, 0, "Zoll")
    act(st, 0, f"use {scholar}")
    act(st, 0, "cube green")
    assert p["cubes"] == {"red": 1, "green": 1} and p["rose"] == rose
    act(st, 0, f"use {customs}")  # pay 1 red cube: 1 gold
    assert p["cubes"] == {"green": 1} and p["gold"] == 6 and p["rose"] == rose
    b = board(st)
    sea = next(sid for sid, k in b.distance[p["ship"]].items() if k == 1)
    act(st, 0, f"ship to {sea}")  # the card's green cube pays for it
    assert p["cubes"] == {} and p["ship"] == sea


def test_k_03_a_joker_is_cashed_in_its_owners_phase_3_turn_only():
    # K-03: offered in the owner's phase-3 turn (every round, kept until cashed) and at no other decision
    st = to_phase(new(2, 3), 1)
    d = st.data
    p = d["players"][0]
    p["jokers"] = [0]
    seen = 0
    for _ in range(400):
        mine = d["phase"] == 3 and d["decision"] == "turn" and GAME.current(st) == [0]
        for seat in (0, 1):
            jokers = [t for t in texts(st, seat) if t.startswith("joker")]
            assert bool(jokers) == (mine and seat == 0), (d["round"], d["phase"], d["decision"], seat)
        if mine:
            seen += 1
            if seen == 2:
                break
        seat = GAME.current(st)[0]
        act(st, seat, "pass" if mine else GAME.default_action(st, seat).text)
    assert seen == 2 and d["round"] == 2 and p["jokers"] == [0]  # passed in round 1: still there
    act(st, 0, "joker gold")
    assert p["jokers"] == [] and not [t for t in texts(st, 0) if t.startswith("joker")]
