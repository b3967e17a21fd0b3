"""A table that ended, at the console (`--script`): closed with `abandon` while playing or before it started,
or a finished game. Every command says so in the service's words ("This table has been closed.", "This game
is over."), never "the game has started", "nobody must act now" or nothing at all; its settings stay readable
and say it. And every refusal of the console reads `error: ` and a sentence, one form."""
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
ASKED = ["status", "leave Bob", "resign Bob", "options", "options Bob", "next 1", "wait", "autoplay 3", "undo",
         "settings", "settings Ann first 2h"]
ENDINGS = {
    "closed game": ("new pebbles Ann\njoin Bob\nstart\nabandon yes\n", "This table has been closed."),
    "closed lobby": ("new pebbles Ann\njoin Bob\nabandon\n", "This table has been closed."),
    "finished game": ("new pebbles Ann rounds=1\njoin Bob\nstart\nautoplay\n", "This game is over."),
}


def run(tmp_path, text: str) -> str:
    env = {k: v for k, v in os.environ.items() if k != "REDIS_URL"}  # the embedded store
    env["TAVOLO_EXTRA_GAMES"] = "tests.games.pebbles:GAME"
    script = tmp_path / "s.txt"
    script.write_text(text)
    out = subprocess.run([sys.executable, "-m", "bot", "--script", str(script), "--no-images"], cwd=ROOT,
                         env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0 and "Traceback" not in out.stderr, out.stderr
    return out.stdout


def answers(stdout: str) -> list[tuple[str, list[str]]]:
    """Each command of the script with the lines it printed."""
    said = []
    for line in stdout.splitlines():
        if line.startswith("> "):
            said.append((line[2:], []))
        elif said:
            said[-1][1].append(line)
    return said


@pytest.mark.parametrize("ending", ENDINGS)
def test_every_command_at_a_table_that_ended_says_so(tmp_path, ending):
    opening, words = ENDINGS[ending]
    said = answers(run(tmp_path, opening + "\n".join(ASKED) + "\n"))[-len(ASKED):]
    got = dict(said)
    assert [cmd for cmd, _ in said] == ASKED
    assert ("[ended]" if ending == "finished game" else "[closed]") in got["status"][0], got["status"]
    if ending != "finished game":  # and says it in words, as a lobby says whom it waits for
        assert got["status"][1] == ("This table was closed before the game started." if ending == "closed lobby"
                                    else "This table was closed before the game ended."), got["status"]
    for cmd in ("leave Bob", "resign Bob", "options", "options Bob", "next 1", "wait", "autoplay 3", "undo"):
        assert got[cmd] == [f"error: {words}"], (cmd, got[cmd])
    shown = got["settings"]
    assert shown[0].startswith("Settings of Pebbles #") and any("first reminder" in line for line in shown)
    assert shown[-1] == f"{words} Its settings can no longer be changed.", shown
    assert not any("can change these" in line for line in shown)
    assert got["settings Ann first 2h"] == [f"error: {words} Its settings can no longer be changed."]


def test_the_console_refuses_in_one_form(tmp_path):
    """`error: ` and a capital, whether the console refuses in its own words or the service does."""
    out = run(tmp_path, "bogus\nnew pebbles Ann\nmove\nnext 1\nundo\njoin Bob\nstart\nundo\nnext 99\n"
                        "move Zed 1\nabandon yes\nleave Bob\nautoplay x\n")
    errors = [line for line in out.splitlines() if line.lower().startswith(("error", "errore"))]
    assert len(errors) >= 8, out
    assert all(re.match(r"error: [A-Z]", line) for line in errors), errors
    assert "error: Unknown command 'bogus'. Type help for the list." in errors
    assert "error: Usage: move NAME N|TEXT" in errors
    # next 1 and undo in the lobby: not "nobody must act now" or "nothing to undo"
    assert errors.count("error: The game has not started yet.") == 2, errors
