"""Where the search runs: a pool of worker processes, so that a strong search never delays a Discord
heartbeat or another table's move. Plain values cross the boundary (the game id, the saved state, the seat);
the answer is an action's text. A search that fails or outlives its time gives None: the caller then plays
the safe default."""
from __future__ import annotations

import asyncio
import logging
import os
import zlib
from concurrent.futures.process import BrokenProcessPool

from bot.pool import One, WorkerPool
from rules import get_game
from rules.ai.adapters import adapter_for
from rules.ai.player import choose_text, ranked_texts
from rules.core.errors import GameError

log = logging.getLogger(__name__)

# wall-clock caps (s) the search honours itself, per level; the pool's answer is awaited a little longer
CAP = {"easy": 3.0, "normal": 5.0, "strong": 15.0}
GRACE = 10.0
RESIGNED_LEVEL = "normal"  # the autopilot's level: a resigned seat, a player past the deadline


def public_seed(doc: dict) -> int:
    """The search's seed: from the table id, public (never the game's own seed, which decides the piles)."""
    return zlib.crc32(doc["id"].encode())


def workers() -> int:
    """Worker processes: TAVOLO_AI_WORKERS, else one per core but one (the event loop's), at least one.
    0 runs the search in a thread of this process (for a machine that cannot start processes)."""
    raw = os.environ.get("TAVOLO_AI_WORKERS", "").strip()
    if raw.isdigit():
        return int(raw)
    return max(1, (os.cpu_count() or 2) - 1)


class Thinker:
    def __init__(self, processes: int | None = None, iterations: int | None = None):
        """`iterations`: one search budget for every level instead of the levels' (tests keep games quick)."""
        self.processes = workers() if processes is None else processes
        self.iterations = iterations
        self.pool = WorkerPool(self.processes, "computer player")

    async def _run(self, fn, game_id: str, *args, cap: float):
        try:
            adapter_for(get_game(game_id))
        except (NotImplementedError, GameError) as exc:  # a game without a computer player yet: no pool
            log.info("computer player: %s", exc)
            return None
        try:
            return await asyncio.wait_for(self.pool.run(fn, game_id, *args), cap + GRACE)
        except BrokenProcessPool:
            pass  # logged by the pool, which starts afresh for the next search
        except asyncio.TimeoutError:
            log.warning("computer player: no answer within %.0f s", cap + GRACE)
        except Exception:
            log.exception("computer player: the search failed")
        return None

    async def choose(self, game_id: str, saved: str, seat: int, level: str, seed: int) -> str | None:
        """The text of the search's move for `seat`, or None (then the caller plays the safe default)."""
        cap = CAP.get(level, CAP["normal"])
        return await self._run(choose_text, game_id, saved, seat, level, seed, cap, self.iterations, cap=cap)

    async def ranked(self, game_id: str, saved: str, seat: int, seed: int, count: int = 3) -> list[str]:
        """The texts of the search's favourite moves at `normal`, best first ([] if the search failed)."""
        cap = CAP["normal"]
        return await self._run(ranked_texts, game_id, saved, seat, "normal", seed, cap, count, self.iterations,
                               cap=cap) or []

    def close(self) -> None:
        self.pool.close()


_one = One(Thinker)
shared = _one.get  # the process's one pool (started at the first search)
use = _one.use  # make a Thinker the process's one (tests: a small budget); the previous one is closed
