"""The rulebook's worked examples, BRU-T01 ... BRU-T23 (section 13 of RULES.md), with its numbers."""
import pytest

from rules.bruges import GAME
from rules.bruges import engine as E
from rules.bruges.components import COLOURS, card
from tests.bruges.helpers import (act, card_named, give, house, new, plain, player, roll, settle, texts,
                                  turn)


def markers(st, seat, **held):
    for c, n in held.items():
        player(st, seat)["threats"][c] = n
        st.data["threat_supply"][c] -= n


def pile_cards(pile):
    return pile["rest"] + ([pile["top"]] if pile["top"] is not None else [])


def test_bru_t01_final_scoring_36_points():
    # BRU-117 BRU-118 BRU-119 BRU-120 BRU-121 BRU-122 BRU-123: persons, houses, laurels, majority tiles, canals and statues, reputation
    st = new(2)
    names = ["Prince", "Councilman", "Mayor", "Heir", "Alchemist"]
    for name in names:
        house(st, 0, person=card_named(name))
    house(st, 0)  # the sixth house, empty
    p = player(st, 0)
    p["majorities"].update(persons=True, reputation=True)
    p["canal"]["left"] = 3
    p["rep"] = 6
    p["score"] = 0
    p["workers"] = {c: 0 for c in COLOURS}
    b = GAME.result(st).breakdown[0]
    assert (b["persons"], b["houses"], b["laurels"], b["majorities"], b["canals"], b["statues"],
            b["reputation"]) == (8, 6, 4, 8, 3, 0, 7)
    assert sum(b.values()) == 36


def test_bru_t02_fire_and_raid_the_player_chooses_the_order():
    # BRU-048, BRU-133 BRU-134 (the only house burns, its person goes back to the hand), BRU-132, BRU-138 BRU-139
    st = new(2)
    person = plain("blue")[0]
    house(st, 0, "red", person=person)
    markers(st, 0, red=2, yellow=2)
    player(st, 0)["guilders"] = 8
    roll(st, {"red": 5, "yellow": 6})
    assert GAME.current(st) == [0] and texts(st, 0) == ["first fire", "first raid"]
    act(st, "first fire", 0)  # the house is the only thing to burn: no question
    p = player(st, 0)
    assert p["houses"] == [] and person in p["hand"]  # the person goes back to the hand
    assert p["guilders"] == 0
    assert p["threats"]["red"] == 0 and p["threats"]["yellow"] == 0
    assert p["score"] == 5


def test_bru_t03_every_player_receives_red_and_yellow():
    st = new(4)
    roll(st, {"red": 5, "yellow": 6}, start=2)
    for s in range(4):
        assert player(st, s)["threats"] == {"blue": 0, "brown": 0, "red": 1, "purple": 0, "yellow": 1}


def test_bru_t04_reputation_price_3():
    st = new(2)
    player(st, 0)["guilders"] = 3
    player(st, 1)["guilders"] = 0
    roll(st, {"purple": 1, "blue": 2})
    assert GAME.current(st) == [0] and texts(st, 0) == ["reputation pay", "reputation pass"]
    act(st, "reputation pay", 0)
    assert player(st, 0)["rep"] == 1 and player(st, 0)["guilders"] == 0
    st2 = new(2)
    roll(st2, {})  # every die on 3
    assert st2.data["phase"] == 3  # nobody can advance: no question


def test_bru_t05_to_t09_the_actions():
    # BRU-T05, BRU-T06, BRU-T07, BRU-T08, BRU-T09
    st = new(2)
    red, yellow, brown, blue, purple = (plain(c)[0] for c in ("red", "yellow", "brown", "blue", "purple"))
    dice = {"blue": 1, "brown": 1, "red": 1, "purple": 1, "yellow": 6}
    for text, check in [
        (f"play {red} workers", lambda p: p["workers"]["red"] == 3),  # T05
        (f"play {yellow} guilders", lambda p: p["guilders"] == 11),  # T06
        (f"play {brown} threat", lambda p: p["threats"]["brown"] == 0 and p["score"] == 6),  # T07
        (f"play {blue} canal left", lambda p: p["canal"]["left"] == 1 and p["guilders"] == 4),  # T08
        (f"play {purple} house", lambda p: p["houses"][0]["colour"] == "purple"
         and p["workers"]["purple"] == 0),  # T09
    ]:
        st = new(2)
        cid = int(text.split()[1])
        p = turn(st, 0, hand=[cid], dice=dice)
        if "threat" in text:
            markers(st, 0, brown=1)
        act(st, text)
        assert check(p), text


def test_bru_t10_recruiting_the_prince():
    st = new(2)
    prince = card_named("Prince")
    p = turn(st, 0, hand=[prince], guilders=9)
    house(st, 0, "purple")
    act(st, f"play {prince} recruit 1")
    assert p["guilders"] == 0 and card(prince).points == 3
    assert card(prince).activation == "worker:yellow"


