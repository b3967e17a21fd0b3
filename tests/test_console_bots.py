"""The console table with a computer player (issue 19): seated by a typed command, it plays its own moves
between the commands, hints answer with numbered moves, and a whole game ends."""
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

SCRIPT = """
new castles Ann hints=yes
addbot Ann facile
addbot Bob
addbot Ann easy
removebot Ann
status
start
suggest Ann
autoplay 3000
status
"""


def test_a_person_and_a_computer_player_play_castles_to_the_end_in_the_console(tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "REDIS_URL"}
    env["TAVOLO_AI_WORKERS"] = "1"
    script = tmp_path / "s.txt"
    script.write_text(SCRIPT)
    out = subprocess.run([sys.executable, "-m", "bot", "--script", str(script), "--no-images"], cwd=ROOT,
                         env=env, capture_output=True, text=True, timeout=600)
    text = out.stdout
    assert out.returncode == 0, out.stderr
    assert "hints on" in text
    assert "Ann adds a computer player: Bot 1 (easy) joins (2/4)." in text
    assert "error: Only a player at this table can add a computer player: join first." in text
    assert "Ann removes Bot 2." in text  # the last one added
    assert "The computer would play " in text and "Alternatives: " in text
    assert "Game over." in text
    assert "Traceback" not in out.stderr


def test_autoplay_plays_through_the_thieves_windows_to_the_end(tmp_path):  # ALH-202, ALH-205
    """`autoplay` does not pause for people who may steal: a computer's steal in a window (its look claimed
    beside another computer's move) used to plan the next computer's move with the pause, and autoplay
    stopped there after a few moves."""
    env = {k: v for k, v in os.environ.items() if k != "REDIS_URL"}
    env["TAVOLO_AI_WORKERS"] = "1"
    script = tmp_path / "s.txt"
    script.write_text("new alhambra Ann thieves=yes walls=yes change=yes traders=yes\naddbot Ann easy\naddbot Ann easy\naddbot Ann easy\nstart\n"
                      "autoplay 400\nstatus\n")
    out = subprocess.run([sys.executable, "-m", "bot", "--script", str(script), "--no-images"], cwd=ROOT,
                         env=env, capture_output=True, text=True, timeout=600)
    assert out.returncode == 0, out.stderr
    assert "plays a thief and steals" in out.stdout  # a window was crossed
    assert "Game over." in out.stdout
