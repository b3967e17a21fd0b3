"""What is due for one waiting player, as a pure function of the table's situation and the time.

The queue in Redis only says *when to look* at a (table, player) pair; every look re-derives what
to do from the table itself, so a stale or duplicated entry costs one wasted look, never a wrong
message. Reminder slots are numbered from the moment the player's wait began (or their last own
move, if they are part way through a turn): slot k falls at anchor + first + k * every.
"""
from __future__ import annotations

from dataclasses import dataclass

from bot.reminders.prefs import Prefs, deliverable_at, quiet_until
from bot.reminders.settings import TableTimes

AUTOPILOT, RESIGN, WINDOW, DEADLINE, REMIND = "autopilot", "resign", "window", "deadline", "remind"


@dataclass(frozen=True)
class Situation:
    """One player waited for at one table."""

    waiting_since: float  # when the table started waiting for the player (the service's waiting_since)
    anchor: float  # the later of waiting_since and the player's last own move at the table
    times: TableTimes
    prefs: Prefs
    interrupt: bool = False  # the game declares the current decision an out-of-turn window
    autopilot: bool = False  # the deadline passed earlier and the player has not come back
    vote_open: bool = False  # a skip vote against the player is running
    vote_passed: bool = False  # enough votes are in, the seat has not resigned yet
    hold: float | None = None  # the autopilot's move waits until then: people may answer out of turn first


@dataclass(frozen=True)
class Plan:
    act: str | None  # AUTOPILOT, RESIGN, WINDOW, DEADLINE, REMIND or None
    slot: int | None = None  # the reminder slot to send (REMIND)
    next_at: float | None = None  # when to look again if nothing changes (None: never)


def plan(s: Situation, now: float) -> Plan:
    """The one thing due at `now` (acting changes the table, which is then planned afresh)."""
    if s.vote_passed:
        return Plan(RESIGN, next_at=now)
    if s.autopilot:
        if s.hold is not None and now < s.hold:
            return Plan(None, next_at=s.hold)
        return Plan(AUTOPILOT, next_at=now)
    t = s.times
    later: list[float] = []
    if s.interrupt and t.window:
        closes = s.waiting_since + t.window
        if now >= closes:
            return Plan(WINDOW, next_at=now)
        later.append(closes)
    if t.deadline and not s.vote_open:
        deadline = s.anchor + t.deadline
        if now >= deadline:
            return Plan(DEADLINE, next_at=now)
        later.append(deadline)
    slot = None
    if t.first is not None:
        first = s.anchor + t.first
        if now < first:
            later.append(deliverable_at(s.prefs, first))
        else:
            k = int((now - first) // t.every) if t.every else 0
            quiet_end = quiet_until(s.prefs, now)
            if quiet_end is not None:
                later.append(quiet_end)  # the pending slot goes out when the quiet hours end
            else:
                slot = k
                if t.every:
                    later.append(deliverable_at(s.prefs, first + (k + 1) * t.every))
    next_at = min(later) if later else None
    return Plan(REMIND if slot is not None else None, slot, next_at)
