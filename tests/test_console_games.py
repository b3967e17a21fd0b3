"""The console table plays the real games end to end (`python -m bot --script`)."""
import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def console(tmp_path, text):
    script = tmp_path / "s.txt"
    script.write_text(text)
    env = {k: v for k, v in os.environ.items() if k != "REDIS_URL"}  # the embedded store
    return subprocess.run([sys.executable, "-m", "bot", "--script", str(script), "--no-images"], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=300)


def test_a_full_castles_game_at_the_console(tmp_path):
    out = console(tmp_path, "new castles Ann\njoin Bob\njoin Cy\nstart\noptions\nnext 1\nautoplay 5000\nstatus\n")
    assert out.returncode == 0, out.stderr
    assert "The Castles of Burgundy starts! Seat order:" in out.stdout
    assert "Take workers with" in out.stdout  # the option list in player language
    assert out.stdout.count("Game over. Winner") >= 2  # the end, then the status


def test_a_full_castles_team_game_at_the_console(tmp_path):
    # COB-230 ... COB-240: two teams of two on the team duchies 12b, partners named, both partners winners
    out = console(tmp_path, "new castles Ann team=expert\njoin Bob\njoin Cy\njoin Dan\nstart\noptions\nnext 1\n"
                            "autoplay 8000\nstatus\n")
    assert out.returncode == 0, out.stderr
    assert "Team A: seats 1 and 3; Team B: seats 2 and 4" in out.stdout
    names = re.search(r"Seat order: 1\. (\w+), 2\. (\w+), 3\. (\w+), 4\. (\w+)\.", out.stdout).groups()
    assert f"Team A: {names[0]} and {names[2]}; Team B: {names[1]} and {names[3]}." in out.stdout
    assert "start 27" in out.stdout  # 12b: the team's castle on the dark-green 1 or 6
    won = re.split(r",? and |, ", re.search(r"Game over. Winners: ([^.]+)\.", out.stdout).group(1))
    assert sorted(won) in (sorted(names[0::2]), sorted(names[1::2]), sorted(names))  # a team, or a tie


def test_a_solo_castles_game_at_the_console(tmp_path):  # COB-250, COB-267: a table of one
    out = console(tmp_path, "new castles Ann solo=expert target=48\nstart\noptions\nnext 1\nautoplay 5000\n"
                            "status\n")
    assert out.returncode == 0, out.stderr
    assert "The Castles of Burgundy starts! Seat order: 1. Ann." in out.stdout
    assert "A game of one on duchy 13b (expert)" in out.stdout and "Starting castle on space 2" in out.stdout
    assert "leaves the game from depot" in out.stdout  # COB-256, each round
    assert "Game over. Winner: nobody. Scores: Ann: " in out.stdout
    assert "Solo game lost on duchy 13b (expert) with the target starting at 48" in out.stdout
    assert out.stdout.count("Game over. Winner") >= 2
    assert "error" not in out.stdout.lower() and "Traceback" not in out.stderr


def test_alhambra_with_every_module_at_the_console(tmp_path):
    out = console(tmp_path, "new alhambra Ann walls=yes thieves=yes change=yes traders=yes\njoin Bob\nstart\n"
                            "options\nnext 1\nautoplay 60\nstatus\nlog\n")
    assert out.returncode == 0, out.stderr
    assert "walls=yes, thieves=yes, change=yes, traders=yes" in out.stdout
    assert "chooses 3 residents in secret" in out.stdout
    assert "[playing]" in out.stdout and "error" not in out.stdout.lower()


def test_a_full_bruges_game_with_pets_at_the_console(tmp_path):
    out = console(tmp_path, "new bruges Ann pets=yes\njoin Bob\njoin Cy\nstart\noptions\nnext 1\nautoplay 5000\n"
                            "status\nlog\n")
    assert out.returncode == 0, out.stderr
    assert "Bruges starts! Seat order:" in out.stdout
    assert "Draw from pile A" in out.stdout or "Pile A" in out.stdout  # the first option: a card from a pile
    assert out.stdout.count("Game over. Winner") >= 2  # the end, then the status
    assert "error" not in out.stdout.lower() and "Traceback" not in out.stderr


def test_a_full_macao_game_with_secret_dice_at_the_console(tmp_path):
    out = console(tmp_path, "new macao Ann dice_choice=simultaneous\njoin Bob\njoin Cy\nstart\noptions\nnext 1\n"
                            "autoplay 8000\nstatus\nlog\n")
    assert out.returncode == 0, out.stderr
    # the wall orders Macao's turns (MAC-025, MAC-012): the start names no seat order, the opening the wall's stack
    assert "Macao starts! Waiting for" in out.stdout and "Seat order" not in out.stdout
    assert "The wall stack, from the top:" in out.stdout
    assert out.stdout.count("Game over. Winner") >= 2  # the end, then the status
    assert "error" not in out.stdout.lower() and "Traceback" not in out.stderr


def test_a_full_colonia_game_at_the_console(tmp_path):
    out = console(tmp_path, "new colonia Ann\njoin Bob\njoin Cy\nstart\noptions\nnext 1\nautoplay 8000\nstatus\nlog\n")
    assert out.returncode == 0, out.stderr
    assert "Colonia starts! Seat order:" in out.stdout
    assert "has chosen" in out.stdout  # the secret family cards: who, never what, until all have chosen
    assert out.stdout.count("Game over. Winner") >= 2  # the end, then the status
    assert "error" not in out.stdout.lower() and "Traceback" not in out.stderr


def test_rules_says_what_a_game_is_about_as_chat_does(tmp_path):
    out = console(tmp_path, "rules macao\nnew colonia Ann\nsettings Ann lang it\nrules\nrules nothing\n")
    assert out.returncode == 0, out.stderr
    assert "macao: Macao (2-4 players)" in out.stdout and "Twelve rounds" in out.stdout
    assert "rules/macao/RULES.md" in out.stdout and "dice_choice=" in out.stdout
    assert "colonia: Colonia (3-6 giocatori)" in out.stdout and "Regole punto per punto" in out.stdout
    assert "(elenco numerato COL-001...) nel repository di Tavolo" in out.stdout.split("> rules\n")[1]
    assert "Unknown game 'nothing'" in out.stdout or "Gioco sconosciuto" in out.stdout
