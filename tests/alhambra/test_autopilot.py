"""Autopilot (deadline passed, resigned seat): safe defaults that still finish the game."""
import pytest

from rules.alhambra import GAME

ALL = {"walls": "yes", "thieves": "yes", "change": "yes", "traders": "yes"}


@pytest.mark.parametrize("players,options", [(2, {}), (4, {}), (6, ALL)])
def test_a_game_played_only_by_autopilot_ends_with_scores(players, options):  # ALH-080
    st = GAME.new([f"P{i}" for i in range(players)], 7, options)
    for _ in range(5000):
        if GAME.over(st):
            break
        seat = GAME.current(st)[0]
        GAME.apply(st, seat, GAME.default_action(st, seat))
    assert GAME.over(st)
    assert sum(GAME.final(st).scores) > 0  # bought tiles were built, not left in the reserve


def test_autopilot_buys_only_with_exact_payment():  # ALH-040, ALH-041
    st = GAME.new(["A", "B", "C"], 11, {"change": "yes"})
    for _ in range(400):
        if GAME.over(st):
            break
        seat = GAME.current(st)[0]
        action = GAME.default_action(st, seat)
        if action.data[0] == "buy":
            assert int(action.text.split()[2]) == action.data[4]  # price == amount paid
        GAME.apply(st, seat, action)
