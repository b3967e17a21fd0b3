"""The console table (`python -m bot --script`) plays a complete game against real Redis."""
import asyncio
import os
import re
import subprocess
import sys
import uuid
from pathlib import Path

from bot.store import Store, connect

ROOT = Path(__file__).resolve().parent.parent

SCRIPT = """
# a complete game of the test game, as a player would type it
games
new pebbles Ann rounds=2
join Bob
join Bob
move Bob 1
start
options
next 1
options
next 9
next 1
undo
hand Ann
next 1
options
next 1
options
next 1
options
next 1
options
next 1
options
next 1
status
log
export {export}
"""


def run_script(tmp_path, text, env_extra):
    script = tmp_path / "game.txt"
    script.write_text(text)
    env = dict(os.environ, **env_extra)
    return subprocess.run([sys.executable, "-m", "bot", "--script", str(script), "--out", str(tmp_path / "img")],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)


def test_console_plays_a_full_game_on_real_redis(tmp_path, redis_url):
    prefix = f"tvtest-{uuid.uuid4().hex[:8]}"
    export = tmp_path / "game.json"
    try:
        out = run_script(tmp_path, SCRIPT.format(export=export),
                         {"REDIS_URL": redis_url, "TAVOLO_PREFIX": prefix})
        text = out.stdout
        assert out.returncode == 0, out.stderr
        assert "embedded" not in out.stderr  # the real Redis was used
        assert "error: You are already at this table." in text
        assert "error: The game has not started yet." in text
        assert "Pebbles starts! Seat order:" in text
        assert re.search(r"error: There is no option 9: options (Ann|Bob) lists the moves, numbered from 1\.", text)
        assert "takes back 1 move" in text
        assert re.search(r"^  hand: [0-9]+(, [0-9]+)*$", text, re.M)  # the private part of the view, in words
        assert text.count("Game over. Winner") >= 2  # the end, then the status
        assert export.exists()
        images = list((tmp_path / "img").rglob("*.png"))
        assert images and all(p.stat().st_size > 1000 for p in images)
        # the game is really in Redis, under the prefix
        async def check():
            store = Store(connect(redis_url), prefix)
            keys = [k async for k in store.r.scan_iter(match=f"{prefix}:*")]
            await store.close()
            return keys
        assert any(k.endswith(":table") for k in asyncio.run(check()))
    finally:
        async def clean():
            store = Store(connect(redis_url), prefix)
            await store.delete_prefix()
            await store.close()
        asyncio.run(clean())


def embedded(tmp_path, text: str) -> subprocess.CompletedProcess:
    """The console on its embedded store (no REDIS_URL) with the tests' game, running `text` as its script."""
    env = {k: v for k, v in os.environ.items() if k != "REDIS_URL"}
    env["TAVOLO_EXTRA_GAMES"] = "tests.games.pebbles:GAME"
    script = tmp_path / "s.txt"
    script.write_text(text)
    return subprocess.run([sys.executable, "-m", "bot", "--script", str(script), "--no-images"], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=60)


def test_embedded_store_without_redis_url(tmp_path):
    out = embedded(tmp_path, "new pebbles Ann\njoin Bob\nstart\nstatus\nbogus\nmove\n")
    assert out.returncode == 0
    assert "embedded in-process store" in out.stderr
    assert "starts! Seat order" in out.stdout
    order = re.search(r"Seat order: 1\. (\w+), 2\. (\w+)\.", out.stdout).groups()
    assert re.search(r"\[playing\] move 0: (\w+), (\w+)", out.stdout).groups() == order  # status: seat order
    assert "Unknown command 'bogus'" in out.stdout
    assert "error: Usage: move NAME N|TEXT" in out.stdout


def test_abandon_is_announced_in_the_openers_name(tmp_path):
    out = embedded(tmp_path, "new pebbles Ann\njoin Bob\nstart\nabandon yes\n")
    assert out.returncode == 0, out.stderr
    assert "Ann closed the table." in out.stdout and "host" not in out.stdout



