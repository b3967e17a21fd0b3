"""Absent players, recorded in the table document itself (`doc["away"]`).

    {"autopilot": {pid: {"t": when, "v": table version}},
     "skip": {pid: {"t": when, "v": table version, "votes": [voter pids]}}}

Kept in the document so it changes under the same compare-and-set as the game: a vote and a move
can never both win against the same version. A player "comes back" by acting normally: any move or
undo of their own seat logged after the record (not an autopilot or forced move). The service does
not know about these records, so this module notices the return by reading the table's log.
"""
from __future__ import annotations

from rules import get_game

from bot import table_doc as T

CAME_BACK_KINDS = ("move", "undo")


def away_of(doc: dict) -> dict:
    away = doc.get("away") or {}
    away.setdefault("autopilot", {})
    away.setdefault("skip", {})
    doc["away"] = away
    return away


def on_autopilot(doc: dict, pid: str) -> bool:
    return pid in (doc.get("away") or {}).get("autopilot", {})


def skip_vote(doc: dict, pid: str) -> dict | None:
    return (doc.get("away") or {}).get("skip", {}).get(pid)


def record_of(doc: dict, pid: str) -> dict | None:
    """The oldest absence record of `pid` (autopilot or skip vote), if any."""
    recs = [r for r in (((doc.get("away") or {}).get(k) or {}).get(pid) for k in ("autopilot", "skip")) if r]
    return min(recs, key=lambda r: r["v"]) if recs else None


def voters(doc: dict, target: str) -> list[str]:
    """Who may vote to skip `target`: the other seated players still in the game."""
    resigned = _resigned(doc)
    return [pid for s, pid in enumerate(doc["seats"]) if pid != target and s not in resigned]


def votes_needed(doc: dict, target: str) -> int:
    """A majority of the other players still in the game."""
    return len(voters(doc, target)) // 2 + 1


def vote_passed(doc: dict, target: str) -> bool:
    rec = skip_vote(doc, target)
    if not rec:
        return False
    valid = set(rec["votes"]) & set(voters(doc, target))
    return len(valid) >= votes_needed(doc, target)


def _resigned(doc: dict) -> set[int]:
    if not doc.get("state"):
        return set()
    return set(get_game(doc["game"]).load(doc["state"]).resigned)


def clear(doc: dict, pid: str) -> bool:
    """Forget the absence of `pid`; True if there was one."""
    away = away_of(doc)
    found = away["autopilot"].pop(pid, None) is not None
    found = (away["skip"].pop(pid, None) is not None) or found
    return found


def normal_act_since(entries: list[dict], seat: int, version: int) -> bool:
    """Did `seat` act by itself in any log entry written after table `version`?"""
    return any(e.get("v", 0) > version and e.get("seat") == seat and e.get("kind") in CAME_BACK_KINDS
               and not e.get("auto") and not e.get("forced") for e in entries)


def last_own_act(entries: list[dict], seat: int) -> float | None:
    """When `seat` last acted by itself in these log entries."""
    times = [e["t"] for e in entries if e.get("seat") == seat and e.get("kind") in CAME_BACK_KINDS
             and not e.get("auto") and not e.get("forced") and "t" in e]
    return max(times) if times else None


async def log_since(store, tid: str, version: int) -> list[dict]:
    """Log entries of versions after `version` (reads backwards from the end, only as far as needed)."""
    last = 64
    while True:
        entries = await store.log(tid, last)
        if len(entries) < last or not entries or entries[0].get("v", 0) <= version:
            return [e for e in entries if e.get("v", 0) > version]
        last *= 4


async def came_back(store, doc: dict, pid: str) -> bool:
    """Has `pid` acted normally since their absence was recorded?"""
    rec = record_of(doc, pid)
    seat = T.seat_of(doc, pid)
    if rec is None or seat is None:
        return False
    return normal_act_since(await log_since(store, doc["id"], rec["v"]), seat, rec["v"])
