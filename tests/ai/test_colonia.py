"""The computer player of Colonia never peeks (issue 19), plays a legal move in every kind of decision, and beats
random players.

What a seat cannot see (COL-011, COL-121): what lies behind the other screens (raw materials, goods, money; the
relics bought are public lines), the bag's contents (COL-016: the 90 raw materials minus the stalls and every
screen), the order of the decks (COL-013), and the secret answers already given by others on Tuesday and in a
vote (COL-036, COL-050)."""
import copy
import json

import pytest

from rules.ai import choose
from rules.ai.adapters import adapter_for
from rules.colonia import GAME
from rules.colonia.ai import ADAPTER
from rules.colonia.components import data
from rules.core import Rng
from tests.ai.colonia_positions import COUNTS, first_of_each_decision, new, positions
from tests.ai.match import ai_wins

# about 800 positions, about 3 600 samples (one per seat of each)
GAMES_EVERY = {3: (8, 7), 4: (7, 9), 5: (6, 10), 6: (6, 12)}
DECKS = ("week_deck", "ord_deck", "relic_deck", "ship_deck")
SCREENS = ("materials", "goods", "money")


def seen(st, seat) -> str:
    return json.dumps(GAME.view(st, seat), sort_keys=True)


def units(counts: dict) -> list:
    return sorted(x for x, k in counts.items() for _ in range(k))


def masked(st, seat) -> dict:
    """The state's data without what `seat` cannot know: the bag, the other screens' raw materials, goods and
    money, and the others' secret answers."""
    d = copy.deepcopy(st.data)
    d.pop("bag")
    for s, p in enumerate(d["players"]):
        if s != seat:
            for key in SCREENS:
                p.pop(key)
    if d["secret"] is not None:
        d["secret"]["answers"] = {k: v for k, v in d["secret"]["answers"].items() if int(k) == seat}
    return d


def pool(st, others) -> list:
    """The bag and the other screens' raw materials, as one multiset."""
    return sorted(st.data["bag"] + [m for s in others for m in units(st.data["players"][s]["materials"])])


@pytest.fixture(scope="module")
def states():
    out = {n: positions(n, *GAMES_EVERY[n]) for n in COUNTS}
    assert sum(map(len, out.values())) >= 700
    return out


def test_the_adapter_is_found():
    assert adapter_for(GAME) is ADAPTER


@pytest.mark.parametrize("n", COUNTS)
def test_a_sample_keeps_what_the_seat_knows_and_samples_the_rest(states, n):
    rng = Rng(99)
    changed = {"bag": 0, "materials": 0, "goods": 0, "money": 0, "answers": 0}
    for st in states[n]:
        real_dump = GAME.dump(st)
        for seat in range(st.n):
            sample = ADAPTER.determinize(GAME, st, seat, rng)
            # COL-121: the seat's view and the public view are the same, to the byte
            assert seen(sample, seat) == seen(st, seat)
            assert seen(sample, None) == seen(st, None)
            # everything the seat may know is kept (board, own screen, own answer, relics and shrines bought)
            assert masked(sample, seat) == masked(st, seat)
            # COL-013: the decks hold the same cards (their order is the RNG's, which is fresh)
            for pile in DECKS:
                assert sample.data[pile] == st.data[pile]
            assert sample.rng.state != st.rng.state
            # COL-016/019: the bag and the other screens' raw materials are one pool; sizes kept
            others = [s for s in range(st.n) if s != seat]
            assert len(sample.data["bag"]) == len(st.data["bag"])
            assert pool(sample, others) == pool(st, others)
            for key in SCREENS:  # COL-011: each other screen keeps its count of items (public lines)
                for s in others:
                    assert sum(sample.data["players"][s][key].values()) == sum(st.data["players"][s][key].values())
                if key != "materials":  # goods and money are pooled among the other screens only
                    assert sorted(x for s in others for x in units(sample.data["players"][s][key])) == \
                        sorted(x for s in others for x in units(st.data["players"][s][key]))
                changed[key] += any(sample.data["players"][s][key] != st.data["players"][s][key] for s in others)
            changed["bag"] += sample.data["bag"] != st.data["bag"]
            sec, real = sample.data["secret"], st.data["secret"]
            if real is not None:  # COL-036/050: who answered is public, the answers are redrawn among legal ones
                assert sorted(sec["answers"]) == sorted(real["answers"])
                for k, v in sec["answers"].items():
                    legal = sample.data["players"][int(k)]["cards"] if sec["kind"] == "card" else ["yes", "no"]
                    assert v in legal
                changed["answers"] += sec["answers"] != real["answers"]
        assert GAME.dump(st) == real_dump  # the real state is untouched
    assert all(changed.values()), changed  # the sampling really samples every kind of unknown


