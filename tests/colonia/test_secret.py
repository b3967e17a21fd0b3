"""Nothing secret in a public view or a public log line (COL-011, COL-121; the brief's secret decisions)."""
import json

from rules.colonia import GAME
from rules.core import Rng
from rules.core.text import english

PLAYER_KEYS = {"members", "family_cards", "played", "zero", "shrines"}  # nothing of the screen, not even a count


def test_random_games_keep_choices_and_screens_secret():
    for n, seed in ((3, 1), (4, 2), (6, 3)):
        st = GAME.new([f"P{i}" for i in range(n)], seed, {})
        rng = Rng(seed)
        while not GAME.over(st):
            sec = st.data["secret"]
            view = GAME.view(st, None)
            assert "screen" not in view and "my_choice" not in view and "card_effects" not in view
            for pv in view["players"]:
                assert set(pv) == PLAYER_KEYS
            if sec is not None and sec["kind"] == "card":
                assert all(pv["played"] is None for pv in view["players"])
                assert view["to_act"] == sec["asked"]  # who is asked, not who has answered
            seats = GAME.current(st) + GAME.may_act(st)
            seat = seats[rng.below(len(seats))]
            legal = GAME.actions(st, seat)
            action = legal[rng.below(len(legal))]
            was_secret = sec is not None and len(sec["answers"]) + 1 < len(sec["asked"])
            applied = GAME.apply(st, seat, action)
            public = [english(e.message) for e in applied.events if e.seat is None]
            if action.text.startswith(("card ", "vote ")) and was_secret:
                assert all(line.endswith(("has chosen.", "has voted.")) for line in public), public
                assert not applied.reveals
            if action.text.startswith("exchange"):
                assert public[0] == f"#{seat + 1} exchanges money with the bank."
            own = GAME.view(st, seat)
            assert "screen" in own and set(own["screen"]) == {"money", "materials", "goods", "relics",
                                                               "empty_shrines"}
        json.dumps(GAME.view(st, None))


def test_a_changed_answer_leaves_no_public_trace():
    st = GAME.new(["a", "b", "c"], 4, {})
    while st.data["decision"] != "card":
        GAME.apply(st, GAME.current(st)[0], GAME.default_action(st, GAME.current(st)[0]))
    GAME.apply(st, 0, "card 5")
    moves = GAME.view(st, None)["moves"]
    applied = GAME.apply(st, 0, "card 7")
    assert [e for e in applied.events if e.seat is None] == []
    assert GAME.view(st, None)["moves"] == moves


def test_a_changed_secret_answer_leaves_no_trace_in_the_console_status(tmp_path):
    """QA: `status` showed the document version, which rose when a secret answer was changed."""
    import os
    import subprocess
    import sys
    from pathlib import Path
    root = Path(__file__).resolve().parents[2]
    script = tmp_path / "s.txt"
    script.write_text("new colonia Ann\njoin Bob\njoin Cy\nstart\nstatus\nnext 1\nstatus\n")
    env = {k: v for k, v in os.environ.items() if k != "REDIS_URL"}
    out = subprocess.run([sys.executable, "-m", "bot", "--script", str(script), "--no-images"], cwd=root, env=env,
                         capture_output=True, text=True, timeout=120).stdout
    lines = [line for line in out.splitlines() if "[playing]" in line]
    assert len(lines) == 2 and "move " in lines[0] and "version" not in out
