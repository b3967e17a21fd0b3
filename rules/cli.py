"""`python -m rules`: list games, simulate random playouts, replay a saved game."""
from __future__ import annotations

import argparse
import json
import sys
import time
import traceback
from pathlib import Path

from rules.core.errors import GameError
from rules.core.options import parse_option_args
from rules.core.rng import Rng
from rules.core.text import english
from rules.registry import games, get_game

MAX_ACTIONS = 20_000  # a playout longer than this is a bug (a decision that never ends)


def playout(game, names: list[str], seed: int, options: dict, taken: list[tuple[int, str]]):
    """One game with uniformly random legal actions, recorded in `taken` as they are chosen (so a crash
    still shows them); the chooser's RNG is seeded apart from the game's."""
    st = game.new(names, seed, options)
    chooser = Rng(seed ^ 0x5EED)
    while not game.over(st):
        current = game.current(st)
        if not current:
            raise RuntimeError("the game is not over but nobody can act")
        seat = current[chooser.below(len(current))]
        legal = game.actions(st, seat)
        if not legal:
            raise RuntimeError(f"seat {seat} must act but has no legal action")
        action = legal[chooser.below(len(legal))]
        taken.append((seat, action.text))
        game.apply(st, seat, action)
        if len(taken) > MAX_ACTIONS:
            raise RuntimeError(f"no end after {MAX_ACTIONS} actions")
    return st


def cmd_list(_args) -> int:
    for game in games().values():
        print(json.dumps(game.describe(), ensure_ascii=False))
    return 0


def cmd_simulate(args) -> int:
    game = get_game(args.game)
    options = parse_option_args(args.option or [])
    names = [f"P{i + 1}" for i in range(args.players)]
    game.new(names, args.seed, options)  # bad player count or options: a message, not a crash report
    total_actions, started = 0, time.perf_counter()
    for k in range(args.games):
        seed = args.seed + k
        taken: list = []
        try:
            st = playout(game, names, seed, options, taken)
        except Exception as exc:  # report how to reproduce, whatever went wrong
            traceback.print_exc()
            print(json.dumps({"error": str(exc), "game": game.id, "players": names, "seed": seed,
                              "options": options, "actions": taken}), flush=True)
            return 1
        res = game.final(st)
        total_actions += len(taken)
        line = {"seed": seed, "actions": len(taken), "scores": res.scores, "winners": res.winners}
        if args.actions:
            line["action_list"] = taken
        print(json.dumps(line))
    elapsed = max(time.perf_counter() - started, 1e-9)
    print(json.dumps({"games": args.games, "games_per_second": round(args.games / elapsed, 2),
                      "actions_per_second": round(total_actions / elapsed, 1)}))
    return 0


def cmd_replay(args) -> int:
    spec = json.loads(Path(args.file).read_text())
    game = get_game(spec["game"])
    players = spec["players"]
    names = players if isinstance(players, list) else [f"P{i + 1}" for i in range(players)]
    st = game.new(names, spec["seed"], spec.get("options"))
    out_dir = Path(args.render) if args.render else None
    if out_dir:
        out_dir.mkdir(parents=True, exist_ok=True)
        from render import render_png  # only when asked: rules never need Pillow

        (out_dir / "0000.png").write_bytes(render_png(game.view(st)))
    say = None
    if args.log:  # the game's log, re-read in a language: a stored game is its actions, not its sentences
        import i18n  # only when asked: rules never need the catalogs

        lang = i18n.lang_of(args.log)
        say = lambda m: i18n.say(lang, m, st.names, game.id)  # noqa: E731
        for m in game.opening(st):  # who begins, and the deal: the lines before the first move
            print(say(m))
    for i, (seat, text) in enumerate(spec["actions"], start=1):
        applied = game.resign(st, seat) if text == "resign" else game.apply(st, seat, text)
        if say:
            for e in applied.events:
                print(("" if e.seat is None else f"({st.names[e.seat]}) ") + say(e.message))
        if out_dir:
            view = game.view(st)
            view["lang"] = lang if say else "en"
            (out_dir / f"{i:04d}.png").write_bytes(render_png(view))
    waiting = say(game.waiting_text(st)) if say else english(game.waiting_text(st), st.names)
    out = {"game": game.id, "moves": st.moves, "over": game.over(st), "waiting": waiting}
    out["result"] = game.final(st).as_dict()
    if say:  # the result's sentences in the log's language too
        for key in ("tiebreak_note", "outcome"):
            if out["result"].get(key):
                out["result"][key] = say(out["result"][key])
    print(json.dumps(out, ensure_ascii=False))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m rules", description="Tavolo rules tools")
    sub = parser.add_subparsers(dest="cmd", required=True)
    sub.add_parser("list", help="the games, with player counts and options")
    sim = sub.add_parser("simulate", help="random playouts")
    sim.add_argument("game")
    sim.add_argument("--players", type=int, required=True)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--games", type=int, default=1)
    sim.add_argument("--option", action="append", metavar="KEY=VALUE")
    sim.add_argument("--actions", action="store_true", help="include each game's action list")
    rep = sub.add_parser("replay", help="replay a saved game (game, players, seed, options, actions)")
    rep.add_argument("file")
    rep.add_argument("--render", metavar="DIR", help="write the public image after every action")
    rep.add_argument("--log", metavar="LANG", help="print the log as it is read in LANG (it, en)")
    args = parser.parse_args(argv)
    try:
        return {"list": cmd_list, "simulate": cmd_simulate, "replay": cmd_replay}[args.cmd](args)
    except (GameError, OSError, ValueError, KeyError) as exc:  # bad input: a message, not a traceback
        print(f"error: {exc}", file=sys.stderr)
        return 2
