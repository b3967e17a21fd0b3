"""The table service: lobby, seats, moves, undo, resign, status. Knows nothing of Discord or Telegram.

Every change follows one path (`_update`): load the table from Redis, check and change a copy,
then write it back with a compare-and-set on the version. If another process wrote first, the
change is recomputed on the fresh table (or refused, for a button pressed on an older state).
Nothing about a table lives in process memory between two calls.
"""
from __future__ import annotations

import logging
import math
import re
import secrets
import random
import time
from typing import Callable

import i18n
from rules import get_game
from rules.ai import LEVELS
from rules.core import Result
from rules.core.errors import GameError, IllegalAction, SetupError
from rules.core.types import Event, normalise
from rules.core.options import parse_option_args, resolve_options
from rules.core.text import N_, listing, msg, plural, seat as seat_of_msg

from bot import table_doc as T
from bot.errors import BadCommand, Broken, NotAllowed, NotFound, ServiceError, Stale
from bot.events import Bus
from bot.ops import context as log_context, metrics
from bot.models import Option, Options, Place, Player, TableEvent
from bot.settings import Settings
from bot.store import CONFLICT, Store

HINTS = "hints"  # the table setting: players may ask the computer player for a move (suggest)
HINT_KEYS = {"hints", "suggerimenti", "hint"}
YES_NO = {"yes": "yes", "y": "yes", "on": "yes", "true": "yes", "sì": "yes", "si": "yes", "1": "yes",
          "no": "no", "n": "no", "off": "no", "false": "no", "0": "no"}
LEVEL_WORDS = {"easy": N_("easy"), "normal": N_("normal"), "strong": N_("strong")}
MAX_FORCED = 500  # forced actions in a row before we suspect a rules bug
BRACKETED = re.compile(r"\s*\([^()]*\)$")  # a label's closing "(106)": a card typed by name may leave it out
LOG_LOOKBACK = 300  # log entries read back to find a reader's last visible ones
ANNOUNCE_AFTER = 3.0  # s: a due board is left to the process that made the move this long (bot/announce.py)
# s: how long a computer's move waits before it opens a turn while a person may answer an out-of-turn window
# beside that turn (a thief before a computer player's turn). The prompt reaches the person in private at the
# turn's start; a player with the chat open reads and answers it within a minute or two, and three minutes
# cost a table at most that per computer turn, only while such a window is open (`pause_until`).
MACHINE_PAUSE = 180.0
RETRIES = 5
ID_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789"  # no look-alikes: typed on phones
UNGROUPED = N_("Actions")  # the menu group of an action its game puts in none

log = logging.getLogger(__name__)


class Conflict(ServiceError):
    pass


def teams_line(groups: list[list[int]], seated: bool) -> dict:
    """"Team A: seats 1 and 3; Team B: seats 2 and 4" (Game.teams), or by the players' names once seated."""
    line = None
    for i, seats in enumerate(groups):
        who = listing(seat_of_msg(s) for s in seats) if seated else \
            msg(N_("seats {numbers}"), numbers=listing(s + 1 for s in seats))
        part = msg(N_("Team {name}: {players}"), name={"text": chr(ord("A") + i)}, players=who)
        line = part if line is None else msg(N_("{a}; {b}"), a=line, b=part)
    return line