def test_bru_t11_majorities():
    # BRU-106: reputation, persons, canals, in that order; BRU-108 BRU-109 BRU-110
    st = new(4)
    used = set()
    free = [c for col in COLOURS for c in plain(col, 33)]
    for seat, n in enumerate([6, 5, 4, 4]):
        for _ in range(n):
            cid = next(c for c in free if c not in used)
            used.add(cid)
            house(st, seat, person=cid)
    for seat, n in enumerate([7, 6, 2, 0]):
        player(st, seat)["canal"] = {"left": min(n, 5), "right": max(0, n - 5)}
    player(st, 1)["rep"] = 3
    player(st, 2)["rep"] = 3
    E.check_majorities(st, None)
    flipped = {name: [p["majorities"][name] for p in st.data["players"]]
               for name in ("persons", "canals", "reputation")}
    assert flipped == {"persons": [True, False, False, False], "canals": [True, False, False, False],
                       "reputation": [False, False, False, False]}


def test_bru_t12_canal_scoring():
    st = new(2)
    p = player(st, 0)
    p["canal"] = {"left": 5, "right": 0}
    p["statues"] = [7]
    b = GAME.result(st).breakdown[0]
    assert b["canals"] + b["statues"] == 10
    p["canal"]["right"] = 5
    b = GAME.result(st).breakdown[0]
    assert b["canals"] + b["statues"] == 13


def test_bru_t13_alchemist_servant_accountant_lawyer_bishop():
    # BRU-091 BRU-092 BRU-093 BRU-094 BRU-095 BRU-096 BRU-097 BRU-098 BRU-099: arrow (Alchemist), worker paid and card turned (Servant, BRU-093 BRU-094), once per round
    # (Accountant, BRU-095), action modifier never turned (Lawyer, BRU-096 BRU-098), laurel (Bishop, BRU-099)
    # Alchemist (arrow): 6 guilders when recruited
    st = new(2)
    alchemist = card_named("Alchemist")
    p = turn(st, 0, hand=[alchemist, plain("blue")[0]], guilders=6)
    house(st, 0, "red")
    act(st, f"play {alchemist} recruit 1")
    assert p["guilders"] == 6
    # Servant (red worker): draw 1 card from either pile
    st = new(2)
    servant = card_named("Servant")
    p = turn(st, 0, hand=[plain("blue")[0]])
    house(st, 0, "red", person=servant)
    assert f"activate {servant}" in texts(st)
    act(st, f"activate {servant}")
    assert p["workers"]["red"] == 0
    assert st.data["decision"] == "pile"
    act(st, "pile b")
    assert len(p["hand"]) == 2
    # Accountant (once per round): 2 guilders, turned
    st = new(2)
    accountant = card_named("Accountant")
    p = turn(st, 0, hand=[plain("blue")[0]])
    house(st, 0, "red", person=accountant)
    act(st, f"activate {accountant}")
    assert p["guilders"] == 7 and accountant in p["used"]
    assert f"activate {accountant}" not in texts(st)
    # Lawyer (action modifier): take workers gives 3
    st = new(2)
    lawyer = card_named("Lawyer")
    red = plain("red")[0]
    p = turn(st, 0, hand=[red])
    house(st, 0, "red", person=lawyer)
    act(st, f"play {red} workers")
    assert p["workers"]["red"] == 4
    # Bishop (laurel): 1 point per 2 workers
    st = new(2)
    house(st, 0, person=card_named("Bishop"))
    assert GAME.result(st).breakdown[0]["laurels"] == 2  # 5 workers


def test_bru_t14_coachman_one_more_card_and_none_left():
    # BRU-102: an activated person breaks the basic rules; BRU-059 BRU-061: 5 cards, 4 turns
    st = new(2)
    coachman = card_named("Coachman")
    hand = plain("blue", 5)
    p = turn(st, 0, hand=hand)
    house(st, 0, "red", person=coachman)
    p["workers"]["yellow"] = 1
    player(st, 1)["hand"] = plain("red", 4)
    act(st, f"activate {coachman}")
    assert st.data["decision"] == "extra_play"
    act(st, f"play {hand[0]} workers")
    act(st, f"play {hand[1]} workers")  # the turn's own card
    while st.data["phase"] == 3:
        seat = GAME.current(st)[0]
        GAME.apply(st, seat, GAME.default_action(st, seat))
    assert p["played"] == 5 and p["hand"] == [] and st.data["round"] == 2
    assert st.data["turns_left"]["0"] == 0
    # next round: phase 1 refills to 5
    d = st.data
    while d["phase"] == 1 and GAME.current(st) != [0]:
        seat = GAME.current(st)[0]
        GAME.apply(st, seat, GAME.default_action(st, seat))
    drawn = 0
    while d["phase"] == 1 and GAME.current(st) == [0]:
        act(st, "draw a")
        drawn += 1
    assert drawn == 5


