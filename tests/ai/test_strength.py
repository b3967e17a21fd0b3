"""A smoke test of strength that cannot be flaky: every move is seeded, so these 6 games replay exactly. The
search with a small budget (a tenth of `easy`'s, to stay fast) beats uniformly random players in 2-player
Castles, seats rotated. bench/ai_strength.py measures the levels themselves."""
from rules.ai import choose
from rules.castles import GAME
from rules.core import Rng

BUDGET = 12  # iterations per decision


def ai_wins(seed: int, ai_seat: int) -> bool:
    st = GAME.new(["P1", "P2"], seed)
    chooser = Rng(seed ^ 0x5EED)
    while not GAME.over(st):
        seat = GAME.current(st)[0]
        if seat == ai_seat:
            action = choose(GAME, st, seat, seed=seed, iterations=BUDGET)
        else:
            legal = GAME.actions(st, seat)
            action = legal[chooser.below(len(legal))]
        GAME.apply(st, seat, action)
    return ai_seat in GAME.final(st).winners


def test_a_small_search_beats_random_players():
    wins = sum(ai_wins(seed, seed % 2) for seed in range(6))
    assert wins >= 5
