"""The table document kept in Redis (its fields, a new one, the one check of a stored one) and small pure helpers over it."""
from __future__ import annotations

import json
import zlib

import i18n
from rules import get_game
from rules.core.errors import GameError
from rules.core.text import N_, msg

from bot.errors import Broken, NotAllowed
from bot.models import Place, Player

LOBBY, ACTIVE, FINISHED, ABANDONED = "lobby", "active", "finished", "abandoned"
CLOSED = (FINISHED, ABANDONED)  # only read from now on: kept for a while (the TTL), its log packed
STATUS_WORDS = {LOBBY: N_("waiting for players"), ACTIVE: N_("playing"), FINISHED: N_("ended"),
                ABANDONED: N_("closed")}  # a table's status as players read it, in every adapter


def status_word(doc: dict) -> dict | str:
    """The table's status for people (a message to say in their language)."""
    return msg(STATUS_WORDS[doc["status"]]) if doc["status"] in STATUS_WORDS else named(doc["status"])


SETTING_WORDS = {"skip vote": "skip"}  # a stored setting value that players type otherwise


def setting_value(key: str, value: str):
    """A setting's value as a player types it: yes/no in the reader's language, "skip" (stored "skip vote")."""
    if key == "hints":
        return N_("yes") if value == "yes" else N_("no")
    return named(SETTING_WORDS.get(value, value))


def player_record(player: Player, lang_pref: str = "") -> dict:
    """A seat's entry in `players`: who, shown as what, the language their platform reported and the one
    they chose (their `lang` preference, kept here so that every reader's language is known at once)."""
    return {"pid": player.pid, "name": player.name, **({"lang": player.lang} if player.lang else {}),
            **({"lang_pref": lang_pref} if lang_pref else {})}


# ---- computer players ----------------------------------------------------------------------------
BOT = "bot"  # the platform of a computer player's pid ("bot:2"): no chat platform serves it, so no adapter
# ever mentions it or writes to it in private


def is_bot(pid: str) -> bool:
    return pid.startswith(BOT + ":")


def bot_record(number: int, level: str) -> dict:
    """A computer player's entry in `players`: named as such, with its level."""
    return {"pid": f"{BOT}:{number}", "name": f"Bot {number}", "bot": level}


def bot_level(doc: dict, pid: str) -> str | None:
    """The level of the computer player `pid`, None for a person."""
    for p in doc["players"]:
        if p["pid"] == pid:
            return p.get("bot")
    return None


def people(doc: dict) -> list[str]:
    """The pids of the people (not computer players) at a table."""
    return [p["pid"] for p in doc["players"] if not is_bot(p["pid"])]


def new_doc(tid: str, game_id: str, options: dict, place: Place, creator: Player, now: float,
            lang_pref: str = "") -> dict:
    return {
        "id": tid,
        "game": game_id,
        "options": options,
        "place": {"platform": place.platform, "channel": place.channel},
        "creator": creator.pid,
        "status": LOBBY,
        "players": [player_record(creator, lang_pref)],
        "seats": [],
        "state": None,
        "undo": [],
        "opt_ver": [],
        "opt_sig": [],
        "waiting_since": {},
        "created": now,
        "updated": now,
        "settings": {LANG: i18n.lang_of(lang_pref or creator.lang)},  # public texts in the opener's language
        "result": None,
        "refs": {},
        "away": {},  # seats on autopilot or facing a skip vote (bot/reminders/away.py)
    }


# Every field a table document has had since the first version (bot/table_doc.py new_doc), and its type;
# "state" (None in the lobby, else the game's saved state) is checked on its own.
FIELDS = {"id": str, "game": str, "options": dict, "place": dict, "creator": str, "status": str,
          "players": list, "seats": list, "undo": list, "opt_ver": list, "opt_sig": list,
          "waiting_since": dict, "created": (int, float), "updated": (int, float), "settings": dict,
          "version": int}
STATUSES = (LOBBY, ACTIVE, FINISHED, ABANDONED)


def checked(tid: str, raw: str | bytes) -> dict:
    """The table document stored as `raw`, checked so that every reader may use it: or Broken.

    The one gate between Redis and the code: a document that cannot be read (damaged JSON, a field
    missing, a game or saved-state schema this bot does not know, a state that does not load) raises
    Broken, whose reason names what is wrong and never any of the game's content. Nothing is written."""
    try:
        doc = json.loads(raw)
    except ValueError:
        raise Broken(tid, "the document is not valid JSON") from None
    if not isinstance(doc, dict):
        raise Broken(tid, "the document is not a JSON object")
    for key, kind in FIELDS.items():
        if key not in doc:
            raise Broken(tid, f"the document has no {key!r} field")
        if not isinstance(doc[key], kind):
            raise Broken(tid, f"the {key!r} field has the wrong type")
    if doc["id"] != tid:
        raise Broken(tid, "the document names another table id")
    if doc["status"] not in STATUSES:
        raise Broken(tid, "unknown status")
    place, players = doc["place"], doc["players"]
    if not (isinstance(place.get("platform"), str) and isinstance(place.get("channel"), str)):
        raise Broken(tid, "the 'place' field is incomplete")
    if not all(isinstance(p, dict) and isinstance(p.get("pid"), str) and isinstance(p.get("name"), str)
               for p in players):
        raise Broken(tid, "the 'players' field is incomplete")
    if not all(isinstance(pid, str) for pid in doc["seats"]):
        raise Broken(tid, "the 'seats' field has the wrong type")
    if not all(isinstance(t, (int, float)) for t in doc["waiting_since"].values()):
        raise Broken(tid, "the 'waiting_since' field has the wrong type")
    if not all(isinstance(u, dict) and isinstance(u.get("seat"), int) and isinstance(u.get("state"), str)
               and isinstance(u.get("forced"), bool) for u in doc["undo"]):
        raise Broken(tid, "the 'undo' field is incomplete")
    if doc["status"] == FINISHED and not isinstance(doc.get("result"), dict):
        raise Broken(tid, "a finished table without a result")
    if doc["status"] in (ACTIVE, FINISHED) and not len(doc["opt_ver"]) == len(doc["opt_sig"]) == len(doc["seats"]):
        raise Broken(tid, "the button versions do not match the seats")
    if "state" not in doc:
        raise Broken(tid, "the document has no 'state' field")
    try:
        game = get_game(doc["game"])
    except GameError:
        raise Broken(tid, f"unknown game {doc['game'][:40]!r}") from None
    state = doc["state"]
    if state is None:
        if doc["status"] in (ACTIVE, FINISHED):
            raise Broken(tid, "a started table without a game state")
        return doc
    if not isinstance(state, str):
        raise Broken(tid, "the 'state' field has the wrong type")
    try:
        st = game.load(state)
        current = game.current(st)
    except GameError as exc:  # written for players: names no hidden information
        raise Broken(tid, f"the game state cannot be loaded: {exc}") from None
    except Exception as exc:  # its message may quote the state: only its kind is kept
        raise Broken(tid, f"the game state cannot be loaded ({type(exc).__name__})") from None
    if st.n != len(doc["seats"]) or any(not 0 <= s < st.n for s in current):
        raise Broken(tid, "the seats do not match the game state")
    return doc


