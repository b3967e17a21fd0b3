"""The computer player of Alhambra (rules/alhambra/ai.py, issue 19): a sample keeps what the seat sees and
samples what it does not; the move does not depend on what the seat cannot know; every kind of decision
gets a legal, deterministic move; a small search beats random players. Rule ids: rules/alhambra/RULES.md."""
import json
from collections import Counter

import pytest

from rules.ai import choose
from rules.ai.adapters import adapter_for
from rules.alhambra import GAME
from rules.alhambra import fast
from rules.alhambra.ai import ADAPTER, flexibility, leftover_shares, strengths
from rules.alhambra.components import TILE_WALLS
from rules.alhambra.money import SCORING_CARD, WALL_CARD
from rules.core import Rng
from tests.ai.alhambra_positions import MODES, acting, new, positions, random_move
from tests.ai.match import ai_wins

GAMES_EVERY = {"2p": (6, 12), "3p": (5, 14), "4p": (5, 16), "2p_all_modules": (4, 14),
               "3p_thieves_change": (4, 14), "4p_all_modules": (4, 16), "6p_walls_thieves": (3, 20),
               "5p_traders": (3, 16)}


def seen(st, seat) -> str:
    return json.dumps(GAME.view(st, seat), sort_keys=True)


def unknown_to(st, seat) -> dict:
    """What `seat` cannot see, each part as a multiset: the others' money cards with the deck's and the
    discards (ALH-031, ALH-016; a payment's cards are private), the deck's wall cards (ALH-101), the
    others' thieves (ALH-201)."""
    d = st.data
    others = [p for s, p in enumerate(d["players"]) if s != seat]
    deck = [c for pile in d["deck"] for c in pile]
    money = [c for p in others for c in p["hand"]] + [c for c in deck if c < SCORING_CARD] + d["discard"]
    return {"money": Counter(money),
            "walls": Counter(c for c in deck if c >= WALL_CARD),
            "thieves": Counter(c for p in others for c in p["thieves"])}


def placed(st, seat) -> list:
    """Where the unknown items lie: the others' hands and thieves, each pile of the deck, secret choices."""
    d = st.data
    return [(p["hand"], p["thieves"], p["chosen"]) for s, p in enumerate(d["players"]) if s != seat] + \
        [d["deck"], d["discard"]]


@pytest.fixture(scope="module")
def states():
    out = {mode: positions(mode, *GAMES_EVERY[mode]) for mode in MODES}
    assert sum(map(len, out.values())) >= 1000
    return out


@pytest.mark.parametrize("mode", sorted(MODES))
def test_a_sample_keeps_the_seat_s_view_and_samples_the_rest(states, mode):
    rng = Rng(99)
    moved = Counter()
    samples = 0
    for st in states[mode]:
        before = GAME.dump(st)
        for seat in range(st.n):
            sample = ADAPTER.determinize(GAME, st, seat, rng)
            samples += 1
            assert seen(sample, seat) == seen(st, seat)  # ALH-031/201/401: own hand, thieves, residents
            assert seen(sample, None) == seen(st, None)  # counts of hands and thieves, deck size: public
            assert sample.data["bag"] == st.data["bag"]  # ALH-011: the bag's contents follow from the table
            assert [len(p) for p in sample.data["deck"]] == [len(p) for p in st.data["deck"]]
            assert len(sample.data["discard"]) == len(st.data["discard"])
            assert [sorted(c for c in p if SCORING_CARD <= c < WALL_CARD) for p in sample.data["deck"]] == \
                [sorted(c for c in p if SCORING_CARD <= c < WALL_CARD) for p in st.data["deck"]]  # ALH-016
            assert all(p == sorted(p) for p in GAME.hidden_piles(sample))  # hidden piles keep no order
            mine, real = unknown_to(sample, seat), unknown_to(st, seat)
            assert mine["money"] == real["money"] and mine["walls"] == real["walls"]
            assert sum(mine["thieves"].values()) == sum(real["thieves"].values())
            assert sample.rng.state != st.rng.state  # what the bag and deck give next: sampled
            if placed(sample, seat) != placed(st, seat):
                moved[seat] += 1
        assert GAME.dump(st) == before  # the real state is untouched
    assert samples >= 200
    assert sum(moved.values()) > samples // 4  # the sampling really samples


