"""A smoke test of strength that cannot be flaky: every move is seeded, so these 6 games replay exactly. The
search with a small budget (a tenth of `easy`'s, to stay fast) beats uniformly random players in 2-player
Castles, seats rotated. bench/ai_strength.py measures the levels themselves."""
from rules.castles import GAME
from tests.ai.match import ai_wins

BUDGET = 12  # iterations per decision


def test_a_small_search_beats_random_players():
    wins = sum(ai_wins(GAME, GAME.new(["P1", "P2"], seed), seed % 2, BUDGET, seed) for seed in range(6))
    assert wins >= 5
