"""What the chat adapters call: table settings, player preferences, skip votes, taking over.

Each function takes the table service, returns a friendly sentence, and raises bot.errors
(BadCommand, NotAllowed, NotFound) with a message to show as is.
"""
from __future__ import annotations

import weakref

import i18n
from bot import table_doc as T
from bot.errors import BadCommand, NotAllowed
from bot.models import Player
from bot.reminders import away, prefs as P
from bot.reminders.settings import SETTING_KEYS, describe, validate
from bot.reminders.prefs import PREFERENCE_KEYS
from bot.reminders.worker import Reminders, TableChanged

__all__ = ["show_settings", "change_setting", "set_preference", "show_preferences", "vote_skip", "take_over",
           "preference_name", "describe", "SETTING_KEYS", "PREFERENCE_KEYS"]

_engines: "weakref.WeakKeyDictionary" = weakref.WeakKeyDictionary()


def engine(service) -> Reminders:
    """The planner for a service (cheap; kept so the Lua scripts are registered once)."""
    eng = _engines.get(service)
    if eng is None:
        eng = _engines[service] = Reminders(service)
    return eng


async def show_settings(service, tid: str) -> str:
    return describe(await service.table(tid))


async def change_setting(service, tid: str, player: Player, is_admin: bool, key: str, value: str,
                         idem: str | None = None) -> str:
    doc = await service.table(tid)
    if doc["status"] not in (T.LOBBY, T.ACTIVE):
        raise NotAllowed("This table is closed; its settings no longer matter.")
    if doc["creator"] != player.pid and not is_admin:
        raise NotAllowed("Only the player who opened the table or a channel admin can change its settings.")
    key, value = validate(key, value)
    doc = await service.change_settings(doc["id"], player, is_admin, {key: value}, idem=idem)
    await engine(service).plan_table(doc)
    return f"Done: {key} is now {value}.\n" + describe(doc)


_PREF_ALIASES = {"timezone": "timezone", "tz": "timezone", "time_zone": "timezone", "zone": "timezone",
                 "quiet": "quiet", "quiet_hours": "quiet", "quiethours": "quiet",
                 "dm": "dm", "private": "dm", "pm": "dm", "direct": "dm",
                 "lang": "lang", "language": "lang", "lingua": "lang"}


def preference_name(typed: str) -> str | None:
    """The preference meant by what was typed ("tz", "quiet hours"), or None."""
    return _PREF_ALIASES.get(typed.strip().lower().replace("-", "_").replace(" ", "_"))


async def set_preference(service, player: Player, key: str, value: str) -> str:
    """Set a preference of `player` (applies at every table they play)."""
    k = preference_name(key)
    if k is None:
        raise BadCommand("Preferences: timezone (like Europe/Rome), quiet (like 22-7, or off), dm (on or off), "
                         "lang (it, en or auto).")
    r, key_name = service.store.r, P.pref_key(service.store.prefix, player.pid)
    if k == "timezone":
        tz = P.canonical_zone(value)
        await r.hset(key_name, "tz", tz)
        msg = f"Your time zone is now {tz} (it is {P.local_now(P.Prefs(tz), service.clock())} there)."
    elif k == "quiet":
        quiet = P.parse_quiet(value)
        if quiet is None:
            await r.hdel(key_name, "quiet")
            msg = "No quiet hours: reminders come whenever they are due."
        else:
            current = await P.load(r, service.store.prefix, player.pid)
            shown = P.Prefs(current.tz, quiet)
            await r.hset(key_name, "quiet", shown.quiet_text())
            msg = (f"Quiet hours {shown.quiet_text()} ({current.tz}): reminders due then wait until they end. "
                   "Deadlines still run.")
    elif k == "lang":
        v = str(value).strip().lower()
        if v in ("auto", "off", "default", ""):
            await r.hdel(key_name, "lang")
            await service.choose_lang(player, "")
            msg = "Your private texts follow your app's language again."
        else:
            lang = i18n.lang_of(v, "")
            if not lang:
                raise BadCommand(f"Languages: {', '.join(i18n.LANGS)} (or auto).")
            await r.hset(key_name, "lang", lang)
            await service.choose_lang(player, lang)
            msg = f"Your private texts are now in {i18n.NAMES[lang]}."
    else:
        v = str(value).strip().lower()
        if v not in ("on", "off", "yes", "no", "true", "false"):
            raise BadCommand("dm is on or off.")
        on = v in ("on", "yes", "true")
        await r.hset(key_name, "dm", "on" if on else "off")
        msg = ("Reminders also come to you privately." if on
               else "Reminders only mention you in the table's channel.")
    eng = engine(service)
    for doc in await service.my_tables(player):  # quiet hours or zone may move pending reminders
        await eng.plan_table(doc)
    return msg