def test_secret_thieves_and_choices_are_resampled():
    """ALH-201: others' thieves are dealt anew; ALH-401: a secret choice of residents is redrawn among the
    legal ones; ALH-208: others' claims in the last thief window are forgotten, the seat's own kept."""
    st = new("4p_all_modules", 2)
    chooser = Rng(2)
    GAME.apply(st, 0, GAME.actions(st, 0)[5])  # the street traders: every seat chooses at once
    assert st.data["decision"] == "choose_residents" and st.data["players"][0]["chosen"]
    choices = {tuple(ADAPTER.determinize(GAME, st, 3, Rng(k)).data["players"][0]["chosen"]) for k in range(40)}
    assert len(choices) > 5 and all(len(c) == 3 for c in choices)
    while st.data["decision"] == "choose_residents":
        random_move(st, chooser)
    thieves = {tuple(ADAPTER.determinize(GAME, st, 0, Rng(k)).data["players"][1]["thieves"]) for k in range(40)}
    assert len(thieves) > 5 and all(len(t) == 3 for t in thieves)  # ALH-201: 4 players, 3 each
    while st.data["decision"] != "thief_window" and not GAME.over(st):
        random_move(st, chooser)
    assert st.data["decision"] == "thief_window" and len(GAME.current(st)) == 2
    first = GAME.current(st)[0]
    GAME.apply(st, first, GAME.actions(st, first)[0])  # a pass: an answer the others may not see
    other = next(s for s in range(st.n) if s != first)
    assert ADAPTER.determinize(GAME, st, other, Rng(1)).data["thief"]["answers"][first] is None
    assert ADAPTER.determinize(GAME, st, first, Rng(1)).data["thief"]["answers"][first] == 0


@pytest.mark.parametrize("mode", sorted(MODES))
def test_the_move_does_not_depend_on_what_the_seat_cannot_know(states, mode):
    for i, st in enumerate(states[mode][::8]):
        for seat in acting(st)[:2]:
            # another real state: the hidden items dealt otherwise (a sample is one), another RNG
            other = ADAPTER.determinize(GAME, st, seat, Rng(12345 + i))
            assert seen(other, seat) == seen(st, seat)
            assert choose(GAME, st, seat, seed=i, iterations=8).text == \
                choose(GAME, other, seat, seed=i, iterations=8).text


@pytest.mark.parametrize("mode", sorted(MODES))
def test_every_kind_of_decision_gets_a_legal_deterministic_move(states, mode):
    """Turns, placements, the street traders' simultaneous choice (ALH-401), thieves out of turn (ALH-202)
    and the last thief window (ALH-208)."""
    done = set()
    for st in states[mode]:
        for seat in acting(st):
            kind = (st.data["decision"], seat not in GAME.current(st))
            if kind in done and len(done) < 40:
                continue
            done.add(kind)
            before = GAME.dump(st)
            first = choose(GAME, st, seat, "easy", seed=5, iterations=12)
            assert first is not None and first.text in {a.text for a in GAME.actions(st, seat)}
            assert GAME.dump(st) == before  # the search plays on copies only
            assert choose(GAME, GAME.load(before), seat, seed=5, iterations=12).text == first.text
            GAME.apply(GAME.load(before), seat, first.text)  # and the game takes it
    assert ("action", False) in done


def test_the_adapter_is_found():
    assert adapter_for(GAME) is ADAPTER


BUDGET = 6  # iterations per decision: a fiftieth of normal's, to stay fast; seeded, so never flaky