class TableService:
    def __init__(self, store: Store, bus: Bus | None = None, clock: Callable[[], float] = time.time,
                 finished_ttl_days: int = 30, machine_pause: float = MACHINE_PAUSE):
        self.store = store
        self.bus = bus or Bus()
        self.clock = clock
        self.machine_pause = machine_pause
        self.finished_ttl = int(finished_ttl_days * 86400)
        self.settings = Settings(self)  # every setting people change, for every adapter

    # ---- reading -------------------------------------------------------------------------------
    async def table(self, tid: str) -> dict:
        """The checked table document; NotFound, or Broken (reported here) when it cannot be read."""
        try:
            doc = await self.store.load(tid.strip().lower().lstrip("#"))
        except Broken as exc:  # a refusal for the player; the document stays as it is for a human
            log.warning("table %s cannot be loaded: %s", exc.table, exc.reason)
            raise
        if doc is None:
            raise NotFound(N_("There is no table #{table}."), table=tid)
        log_context.note_table(doc["id"])  # the log lines of the interaction under way name it
        return doc

    async def tables_in(self, place: Place) -> list[dict]:
        """Open tables (lobby or playing) of a channel, oldest first; one that cannot be read is left out."""
        return (await self._tables_in(place))[0]

    async def _tables_in(self, place: Place) -> tuple[list[dict], list[Broken]]:
        """The open tables of a channel, and those of its index that cannot be read (each logged)."""
        docs, broken = [], []
        for tid in await self.store.index(self.store.chan_key(place.key)):
            try:
                doc = await self.store.load(tid)
            except Broken as exc:
                log.warning("table %s cannot be loaded (%s): left out of channel %s", tid, exc.reason, place.key)
                broken.append(exc)
                continue
            if doc and doc["status"] in (T.LOBBY, T.ACTIVE):
                docs.append(doc)
        return sorted(docs, key=lambda d: d["created"]), broken

    async def resolve(self, place: Place, tid: str | None = None) -> dict:
        """The table a command means: the one named, or the only open one in the channel."""
        if tid:
            doc = await self.table(tid)
            if T.place_of(doc) != place:
                raise NotFound(N_("Table #{table} is not in this channel."), table=doc["id"])
            return doc
        docs, broken = await self._tables_in(place)
        if not docs and broken:  # its only table cannot be read: say so, not "there is no table"
            raise broken[0]
        if not docs:
            last = await self.store.last_closed(place.key)
            if last:  # the game just ended here: its board, log and export are still asked for
                try:
                    return await self.table(last)
                except NotFound:
                    pass
            raise NotFound(N_("There is no table in this channel. Start one with new <game>."))
        if len(docs) > 1:
            ids = ", ".join(f"#{d['id']} ({d['game']})" for d in docs)
            raise BadCommand(N_("This channel has several tables: {tables}. Say which one."), tables=T.named(ids))
        return docs[0]

    async def view(self, tid: str, player: Player | None = None) -> dict:
        """The public view, or the private view of `player` when seated."""
        doc = await self.table(tid)
        return self.view_of(doc, player)

    def view_of(self, doc: dict, player: Player | None) -> dict:
        if not doc["state"]:  # a lobby, open or closed before it started
            closed = doc["status"] == T.ABANDONED
            return {"game": doc["game"], "title": get_game(doc["game"]).title, "seat": None,
                    "names": [p["name"] for p in doc["players"]], "moves": 0, "to_act": [],
                    "waiting": N_("This table was closed before the game started.") if closed else
                    N_("Waiting for players to join."), "over": False, "lang": T.table_lang(doc),
                    **({"closed": True} if closed else {})}
        game = get_game(doc["game"])
        seat = T.seat_of(doc, player.pid) if player else None
        st = game.load(doc["state"])
        out = game.view(st, seat)
        out["table"] = doc["id"]
        out["version"] = doc["version"]
        # the words of a private view in its reader's language, of the public one in the table's
        out["lang"] = T.reader_lang(doc, player.pid, player.lang) if seat is not None else T.table_lang(doc)
        if doc["status"] == T.ABANDONED:  # nobody is waited for any more (the board, status, images)
            out["waiting"] = N_("This table was closed before the game ended.")
            out["closed"] = True  # for an image that names whose turn it is otherwise
            return out
        pause = self.pause_line(doc, st)
        if pause:  # "Until Bot 2 moves, thieves may be played. Bot 2 moves in 3 min."
            out["waiting"] = msg(N_("{waiting} {pause}"), waiting=out["waiting"], pause=pause)
        return out

    async def options(self, tid: str, player: Player) -> Options:
        doc = await self.table(tid)
        return self.options_of(doc, player)

    def options_of(self, doc: dict, player: Player) -> Options:
        self._require_active(doc)
        seat = T.require_seat(doc, player)
        game = get_game(doc["game"])
        st = game.load(doc["state"])
        acts = game.actions(st, seat)
        lang = T.reader_lang(doc, player.pid, player.lang)
        say = lambda m: T.say(doc, m, lang)  # noqa: E731
        prompt = say(game.prompt(st, seat) if acts else game.waiting_text(st))
        rank = {g: k for k, g in enumerate(game.group_order)}  # a menu's groups in the game's order, if it gives one
        listed = sorted(enumerate(acts), key=lambda ia: (rank.get(ia[1].group, len(rank)), ia[0]))
        return Options(doc["id"], doc["version"], seat, prompt,
                       [Option(i, a.text, say(a.label or a.text), say(a.group or UNGROUPED), a.default)
                        for i, a in listed])

    def may_act(self, doc: dict) -> list[str]:
        """Players who may act now out of turn, unasked in public (a thief before the next move): they
        get their menu in private, and nothing public may name them. People only: the computer's seats take
        no out-of-turn chance (bot/robots plays the seats the table waits for)."""
        return self._seats(doc, "may_act", machine=False)

    def to_act(self, doc: dict) -> list[str]:
        """The people the table waits for now (private menus, reminders, deadlines): not the seats the
        computer plays (`machine_to_act`)."""
        return self._seats(doc, "current", machine=False)

    def machine_to_act(self, doc: dict) -> list[str]:
        """The seats the table waits for that the computer plays (bot/robots): computer players, and
        resigned seats of a game that goes on."""
        return self._seats(doc, "current", machine=True)

    def window_pids(self, doc: dict, machine: bool = True) -> list[str]:
        """The seats the computer plays (or the people's) that may be asked in an open out-of-turn window as
        far as the public knows (`Game.window_seats`: in Alhambra every other thief holder). bot/robots (and
        the autopilot, for people) looks at each of them and finds out in private whether it may answer
        (`machine_may_act`, `may_act`), so that neither plans in Redis nor logs tell which of them may."""
        return self._seats(doc, "window_seats", machine=machine)

    def machine_may_act(self, doc: dict) -> list[str]:
        """The seats the computer plays that may answer an open out-of-turn window now (a thief before the
        next move): a secret, like a person's `may_act`; a window only, never Colonia's answers that may be
        changed (the computer's answer stands)."""
        windows = self.window_pids(doc)
        return [pid for pid in self._seats(doc, "may_act", machine=True) if pid in windows] if windows else []

    def pause_until(self, doc: dict, st=None) -> float | None:
        """When the computer may make the move that opens the turn of a seat the table waits for (a computer
        player's, or the autopilot's of a player past the deadline) while a person may be asked in an
        out-of-turn window beside that turn: the turn's start plus the pause (`machine_pause`), so people can
        answer (a thief before a computer player's turn). From public facts only: who may be asked as the
        board says it, never whether a person really may (a secret). None: no pause. `st`: the table's state,
        when the caller has loaded it."""
        if doc["status"] != T.ACTIVE or not doc["state"]:
            return None
        game = get_game(doc["game"])
        st = st or game.load(doc["state"])
        current = game.current(st)
        asked = set(game.window_seats(st)) - set(current)
        machine = machine_seats(doc, st)
        if not asked or asked <= machine:
            return None
        people = set(range(len(doc["seats"]))) - machine
        if len(people) == 1 and not people & set(game.may_act(st)):
            return None  # the only person has answered: nobody is left to learn anything from the move's timing
        since = [doc["waiting_since"][doc["seats"][s]] for s in current if doc["seats"][s] in doc["waiting_since"]]
        return (min(since) if since else self.clock()) + self.machine_pause

    def pause_line(self, doc: dict, st=None) -> dict | None:
        """"Bot 2 moves in 3 min." while the computer's move waits (`pause_until`) for the seat waited for,
        for the boards and status texts; None otherwise."""
        until = self.pause_until(doc, st)
        now = self.clock()
        if until is None or until <= now:
            return None
        left = math.ceil((until - now) / 60) * 60  # "3 min" at the start of a 3-minute pause, not "2 min"
        from bot.reminders import away  # the autopilot's records live with the reminders
        from bot.reminders.settings import duration

        game = get_game(doc["game"])
        st = st or game.load(doc["state"])
        machine = machine_seats(doc, st)
        for s in game.current(st):
            if s in machine:
                return msg(N_("{who} moves in {left}."), who=seat_of_msg(s), left=duration(left))
            if away.on_autopilot(doc, doc["seats"][s]):
                return msg(N_("The autopilot plays for {who} in {left}."), who=seat_of_msg(s), left=duration(left))
        return None

    @staticmethod
    def _seats(doc: dict, which: str, machine: bool) -> list[str]:
        """The pids of the seats the game's `which` (current, may_act, window_seats) names, of an active
        table: those the computer plays (`machine`), or the people's."""
        if doc["status"] != T.ACTIVE:
            return []
        game = get_game(doc["game"])
        st = game.load(doc["state"])
        played = machine_seats(doc, st)
        return [doc["seats"][s] for s in getattr(game, which)(st) if (s in played) == machine]

    @staticmethod
    def option_keys(game, given: dict) -> dict:
        """Options typed by their name in any language ("mura=sì") under the game's own keys ("walls"), and a
        choice typed by its word in any language ("squadre=esperto") as the game's own value ("expert")."""
        names = {i18n.gettext(lang, s.key, game.id).lower(): s.key for s in game.options for lang in i18n.LANGS}
        specs = {s.key: s for s in game.options}
        out = {}
        for k, v in given.items():
            key = names.get(str(k).lower(), k)
            spec = specs.get(key)
            if spec is not None and spec.kind == "choice":
                words = {i18n.gettext(lang, str(c), game.id).lower(): c for c in spec.choices for lang in i18n.LANGS
                         if isinstance(c, str)}
                v = words.get(str(v).strip().lower(), v)
            out[key] = v
        return out

    async def reader_lang(self, player: Player, doc: dict | None = None) -> str:
        """The language of what only `player` reads: at a table, the one the table knows for them (their
        preference, else their app's); elsewhere their `lang` preference, else their app's language."""
        if doc is not None:
            return T.reader_lang(doc, player.pid, player.lang)
        try:
            chosen = await self.chosen_lang(player.pid)
        except Exception:  # the preference is a nicety: an answer must not fail for it
            log.warning("could not read the language preference of %s", player.pid)
            chosen = ""
        return chosen or i18n.lang_of(player.lang)

    async def chosen_lang(self, pid: str) -> str:
        """The language `pid` chose with their `lang` preference ("" if none)."""
        from bot.reminders.prefs import load as load_prefs  # the preferences live with the reminders

        return (await load_prefs(self.store.r, self.store.prefix, pid)).lang

    async def choose_lang(self, player: Player, lang: str) -> None:
        """Copy a new `lang` preference into the player's seat at every open table (read from there)."""
        for doc in await self.tables_of(player):
            def change(doc):
                for p in doc["players"]:
                    if p["pid"] == player.pid:
                        if lang:
                            p["lang_pref"] = lang
                        else:
                            p.pop("lang_pref", None)
                return [], ""
            await self.update(doc["id"], change, "preference", player.pid)

    def public_to_act(self, doc: dict) -> list[str]:
        """Who the public is told the table waits for: boards, mentions, status lines."""
        return self._seats(doc, "public_to_act", machine=False)  # nobody to mention: the computer moves at once

    async def log(self, tid: str, player: Player | None = None, last: int = 15) -> list[str]:
        """Recent log lines: public ones, plus the player's own private ones (then in the player's
        language, else the table's). Entries are not numbered: a gap in the numbers would tell that
        somebody made a move nobody else could see."""
        doc = await self.table(tid)
        seat = T.seat_of(doc, player.pid) if player else None
        lang = T.reader_lang(doc, player.pid, player.lang) if player else T.table_lang(doc)
        shown = []  # the last `last` entries this reader can see: hidden ones must not crowd them out
        for entry in reversed(await self.store.log(doc["id"], LOG_LOOKBACK)):
            events = [T.say(doc, ev, lang) for ev in entry.get("events", [])
                      if ev["seat"] is None or ev["seat"] == seat]
            if events:
                shown.append(events)
                if len(shown) == last:
                    break
        return [("• " if i == 0 else "   ") + text for events in reversed(shown) for i, text in enumerate(events)]

    async def tables_of(self, player: Player) -> list[dict]:
        """Every open table (lobby or playing) where `player` sits; one that cannot be read is left out."""
        out = []
        for tid in await self.store.index(self.store.player_key(player.pid)):
            try:
                doc = await self.store.load(tid)
            except Broken as exc:  # the player's other tables are still listed
                log.warning("table %s cannot be loaded (%s): left out of %s's tables", tid, exc.reason, player.pid)
                continue
            if doc and doc["status"] in (T.LOBBY, T.ACTIVE):
                out.append(doc)
        return out

    async def my_tables(self, player: Player) -> list[dict]:
        """Every active table waiting for `player`, the one waiting longest first."""
        waiting = [doc for doc in await self.tables_of(player)
                   if doc["status"] == T.ACTIVE and player.pid in doc["waiting_since"]]
        return sorted(waiting, key=lambda d: d["waiting_since"][player.pid])

    async def open_to(self, player: Player) -> list[dict]:
        """For the player's private chat only: the tables waiting for them, then those where they may act
        out of turn (a thief); if none, every open table where they sit. Never for a public answer: it
        would tell who holds a secret choice."""
        mine = await self.tables_of(player)
        waiting = await self.my_tables(player)
        ids = {d["id"] for d in waiting}
        waiting += [d for d in mine if d["id"] not in ids and player.pid in self.may_act(d)]
        return waiting or mine

    async def export(self, tid: str) -> dict:
        """A finished or abandoned game: the complete record (game, players, seed, options, actions), what
        `python -m rules replay` reads. A running game: its public record only (record "public"), what
        everyone at the table saw: the public view and, per log entry, who acted and the public lines.
        The seed (which would deal every hidden card), the RNG state, hands and secret choices stay out
        until the game is over, and so do action texts: the table never sees them, and one may name a
        secret (a card played face down, chosen residents, the money cards of a payment)."""
        doc = await self.table(tid)
        if not doc["state"]:
            raise NotAllowed(N_("This table has not started: there is no game to export yet."))
        entries = await self.store.full_log(doc["id"])
        if doc["status"] in (T.FINISHED, T.ABANDONED):
            actions: list[list] = []
            for entry in entries:
                if entry["kind"] in ("move", "resign"):
                    actions.append([entry["seat"], entry["action"]])
                elif entry["kind"] == "undo":
                    del actions[len(actions) - entry["count"]:]
            env = get_game(doc["game"]).load(doc["state"])
            return {"record": "complete",
                    "about": T.say(doc, N_("The whole game: python -m rules replay FILE replays it.")),
                    "game": doc["game"], "players": env.names, "seed": env.seed, "options": env.options,
                    "actions": actions}
        view = self.view_of(doc, None)
        view.pop("version", None)  # the table version also counts moves nobody else saw
        public_log = []
        for entry in entries:
            lines = [T.say(doc, ev) for ev in entry["events"] if ev["seat"] is None]
            if not lines:
                continue  # nothing the table could read: a secret answer, a private setting
            # no version numbers: their gaps would tell where somebody made a move nobody else saw
            public_log.append({"t": entry["t"], "kind": entry["kind"], "seat": entry["seat"], "lines": lines})
        return {"record": "public",
                "about": T.say(doc, N_("The public record of a running game: what everyone at the table can see. It "
                                       "does not replay: the seed, hands and secret choices stay hidden until the "
                                       "game is over.")),
                "game": doc["game"], "table": doc["id"], "players": view["names"],
                "options": view["options"], "log": public_log, "view": view}

    # ---- lobby ---------------------------------------------------------------------------------
    async def create(self, place: Place, game_id: str, options: dict | list[str] | None,
                     creator: Player) -> dict:
        try:
            game = get_game(game_id)
            given = parse_option_args(options) if isinstance(options, list) else dict(options or {})
            table_settings = table_options(given)  # hints=yes: the table's, not the game's
            opts = resolve_options(game.options, self.option_keys(game, given))
            game.check_options(opts, None)  # options that never go together are refused at once
        except SetupError as exc:
            raise BadCommand(exc.message).of_game(game_id) from None
        now = self.clock()
        chosen = await self.chosen_lang(creator.pid)
        for _ in range(10):
            tid = "".join(secrets.choice(ID_ALPHABET) for _ in range(6))
            doc = T.new_doc(tid, game.id, opts, place, creator, now, chosen)
            doc["settings"].update(table_settings)
            if await self.store.create(tid, doc):
                break
        else:
            raise ServiceError(N_("Could not allocate a table id; try again."))
        log_context.note_table(tid)  # a new table is named in its interaction's log lines like any other
        await self.store.index_add(self.store.chan_key(place.key), tid)
        await self.store.index_add(self.store.player_key(creator.pid), tid)
        # the options that change the game, as a player types them, in the table's language ("mura=sì"; either
        # language is accepted): the defaults go without saying (Castles alone has ten)
        specs = {s.key: s for s in game.options}
        opts_text = [msg(N_("{option}={value}"), option=k, value=specs[k].shown(v)) for k, v in opts.items()
                     if v != specs[k].default] or N_("standard rules")
        if table_settings.get(HINTS) == "yes":
            opts_text = (opts_text if isinstance(opts_text, list) else [opts_text]) + [N_("hints on")]
        opened = msg(N_("{who} opened a table of {game} (#{table}, {least}-{most} players; {options})."),
                     who=T.named(creator.name), game=game.title, table=tid, least=game.min_players,
                     most=game.max_players, options=opts_text)
        groups = game.teams(opts, game.max_players)  # a team game: who plays with whom at a full table
        if groups:
            opened = msg(N_("{opened} {teams} (seats are drawn when the game starts)."), opened=opened,
                         teams=teams_line(groups, seated=False))
        await self._emit(doc, "created", T.say(doc, opened), creator.pid)
        return doc

    async def join(self, tid: str, player: Player) -> dict:
        chosen = await self.chosen_lang(player.pid)

        def change(doc):
            self._require_lobby(doc)
            if any(p["pid"] == player.pid for p in doc["players"]):
                raise BadCommand(N_("You are already at this table."))
            game = get_game(doc["game"])
            if len(doc["players"]) >= game.max_players:
                raise NotAllowed(N_("This table is full ({most} players)."), most=game.max_players)
            doc["players"].append(T.player_record(player, chosen))
            line = msg(N_("{who} joins ({count}/{most})."), who=T.named(player.name), count=len(doc["players"]),
                       most=game.max_players)
            return [self.log_entry(doc, "join", None, line)], line

        doc = await self.update(tid, change, "joined", player.pid)
        await self.store.index_add(self.store.player_key(player.pid), doc["id"])
        return doc

    async def leave(self, tid: str, player: Player) -> dict:
        def change(doc):
            self._require_lobby(doc, started=N_("The game has started: use resign to leave it."))
            if not any(p["pid"] == player.pid for p in doc["players"]):
                raise NotAllowed(N_("You are not at this table."))
            doc["players"] = [p for p in doc["players"] if p["pid"] != player.pid]
            people = [p["pid"] for p in doc["players"] if not T.is_bot(p["pid"])]
            line = msg(N_("{who} leaves."), who=T.named(player.name))
            if not doc["players"]:
                doc["status"] = T.ABANDONED
                line = msg(N_("{who} leaves. The table is empty and closes."), who=T.named(player.name))
            elif not people:  # computer players do not play on their own: nobody would watch
                doc["status"] = T.ABANDONED
                line = msg(N_("{who} leaves. Only computer players are left, so the table closes."),
                           who=T.named(player.name))
            elif doc["creator"] == player.pid:  # the opener's rights pass to the next person, never to a bot
                doc["creator"] = people[0]
            return [self.log_entry(doc, "leave", None, line)], line

        doc = await self.update(tid, change, "left", player.pid)
        await self.store.index_remove(self.store.player_key(player.pid), doc["id"])
        if doc["status"] == T.ABANDONED:
            await self.store.index_remove(self.store.chan_key(T.place_of(doc).key), doc["id"])
        return doc

    async def add_bot(self, tid: str, player: Player, level: str = "normal") -> dict:
        """Seat a computer player of `level` (anyone at the table may; the table fills like with a join)."""
        if level not in LEVELS:
            raise BadCommand(N_("A computer player's level is easy, normal or strong."))

        def change(doc):
            self._require_lobby(doc)
            if not any(p["pid"] == player.pid for p in doc["players"]):
                raise NotAllowed(N_("Only a player at this table can add a computer player: join first."))
            game = get_game(doc["game"])
            if len(doc["players"]) >= game.max_players:
                raise NotAllowed(N_("This table is full ({most} players)."), most=game.max_players)
            taken = [int(p["pid"].split(":")[1]) for p in doc["players"] if T.is_bot(p["pid"])]
            record = T.bot_record(max(taken, default=0) + 1, level)
            doc["players"].append(record)
            line = msg(N_("{who} adds a computer player: {bot} ({level}) joins ({count}/{most})."),
                       who=T.named(player.name), bot=T.named(record["name"]), level=LEVEL_WORDS[level],
                       count=len(doc["players"]), most=game.max_players)
            return [self.log_entry(doc, "join", None, line)], line

        return await self.update(tid, change, "joined", player.pid)

    async def remove_bot(self, tid: str, player: Player) -> dict:
        """Take the last computer player added off the table before the game starts."""
        def change(doc):
            self._require_lobby(doc)
            if not any(p["pid"] == player.pid for p in doc["players"]):
                raise NotAllowed(N_("Only a player at this table can remove a computer player."))
            bots = [p for p in doc["players"] if T.is_bot(p["pid"])]
            if not bots:
                raise BadCommand(N_("There is no computer player at this table."))
            doc["players"].remove(bots[-1])
            line = msg(N_("{who} removes {bot}."), who=T.named(player.name), bot=T.named(bots[-1]["name"]))
            return [self.log_entry(doc, "leave", None, line)], line

        return await self.update(tid, change, "left", player.pid)

    async def start(self, tid: str, player: Player, is_admin: bool = False) -> dict:
        def change(doc):
            self._require_lobby(doc)
            if doc["creator"] != player.pid and not is_admin:
                raise NotAllowed(N_("Only the player who opened the table can start it (in a chat, its admins too)."))
            if all(T.is_bot(p["pid"]) for p in doc["players"]):
                raise NotAllowed(N_("Computer players do not play on their own: a person must sit at the table."))
            game = get_game(doc["game"])
            seed = secrets.randbits(62)
            seated = list(doc["players"])
            random.Random(seed).shuffle(seated)  # the seed is stored, so the order can be audited
            try:
                game.check_options(doc["options"], len(seated))
                st = game.new([p["name"] for p in seated], seed, doc["options"])
            except SetupError as exc:
                raise BadCommand(exc.message).of_game(doc["game"]) from None
            doc["seats"] = [p["pid"] for p in seated]
            doc["status"] = T.ACTIVE
            if game.seats_are_turn_order:
                order = [msg(N_("{number}. {who}"), number=i + 1, who=seat_of_msg(i)) for i in range(len(seated))]
                line = msg(N_("The game starts. Seat order: {order}."), order=order)
            else:  # the board orders the turns (its opening says how): the seats are no order to announce
                order = None
                line = msg(N_("The game starts: {players}."), players=listing(seat_of_msg(i) for i in range(len(seated))))
            groups = game.teams(doc["options"], len(seated))
            if groups:  # who plays with whom, by name
                line = msg(N_("{line} {teams}."), line=line, teams=teams_line(groups, seated=True))
            entries = [self.log_entry(doc, "start", None, line,
                                      events=[Event(m) for m in game.opening(st)])]  # who begins, and why
            entries += self._settle(doc, game, st)
            # the rules may pick the start player themselves (Castles: highest roll), so say who begins
            summary = msg(N_("{game} starts! Seat order: {order}. {waiting}"), game=game.title, order=order,
                          waiting=game.waiting_text(st)) if order else \
                msg(N_("{game} starts! {waiting}"), game=game.title, waiting=game.waiting_text(st))
            if groups:
                summary = msg(N_("{game} starts! Seat order: {order}. {teams}. {waiting}"), game=game.title,
                              order=order, teams=teams_line(groups, seated=True), waiting=game.waiting_text(st))
            return entries, summary

        return await self.update(tid, change, "started", player.pid)

    @staticmethod
    def check_abandon(doc: dict, player: Player, is_admin: bool = False) -> None:
        """Refuses (NotAllowed) unless `player` may close the table now: what an adapter checks before it asks
        "Close the table for everyone?", and `abandon` again when it is confirmed."""
        if doc["status"] not in (T.LOBBY, T.ACTIVE):
            raise NotAllowed(N_("This game is over.") if doc["status"] == T.FINISHED else N_("This table is already closed."))
        if doc["creator"] != player.pid and not is_admin:
            raise NotAllowed(N_("Only the player who opened the table can abandon it (in a chat, its admins too)."))

    def check_resign(self, doc: dict, player: Player) -> None:
        """Refuses unless `player` could resign now (seated at a running game, not yet resigned): checked
        before an adapter asks "Resign?" (`resign` itself refuses the same, through `_playing` and the rules)."""
        game, st, seat = self._playing(doc, player, must_act=False)
        if seat in st.resigned:
            raise NotAllowed(N_("You have already resigned."))

    async def abandon(self, tid: str, player: Player, is_admin: bool = False) -> dict:
        def change(doc):
            self.check_abandon(doc, player, is_admin)
            doc["status"] = T.ABANDONED
            doc["waiting_since"] = {}
            line = msg(N_("{who} closed the table."), who=T.named(player.name))
            return [self.log_entry(doc, "abandon", None, line)], line

        doc = await self.update(tid, change, "abandoned", player.pid)
        await self._drop_indexes(doc)
        return doc

    async def set_refs(self, tid: str, refs: dict) -> None:
        """Adapters remember their message ids (board message, ping) here; no version, no event."""
        await self.store.set_refs(tid, refs)

    async def change_settings(self, tid: str, player: Player, is_admin: bool, changes: dict, *,
                              idem: str | None = None) -> dict:
        """Merge already validated `changes` into the table's settings (creator or channel admin only)."""
        def change(doc):
            self.check_settings_change(doc)
            if doc["creator"] != player.pid and not is_admin:
                raise NotAllowed(N_("Only the player who opened the table can change its settings (in a chat, its admins too)."))
            doc["settings"].update(changes)
            # KEY=VALUE as a player types it (the keys are the same in every language; yes/no are said in its own)
            text = [msg(N_("{option}={value}"), option=T.named(k), value=T.setting_value(k, str(v))) for k, v in changes.items()]
            line = msg(N_("{who} changed the settings: {changes}."), who=T.named(player.name), changes=text)
            return [self.log_entry(doc, "settings", None, line)], line

        return await self.update(tid, change, "settings", player.pid, idem=idem)

    # ---- play ----------------------------------------------------------------------------------
    async def move(self, tid: str, player: Player, text: str | None = None, *, index: int | None = None,
                   version: int | None = None, idem: str | None = None) -> dict:
        """Apply one action: typed canonical `text`, or `index` into the options of `version` (a button).
        A refusal is counted by its reason (bot/ops/metrics.py)."""
        try:
            return await self._move(tid, player, text, index=index, version=version, idem=idem)
        except ServiceError as exc:
            metrics.move_refused(player.platform, exc)
            raise

    async def _move(self, tid: str, player: Player, text: str | None, *, index: int | None,
                    version: int | None, idem: str | None) -> dict:
        if text is None and index is None:
            raise BadCommand(N_("Say which move: its number or its text."))
        # forged or absurd numbers never reach the rules (a 5,000-digit index cannot even be printed)
        if index is not None and (type(index) is not int or not 0 <= index < 100_000):
            raise BadCommand(N_("There is no such option: pick one of the numbered moves."))
        if version is not None and type(version) is not int:
            raise BadCommand(N_("A button must carry the table version."))
        def change(doc):
            game, st, seat = self._playing(doc, player, text=text or "")
            if index is not None:
                if version is None:
                    raise BadCommand(N_("A button must carry the table version."))
                if version < doc["opt_ver"][seat] or version > doc["version"]:
                    raise Stale(N_("That button is from an earlier moment of the game; here are your moves now."),
                                self._safe_options(doc, player))
                acts = game.actions(st, seat)
                if not 0 <= index < len(acts):
                    if version == doc["version"]:
                        # not how many there are: the count follows a private hand, and this may be public
                        raise BadCommand(N_("There is no option {number}: your private menu lists your moves."),
                                         number=index + 1)
                    raise Stale(N_("That option no longer exists; here are your moves now."),
                                self._safe_options(doc, player))
                action = acts[index]
            else:
                action = text
            before = doc["state"]
            try:
                applied = game.apply(st, seat, action)
            except IllegalAction as exc:
                labelled = None if index is not None else self._by_label(doc, game, st, seat, player, text)
                if labelled is None:
                    raise BadCommand(T.resolved(doc, exc.message)).of_game(doc["game"]) from None
                applied = game.apply(st, seat, labelled)
            entries = [self.log_entry(doc, "move", seat, None, applied.events, action=applied.action,
                                   reveal=applied.news)]
            self._push_undo(doc, seat, before, applied.reveals, forced=False, quiet=_quiet(applied))
            entries += self._settle(doc, game, st, acted={seat})
            return entries, self._summary(doc, entries)

        return await self.update(tid, change, "moved", player.pid, idem=idem)

    async def undo(self, tid: str, player: Player, *, version: int | None = None, idem: str | None = None) -> dict:
        """Take back the player's own moves of the turn they are still playing. `version`: the table
        version an undo button was drawn at; a second press of it (or a press after anything else
        happened) is refused rather than taking back a second move."""
        def change(doc):
            game, st, seat = self._playing(doc, player, must_act=False)
            if version is not None and version != doc["version"]:
                raise Stale(N_("That undo button is from an earlier moment of the game; nothing was taken back."),
                            self._safe_options(doc, player))
            popped, restore, earlier = self._undo_target(doc, game, st, seat)
            quiet = all(e.get("quiet") for e in doc["undo"][len(doc["undo"]) - popped:])
            del doc["undo"][len(doc["undo"]) - popped:]
            doc["state"] = restore
            self._refresh(doc, game, earlier, acted={seat})
            line = plural("{who} takes back {n} move.", "{who} takes back {n} moves.", "n", who=seat_of_msg(seat),
                          n=popped)
            if quiet:  # moves nobody saw: taken back where nobody sees it, told only to the player
                return [self.log_entry(doc, "undo", seat, raw_events=[{**line, "seat": seat}], count=popped)], ""
            return [self.log_entry(doc, "undo", seat, line, count=popped)], line

        try:
            return await self.update(tid, change, "undone", player.pid, idem=idem)
        except Stale:
            metrics.STALE_PRESSES.labels(player.platform, "undo").inc()
            raise

    async def resign(self, tid: str, player: Player, *, idem: str | None = None) -> dict:
        def change(doc):
            game, st, seat = self._playing(doc, player, must_act=False)
            applied = game.resign(st, seat)
            doc["undo"] = []
            entries = [self.log_entry(doc, "resign", seat, None, applied.events, action="resign")]
            if not game.over(st) and machine_seats(doc, st) >= set(range(st.n)):
                # only computer players are left: nobody would watch them play on
                doc["state"] = game.dump(st)
                doc["status"] = T.ABANDONED
                doc["waiting_since"] = {}
                line = N_("No person is left at the table: the computer players stop and the table closes.")
                entries.append(self.log_entry(doc, "abandon", None, line))
                return entries, self._summary(doc, entries)
            entries += self._settle(doc, game, st, acted={seat})
            return entries, self._summary(doc, entries)

        return await self.update(tid, change, "resigned", player.pid, idem=idem)

    async def autoplay(self, tid: str, pid: str, reason: str = N_("deadline passed"), *, choice: str | None = None,
                       version: int | None = None) -> dict:
        """Play for a seat that must act (autopilot after a deadline): `choice`, the computer player's move
        chosen on table `version`, when the table is still at that version; else the safe default action.
        `reason` is a message (a key marked with N_), said in each reader's language."""
        def change(doc):
            game, st, seat = self._playing(doc, T.player_of(doc, pid))
            action = chosen_or_default(game, st, seat, choice if version == doc["version"] else None)
            before = doc["state"]
            entries = [self._autopilot_entry(doc, game, st, seat, action, reason)]
            self._push_undo(doc, seat, before, True, forced=True)
            entries += self._settle(doc, game, st, acted={seat})
            return entries, self._summary(doc, entries)

        return await self.update(tid, change, "moved", pid)

    async def machine_move(self, tid: str, pid: str, choice: str | None, version: int) -> dict:
        """The computer's move for a seat it plays (a computer player, a resigned seat), chosen on table
        `version`: waited for, or its answer in an open out-of-turn window (a thief; a pass leaves no more
        public trace than a person's). Posted like anyone's move. Refused with Stale when the table moved on
        meanwhile (think again), and the safe default is played when there is no usable choice (the search
        failed)."""
        def change(doc):
            if doc["version"] != version:
                raise Stale(N_("The table moved on while the computer player was thinking."))
            self._require_active(doc)
            seat = T.seat_of(doc, pid)
            game = get_game(doc["game"])
            st = game.load(doc["state"])
            window = seat in game.may_act(st) and seat in game.window_seats(st)
            if seat is None or seat not in machine_seats(doc, st) or not (seat in game.current(st) or window):
                raise Stale(N_("The computer player has nothing to do here now."))
            action = chosen_or_default(game, st, seat, choice)
            before = doc["state"]
            if T.is_bot(pid):
                applied = game.apply(st, seat, action)
                entries = [self.log_entry(doc, "move", seat, None, applied.events, action=applied.action,
                                          reveal=applied.news)]
            else:  # a resigned seat: the autopilot plays it, and says so
                entries = [self._autopilot_entry(doc, game, st, seat, action, N_("resigned"))]
            self._push_undo(doc, seat, before, True, forced=True)
            entries += self._settle(doc, game, st, acted={seat})
            return entries, self._summary(doc, entries)

        return await self.update(tid, change, "moved", pid)

    # ---- internals -----------------------------------------------------------------------------
    def _autopilot_entry(self, doc: dict, game, st, seat: int, action, reason) -> dict:
        """Apply the autopilot's `action` for `seat` and its log entry: "Autopilot ({reason}) plays for Ann."
        in public, the move itself only to its player. The public line never names the move (it may be a
        secret choice); and neither closing an optional window nor a move that leaves no public trace (a
        thief's pass) is announced: who had not answered such a window is itself a secret."""
        window = game.is_interrupt(st)
        applied = game.apply(st, seat, action)
        secret = window or not any(e.seat is None for e in applied.events)
        events = [] if secret else [{**msg(N_("Autopilot ({reason}) plays for {who}."), reason=reason,
                                           who=seat_of_msg(seat)), "seat": None}]
        events += [{**msg(N_("Autopilot played for you: {move}."), move=action.label or action.text),
                    "seat": seat}]
        events += [e.as_dict() for e in applied.events]
        return self.log_entry(doc, "move", seat, None, None, action=action.text, auto=True, raw_events=events,
                              reveal=applied.news)

    def _playing(self, doc: dict, player: Player, must_act: bool = True, text: str = ""):
        self._require_active(doc)
        seat = T.require_seat(doc, player)
        game = get_game(doc["game"])
        st = game.load(doc["state"])
        if must_act and not game.acts_now(st, seat):
            raise NotAllowed(T.resolved(doc, game.not_now(st, seat, text)))
        return game, st, seat

    def can_undo(self, doc: dict, player: Player) -> bool:
        """Whether `player` could take back a move now (adapters offer an Undo button only then)."""
        try:
            game, st, seat = self._playing(doc, player, must_act=False)
            self._undo_target(doc, game, st, seat)
        except ServiceError:
            return False
        return True

    def _undo_target(self, doc: dict, game, st, seat: int) -> tuple[int, str, object]:
        """(entries to pop, state to restore, that state loaded) for an undo by `seat`, or NotAllowed:
        only the seat's own moves since the last reveal, never past the turn passing to someone who was
        told, and never an answer given out of turn (a thief's: it was made where nobody saw it)."""
        stack = doc["undo"]
        popped = 0
        while popped < len(stack) and stack[-1 - popped]["seat"] == seat and stack[-1 - popped]["forced"]:
            popped += 1
        if popped == len(stack) or stack[-1 - popped]["seat"] != seat:
            raise NotAllowed(N_("Nothing to undo: you can take back only your own moves of this turn, and never "
                                "past a die roll, a draw, a revealed choice or a chance the others had to answer."))
        restore = stack[-1 - popped]["state"]
        earlier = game.load(restore)
        if self._told(game, st) - self._told(game, earlier) - {seat}:
            # the turn passed and the next player was told: undo is for your own turn only
            raise NotAllowed(N_("Nothing to undo: your turn is over, and the next player has been told. You "
                                "can take back only your own moves of the turn you are playing."))
        if seat not in game.current(earlier):
            raise NotAllowed(N_("An answer given out of turn or in secret cannot be taken back; a secret answer can be "
                                "changed by answering again until everyone has answered."))
        return popped + 1, restore, earlier

    @staticmethod
    def _by_label(doc: dict, game, st, seat: int, player: Player, text: str):
        """The one legal action whose button says what was typed (in the player's language or in English:
        "Take Watchtower from depot 6"), when the rules read the text as no move; else None."""
        typed = normalise(text).rstrip(".")
        lang = T.reader_lang(doc, player.pid, player.lang)
        labels = [(a, {normalise(T.say(doc, a.label, x)).rstrip(".") for x in (lang, "en")})
                  for a in game.actions(st, seat) if a.label]
        found = [a for a, said in labels if typed in said]
        if not found:  # a card typed by its name, without the number in brackets: "nachtwächter (106)"
            found = [a for a, said in labels if typed in {BRACKETED.sub("", x) for x in said}]
        return found[0] if len(found) == 1 else None

    @staticmethod
    def _told(game, st) -> set[int]:
        """The seats that have been asked to act in this state (waited for, or free to act)."""
        return set(game.current(st)) | set(game.may_act(st))

    @staticmethod
    def ended(doc: dict) -> str | None:
        """Why nothing can be done at the table any more, a message key ("This game is over.", "This table has
        been closed."); None while it is open (waiting for players or playing). Every refusal of a table that
        ended says it in these words, whatever was asked."""
        if doc["status"] in (T.LOBBY, T.ACTIVE):
            return None
        return N_("This game is over.") if doc["status"] == T.FINISHED else N_("This table has been closed.")

    @classmethod
    def _require_lobby(cls, doc: dict, started: str = N_("This table has already started.")) -> None:
        """Refuses unless the table waits for players; `started`: the words for a running game."""
        if doc["status"] == T.ACTIVE:
            raise NotAllowed(started)
        if cls.ended(doc):
            raise NotAllowed(cls.ended(doc))

    @classmethod
    def _require_active(cls, doc: dict) -> None:
        if doc["status"] == T.LOBBY:
            raise NotAllowed(N_("The game has not started yet."))
        if cls.ended(doc):
            raise NotAllowed(cls.ended(doc))

    @classmethod
    def settings_closed(cls, doc: dict) -> dict | None:
        """"This table has been closed. Its settings can no longer be changed." (or "This game is over. ...")
        for a table that ended: what its settings list says, and the refusal of any change; None while open."""
        ended = cls.ended(doc)
        return msg(N_("{ended} Its settings can no longer be changed."), ended=ended) if ended else None

    @classmethod
    def check_settings_change(cls, doc: dict) -> None:
        """Refuses (NotAllowed) a change of the settings of a table that ended."""
        closed = cls.settings_closed(doc)
        if closed:
            raise NotAllowed(closed)

    @classmethod
    def require_playing(cls, doc: dict) -> None:
        """Refuses (NotAllowed: "The game has not started yet.", "This game is over.", "This table has been
        closed.") unless the game is running: what a move, an undo or a list of moves would answer."""
        cls._require_active(doc)

    def waited_for(self, doc: dict) -> list[str]:
        """The people the table waits for now (`to_act`), for a command that plays for whoever must act or
        lists their moves: refused (`require_playing`, as a move would be) unless the game is running, so that
        a table that ended or has not started is not taken for one where nobody must act just now."""
        self.require_playing(doc)
        return self.to_act(doc)

    def _safe_options(self, doc: dict, player: Player) -> Options | None:
        try:
            return self.options_of(doc, player)
        except ServiceError:
            return None

    def _push_undo(self, doc: dict, seat: int, before: str, reveals: bool, forced: bool, quiet: bool = False) -> None:
        """Remember the state before this action so its player may take it back within the turn; `quiet`: the
        action left no public trace (a secret dice pick), so taking it back must leave none either."""
        stack = doc["undo"]
        if reveals or (stack and stack[-1]["seat"] != seat):
            stack.clear()
        if not reveals:
            stack.append({"seat": seat, "state": before, "forced": forced, **({"quiet": True} if quiet else {})})

    def _settle(self, doc: dict, game, st, acted: set[int] | None = None) -> list[dict]:
        """Apply forced actions (a seat with exactly one option), then store state and bookkeeping.
        `acted`: the seats whose action this change applied (forced ones are added)."""
        entries = []
        acted = set(acted or ())
        for _ in range(MAX_FORCED):
            forced = None
            # a seat with a choice waits, whoever plays it: a person, or the computer (bot/robots) for a
            # computer player or a resigned seat of a game that goes on
            for seat in game.current(st):
                acts = game.actions(st, seat)
                if len(acts) == 1:
                    forced = (seat, acts[0])
                    break
            if forced is None:
                break
            seat, action = forced
            before = game.dump(st)
            applied = game.apply(st, seat, action)
            acted.add(seat)
            self._push_undo(doc, seat, before, applied.reveals, forced=True, quiet=_quiet(applied))
            entries.append(self.log_entry(doc, "move", seat, None, applied.events, action=action.text,
                                          reveal=applied.news, forced=True))
        doc["state"] = game.dump(st)
        self._refresh(doc, game, st, acted)
        if game.over(st):
            res = game.final(st)
            doc["status"] = T.FINISHED
            doc["result"] = res.as_dict()
            doc["undo"] = []
            entries.append(self.log_entry(doc, "end", None, self.final_message(res, st.resigned)))
        return entries

    @staticmethod
    def final_message(res, resigned: list[int], head: str = N_("Game over.")) -> dict:
        """"Game over. Winners: Ann and Bob. Scores: ..." as a message (seats by number): best first, every
        resigned seat after the players still in, marked and never a winner, and the tie-break named when
        it decided between equal scores. `res` is a Result or its dict (the "result" of a table or a
        view); `head` a key marked with N_."""
        if isinstance(res, dict):
            res = Result(**res)
        out = set(resigned)
        ranked = [s for s in res.ranking if s not in out]
        winners = [s for s in res.winners if s not in out]
        scores = [msg(N_("{who}: {score} (resigned)") if s in out else N_("{who}: {score}"),
                      who=seat_of_msg(s), score=res.scores[s])
                  for s in ranked + [s for s in res.ranking if s in out]]
        won = listing([seat_of_msg(s) for s in winners]) if winners else N_("nobody")
        # "Winner: nobody" as before: the plural form is chosen by the winners counted, at least one
        line = plural("{head} Winner: {won}. Scores: {scores}.", "{head} Winners: {won}. Scores: {scores}.", "n",
                      n=max(1, len(winners)), head=head, won=won, scores=scores)
        top = max((res.scores[s] for s in ranked), default=None)
        tied = [s for s in ranked if res.scores[s] == top]
        if len(tied) > len(winners) and res.tiebreak_note:
            line = msg(N_("{line} Tie broken by {note}."), line=line, note=res.tiebreak_note.removeprefix("ties: "))
        if res.outcome:  # what the game adds (a game of one: won or lost)
            line = msg(N_("{line} {outcome}"), line=line, outcome=res.outcome)
        return line

    @classmethod
    def final_line(cls, names: list[str], res, resigned: list[int], head: str = N_("Game over."),
                   lang: str = i18n.SOURCE) -> str:
        """The final_message as a sentence in `lang` (English by default), seats by `names`."""
        return i18n.say(lang, cls.final_message(res, resigned, head), names)

    def _refresh(self, doc: dict, game, st, acted: set[int] = frozenset()) -> None:
        """Recompute who waits since when, and which seats' buttons are stale: every button a seat was
        shown before its own action (an identical list after a move is still a new decision: a double
        press must not land twice), and a seat's buttons whenever its option list changed."""
        n = st.n
        new_version = doc["version"] + 1
        sigs = [T.options_signature([a.text for a in game.actions(st, s)]) for s in range(n)]
        old_sigs = doc["opt_sig"] or [None] * n
        old_ver = doc["opt_ver"] or [0] * n
        doc["opt_ver"] = [old_ver[s] if old_sigs[s] == sigs[s] and s not in acted else new_version
                          for s in range(n)]
        doc["opt_sig"] = sigs
        now = self.clock()
        current = {doc["seats"][s] for s in game.current(st)}
        doc["waiting_since"] = {pid: doc["waiting_since"].get(pid, now) for pid in current}

    def log_entry(self, doc: dict, kind: str, seat: int | None, text=None, events=None, *,
                  action: str | None = None, raw_events: list | None = None, **extra) -> dict:
        """The log entry of the change `doc` is about to get (its next version): what an update's
        `change` function returns with its summary. `text`: the service's own public line, a message
        (rules/core/text.py), stored as such so that the log reads in any language later."""
        evs = raw_events if raw_events is not None else [e.as_dict() for e in (events or [])]
        if text:
            evs = [{**({"key": text} if isinstance(text, str) else text), "seat": None}] + evs
        entry = {"v": doc["version"] + 1, "t": self.clock(), "kind": kind, "seat": seat, "events": evs}
        if action is not None:
            entry["action"] = action
        entry.update(extra)
        return entry

    def _summary(self, doc: dict, entries: list[dict]) -> str:
        """What the channel reads of a change, in the table's language, a line per public log line (a phone
        reads a week's events one under another): the action text itself may be a secret choice (a card played
        face down), so it never appears here."""
        parts = []
        for e in entries:
            public = [T.say(doc, ev) for ev in e["events"] if ev["seat"] is None]
            if e["kind"] == "move":
                forced = e.get("forced")
                if public and forced:  # the move's own line comes first; what followed from it after
                    public[0] += " " + T.say(doc, N_("(their only move)"))
                if not public:
                    public = [T.say(doc, msg(N_("{who} made their only move.") if forced else N_("{who} moved."),
                                             who=seat_of_msg(e["seat"])))]
                parts.extend(public)
            else:
                parts.extend(public)
        return "\n".join(parts)

    async def update(self, tid: str, change, kind: str, actor: str | None, idem: str | None = None) -> dict:
        """Load, change, compare-and-set; on a concurrent write, recompute on the fresh table.

        `change(doc)` edits the document in place and returns (log entries, summary); it may raise a
        ServiceError to refuse. Modules beside the service (reminders, settings) change tables this way.

        Recomputing is safe: a button carries the version it was drawn at and is refused once its
        seat's options changed, so of two presses of one button exactly one lands."""
        for _ in range(RETRIES):
            doc = await self.table(tid)
            if idem and await self.store.seen(doc["id"], idem):
                return doc  # a retried request that was already applied once
            expected, was = doc["version"], doc["status"]
            waiting = set(doc["waiting_since"])
            try:
                entries, summary = change(doc)
                if not isinstance(summary, str):  # a message: the channel reads it in the table's language
                    summary = T.say(doc, summary)
            except GameError as exc:  # a rules message is a player message
                raise BadCommand(T.resolved(doc, exc.message)).of_game(doc["game"]) from None
            if self._to_post(doc, was, waiting, entries, actor):
                # announced durably: the table is due before it is saved, so no crash can lose it
                doc["post_v"] = expected + 1
                await self.store.announce_due(T.place_of(doc).platform, doc["id"], self.clock() + ANNOUNCE_AFTER)
            said = kind
            if kind in ("moved", "undone") and not any(ev["seat"] is None for e in entries for ev in e["events"]):
                # nothing public happened (a thief window passed in private): adapters post nothing in
                # public, so nobody learns that this player had a secret choice to make
                said = "private"
            doc["updated"] = self.clock()
            closed = doc["status"] in T.CLOSED
            if closed:
                doc["undo"] = []  # states kept for taking back a move: nobody plays any more
            version = await self.store.save(doc["id"], expected, doc, entries, idem=idem,
                                            ttl=self.finished_ttl if closed else 0, pack=closed)
            if version != CONFLICT:
                doc["version"] = version
                if kind == "moved":
                    metrics.move_applied(doc["game"])
                if doc["status"] in (T.FINISHED, T.ABANDONED):
                    await self._drop_indexes(doc)
                await self._emit(doc, said, summary, actor, entries)
                if doc["status"] == T.FINISHED and was != T.FINISHED:
                    await self._emit(doc, "finished", T.say(doc, entries[-1]["events"][0]), actor)
                return doc
        raise Conflict(N_("The table is very busy right now; please try again."))

    def _to_post(self, doc: dict, was: str, waiting: set[str], entries: list[dict], actor: str | None) -> bool:
        """Whether this change is worth a new public board: the turn passed (someone other than the
        actor must act now who did not before), something hidden came to light, or the game started,
        ended or lost a player. A step within a turn is not: the acting player sees it privately, and
        the next board sums up the whole turn. Nor is a change after which only the computer is waited
        for: its moves follow at once, and the board that asks a person sums them up; but when the computer
        pauses before its turn so that people may answer out of turn (`pause_until`), the board says so."""
        if not doc["state"]:
            return False
        if doc["status"] != was and doc["status"] in (T.ACTIVE, T.FINISHED):
            return True
        if any(e["kind"] == "resign" for e in entries):
            return True
        machine = set(self.machine_to_act(doc))
        # unless the computer pauses for people who may answer out of turn first: then the board tells them
        paused = bool(machine) and self.pause_until(doc) is not None
        if machine and not set(doc["waiting_since"]) - machine and not paused:
            return False
        if set(doc["waiting_since"]) - (set() if paused else machine) - waiting - {actor}:
            return True
        return any(e.get("reveal") for e in entries)

    async def _drop_indexes(self, doc: dict) -> None:
        await self.store.index_remove(self.store.chan_key(T.place_of(doc).key), doc["id"])
        await self.store.remember_closed(T.place_of(doc).key, doc["id"], self.finished_ttl)
        for p in doc["players"]:
            await self.store.index_remove(self.store.player_key(p["pid"]), doc["id"])

    async def _emit(self, doc: dict, kind: str, summary: str, actor: str | None,
                    entries: list[dict] | None = None) -> None:
        public, private, langs = [], {}, {}
        for e in entries or []:
            for ev in e["events"]:
                if ev["seat"] is None:  # public: in the table's language
                    public.append(T.say(doc, ev))
                else:  # private: in the reader's own (a computer player reads nothing)
                    pid = doc["seats"][ev["seat"]]
                    if T.is_bot(pid):
                        continue
                    if pid not in langs:
                        langs[pid] = T.reader_lang(doc, pid)
                    private.setdefault(pid, []).append(T.say(doc, ev, langs[pid]))
        await self.bus.emit(TableEvent(kind, doc["id"], T.place_of(doc), doc["version"], summary, doc["game"],
                                       self.public_to_act(doc), public, private, actor))


def machine_seats(doc: dict, st) -> set[int]:
    """The seats the computer plays: computer players, and resigned seats (of a game that goes on)."""
    return {s for s, pid in enumerate(doc["seats"]) if T.is_bot(pid)} | set(st.resigned)


def chosen_or_default(game, st, seat: int, choice: str | None):
    """The action `choice` names when it is legal now, else the seat's safe default action."""
    if choice is not None:
        for action in game.actions(st, seat):
            if action.text == choice:
                return action
    return game.default_action(st, seat)


def table_options(given: dict) -> dict:
    """Take the table's own settings out of the options typed when a table opens (`hints=yes`,
    `suggerimenti=sì`): {setting: canonical value}."""
    out = {}
    for key in list(given):
        if str(key).lower() in HINT_KEYS:
            value = str(given.pop(key)).strip().lower()
            if value not in YES_NO:
                raise SetupError(N_("hints is yes or no (got {value})."), value=T.named(value))
            out[HINTS] = YES_NO[value]
    return out


def _quiet(applied) -> bool:
    """Whether an applied move left no public line (a secret choice made in private)."""
    return not any(e.seat is None for e in applied.events)