def test_bru_t15_pile_exhaustion():
    # (a) in phase 1: this round is the last
    st = new(2, 5)
    d = st.data
    first = d["start"]
    d["piles"][0]["rest"][:] = []
    act(st, "draw a", first)
    assert d["extra_in"] and d["last_round"] == 1
    # (b) in phase 3: next round is the last
    st = new(2, 5)
    turn(st, 0, hand=[])
    st.data["piles"][1]["rest"][:] = []
    E.draw(st, 0, 1, None)
    assert st.data["extra_in"] and st.data["last_round"] == 2
    # (c) the other pile runs out too: the remaining pile is split in two
    d = st.data
    d["piles"][0]["rest"][:] = d["piles"][0]["rest"][:2]
    before = len(pile_cards(d["piles"][1]))
    for _ in range(3):
        E.draw(st, 0, 0, None)
    assert [len(pile_cards(x)) for x in d["piles"]] == [before // 2, before - before // 2]


@pytest.mark.parametrize("n,sizes", [(2, (33, 33, 99)), (3, (50, 49, 66)), (4, (66, 66, 33))])
def test_bru_t16_deck_sizes(n, sizes):
    d = new(n).data
    assert (len(pile_cards(d["piles"][0])), len(pile_cards(d["piles"][1])), len(d["extra"])) == sizes


def test_bru_t17_marker_shortage():
    st = new(4)
    for s in range(4):
        markers(st, s, purple=2)
    roll(st, {"purple": 5}, start=0)
    assert [player(st, s)["score"] for s in range(4)] == [2, 2, 2, 2]
    assert st.data["threat_supply"]["purple"] == 9


def test_bru_t18_statue_after_fire():
    # BRU-076 BRU-078, BRU-136
    st = new(2)
    purple = plain("purple", 2)
    p = turn(st, 0, hand=[purple[0]], guilders=20)
    p["canal"]["left"] = 4
    act(st, f"play {purple[0]} canal left")
    assert p["statues"] == [7]
    markers(st, 0, red=2)
    E.give_threat(st, 0, "red", None)  # Fire: the canal token is the only thing to burn
    assert p["canal"]["left"] == 4 and p["statues"] == [7]
    turn(st, 0, hand=[purple[1]])
    act(st, f"play {purple[1]} canal left")
    assert p["canal"]["left"] == 5 and p["statues"] == [7] and st.data["statues"] == [6, 5, 4, 3, 2]


def test_bru_t19_card_step_after_a_paid_step():
    st = new(2)
    prince = card_named("Prince")
    house(st, 0, person=prince)
    player(st, 0)["guilders"] = 3
    player(st, 1)["guilders"] = 0
    player(st, 0)["hand"] = [plain("blue")[0]]
    roll(st, {"purple": 1, "blue": 2})
    act(st, "reputation pay", 0)
    assert player(st, 0)["rep"] == 1 and not E.can_buy_step(st, 0)
    assert GAME.current(st) == [0] and f"activate {prince}" in texts(st, 0)
    act(st, f"activate {prince}", 0)
    assert player(st, 0)["rep"] == 2


def test_bru_t20_lost_third_space():
    st = new(2)
    p = player(st, 0)
    p["canal"]["left"] = 3
    markers(st, 0, red=2)
    E.give_threat(st, 0, "red", None)
    assert p["canal"]["left"] == 2
    assert GAME.result(st).breakdown[0]["canals"] == 0


def test_bru_t21_inventor_may_stop_at_5_or_draw_a_6th():
    st = new(2, 5)
    d = st.data
    first = d["start"]
    inventor = card_named("Inventor")
    house(st, first, person=inventor)
    give(st, first, plain("blue", 1))
    for _ in range(4):
        assert "stop" not in texts(st, first)
        act(st, "draw a", first)
    assert texts(st, first) == ["draw a", "draw b", "stop"]
    act(st, "draw b", first)
    assert len(player(st, first)["hand"]) == 6 and GAME.current(st) != [first]
    # and stopping at 5
    st = new(2, 5)
    first = st.data["start"]
    house(st, first, person=card_named("Inventor"))
    for _ in range(5):
        act(st, "draw a", first)
    act(st, "stop", first)
    assert len(player(st, first)["hand"]) == 5 and GAME.current(st) != [first]


def test_bru_t22_cartographer_needs_a_real_count():
    st = new(2)
    house(st, 0, person=card_named("Cartographer"))
    E.check_majorities(st, None)
    assert not player(st, 0)["majorities"]["canals"]
    player(st, 0)["canal"]["left"] = 1
    player(st, 1)["canal"]["left"] = 1
    E.check_majorities(st, None)
    assert player(st, 0)["majorities"]["canals"] and not player(st, 1)["majorities"]["canals"]


def test_bru_t23_last_card_in_phase_3():
    st = new(2)
    servant = card_named("Servant")
    p = turn(st, 0, hand=[plain("blue")[0]])
    house(st, 0, person=servant)
    d = st.data
    d["piles"][0]["rest"][:] = []  # pile A holds its top card only
    act(st, f"activate {servant}")
    act(st, "pile a")
    assert d["extra_in"] and d["last_round"] == 2
    assert len(p["hand"]) == 2
    # in round 2 another pile runs out: nothing changes about the end
    d["round"] = 2
    d["piles"][1]["rest"][:] = []
    E.draw(st, 0, 1, None)
    assert d["last_round"] == 2
    settle(st)
