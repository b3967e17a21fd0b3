"""Rules not cited elsewhere, each from a small explicit position (components, setup details, turn structure,
ships and deliveries)."""
from rules.macao import GAME
from rules.macao import engine as E
from rules.macao import rose as R
from rules.macao.components import CARD_SPACES, ROSE_SECTORS, WALL_SPACES, board
from tests.macao.helpers import act, give_active, new, set_wall, texts, to_phase, turn_of


def test_mac_003_004_005_the_boards():
    st = new(2)
    b = board(st)
    assert b.districts == 30 and sum(b.dark) == 6 and WALL_SPACES == 16 and len(b.ports) == 8  # MAC-003
    assert CARD_SPACES == 5 and ROSE_SECTORS == 6  # MAC-004, MAC-005
    assert all(len(p["rose"]) == 6 for p in st.data["players"])


def test_mac_006_no_component_is_a_limit():
    # MAC-006: the box holds 50 cubes a colour, 36 coins and 12 markers a player; none of them stops play
    st = new(2)
    p = turn_of(st, 0, {"red": 50}, gold=36)  # every red cube and every coin of the box
    st.data["players"][1]["gold"] = 0
    p["penalties"], p["board"] = 12, []  # all 12 control markers flipped to -3
    red = give_active(st, 0, "Frau Rot")
    bank = give_active(st, 0, "Bank")
    act(st, 0, f"use {red}")
    act(st, 0, f"use {bank}")
    assert p["cubes"] == {"red": 51} and p["gold"] == 38  # a 51st red cube, coins beyond the bank's 36
    b = board(st)
    i = next(i for i, x in enumerate(st.data["districts"]) if x["owner"] is None and set(b.cost[i]) == {"red"})
    act(st, 0, f"district {i + 1}")  # a 13th control marker
    assert st.data["districts"][i]["owner"] == 0
    E.penalty(st, 0, None)
    assert p["penalties"] == 13


def test_mac_013_017_the_tribute_starts_at_0():
    st = new(3)
    assert st.data["tribute"] == [0, 0] and st.data["dice"] is None


def test_mac_018_043_one_roll_for_everyone():
    st = to_phase(new(4, 3), 2)
    dice = dict(st.data["dice"])
    for seat in list(st.data["queue"]):
        act(st, seat, texts(st, seat)[0])
        act(st, seat, texts(st, seat)[0])
        assert st.data["dice"] == dice or st.data["phase"] == 3


def test_mac_027_033_042_phases_1_and_2_in_wall_order():
    st = to_phase(new(4, 6), 1)
    set_wall(st, {2: [3], 4: [0, 2], 9: [1]})
    st.data["queue"] = E.wall_order(st)
    seen = []
    while st.data["phase"] == 1:
        seat = GAME.current(st)[0]
        seen.append(seat)
        act(st, seat, texts(st, seat)[0])
    assert seen == [1, 2, 0, 3]
    assert st.data["queue"] == [1, 2, 0, 3]  # phase 2 reads the same wall


def test_mac_051_079_a_whole_turn_then_the_next():
    st = new(3)
    turn_of(st, 0, {"red": 3}, order=[0, 1, 2])
    act(st, 0, "ship to s1")
    assert GAME.current(st) == [0]  # still his turn
    act(st, 0, "pass")
    assert GAME.current(st) == [1]


def test_mac_057_083_a_card_is_used_in_the_turn_it_is_activated():
    st = new(3)
    d = st.data
    p = turn_of(st, 0, {})
    bank = give_active(st, 0, "Bank")
    p["active_cards"].remove(bank)
    p["board"] = [bank]
    from rules.macao.components import card
    p["cubes"] = dict(card(bank).cost)
    act(st, 0, f"activate {bank}")
    gold = p["gold"]
    act(st, 0, f"use {bank}")
    assert p["gold"] == gold + 2


