"""Every Prometheus metric of the bot, defined here and nowhere else (served at /metrics, bot/ops/server.py).

Labels are few and bounded: a platform, a game id, a kind of interaction or image, a reason class.
Never a user, a table, a card or a move: those would make a series per person or per game and could
tell a secret (who holds what) to anyone who can read the metrics.
"""
from __future__ import annotations

import contextlib
import time

from prometheus_client import Counter, Gauge, Histogram, disable_created_metrics

disable_created_metrics()  # no `_created` sample beside every series: Prometheus does not need them

# ---- interactions (the adapters' entry points) --------------------------------------------------
INTERACTIONS = Counter("tavolo_interactions", "Interactions handled: commands and button presses, by platform, "
                       "kind (command, move, button, callback) and outcome (ok; refused: the service or the rules "
                       "said no; error; duplicate: a Telegram update delivered again, taken once). A stale press answered with the fresh moves is ok (see stale presses)",
                       ["platform", "kind", "outcome"])
INTERACTION_SECONDS = Histogram("tavolo_interaction_seconds", "Time to handle one interaction in this process, "
                                "by platform and kind", ["platform", "kind"],
                                buckets=(0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30))

# ---- the table service ---------------------------------------------------------------------------
MOVES = Counter("tavolo_moves_applied", "Moves applied to tables (people's, computer players', autopilot), by game",
                ["game"])
REFUSED = Counter("tavolo_moves_refused", "Moves the table service refused, by platform and reason class "
                  "(stale, not_allowed, bad_command, not_found, broken, busy)", ["platform", "reason"])
STALE_PRESSES = Counter("tavolo_stale_presses", "Buttons pressed after their moment (refused kindly), by platform "
                        "and action (move, undo)", ["platform", "action"])

# ---- images --------------------------------------------------------------------------------------
RENDER_SECONDS = Histogram("tavolo_render_seconds", "Time to draw the images of one view, by game and kind "
                           "(board: the public one; private: a player's own)", ["game", "kind"],
                           buckets=(0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5))

# ---- reminders -----------------------------------------------------------------------------------
REMINDERS_DUE = Counter("tavolo_reminders_due", "Reminders found due by this process's reminder worker")
REMINDERS_SENT = Counter("tavolo_reminders_sent", "Reminders sent (the send guard lets one process send each)")
REMINDER_LATENESS = Histogram("tavolo_reminder_lateness_seconds", "How long after its look fell due a reminder "
                              "was sent", buckets=(1, 5, 15, 60, 300, 900, 3600, 4 * 3600))

# ---- Redis and tables ----------------------------------------------------------------------------
REDIS_ERRORS = Counter("tavolo_redis_errors", "Exceptions raised by redis-py commands and pipelines, by class",
                       ["error"])
OPEN_TABLES = Gauge("tavolo_open_tables", "Open tables (lobby or playing) by game, from the channel indexes "
                    "(refreshed at most once a minute, when scraped)", ["game"])

# the service's refusals by class name: a fixed set, so the label stays bounded
REASONS = {"Stale": "stale", "NotAllowed": "not_allowed", "BadCommand": "bad_command", "NotFound": "not_found",
           "Broken": "broken", "Conflict": "busy"}


def move_refused(platform: str, exc: Exception) -> None:
    reason = REASONS.get(type(exc).__name__, "other")
    REFUSED.labels(platform, reason).inc()
    if reason == "stale":
        STALE_PRESSES.labels(platform, "move").inc()


def move_applied(game: str) -> None:
    MOVES.labels(game).inc()


def view_kind(view: dict) -> str:
    """"board" for the public view, "private" for a seat's own."""
    return "board" if view.get("seat") is None else "private"


@contextlib.contextmanager
def render_timer(game: str, kind: str):
    """`with render_timer(game, kind):` around the drawing of one view's images."""
    start = time.perf_counter()
    try:
        yield
    finally:
        RENDER_SECONDS.labels(game, kind).observe(time.perf_counter() - start)


def reminder_sent(due: float, now: float) -> None:
    REMINDERS_SENT.inc()
    REMINDER_LATENESS.observe(max(0.0, now - due))
