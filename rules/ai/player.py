"""`choose`: the one entry point of the computer player (autopilot, bot seats, hints, bench and tests)."""
from __future__ import annotations

from rules.ai.adapters import adapter_for
from rules.ai.search import ranked, search
from rules.core.rng import Rng

# search budget per decision, in iterations: the same seed gives the same move on every machine. A game whose
# iterations cost much more (long rollouts) may give its own budgets as its adapter's `levels`.
LEVELS = {"easy": 60, "normal": 300, "strong": 1200}


def budget(adapter, level: str) -> int:
    """Iterations per decision at `level` for a game (its adapter's `levels`, else LEVELS)."""
    levels = getattr(adapter, "levels", None) or LEVELS
    if level not in levels:
        raise ValueError(f"unknown level {level!r}: one of {', '.join(levels)}")
    return levels[level]


def _seed(seed: int, seat: int, moves: int) -> int:
    """The search's seed: the caller's seed, the seat and the public move number (`public_moves`; never the
    state's own RNG, which holds what the seat may not know)."""
    return (int(seed) * 0x9E3779B1 + moves * 1_000_003 + seat * 7919) & ((1 << 64) - 1)


def public_moves(st) -> int:
    """Moves everyone saw made: a secret choice made in private (`st.quiet`) is not counted, so two states a
    seat cannot tell apart (another seat has or has not yet picked its die) give the search one seed."""
    return st.moves - st.quiet


def suggestions(game, st, seat: int, level: str = "normal", seed: int = 0, cap_s: float | None = None,
                iterations: int | None = None) -> list:
    """Every legal action of `seat`, the search's favourite first. `iterations` overrides the level's budget;
    `cap_s` stops the search after so many seconds (wall clock: the move then depends on the machine)."""
    legal = list(game.actions(st, seat))
    if len(legal) <= 1:
        return legal
    adapter = adapter_for(game)
    count = budget(adapter, level) if iterations is None else iterations
    if count <= 0:
        return legal
    root = search(game, adapter, st, seat, count, Rng(_seed(seed, seat, public_moves(st))), cap_s)
    return ranked(root, seat, legal)


def choose(game, st, seat: int, level: str = "normal", seed: int = 0, cap_s: float | None = None,
           iterations: int | None = None):
    """A legal action of `seat` (one of `game.actions(st, seat)`), chosen by the search at `level`; None when
    the seat has nothing to do. `st` is left as it was."""
    best = suggestions(game, st, seat, level, seed, cap_s, iterations)
    return best[0] if best else None


# ---- for a process pool: plain values in, plain values out ------------------------------------------
def choose_text(game_id: str, saved: str, seat: int, level: str = "normal", seed: int = 0,
                cap_s: float | None = None, iterations: int | None = None) -> str | None:
    """`choose` on a saved state (`game.dump`), answering the action's text: what a worker process of the
    table service runs (the state and the answer cross the process boundary as strings)."""
    from rules.registry import get_game

    game = get_game(game_id)
    action = choose(game, game.load(saved), seat, level, seed, cap_s, iterations)
    return action.text if action is not None else None


def ranked_texts(game_id: str, saved: str, seat: int, level: str = "normal", seed: int = 0,
                 cap_s: float | None = None, count: int = 3, iterations: int | None = None) -> list[str]:
    """The texts of the search's `count` favourite actions of `seat`, best first (hints)."""
    from rules.registry import get_game

    game = get_game(game_id)
    return [a.text for a in suggestions(game, game.load(saved), seat, level, seed, cap_s, iterations)[:count]]
