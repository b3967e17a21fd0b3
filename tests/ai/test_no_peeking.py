"""The computer player never peeks (issue 19): a sampled state keeps the searching seat's view exactly, and the
move it chooses does not change with what that seat cannot know. Castles hides only what the face-down stacks
and the goods pool give next: in the state that is the RNG's state alone (the piles are kept sorted)."""
import json

import pytest

from rules.ai import choose
from rules.castles import GAME
from rules.castles.ai import ADAPTER
from rules.core import Rng
from tests.ai.helpers import MODES, positions

# about 300 positions over the modes
GAMES_EVERY = {"2p": (6, 8), "3p": (3, 12), "4p_all_modules": (3, 22), "team": (3, 20), "solo": (4, 8)}


def seen(st, seat) -> str:
    return json.dumps(GAME.view(st, seat), sort_keys=True)


@pytest.fixture(scope="module")
def states():
    out = {mode: positions(mode, *GAMES_EVERY[mode]) for mode in MODES}
    assert sum(map(len, out.values())) >= 300
    return out


@pytest.mark.parametrize("mode", sorted(MODES))
def test_a_sample_keeps_the_seat_s_view(states, mode):
    rng = Rng(99)
    for st in states[mode]:
        for seat in range(st.n):
            sample = ADAPTER.determinize(GAME, st, seat, rng)
            assert seen(sample, seat) == seen(st, seat)
            assert [sorted(p) for p in GAME.hidden_piles(sample)] == [sorted(p) for p in GAME.hidden_piles(st)]
            assert sample.rng.state != st.rng.state  # what comes next is sampled, not the real one
        assert seen(sample, None) == seen(st, None)


@pytest.mark.parametrize("mode", sorted(MODES))
def test_the_move_does_not_depend_on_what_the_seat_cannot_know(states, mode):
    for i, st in enumerate(states[mode][::4]):
        seat = GAME.current(st)[0]
        other = GAME.load(GAME.dump(st))
        other.rng = Rng(st.rng.state ^ (0xDEADBEEF + i))  # other stacks' and pool's draws, other dice to come
        assert seen(other, seat) == seen(st, seat)
        assert choose(GAME, st, seat, seed=i, iterations=6).text == \
            choose(GAME, other, seat, seed=i, iterations=6).text
