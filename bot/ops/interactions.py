"""Where an interaction (a command, a button press) enters an adapter: it is counted and timed
(bot/ops/metrics.py), its log lines carry its platform, kind and table (bot/ops/context.py), and it
ends with one log line saying how it went and how long it took."""
from __future__ import annotations

import contextlib
import logging
import time

from bot.ops import context, metrics

log = logging.getLogger("tavolo.interactions")


class Call:
    """What the adapter tells about the interaction under way: `outcome` ok, refused (the service or
    the rules said no), error, or duplicate (an update another process or delivery took already)."""

    def __init__(self):
        self.outcome = "ok"


@contextlib.contextmanager
def interaction(platform: str, kind: str, table: str | None = None):
    """`with interaction("telegram", "command") as call:` around the whole handling of one interaction."""
    call = Call()
    start = time.perf_counter()
    with context.log_context(platform=platform, kind=kind, table=table):
        try:
            yield call
        except BaseException:
            call.outcome = "error"
            raise
        finally:
            elapsed = time.perf_counter() - start
            metrics.INTERACTIONS.labels(platform, kind, call.outcome).inc()
            metrics.INTERACTION_SECONDS.labels(platform, kind).observe(elapsed)
            ms = round(elapsed * 1000)
            log.info("%s %s: %s in %d ms", platform, kind, call.outcome, ms, extra={"latency_ms": ms})
