"""The computer player of Bruges (issue 19): its samples keep exactly what a seat sees and resample what it
cannot (other hands, unseen new cards, face-down houses, the piles), its move does not depend on what the
seat cannot know, it answers every kind of decision (out-of-turn victims too), and it beats random players."""
import json
from collections import Counter

import pytest

from rules.ai import choose
from rules.ai.adapters import adapter_for
from rules.bruges import GAME
from rules.bruges.ai import ADAPTER
from rules.bruges.components import card
from rules.core import Rng
from tests.ai.bruges_positions import MODES, known_to, new, playout, positions, random_move, unknown_to
from tests.ai.match import ai_wins

# about 450 positions over the modes, each sampled for every seat (~1400 samples)
GAMES_EVERY = {"2p": (6, 9), "3p": (4, 12), "4p": (3, 16), "2p_pets": (4, 9), "3p_pets": (3, 12),
               "4p_pets": (2, 16)}


def seen(st, seat) -> str:
    return json.dumps(GAME.view(st, seat), sort_keys=True)


def hidden_of(st, seat: int) -> list:
    """Where the unknown cards of `seat` lie, slot by slot (to see that a sample moved them)."""
    d = st.data
    return [[p["hand"], p["new"], [h["card"] for h in p["houses"]]] for s, p in enumerate(d["players"]) if s != seat] \
        + [d["players"][seat]["new"], [[pl["top"], pl["rest"]] for pl in d["piles"]], d["extra"]]


@pytest.fixture(scope="module")
def states():
    out = {mode: positions(mode, *GAMES_EVERY[mode]) for mode in MODES}
    assert sum(map(len, out.values())) >= 400
    return out


def test_the_adapter_is_found():
    assert adapter_for(GAME) is ADAPTER


@pytest.mark.parametrize("mode", sorted(MODES))
def test_a_sample_keeps_the_seat_s_view(states, mode):
    """BRU-031/151/157: backs, counts, play areas and the discard pile are public; BRU-032: the seat's own
    new cards are seen only by their backs; the seat's own hand and houses are its own."""
    rng = Rng(99)
    samples = moved = 0
    for st in states[mode]:
        for seat in range(st.n):
            sample = ADAPTER.determinize(GAME, st, seat, rng)
            assert seen(sample, seat) == seen(st, seat)
            assert seen(sample, None) == seen(st, None)
            assert known_to(sample, seat) == known_to(st, seat)
            assert sample.data["discard"] == st.data["discard"]
            # the same cards are unknown, each hidden pile keeps its size, and stays sorted (house rule 5)
            assert unknown_to(sample, seat) == unknown_to(st, seat)
            assert [len(p) for p in GAME.hidden_piles(sample)] == [len(p) for p in GAME.hidden_piles(st)]
            assert all(p == sorted(p) for p in GAME.hidden_piles(sample))
            assert Counter(c for p in GAME.hidden_piles(sample) for c in p) <= Counter(unknown_to(st, seat))
            assert sample.rng.state != st.rng.state  # dice to come and the next top cards are sampled too
            samples += 1
            moved += hidden_of(sample, seat) != hidden_of(st, seat)
    assert moved >= 0.9 * samples  # the sampling really samples


def test_other_hands_and_houses_are_resampled_by_colour(states):
    """BRU-031/079: an opponent's hand card or house shows only its colour: samples give it many different
    cards of that colour, never one of another colour."""
    st = next(s for s in states["3p"] if s.data["players"][1]["hand"] and s.data["players"][1]["houses"])
    house_card = st.data["players"][1]["houses"][0]["card"]
    hands, houses = set(), set()
    rng = Rng(5)
    for _ in range(60):
        sample = ADAPTER.determinize(GAME, st, 0, rng)
        other = sample.data["players"][1]
        hands.update(other["hand"])
        houses.add(other["houses"][0]["card"])
        assert sorted(card(c).colour for c in other["hand"]) == \
            sorted(card(c).colour for c in st.data["players"][1]["hand"])
    assert len(hands) > 10 and len(houses) > 10
    assert {card(c).colour for c in houses} == {card(house_card).colour}


def test_own_new_cards_are_unknown_until_the_hand_is_complete():
    """BRU-032: a player drawing in phase 1 sees only the backs of the cards drawn so far."""
    st = next(s for s in playout("2p", 3) if s.data["decision"] == "draw"
              and s.data["players"][s.data["active"]]["new"])
    seat = st.data["active"]
    drawn = list(st.data["players"][seat]["new"])
    seen_new = {tuple(ADAPTER.determinize(GAME, st, seat, Rng(i)).data["players"][seat]["new"]) for i in range(30)}
    assert len(seen_new) > 1 and any(list(x) != drawn for x in seen_new)