async def show_preferences(service, player: Player) -> str:
    return (await P.load(service.store.r, service.store.prefix, player.pid)).describe()


def _target(doc: dict, target: str) -> str:
    """A seated player's pid from a pid or a player name."""
    wanted = target.strip().lstrip("@")
    for pid in doc["seats"]:
        if pid == wanted or T.name_of(doc, pid).lower() == wanted.lower():
            return pid
    raise BadCommand(f"Nobody called {wanted} plays at this table.")


async def vote_skip(service, tid: str, voter: Player, target_pid: str) -> str:
    """Vote to remove a player who passed the deadline; a majority of the others resigns their seat."""
    doc = await service.table(tid)
    T.require_seat(doc, voter)
    target = _target(doc, target_pid)
    name = T.name_of(doc, target)
    if target == voter.pid:
        raise BadCommand("You cannot vote to skip yourself: just play, or resign.")
    if away.skip_vote(doc, target) and await away.came_back(service.store, doc, target):
        await engine(service).welcome_back(doc, target)
        raise NotAllowed(f"{name} is back and playing, so the vote is closed.")

    def change(doc):
        rec = away.skip_vote(doc, target)
        if doc["status"] != T.ACTIVE or rec is None:
            raise NotAllowed(f"There is no vote to skip {name}: one opens only when {name} passes the table's "
                             "deadline and the table uses on_deadline=skip.")
        if voter.pid not in away.voters(doc, target):
            raise NotAllowed("You are no longer in this game, so you cannot vote.")
        if voter.pid in rec["votes"]:
            raise BadCommand(f"You have already voted to skip {name}.")
        rec["votes"].append(voter.pid)
        have = len(set(rec["votes"]) & set(away.voters(doc, target)))
        need = away.votes_needed(doc, target)
        text = f"{voter.name} votes to skip {name} ({have} of {need} votes needed)."
        if have >= need:
            text += f" {name}'s seat is removed."
        return [service.log_entry(doc, "deadline", T.seat_of(doc, voter.pid), text)], text

    doc = await service.update(doc["id"], change, "deadline", voter.pid)
    if away.vote_passed(doc, target):
        doc = await service.resign(doc["id"], Player.from_pid(target, name))
        await engine(service).plan_table(doc)
        ended = " The game cannot go on without them and ends with the current scores." \
            if doc["status"] == T.FINISHED else ""
        return f"The vote passed: {name}'s seat resigns.{ended}"
    rec = away.skip_vote(doc, target)
    return f"Your vote is in: {len(rec['votes'])} of {away.votes_needed(doc, target)} needed to skip {name}."


async def take_over(service, tid: str, player: Player) -> str:
    """Play again yourself: autopilot off, any skip vote against you closed."""
    doc = await service.table(tid)
    T.require_seat(doc, player)
    if doc["status"] != T.ACTIVE:
        raise NotAllowed("This table is not being played.")

    def change(doc):
        if not away.clear(doc, player.pid):
            raise TableChanged("nothing to take over")
        text = f"{player.name} takes over again: no more autopilot or skip vote for {player.name}."
        return [service.log_entry(doc, "deadline", T.seat_of(doc, player.pid), text)], text

    try:
        doc = await service.update(doc["id"], change, "deadline", player.pid)
    except TableChanged:
        return f"You are already playing yourself at {T.label(doc)}."
    await engine(service).plan_table(doc)
    return f"Welcome back: you play yourself again at {T.label(doc)}."
