"""Promises every registered game keeps, checked over seeded random games of every option mix:

- the same seed and actions give the same bytes, whether the state stays in memory (replay, simulate)
  or goes through dump/load at every action (the table) (issue 11.6);
- a hidden pile keeps no order to peek at, and every action that takes something out of one is a
  reveal, so undo never crosses it (issue 11.2);
- a refused action changes nothing;
- no two options of one decision read the same (a button shows only its label).
"""
import itertools

import pytest

from rules.core.text import english

from rules import games
from rules.core import Rng
from rules.core.errors import IllegalAction, SetupError


FULL_PRODUCT_LIMIT = 64  # beyond this many mixes, each value once instead of every combination


def option_mixes(game):
    """Combinations of the game's options (bool: both; choice: each; int: its default): all of them when
    they are few; else the defaults, each other value alone, and every bool on together (Castles)."""
    values = []
    for spec in game.options:
        if spec.kind == "bool":
            values.append([(spec.key, v) for v in (False, True)])
        elif spec.kind == "choice":
            values.append([(spec.key, c) for c in spec.choices])
        else:
            values.append([(spec.key, spec.default)])
    if len(list(itertools.product(*values))) <= FULL_PRODUCT_LIMIT:
        return [dict(mix) for mix in itertools.product(*values)]
    defaults = {spec.key: spec.default for spec in game.options}
    mixes = [dict(defaults)]
    for options in values:
        for key, value in options:
            if value != defaults[key]:
                mixes.append({**defaults, key: value})
    mixes.append({**defaults, **{spec.key: True for spec in game.options if spec.kind == "bool"}})
    return mixes


def _fits(game, mix, n) -> bool:
    try:
        game.check_options(mix, n)
    except SetupError:
        return False
    return True


def player_count(game, mix, i):
    """A player count the mix allows, cycling through the game's range as the cases go."""
    span = range(game.min_players, game.max_players + 1)
    counts = [span[(i + k) % len(span)] for k in range(len(span))]
    return next(n for n in counts if _fits(game, mix, n))


CASES = [(gid, mix, player_count(game, mix, i)) for gid, game in sorted(games().items())
         for i, mix in enumerate(option_mixes(game))]


def hidden_sizes(game, st):
    return [len(pile) for pile in game.hidden_piles(st)]


def play_two_ways(game, mix, n, seed, limit=400):
    names = [f"P{i}" for i in range(n)]
    kept = game.new(names, seed, mix)  # stays in memory, as replay and simulate keep it
    text = game.dump(kept)  # goes through JSON at every action, as the table does
    rng = Rng(seed * 7 + 1)
    actions = []
    for _ in range(limit):
        if game.over(kept):
            break
        seats = game.current(kept) + game.may_act(kept)
        seat = seats[rng.below(len(seats))]
        legal = game.actions(kept, seat)
        labels = [english(a.label or a.text) for a in legal]
        assert len(set(labels)) == len(labels), f"{game.id}: two options read the same: {labels}"  # buttons
        action = legal[rng.below(len(legal))].text
        before = hidden_sizes(game, kept)
        for pile in game.hidden_piles(kept):
            assert pile == sorted(pile), f"{game.id}: a hidden pile keeps an order"
        applied = game.apply(kept, seat, action)
        if any(after < was for after, was in zip(hidden_sizes(game, kept), before)):
            assert applied.reveals, f"{game.id}: '{action}' drew from a hidden pile without a reveal"
        stored = game.load(text)
        game.apply(stored, seat, action)
        text = game.dump(stored)
        assert text == game.dump(kept), f"{game.id} {mix}: memory and storage part after '{action}'"
        actions.append((seat, action))
    return kept, actions


@pytest.mark.parametrize("gid,mix,n", CASES, ids=[f"{g}-{n}p-" + "-".join(f"{k}={v}" for k, v in m.items())
                                                   for g, m, n in CASES])
def test_same_seed_and_actions_give_the_same_bytes(gid, mix, n):
    game = games()[gid]
    seed = 3 + CASES.index((gid, mix, n))
    kept, actions = play_two_ways(game, mix, n, seed)
    again = game.replay([f"P{i}" for i in range(n)], seed, mix, actions)
    assert game.dump(again) == game.dump(kept)


@pytest.mark.parametrize("gid", sorted(games()))
def test_a_refused_action_changes_nothing(gid):
    game = games()[gid]
    st = game.new([f"P{i}" for i in range(game.min_players)], 5, {})
    seat = game.current(st)[0]
    before = game.dump(st)
    for text in ("no such move", "take 99 nothing", ""):
        with pytest.raises(IllegalAction):
            game.apply(st, seat, text)
        assert game.dump(st) == before
