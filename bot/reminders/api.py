"""What the chat adapters call: table settings, player preferences, skip votes, taking over.

Each function takes the table service, returns a friendly sentence, and raises bot.errors
(BadCommand, NotAllowed, NotFound) with a message to show as is.
"""
from __future__ import annotations

import weakref

import i18n
from bot import table_doc as T
from bot.errors import BadCommand, NotAllowed
from rules.core.text import N_, msg, seat
from bot.models import Player
from bot.reminders import away, prefs as P
from bot.reminders.settings import SETTING_KEYS, describe, validate
from rules import get_game
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


async def show_settings(service, tid: str, lang: str | None = None) -> str:
    return describe(await service.table(tid), lang)


async def change_setting(service, tid: str, player: Player, is_admin: bool, key: str, value: str,
                         idem: str | None = None, lang: str | None = None) -> str:
    """Change a reminder setting; the answer is in `lang` (by default the player's at this table)."""
    doc = await service.table(tid)
    service.check_settings_change(doc)  # before the value is read: a table that ended says so first
    if doc["creator"] != player.pid and not is_admin:
        raise NotAllowed(N_("Only the player who opened the table can change its settings (in a chat, its admins too)."))
    key, value = validate(key, value)
    if key == "window" and not get_game(doc["game"]).has_windows(doc.get("options") or {}):
        raise BadCommand(N_("This table has no out-of-turn windows, so the window setting does nothing here."))
    doc = await service.change_settings(doc["id"], player, is_admin, {key: value}, idem=idem)
    await engine(service).plan_table(doc)
    lang = lang or T.reader_lang(doc, player.pid, player.lang)
    return T.say(doc, msg(N_("Done: {setting} is now {value}."), setting=key, value=T.setting_value(key, value)), lang) + "\n" \
        + describe(doc, lang)


_PREF_ALIASES = {"timezone": "timezone", "tz": "timezone", "time_zone": "timezone", "zone": "timezone",
                 "quiet": "quiet", "quiet_hours": "quiet", "quiethours": "quiet",
                 "dm": "dm", "private": "dm", "pm": "dm", "direct": "dm",
                 "lang": "lang", "language": "lang", "lingua": "lang"}


def preference_name(typed: str) -> str | None:
    """The preference meant by what was typed ("tz", "quiet hours"), or None."""
    return _PREF_ALIASES.get(typed.strip().lower().replace("-", "_").replace(" ", "_"))


async def set_preference(service, player: Player, key: str, value: str, lang: str | None = None) -> str:
    """Set a preference of `player` (applies at every table they play). The answer is in `lang`, by
    default the player's own language (after the change, when they chose one)."""
    k = preference_name(key)
    if k is None:
        raise BadCommand(N_("Preferences: timezone (like Europe/Rome), quiet (like 22-7, or off), dm (on or off), "
                            "lang (it, en or auto)."))
    r, key_name = service.store.r, P.pref_key(service.store.prefix, player.pid)
    if k == "timezone":
        tz = P.canonical_zone(value)
        await r.hset(key_name, "tz", tz)
        answer = msg(N_("Your time zone is now {tz} (it is {time} there)."), tz=T.named(tz),
                     time=P.local_now(P.Prefs(tz), service.clock()))
    elif k == "quiet":
        quiet = P.parse_quiet(value)
        if quiet is None:
            await r.hdel(key_name, "quiet")
            answer = N_("No quiet hours: reminders come whenever they are due.")
        else:
            current = await P.load(r, service.store.prefix, player.pid)
            shown = P.Prefs(current.tz, quiet)
            await r.hset(key_name, "quiet", shown.quiet_text())
            answer = msg(N_("Quiet hours {quiet} ({tz}): reminders due then wait until they end. Deadlines still "
                            "run."), quiet=shown.quiet_text(), tz=T.named(current.tz))
    elif k == "lang":
        v = str(value).strip().lower()
        if v in ("auto", "off", "default", ""):
            await r.hdel(key_name, "lang")
            await service.choose_lang(player, "")
            answer = N_("Your private texts follow your app's language again.")
        else:
            lang = i18n.lang_of(v, "")
            if not lang:
                raise BadCommand(N_("Languages: {langs} (or auto)."), langs=T.named(", ".join(i18n.LANGS)))
            await r.hset(key_name, "lang", lang)
            await service.choose_lang(player, lang)
            answer = msg(N_("Your private texts are now in {language}."), language=i18n.NAMES[lang])
    else:
        v = str(value).strip().lower()
        if v not in ("on", "off", "yes", "no", "true", "false"):
            raise BadCommand(N_("dm is on or off."))
        on = v in ("on", "yes", "true")
        await r.hset(key_name, "dm", "on" if on else "off")
        answer = (N_("Reminders also come to you privately.") if on
                  else N_("Reminders only mention you in the table's channel."))
    eng = engine(service)
    for doc in await service.my_tables(player):  # quiet hours or zone may move pending reminders
        await eng.plan_table(doc)
    return i18n.say(lang or await service.reader_lang(player), answer)


