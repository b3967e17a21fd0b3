"""How strong and how fast the computer player is (rules/ai): one JSON line per game and player count.

For each game, `--games` games with the AI (at `--level`) in a rotating seat against each opponent kind:
uniformly random players (`random`), the safe-default autopilot (`default`: each seat plays the action its
decision marks default=True), or the AI itself at another level (`normal`, `strong`, `easy`). A win is the
AI's seat among the winners (a shared win counts). Win rates come with a 95% Wilson interval; decision times
(wall seconds) count only the measured AI's decisions with a choice (two or more legal actions).

Usage: python bench/ai_strength.py [--game G|all] [--players P] [--games N] [--level L]
                                   [--against random,default] [--jobs J] [--record FILE [--recorded-only]]
`strong` beating `normal`: --level strong --against normal.

`--record FILE` keeps one JSON line per game played (seed, win, decision times) and plays only the seeds
not recorded yet, so a long measurement (200 games of a game cost 1-2 CPU hours) can be built up over
several runs, and one cut short loses only its game in progress. A record holds the fingerprint of the
computer player's code (rules/ai and the game's ai.py): games played by another version are not counted.
"""
import argparse
import hashlib
import json
import math
import sys
import time
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rules.ai import LEVELS, choose  # noqa: E402
from rules.core import Rng  # noqa: E402
from rules.registry import games, get_game  # noqa: E402

# the player counts each game is most often played at (a line each with --players omitted)
COMMON = {"castles": [2, 3], "alhambra": [3, 4], "bruges": [2, 3], "macao": [2, 3], "colonia": [3, 4]}


def wilson(wins: float, n: int, z: float = 1.96) -> list[float]:
    if not n:
        return [0.0, 1.0]
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return [round(max(0.0, centre - half), 3), round(min(1.0, centre + half), 3)]


def play(game_id: str, players: int, seed: int, level: str, opponent: str) -> tuple[bool, list[float]]:
    """One game, the AI at seat `seed % players`, the others `opponent`: whether the AI won, its decision
    times, and its seat and the final scores."""
    game = get_game(game_id)
    ai_seat = seed % players
    st = game.new([f"P{i + 1}" for i in range(players)], seed)
    chooser = Rng(seed ^ 0x5EED)
    times = []
    while not game.over(st):
        seat = game.current(st)[0]
        legal = game.actions(st, seat)
        if seat == ai_seat:
            start = time.perf_counter()
            action = choose(game, st, seat, level, seed=seed)
            if len(legal) > 1:
                times.append(time.perf_counter() - start)
        elif opponent == "random":
            action = legal[chooser.below(len(legal))]
        elif opponent == "default":
            action = game.default_action(st, seat)
        else:
            action = choose(game, st, seat, opponent, seed=seed + 7919 * seat)
        game.apply(st, seat, action)
    res = game.final(st)
    return ai_seat in res.winners, times, {"seat": ai_seat, "scores": res.scores}


def _play(args):
    return args, play(*args)


ROOT = Path(__file__).resolve().parents[1]


def fingerprint(game_id: str) -> str:
    """The computer player's code for a game: a record made by other code is another player's."""
    digest = hashlib.sha256()
    for path in sorted((ROOT / "rules" / "ai").glob("*.py")) + [ROOT / "rules" / game_id / "ai.py"]:
        if path.exists():
            digest.update(path.read_bytes())
    return digest.hexdigest()[:12]


def recorded(path: Path | None, key: dict) -> dict[int, dict]:
    """The games of `path` played with this key (game, players, level, opponent, fingerprint), by seed."""
    if path is None or not path.exists():
        return {}
    out = {}
    for line in path.read_text().splitlines():
        row = json.loads(line)
        if all(row.get(k) == v for k, v in key.items()):
            out[row["seed"]] = row
    return out


def quantile(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return round(xs[min(len(xs) - 1, int(q * len(xs)))], 3) if xs else 0.0


def measure(game_id: str, players: int, games: int, level: str, against: list[str], pool,
            record: Path | None = None, play_more: bool = True) -> dict:
    out = {"game": game_id, "players": players, "games": games, "level": level}
    times: list[float] = []
    for opponent in against:
        key = {"game": game_id, "players": players, "level": level, "opponent": opponent,
               "ai": fingerprint(game_id)}
        done = recorded(record, key)
        jobs = [(game_id, players, seed, level, opponent) for seed in range(games) if seed not in done] \
            if play_more else []
        played = pool.imap_unordered(_play, jobs) if pool else (_play(j) for j in jobs)
        for job, (won, t, end) in played:
            row = {**key, "seed": job[2], "won": won, **end, "times": [round(x, 4) for x in t]}
            done[job[2]] = row
            if record is not None:
                with record.open("a") as f:
                    f.write(json.dumps(row) + "\n")
        results = [done[seed] for seed in range(games) if seed in done]
        n = len(results)
        out[f"games_vs_{opponent}"] = n
        wins = sum(r["won"] for r in results)
        for r in results:
            times.extend(r["times"])
        out[f"win_rate_vs_{opponent}"] = round(wins / n, 3) if n else 0.0
        out[f"win_rate_vs_{opponent}_ci95"] = wilson(wins, n)
    out["decision_p50_s"] = quantile(times, 0.5)
    out["decision_p99_s"] = quantile(times, 0.99)
    out["decision_max_s"] = round(max(times), 3) if times else 0.0
    out["decisions"] = len(times)
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", default="castles", help="a game id, or all")
    parser.add_argument("--players", type=int, help="default: the game's common counts, a line each")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--level", default="normal", choices=sorted(LEVELS))
    parser.add_argument("--against", default="random,default",
                        help="comma-separated: random, default, easy, normal, strong")
    parser.add_argument("--jobs", type=int, default=1, help="games played at once (processes)")
    parser.add_argument("--record", type=Path, help="a JSON-lines file of games played, added to and reused")
    parser.add_argument("--recorded-only", action="store_true",
                        help="play nothing: the figures of the games of --record so far (of the first --games seeds)")
    args = parser.parse_args()
    against = [a.strip() for a in args.against.split(",") if a.strip()]
    for a in against:
        if a not in ("random", "default") and a not in LEVELS:
            parser.error(f"unknown opponent {a!r}")
    ids = sorted(games()) if args.game == "all" else [get_game(args.game).id]
    pool = Pool(args.jobs) if args.jobs > 1 else None
    try:
        for game_id in ids:
            for players in ([args.players] if args.players else COMMON.get(game_id, [2])):
                print(json.dumps(measure(game_id, players, args.games, args.level, against, pool, args.record,
                                                    not args.recorded_only)),
                      flush=True)
    finally:
        if pool:
            pool.close()
            pool.join()


if __name__ == "__main__":
    main()
