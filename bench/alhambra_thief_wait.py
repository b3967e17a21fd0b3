"""How long the thief window holds up a four-player Alhambra game with thieves (issue 11.3).

Plays seeded random games through the public API and counts the decisions the table must wait for
that are thief windows (`Game.is_interrupt`: every asked player must answer, or the window time runs
out). Out-of-turn thief chances that do not hold up the table (`Game.may_act`) are played too, by
the same random policy, but cost no waiting. The waiting is modelled as an async table lives it:
each asked player answers after an exponentially distributed delay (mean MEAN_HOURS), and the table
closes the window after WINDOW_HOURS (the default window setting), so one window costs
min(window, slowest answer).

Prints one JSON line. It runs on any version of the rules (a core without `may_act` has none), so
the same script measures before and after a change: run it in a checkout of each.
Usage: python bench/alhambra_thief_wait.py [games]
"""
import json
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from rules.alhambra import GAME  # noqa: E402
from rules.core import Rng  # noqa: E402

PLAYERS = 4
MEAN_HOURS = 3.0  # how long an asked player takes to answer, on average, in an async game
WINDOW_HOURS = 2.0  # the table's default interrupt window (bot/reminders/settings.py)


def answer_hours(rng: Rng) -> float:
    return -MEAN_HOURS * math.log(1 - rng.below(1 << 30) / (1 << 30))


def play(seed: int) -> dict:
    st = GAME.new([f"P{i}" for i in range(PLAYERS)], seed, {"thieves": "yes"})
    rng = Rng(seed ^ 0x71EF)
    clock = Rng(seed ^ 0xC10C)
    may_act = getattr(GAME, "may_act", lambda st: [])
    turns = windows = asked = steals = 0
    wait = 0.0
    in_window = False
    last_turn = None
    while not GAME.over(st):
        if st.data["turn"] != last_turn:
            turns += 1
            last_turn = st.data["turn"]
        waiting = GAME.current(st)
        if GAME.is_interrupt(st):
            if not in_window:  # a new window: the table waits for everyone asked, or the window time
                windows += 1
                asked += len(waiting)
                wait += min(WINDOW_HOURS, max(answer_hours(clock) for _ in waiting))
            in_window = True
        else:
            in_window = False
        seats = waiting + [s for s in may_act(st) if s not in waiting]
        seat = seats[rng.below(len(seats))]
        acts = GAME.actions(st, seat)
        action = acts[rng.below(len(acts))]
        if action.text.startswith("thief steal"):
            steals += 1
        GAME.apply(st, seat, action)
    return {"turns": turns, "windows": windows, "asked": asked, "wait": wait, "steals": steals}


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    runs = [play(seed) for seed in range(1, games + 1)]
    total = {k: sum(r[k] for r in runs) for k in runs[0]}
    print(json.dumps({
        "bench": "alhambra_thief_wait", "players": PLAYERS, "games": games,
        "model": {"mean_answer_hours": MEAN_HOURS, "window_hours": WINDOW_HOURS},
        "turns_per_game": round(total["turns"] / games, 1),
        "waiting_windows_per_game": round(total["windows"] / games, 2),
        "players_asked_per_window": round(total["asked"] / max(1, total["windows"]), 2),
        "thief_waiting_hours_per_game": round(total["wait"] / games, 1),
        "thieves_played_per_game": round(total["steals"] / games, 2),
    }))


if __name__ == "__main__":
    main()
