"""Computer players at the tables (issue 19): seats of computer players, resigned seats of a game that goes
on, and the autopilot of a player past a deadline all play the search of `rules.ai`.

The search runs in a pool of worker processes (`thinker.py`), never in the event loop. Which seat waits for
the computer is planned in Redis like a reminder (`worker.py`: a due set with leases, the `{bots}` hash tag):
any process may play the move, one at a time per table, and a process that dies while thinking only delays
the move until its lease runs out; then the computer simply thinks again.
"""
from __future__ import annotations

import logging

from bot.robots.worker import Robots, robots

__all__ = ["Robots", "robots", "serve"]

log = logging.getLogger(__name__)


async def serve(service, settings=None) -> None:
    """Run until cancelled (started by `python -m bot` beside the reminders)."""
    worker = robots(service)
    worker.attach()
    log.info("computer players: polling Redis under %s:{bots}", service.store.prefix)
    await worker.run()
