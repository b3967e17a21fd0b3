"""One seeded game of the computer player against uniformly random players, for every game's smoke test of
strength: every move is seeded, so the game replays exactly and the test cannot be flaky."""
from rules.ai import choose
from rules.core import Rng


def ai_wins(game, st, ai_seat: int, budget: int, seed: int) -> bool:
    """Play `st` to the end, the search (`budget` iterations a decision) at `ai_seat`, random players at the
    other seats; whether the AI's seat is among the winners."""
    chooser = Rng(seed ^ 0x5EED)
    while not game.over(st):
        seat = game.current(st)[0]
        if seat == ai_seat:
            action = choose(game, st, seat, seed=seed, iterations=budget)
        else:
            legal = game.actions(st, seat)
            action = legal[chooser.below(len(legal))]
        game.apply(st, seat, action)
    return ai_seat in game.final(st).winners