def test_a_name_typed_that_is_not_a_seated_person_is_refused_in_the_console_s_words(tmp_path):
    out = embedded(tmp_path, "new castles Ann\noptions Zed\naddbot Ann easy\nstart\nmove Bot 1\nmove Cid 1\nhand Cid\n")
    assert out.returncode == 0, out.stderr
    assert "> options Zed\nerror: The game has not started yet.\n" in out.stdout  # no heading, no player id
    assert "error: Bot 1 is a computer player: it plays by itself." in out.stdout
    assert out.stdout.count("error: Cid is not seated at this table.") == 2
    assert "You are not seated" not in out.stdout


def test_console_settings_through_the_one_registry(tmp_path):
    out = embedded(tmp_path, "settings Bob tz Europe/Rome\nnew pebbles Ann\njoin Bob\nsettings\nsettings Bob first 6h\n"
                                   "settings Ann first 6h\nsettings Ann discord_post edit\nsettings Bob\n"
                                   "settings Ann every=2d\n")
    text = out.stdout
    assert out.returncode == 0, out.stderr
    assert "Your time zone is now Europe/Rome" in text  # a player's own: no table needed
    assert "first reminder 12 h after a turn starts" in text and "_post" not in text.split("> settings Bob first")[0]
    assert "error: Only the player who opened the table" in text  # Bob did not open it
    assert "Done: first is now 6h." in text
    assert "Done: every is now 2d." in text  # typed as the list shows it, KEY=VALUE
    assert "error: discord_post is a setting of the bot on Discord." in text
    assert "Time zone Europe/Rome; quiet hours off; private reminders on." in text
    # the last line says how to change them in the console's words: no channel admin, no chat syntax
    shown = text.split("> settings\n")[1].split("> ")[0].splitlines()
    assert shown[-1] == ("Ann opened the table and can change these: settings Ann KEY VALUE; each player their own: "
                         "settings NAME me KEY VALUE.")
    assert not any("channel admin" in line for line in shown)



def test_a_finished_table_s_settings_no_longer_say_how_to_change_them(tmp_path):
    out = embedded(tmp_path, "new pebbles Ann rounds=1\njoin Bob\nstart\nautoplay\nsettings\n")
    assert out.returncode == 0, out.stderr
    shown = out.stdout.split("> settings\n")[1]
    assert "Game over" in out.stdout and "first reminder" in shown and "can change these" not in shown


def test_resigning_and_closing_a_running_game_are_asked_first(tmp_path):
    """As in a chat (bot/confirm.py): `resign NAME` and `abandon` at a running game only ask; the command
    ending in "yes" ("sì") does it. A lobby closes at once: it loses nothing."""
    out = embedded(tmp_path, "new pebbles Ann\njoin Bob\nresign Bob\nresign Zed\nstart\nresign Bob\nabandon\n"
                             "abandon no\nstatus\nabandon sì\nnew pebbles Dee\njoin Eve\nstart\nresign Eve yes\nnew pebbles Fay\nabandon\n")
    assert out.returncode == 0, out.stderr
    said = out.stdout
    asked, done = said.split("> abandon sì", 1)
    assert re.search(r"Resign from #\w+\? .* Type resign Bob yes to confirm\.", asked), asked
    assert re.search(r"Close #\w+ for everyone\? .* Type abandon yes to confirm\.", asked), asked
    assert "[playing]" in asked.split("> status", 1)[1] and "resigns" not in asked and "closed the" not in asked
    assert "error: The game has not started yet: leave Bob takes Bob off the table." in asked
    assert "error: Zed is not seated at this table." in asked
    assert asked.split("> abandon no\n", 1)[1].startswith("Nothing done.\n")
    assert "Ann closed the table." in done and "Eve resigns." in done and "Fay closed the table." in done
    assert "to confirm" not in done