def swapped(st, seat: int, rng: Rng):
    """A REAL state the seat cannot tell from `st`: an opponent's hand card and house swapped with hidden
    cards of the same colour from the piles (their backs would not tell)."""
    other = GAME.load(GAME.dump(st))
    d = other.data
    rests = [pl["rest"] for pl in d["piles"]] + [d["extra"]]
    for s, p in enumerate(d["players"]):
        if s == seat:
            continue
        slots = [(p["hand"], i) for i in range(len(p["hand"]))] + [(h, "card") for h in p["houses"]]
        for where, key in slots:
            colour = card(where[key]).colour
            spots = [(rest, j) for rest in rests for j, c in enumerate(rest) if card(c).colour == colour]
            if spots:
                rest, j = spots[rng.below(len(spots))]
                where[key], rest[j] = rest[j], where[key]
        p["hand"].sort()
    for rest in rests:
        rest.sort()
    other.rng = Rng(st.rng.state ^ 0xDEADBEEF)  # other dice to come, other tops surfacing
    return other


@pytest.mark.parametrize("mode", sorted(MODES))
def test_two_states_the_seat_cannot_tell_apart_give_the_same_samples(states, mode):
    """The sample depends only on what the seat sees and on the search's RNG: from a real state and from
    one with hidden cards swapped, the same RNG gives the very same sample (so the same search)."""
    for i, st in enumerate(states[mode]):
        for seat in range(st.n):
            other = swapped(st, seat, Rng(i))
            assert GAME.dump(ADAPTER.determinize(GAME, st, seat, Rng(i))) == \
                GAME.dump(ADAPTER.determinize(GAME, other, seat, Rng(i)))


@pytest.mark.parametrize("mode", sorted(MODES))
def test_the_move_does_not_depend_on_what_the_seat_cannot_know(states, mode):
    for i, st in enumerate(states[mode][1::6][:6]):
        seat = GAME.current(st)[0]
        for other in (swapped(st, seat, Rng(i)), ADAPTER.determinize(GAME, st, seat, Rng(1000 + i))):
            assert seen(other, seat) == seen(st, seat)
            assert GAME.dump(other) != GAME.dump(st)
            assert choose(GAME, st, seat, seed=i, iterations=6).text == \
                choose(GAME, other, seat, seed=i, iterations=6).text


def decision_states() -> dict:
    """One position per kind of decision, from seeded random playouts (victims of Fire, Plague or a card
    effect decide out of turn: their seat is not the active one)."""
    found = {}
    for seed in range(40):
        for mode in ("2p", "3p_pets", "4p"):
            st = new(mode, 500 + seed)
            chooser = Rng(seed)
            while not GAME.over(st):
                found.setdefault(st.data["decision"], GAME.load(GAME.dump(st)))
                random_move(st, chooser)
        if len(found) >= 16:
            break
    return found


DECISIONS = decision_states()


def test_random_play_reaches_the_decisions():
    # BRU-029 draw, BRU-051 reputation, BRU-060 turn, BRU-048 penalty order, BRU-133 fire, BRU-130 plague
    assert {"draw", "reputation", "turn", "penalty_order", "fire", "plague", "pile", "give"} <= set(DECISIONS)


@pytest.mark.parametrize("decision", sorted(DECISIONS))
def test_choose_is_legal_and_deterministic_for_every_decision(decision):
    st = DECISIONS[decision]
    seat = GAME.current(st)[0]
    before = GAME.dump(st)
    first = choose(GAME, st, seat, seed=3, iterations=10)
    assert first in GAME.actions(st, seat)
    assert GAME.dump(st) == before  # the search plays on copies only
    assert choose(GAME, GAME.load(before), seat, seed=3, iterations=10).text == first.text
    GAME.apply(st, seat, first.text)


def test_an_out_of_turn_victim_chooses_for_itself():
    """BRU-161: a victim's choice (here the first one found of give/lose/fire/plague outside its turn)."""
    for kind in ("give", "lose", "fire", "plague"):
        st = DECISIONS.get(kind)
        if st is not None and GAME.current(st)[0] != st.data["active"]:
            break
    else:
        pytest.fail("the seeded playouts reached no out-of-turn decision: pick other seeds")
    seat = GAME.current(st)[0]
    assert choose(GAME, st, seat, seed=1, iterations=10) in GAME.actions(st, seat)
    assert choose(GAME, st, st.data["active"], seed=1, iterations=10) is None


def test_a_small_search_beats_random_players():
    """Seeded, so it replays exactly: 6 two-player games, seats rotated, a search of 12 iterations."""
    wins = sum(ai_wins(GAME, GAME.new(["P1", "P2"], seed), seed % 2, 12, seed) for seed in range(6))
    assert wins >= 5