def place_of(doc: dict) -> Place:
    return Place(doc["place"]["platform"], doc["place"]["channel"])


def name_of(doc: dict, pid: str) -> str:
    for p in doc["players"]:
        if p["pid"] == pid:
            return p["name"]
    return pid


def player_of(doc: dict, pid: str) -> Player:
    """The player `pid` of a table, with the name they have there."""
    return Player.from_pid(pid, name_of(doc, pid))


def seat_of(doc: dict, pid: str) -> int | None:
    try:
        return doc["seats"].index(pid)
    except ValueError:
        return None


def require_seat(doc: dict, player: Player) -> int:
    seat = seat_of(doc, player.pid)
    if seat is None:
        raise NotAllowed(N_("You are not seated at this table."))
    return seat


def options_signature(texts: list[str]) -> int:
    """A short fingerprint of a seat's option list: a button stays valid while it is unchanged."""
    return zlib.crc32("\n".join(texts).encode())


def title(doc: dict, lang: str | None = None) -> str:
    """The game's title ("Alhambra") in `lang` (the table's by default); a game removed from this
    version still has tables to show."""
    try:
        key = get_game(doc["game"]).title
    except GameError:
        return doc["game"]
    return i18n.say(lang or table_lang(doc), key, game=doc["game"])


def label(doc: dict, lang: str | None = None) -> str:
    """How a table is named in plain text: `Alhambra #ab12cd` (adapters dress `title` their own way)."""
    return f"{title(doc, lang)} #{doc['id']}"


def named(name: str) -> dict:
    """A player's name as a message parameter: shown as written, never looked up in the catalogs."""
    return {"text": name}


def seated_message(doc: dict) -> dict:
    try:
        most = f"/{get_game(doc['game']).max_players}"
    except GameError:
        most = ""
    count = f"{len(doc['players'])}{most}"
    if not doc["players"]:
        return msg(N_("At the table ({count}): nobody"), count=count)
    return msg(N_("At the table ({count}): {names}"), count=count,
               names=named(", ".join(p["name"] for p in doc["players"])))


def seated(doc: dict, lang: str | None = None) -> str:
    """Who sits at a table in its lobby: "At the table (2/6): Ann, Bob" (in the table's language)."""
    return say(doc, seated_message(doc), lang)


def resolved(doc: dict, message):
    """`message` with every seat replaced by its player's name: for a refusal, which is shown by code
    that does not know the table's names."""
    names = seat_names(doc)
    if isinstance(message, list):
        return [resolved(doc, m) for m in message]
    if not isinstance(message, dict):
        return message
    if "seat" in message and len(message) == 1:
        s = message["seat"]
        return named(names[s]) if isinstance(s, int) and 0 <= s < len(names) else message
    out = dict(message)
    if "params" in out:
        out["params"] = {k: resolved(doc, v) for k, v in out["params"].items()}
    if "list" in out:
        out["list"] = [resolved(doc, v) for v in out["list"]]
    return out


# ---- languages ------------------------------------------------------------------------------------
LANG = "lang"  # the table setting: the language of its public texts and images


def table_lang(doc: dict) -> str:
    """The language of the table's public texts: its `lang` setting (the opener's language by default)."""
    return i18n.lang_of((doc.get("settings") or {}).get(LANG))


def reader_lang(doc: dict, pid: str | None, platform_lang: str = "") -> str:
    """The language of what `pid` reads alone: their `lang` preference (copied into their seat's record),
    else what their platform says now, else what it said when they sat down, else the table's."""
    record = next((p for p in doc["players"] if p["pid"] == pid), {}) if pid else {}
    for lang in (record.get("lang_pref"), platform_lang, record.get("lang")):
        if lang in i18n.LANGS:
            return lang
    return table_lang(doc)


def seat_names(doc: dict) -> list[str]:
    return [name_of(doc, pid) for pid in doc["seats"]] if doc.get("seats") else [p["name"] for p in doc["players"]]


def say(doc: dict, message, lang: str | None = None) -> str:
    """A message (rules/core/text.py) as a sentence in `lang` (the table's by default), seats by name."""
    return i18n.say(lang or table_lang(doc), message, seat_names(doc), doc["game"])
