"""rules.ai.choose: a legal action, the same one for the same seed, the state untouched; the adapters found."""
import importlib

import pytest

from rules.ai import LEVELS, choose, suggestions
from rules.ai.adapters import GENERIC, adapter_for
from rules.castles import GAME
from rules.castles.ai import ADAPTER
from rules.registry import get_game
from tests.ai.helpers import MODES, position


@pytest.mark.parametrize("mode", sorted(MODES))
@pytest.mark.parametrize("steps", [0, 30, 60])
def test_choose_is_legal_and_deterministic(mode, steps):
    st = position(mode, 7, steps)
    assert not GAME.over(st)
    seat = GAME.current(st)[0]
    before = GAME.dump(st)
    first = choose(GAME, st, seat, "easy", seed=3)
    assert first in GAME.actions(st, seat)
    assert GAME.dump(st) == before  # the search plays on copies only
    assert choose(GAME, GAME.load(before), seat, "easy", seed=3).text == first.text
    GAME.apply(st, seat, first.text)  # and the game takes it


def test_suggestions_rank_every_legal_action():
    st = position("2p", 11, 60)
    seat = GAME.current(st)[0]
    ranked = suggestions(GAME, st, seat, "easy", seed=1)
    assert sorted(a.text for a in ranked) == sorted(a.text for a in GAME.actions(st, seat))
    assert ranked[0].text == choose(GAME, st, seat, "easy", seed=1).text


def test_levels_are_budgets_in_iterations():
    assert LEVELS["easy"] < LEVELS["normal"] < LEVELS["strong"]


def test_no_decision_no_action():
    st = position("2p", 5, 10)
    waiting = 1 - GAME.current(st)[0]
    assert choose(GAME, st, waiting) is None


def test_adapters():
    """Every game has its own adapter; a game without one has no computer player (the generic adapter would
    peek at hands), and a game's broken ai.py is an error, never a silent fallback."""
    assert adapter_for(GAME) is ADAPTER
    from rules.registry import BUILTIN
    for game_id in BUILTIN:  # every game shipped (the tests' own games have no computer player)
        assert adapter_for(get_game(game_id)) is importlib.import_module(f"rules.{game_id}.ai").ADAPTER
    with pytest.raises(NotImplementedError):
        adapter_for(get_game("pebbles"))


def test_generic_adapter_plays_castles_from_a_reseeded_copy():
    from rules.ai.search import search
    from rules.core import Rng
    st = GAME.new(["A", "B"], 4)
    seat = GAME.current(st)[0]
    root = search(GAME, GENERIC, st, seat, 10, Rng(2), None)
    legal = {a.text for a in GAME.actions(st, seat)}
    assert root.children and {key[1] for key in root.children} <= legal


def test_playing_to_win_values_the_chance_of_beating_everyone():
    from rules.ai.adapters import pairwise, win_chances
    assert win_chances([10.0, 4.0], 5.0) == pytest.approx(pairwise([10.0, 4.0], 5.0))  # two seats: the same
    lead, second, last = win_chances([20.0, 16.0, 0.0], 4.0)
    assert lead > 0.7 and second < 0.3 and last < 0.01 and sum((lead, second, last)) <= 1.0
    # second place far ahead of the last is worth half a win by the mean of pairwise chances, little here
    assert pairwise([20.0, 16.0, 0.0], 4.0)[1] > 0.6 > 0.3 > second


def test_a_finished_game_is_worth_a_share_of_the_win():
    from rules.ai.adapters import final_wins
    st = position("2p", 5, 10)
    while not GAME.over(st):
        seat = GAME.current(st)[0]
        GAME.apply(st, seat, GAME.default_action(st, seat))
    winners = GAME.final(st).winners
    assert final_wins(GAME, st) == [1.0 / len(winners) if s in winners else 0.0 for s in range(st.n)]
    assert sum(final_wins(GAME, st)) == pytest.approx(1.0)


def test_castles_never_ends_a_turn_with_a_die_unused():  # COB-045: taking 2 workers is always possible
    checked = 0
    for seed in range(4):
        st = position("2p", seed, 0)
        while not GAME.over(st) and checked < 12:
            seat = GAME.current(st)[0]
            legal = GAME.actions(st, seat)
            if any(a.text == "end-turn" for a in legal) and any(a.data[0] == "workers" for a in legal):
                assert "end-turn" not in [a.text for a in ADAPTER.tree_actions(GAME, st, seat, legal)]
                assert choose(GAME, st, seat, "easy", seed=seed).text != "end-turn"
                checked += 1
            GAME.apply(st, seat, GAME.default_action(st, seat))
    assert checked == 12


def test_castles_judges_a_die_change_by_what_the_new_value_does():  # COB-050: not by the workers it takes
    from tests.castles.helpers import act, new, turn
    st = new(2)
    p = turn(st, 0, dice=(2, 5))
    p["workers"] = 3
    act(st, "adjust 2 to 3")
    legal = GAME.actions(st, 0)
    assert "workers 3" in [a.text for a in legal]  # legal, but 2 workers for the 2 as rolled was free
    kept = [a.text for a in ADAPTER.tree_actions(GAME, st, 0, legal)]
    assert "workers 3" not in kept and "workers 5" in kept and "end-turn" not in kept
    st = new(2)
    p = turn(st, 0, dice=(2, 3))
    p["workers"] = 3
    act(st, "adjust 3 to 2")  # both dice show 2: workers with one, then the other... as workers with the 3 would
    kept = [a.text for a in ADAPTER.tree_actions(GAME, st, 0, GAME.actions(st, 0))]
    assert "workers 2" not in kept and kept