def test_a_small_search_beats_random_players():
    """Three players, the AI's seat rotated: these 5 games replay exactly."""
    wins = sum(ai_wins(GAME, GAME.new(["P1", "P2", "P3"], seed), seed % 3, BUDGET, seed) for seed in range(5))
    assert wins >= 4


def test_the_leftover_buildings_go_to_the_money_leader_in_the_evaluation():
    """ALH-081: on the last turn each market building goes to the one player with strictly the most money of
    its space's currency (a tie, or nobody holding any: it stays); the evaluation counts it as theirs."""
    st = new("3p", 7)
    d = st.data
    d["bag"], d["ending"] = [], True
    blue, green = 0, 1
    d["players"][0]["hand"] = [blue * 10 + 9]
    d["players"][1]["hand"] = [blue * 10 + 5, green * 10 + 3]
    d["players"][2]["hand"] = [green * 10 + 3]
    assert leftover_shares(st) == [(0, d["market"][blue], 1.0)]  # green: a tie; orange, yellow: nobody
    before = strengths(st)
    d["players"][1]["hand"] = [blue * 10 + 5, blue * 10 + 6, green * 10 + 3]  # seat 1 now has the most blue
    assert leftover_shares(st) == [(1, d["market"][blue], 1.0)]
    after = strengths(st)
    assert after[0] < before[0] and after[1] > before[1]
    d["ending"], d["bag"] = False, list(range(1, 30))  # the end far off: no leftover to expect yet
    assert leftover_shares(st) == []


def test_a_walled_in_city_gives_its_reserve_tiles_no_worth():
    """ALH-061..063: in a city whose every open side is a wall nothing fits, so its reserve tiles and the
    buildings it would still buy never score: the evaluation counts no reserve tile there and takes off
    points for the buildings still to come; in an open city a reserve tile counts in part."""
    st = new("3p", 7)
    walled, open_city = st.data["players"][0], st.data["players"][1]
    # four tiles round the fountain, each walled on its three outer sides (tiles 1, 15, 8, 24: NEW, NES, ESW, NSW)
    walled["grid"] = [[0, 0, 0], [0, -1, 1], [1, 0, 15], [0, 1, 8], [-1, 0, 24]]
    open_city["grid"] = [[0, 0, 0], [0, -1, 7], [1, 0, 14], [0, 1, 22], [-1, 0, 23]]
    st.cache.clear()
    assert fast.city(st, 1).open_cells()
    assert not any(fast.city(st, 0).fit_count(m) for m in set(TILE_WALLS.values()))
    base = strengths(st)
    walled["reserve"] = [5]
    assert strengths(st)[0] == pytest.approx(base[0])
    walled["reserve"], open_city["reserve"] = [], [5]
    assert strengths(st)[1] > base[1]
    open_city["reserve"] = []
    walled["grid"][1][2] = 7  # the north tile without walls: the city opens, worth more at once
    st.cache.clear()
    assert strengths(st)[0] > base[0] + 10


def test_a_hand_that_pays_more_prices_exactly_is_worth_more():
    """ALH-021: an exact payment gives another action, so of two hands with the same money the one whose cards
    could pay more building prices exactly is worth more; coins (ALH-304) pay exactly like cards of 1."""
    st = new("3p", 7)
    d = st.data
    blue = 0
    p0, p1 = d["players"][0], d["players"][1]
    p0["hand"], p1["hand"] = [1, 2, 3, 4], [5, 5]  # both 10 in blue
    assert flexibility(p0, blue) > flexibility(p1, blue) > 0
    assert flexibility(p0, 1) == 0  # nothing in green
    d["market"] = [None] * 4  # no building on sale: only how many prices they could pay differs
    a, b = strengths(st)[:2]
    assert a > b
    p1["hand"] = [9]
    before = flexibility(p1, blue)
    p1["coins"][blue] = 2  # 9, 10 or 11 now
    assert flexibility(p1, blue) > before
