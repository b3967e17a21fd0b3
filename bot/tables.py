"""The table document kept in Redis, and small pure helpers over it."""
from __future__ import annotations

import zlib

from bot.errors import NotAllowed
from bot.models import Place, Player

LOBBY, ACTIVE, FINISHED, ABANDONED = "lobby", "active", "finished", "abandoned"


def new_doc(tid: str, game_id: str, options: dict, place: Place, creator: Player, now: float) -> dict:
    return {
        "id": tid,
        "game": game_id,
        "options": options,
        "place": {"platform": place.platform, "channel": place.channel},
        "creator": creator.pid,
        "status": LOBBY,
        "players": [{"pid": creator.pid, "name": creator.name}],
        "seats": [],
        "state": None,
        "undo": [],
        "opt_ver": [],
        "opt_sig": [],
        "waiting_since": {},
        "created": now,
        "updated": now,
        "settings": {},
        "result": None,
        "refs": {},
        "away": {},  # seats on autopilot or facing a skip vote (bot/reminders/away.py)
    }


def place_of(doc: dict) -> Place:
    return Place(doc["place"]["platform"], doc["place"]["channel"])


def name_of(doc: dict, pid: str) -> str:
    for p in doc["players"]:
        if p["pid"] == pid:
            return p["name"]
    return pid


def seat_of(doc: dict, pid: str) -> int | None:
    try:
        return doc["seats"].index(pid)
    except ValueError:
        return None


def require_seat(doc: dict, player: Player) -> int:
    seat = seat_of(doc, player.pid)
    if seat is None:
        raise NotAllowed("You are not seated at this table.")
    return seat


def options_signature(texts: list[str]) -> int:
    """A short fingerprint of a seat's option list: a button stays valid while it is unchanged."""
    return zlib.crc32("\n".join(texts).encode())


def label(doc: dict) -> str:
    """How a table is named in messages: `castles #ab12cd`."""
    return f"{doc['game']} #{doc['id']}"