async def show_preferences(service, player: Player, lang: str | None = None) -> str:
    prefs = await P.load(service.store.r, service.store.prefix, player.pid)
    return prefs.describe(lang or prefs.lang or i18n.lang_of(player.lang))


def _target(doc: dict, target: str) -> str:
    """A seated player's pid from a pid or a player name."""
    wanted = target.strip().lstrip("@")
    for pid in doc["seats"]:
        if pid == wanted or T.name_of(doc, pid).lower() == wanted.lower():
            return pid
    raise BadCommand(N_("Nobody called {name} plays at this table."), name=T.named(wanted))


async def vote_skip(service, tid: str, voter: Player, target_pid: str, lang: str | None = None) -> str:
    """Vote to remove a player who passed the deadline; a majority of the others resigns their seat.
    The answer is in `lang` (by default the voter's language at the table); the log line in the table's."""
    doc = await service.table(tid)
    T.require_seat(doc, voter)
    target = _target(doc, target_pid)
    name = T.name_of(doc, target)
    who = seat(T.seat_of(doc, target))
    lang = lang or T.reader_lang(doc, voter.pid, voter.lang)
    if target == voter.pid:
        raise BadCommand(N_("You cannot vote to skip yourself: just play, or resign."))
    if away.skip_vote(doc, target) and await away.came_back(service.store, doc, target):
        await engine(service).welcome_back(doc, target)
        raise NotAllowed(N_("{who} is back and playing, so the vote is closed."), who=T.named(name))

    def change(doc):
        rec = away.skip_vote(doc, target)
        if doc["status"] != T.ACTIVE or rec is None:
            raise NotAllowed(N_("There is no vote to skip {who}: one opens only when {who} passes the table's "
                                "deadline and the table uses on_deadline=skip."), who=T.named(name))
        if voter.pid not in away.voters(doc, target):
            raise NotAllowed(N_("You are no longer in this game, so you cannot vote."))
        if voter.pid in rec["votes"]:
            raise BadCommand(N_("You have already voted to skip {who}."), who=T.named(name))
        rec["votes"].append(voter.pid)
        have = len(set(rec["votes"]) & set(away.voters(doc, target)))
        need = away.votes_needed(doc, target)
        voted = T.seat_of(doc, voter.pid)
        line = msg(N_("{voter} votes to skip {who} ({have} of {need} votes needed). {who}'s seat is removed.")
                   if have >= need else N_("{voter} votes to skip {who} ({have} of {need} votes needed)."),
                   voter=seat(voted), who=who, have=have, need=need)
        return [service.log_entry(doc, "deadline", voted, line)], line

    doc = await service.update(doc["id"], change, "deadline", voter.pid)
    if away.vote_passed(doc, target):
        doc = await service.resign(doc["id"], Player.from_pid(target, name))
        await engine(service).plan_table(doc)
        answer = msg(N_("The vote passed: {who}'s seat resigns. The game cannot go on without them and ends with "
                        "the current scores.") if doc["status"] == T.FINISHED
                     else N_("The vote passed: {who}'s seat resigns."), who=who)
        return T.say(doc, answer, lang)
    rec = away.skip_vote(doc, target)
    return T.say(doc, msg(N_("Your vote is in: {have} of {need} needed to skip {who}."), have=len(rec["votes"]),
                          need=away.votes_needed(doc, target), who=who), lang)


async def take_over(service, tid: str, player: Player, lang: str | None = None) -> str:
    """Play again yourself: autopilot off, any skip vote against you closed. The answer is in `lang`
    (by default the player's language at the table)."""
    doc = await service.table(tid)
    T.require_seat(doc, player)
    if doc["status"] != T.ACTIVE:
        raise NotAllowed(N_("This table is not being played."))
    lang = lang or T.reader_lang(doc, player.pid, player.lang)

    def change(doc):
        if not away.clear(doc, player.pid):
            raise TableChanged("nothing to take over")
        me = T.seat_of(doc, player.pid)
        line = msg(N_("{who} takes over again: no more autopilot or skip vote for {who}."), who=seat(me))
        return [service.log_entry(doc, "deadline", me, line)], line

    try:
        doc = await service.update(doc["id"], change, "deadline", player.pid)
    except TableChanged:
        return T.say(doc, msg(N_("You are already playing yourself at {table}."), table=T.named(T.label(doc, lang))),
                     lang)
    await engine(service).plan_table(doc)
    return T.say(doc, msg(N_("Welcome back: you play yourself again at {table}."),
                          table=T.named(T.label(doc, lang))), lang)
