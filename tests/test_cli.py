"""`python -m rules`: list, simulate, replay."""
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def rules_cli(*args, extra="tests.games.pebbles:GAME"):
    env = dict(os.environ, TAVOLO_EXTRA_GAMES=extra)
    return subprocess.run([sys.executable, "-m", "rules", *args], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120)


def test_list_shows_games_with_players_and_options():
    out = rules_cli("list")
    games = [json.loads(line) for line in out.stdout.splitlines()]
    peb = next(g for g in games if g["id"] == "pebbles")
    assert peb["players"] == [2, 4] and any(o.startswith("rounds=") for o in peb["options"])


def test_simulate_prints_one_line_per_game_and_rates():
    out = rules_cli("simulate", "pebbles", "--players", "3", "--seed", "5", "--games", "4", "--option", "rounds=2")
    assert out.returncode == 0, out.stderr
    lines = [json.loads(line) for line in out.stdout.splitlines()]
    assert [line["seed"] for line in lines[:4]] == [5, 6, 7, 8]
    assert all(len(line["scores"]) == 3 and line["winners"] for line in lines[:4])
    assert lines[-1]["games"] == 4 and lines[-1]["games_per_second"] > 0 and lines[-1]["actions_per_second"] > 0
    again = rules_cli("simulate", "pebbles", "--players", "3", "--seed", "5", "--games", "4", "--option", "rounds=2")
    assert again.stdout.splitlines()[:4] == out.stdout.splitlines()[:4]  # seeded: the same games


def test_simulate_reports_seed_and_actions_on_a_crash():
    out = rules_cli("simulate", "broken", "--players", "2", "--seed", "9", "--games", "3",
                    extra="tests.games.broken:GAME")
    assert out.returncode != 0
    report = json.loads(out.stdout.splitlines()[-1])
    assert report["seed"] == 9 and len(report["actions"]) == 3
    assert "rules bug" in report["error"]


def test_simulate_bad_input_is_a_message():
    out = rules_cli("simulate", "chess", "--players", "2")
    assert out.returncode == 2 and "Unknown game 'chess'" in out.stderr
    out = rules_cli("simulate", "pebbles", "--players", "9")
    assert out.returncode == 2 and "2-4 players" in out.stderr


def test_replay_prints_the_result_and_renders(tmp_path):
    sim = rules_cli("simulate", "pebbles", "--players", "2", "--seed", "3", "--games", "1", "--actions")
    game = json.loads(sim.stdout.splitlines()[0])
    spec = {"game": "pebbles", "players": ["Ann", "Bob"], "seed": 3, "options": {},
            "actions": game["action_list"]}
    path = tmp_path / "g.json"
    path.write_text(json.dumps(spec))
    out = rules_cli("replay", str(path), "--render", str(tmp_path / "img"))
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout)
    assert result["over"] and result["result"]["scores"] == game["scores"]
    assert len(list((tmp_path / "img").glob("*.png"))) == len(spec["actions"]) + 1
