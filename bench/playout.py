"""Random playouts through the public API (Game.current / actions / apply, like `python -m rules simulate`),
timed in CPU time (steadier than wall time on a shared machine): what the playout benchmarks share."""
import time

from rules.core import Rng


def playout(game, n: int, seed: int, options: dict | None = None) -> int:
    """One game of uniformly random legal moves; the number of moves. The chooser is seeded apart from
    the game, so the same seed replays the same game."""
    st = game.new([f"P{i}" for i in range(n)], seed, options)
    chooser = Rng(seed ^ 0x5EED)
    moves = 0
    while not game.over(st):
        current = game.current(st)
        seat = current[chooser.below(len(current))]
        legal = game.actions(st, seat)
        game.apply(st, seat, legal[chooser.below(len(legal))])
        moves += 1
    return moves


def played(game, n: int, seed: int, steps: int, options: dict | None = None):
    """A game after `steps` random legal moves (or at its end): positions for the render benchmarks."""
    st = game.new([f"Player {i + 1}" for i in range(n)], seed, options)
    chooser = Rng(seed + steps)
    while steps and not game.over(st):
        seats = game.current(st)
        seat = seats[chooser.below(len(seats))]
        legal = game.actions(st, seat)
        game.apply(st, seat, legal[chooser.below(len(legal))])
        steps -= 1
    return st


def measure(game, name: str, n: int, games: int, options: dict | None = None) -> dict:
    """Games per CPU second (and per wall second, and moves per game) of `games` playouts of one case."""
    playout(game, n, games, options)  # untimed: the first game of a process reads the data files
    start, cpu = time.perf_counter(), time.process_time()
    moves = sum(playout(game, n, seed, options) for seed in range(games))
    elapsed, cpu = time.perf_counter() - start, time.process_time() - cpu
    return {f"games_per_second_{name}": round(games / cpu, 1),
            f"wall_games_per_second_{name}": round(games / elapsed, 1),
            f"actions_per_game_{name}": round(moves / games, 1)}


def render_timing(name: str, views: list, rounds: int) -> dict:
    """p50/p95 milliseconds per image (render + PNG, every image of a view: `render_pngs`) of public and private
    views, `rounds` times over: what the render benchmarks print."""
    import statistics
    from render import registry
    pub, priv = [], []
    for _ in range(rounds):
        for view in views:
            out = pub if view["seat"] is None else priv
            t = time.perf_counter()
            n = len(registry.render_pngs(view))
            out += [(time.perf_counter() - t) * 1000 / n] * n

    def q(xs, f):
        return round(statistics.quantiles(xs, n=20)[18], 1) if f == 95 else round(statistics.median(xs), 1)
    return {"bench": name, "images": len(pub) + len(priv), "public_p50_ms": q(pub, 50), "public_p95_ms": q(pub, 95),
            "private_p50_ms": q(priv, 50), "private_p95_ms": q(priv, 95), "p50_ms": q(pub + priv, 50)}
