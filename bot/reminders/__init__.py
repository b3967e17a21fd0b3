"""Reminders and deadlines: nobody forgets whose turn it is.

`serve(service, settings)` is started by `python -m bot` in every bot process: it plans on the
process's table events, sweeps open tables at start-up (and every few hours), and polls Redis for
due looks. Several processes may run it at once; Redis holds all of its state.
"""
from __future__ import annotations

import logging

from bot.reminders.worker import Reminders

__all__ = ["Reminders", "serve"]

log = logging.getLogger(__name__)


async def serve(service, settings=None) -> None:
    """Run until cancelled."""
    from bot.reminders.api import engine

    rem = engine(service)
    rem.attach()
    log.info("reminders: polling Redis under %s:{rem}", service.store.prefix)
    await rem.run()