def other_real_state(st, seat: int, rng: Rng):
    """The real state with what `seat` cannot know changed by hand: a raw material of another screen swapped
    with a different one from the bag, one good and one money unit swapped between two other screens, the
    others' secret answers changed, another RNG (other draws to come)."""
    other = GAME.load(GAME.dump(st))
    other.rng = Rng(st.rng.state ^ 0xDEADBEEF)
    d = other.data
    players = d["players"]
    others = [s for s in range(other.n) if s != seat]
    for s in others:
        have = [m for m, k in players[s]["materials"].items() if k]
        if have:
            swap = [m for m in d["bag"] if m != have[0]]
            if swap:
                players[s]["materials"][have[0]] -= 1
                players[s]["materials"][swap[0]] += 1
                d["bag"].remove(swap[0])
                d["bag"].append(have[0])
                d["bag"].sort()
                break
    for key in ("goods", "money"):
        for a in others:
            for b in others:
                x = next((g for g, k in players[a][key].items() if k), None)
                y = next((g for g, k in players[b][key].items() if k and g != x), None)
                if a != b and x is not None and y is not None:
                    players[a][key][x] -= 1
                    players[a][key][y] += 1
                    players[b][key][y] -= 1
                    players[b][key][x] += 1
                    break
            else:
                continue
            break
    sec = d["secret"]
    if sec is not None:
        for k in sec["answers"]:
            if int(k) != seat:
                legal = players[int(k)]["cards"] if sec["kind"] == "card" else ["yes", "no"]
                sec["answers"][k] = legal[rng.below(len(legal))]
    return other


@pytest.mark.parametrize("n", COUNTS)
def test_the_move_does_not_depend_on_what_the_seat_cannot_know(states, n):
    rng = Rng(n)
    for i, st in enumerate(states[n][::12]):
        seat = GAME.current(st)[0]
        for other in (other_real_state(st, seat, rng), ADAPTER.determinize(GAME, st, seat, Rng(1000 + i))):
            assert seen(other, seat) == seen(st, seat)
            assert choose(GAME, st, seat, seed=i, iterations=8).text == \
                choose(GAME, other, seat, seed=i, iterations=8).text


KINDS = ("good", "card", "vote", "market", "contracts", "loading", "buying", "shrine", "securing", "recall",
         "draw", "exchange")


@pytest.mark.parametrize("n", [3, 6])
def test_every_kind_of_decision_gets_a_legal_and_repeatable_move(n):
    found = first_of_each_decision(n, KINDS)
    assert set(found) == set(KINDS)
    for kind, st in sorted(found.items()):
        for seat in GAME.current(st):  # every seat asked (several in a secret decision, COL-036/050)
            before = GAME.dump(st)
            first = choose(GAME, st, seat, seed=5, iterations=16)
            assert first in GAME.actions(st, seat), kind
            assert GAME.dump(st) == before  # the search plays on copies only
            assert choose(GAME, GAME.load(before), seat, seed=5, iterations=16).text == first.text
        # a seat that has answered in secret may change its answer until the last one comes in
        if kind in ("card", "vote") and len(GAME.current(st)) > 1:
            seat = GAME.current(st)[0]
            GAME.apply(st, seat, GAME.actions(st, seat)[0])
            assert seat in GAME.may_act(st)
            again = choose(GAME, st, seat, seed=5, iterations=16)
            assert again in GAME.actions(st, seat)


def test_a_small_search_beats_random_players():
    """Seeded, so it replays exactly: a search of 12 iterations wins 3-player games against random players
    (COL-120: the most points wins), seats rotated."""
    assert sum(ai_wins(GAME, new(3, seed), seed % 3, 12, seed) for seed in range(3)) == 3


def test_evaluation_counts_points_and_promises():
    st = new(4, 7)
    values = ADAPTER.evaluate(GAME, st)
    assert len(values) == 4 and all(0.0 <= v <= 1.0 for v in values)
    D = data(st)
    relic = next(r for r in sorted(D.relics) if not D.relics[r]["shrine"] and D.relics[r]["vp"] == 5)
    st.data["players"][2]["relics"].append(relic)  # COL-119: a relic's points
    values = ADAPTER.evaluate(GAME, st)
    assert values[2] == max(values) and values[2] > 0.75