def test_mac_061_063_073_a_tile_on_board_and_sold_at_once_in_port():
    st = new(3)
    d = st.data
    p = turn_of(st, 0, {"red": 2})
    p["ship"] = "lisboa"  # buys porcelain (stand-in)
    d["districts"][0]["tile"] = "porcelain"
    act(st, 0, "district 1")
    assert d["districts"][0]["owner"] == 0 and p["goods"] == ["porcelain"]  # MAC-061, MAC-063
    act(st, 0, "deliver porcelain")  # MAC-073: no move, no cube
    assert p["pp"] == 5 and p["goods"] == []


def test_mac_068_on_top_of_a_stack():
    st = new(3)
    set_wall(st, {1: [0], 3: [1, 2]})
    E.move_wall(st, 0, 2, None)
    assert st.data["wall"][2] == [1, 2, 0] and E.wall_order(st)[0] == 0


def test_mac_071_ships_share_a_port():
    st = new(3)
    for p in st.data["players"]:
        p["ship"] = "london"
    p = turn_of(st, 0, {"red": 1})
    assert "ship to s4" in texts(st, 0) and "ship to antwerpen" in texts(st, 0)


def test_mac_072_a_full_port_buys_no_more():
    st = new(3)
    d = st.data
    p = turn_of(st, 0, {})
    p["ship"] = "lisboa"
    p["goods"] = ["porcelain"]
    d["ports"]["lisboa"] = 3
    assert "deliver porcelain" not in texts(st, 0)


def test_mac_078_080_only_activated_cards_are_used():
    st = new(3)
    p = turn_of(st, 0, {})
    bank = give_active(st, 0, "Bank")
    p["active_cards"].remove(bank)
    p["board"] = [bank]
    assert f"use {bank}" not in texts(st, 0)


def _same_turn(n):
    """Seat 0's phase-3 turn in an n-player game, in a position that is the same for every n."""
    st = new(n, 7)
    d = st.data
    b = board(st)
    p = turn_of(st, 0, {"red": 3, "blue": 2, "green": 4}, gold=6, order=list(range(n)))
    for i, x in enumerate(d["districts"]):
        x["owner"], x["tile"] = None, "joker" if b.dark[i] else "tea"
    d["ports"] = {pid: 0 for pid in d["ports"]}
    d["tribute"] = [3, 2]
    set_wall(st, {3: [0], 1: list(range(1, n))})
    p.update(board=[], active_cards=[], goods=["tea"], jokers=[0], pp=0, penalties=0, ship=b.start, used={})
    return st, p


def test_mac_212_no_other_rule_depends_on_the_player_count():
    # MAC-212: beyond the opening draft (MAC-210) and the cards removed in phase 1 (MAC-211) nothing changes
    # with the number of players: the supply, the 12 rounds' office card pairs, the 6 dice,
    # and every phase-3 action, its cost and its result
    seen = []
    for n in (2, 3, 4):
        st = new(n, 7)
        d = st.data
        assert all(p["gold"] == 5 and p["pp"] == 0 for p in d["players"])
        assert len(d["offices"]) == 12 and all(len(pair) == 2 for pair in d["offices"])
        st = to_phase(st, 2)
        assert len(st.data["dice"]) == 6
        st, p = _same_turn(n)
        b = board(st)
        sea = next(sid for sid, k in b.distance[b.start].items() if k == 1)
        i = next(i for i in range(b.districts) if not b.dark[i] and set(b.cost[i]) <= {"red", "green"}
                 and R.covers(p["cubes"], b.cost[i]))
        before = (texts(st, 0), GAME.view(st, 0)["costs"])
        for move in (f"district {i + 1}", "tribute", "joker gold", "wall 1", f"ship to {sea}"):
            act(st, 0, move)
            while st.data["decision"] == "pay":
                act(st, 0, texts(st, 0)[0])
        after = {k: p[k] for k in ("cubes", "gold", "pp", "goods", "jokers", "penalties", "ship")}
        assert p["ship"] == sea and p["gold"] == 6 and p["pp"] == 2
        seen.append((before, after, E.W.position(st, 0)))
    assert seen[0] == seen[1] == seen[2]
