"""The local console table: the same table service and commands as in chat, typed in a terminal.

Lines name the player who acts (there is no login): `join Ann`, `move Ann 3`, `hand Ann`.
`next 2` moves for whoever must act now. Images go to the output folder and their paths are printed.
"""
from __future__ import annotations

import asyncio
import json
import logging
import shlex
import sys
from pathlib import Path

import i18n
from rules import games, get_game
from rules.core.errors import GameError
from rules.core.game import INCOMPLETE, NOT_LEGAL
from rules.core.text import N_, msg, parse_int, plural

from bot import confirm, drawing
from bot import table_doc as T
from bot.errors import BadCommand, NotAllowed, NotFound, ServiceError, Stale
from bot.models import BOARD, NOTHING, PRIVATE, Place, Player, TableEvent, pid_parts
from bot.robots import api as robot_api
from bot.robots import robots
from bot.service import TableService
from bot.settings import MINE, scope_of, split_typed
from render import registry

log = logging.getLogger(__name__)

PLACE = Place("console", "local")
# the settings' last line, in the console's command words (there is no channel admin here)
WHO_CHANGES = N_("{creator} opened the table and can change these: settings {creator} KEY VALUE; each player their "
                 "own: settings NAME me KEY VALUE.")
TICK = 5.0  # s between looks for a computer player whose pause ran out while nobody typed
HELP = N_("""Commands (NAME is a local player's name):
  games | rules [GAME]           the games and their options / what a game is about
  new GAME NAME [KEY=VALUE ...]  NAME opens a table of GAME (and joins it)
  join NAME | leave NAME         sit down at / leave the table before it starts
  addbot NAME [LEVEL]            NAME seats a computer player (easy, normal or strong; normal by default)
  removebot NAME                 NAME takes the last computer player added off the table
  start                          start the game (random seat order)
  tables | use ID                the open tables / which table the next commands use
  options [NAME]                 numbered legal moves (of NAME, or of everyone who must act)
  move NAME N|TEXT               NAME plays option number N, or a move typed in full
  next N|TEXT                    the player who must act now plays
  autoplay [N]                   play safe default moves for up to N steps (default 1000)
  wait                           the computer player due moves now, without waiting for moves out of turn
  undo [NAME]                    take back NAME's (or the last mover's) last move of this turn
  suggest NAME                   the computer's suggestion for NAME's move (tables with hints=yes)
  hand NAME                      NAME's private view (and private image)
  status | log [NAME]            the table's state / recent moves
  export FILE                    a finished game for `python -m rules replay`; a running one: public record
  settings [NAME [KEY VALUE]]    the table's settings / NAME's own / NAME changes one
  settings NAME me KEY VALUE     NAME's own preference (lang, timezone, quiet, dm)
  resign NAME | abandon [yes]    leave a running game / close the table (asked first)
  help | quit""")


# the rules' general refusals send the player to the chat's private menu: at the console, to `options`
CONSOLE_WORDS = {NOT_LEGAL: N_("'{move}' is not a legal move now: options {who} lists the moves."),
                 INCOMPLETE: N_("'{move}' needs more words (which, where or how many): options {who} lists the moves.")}
CONFIRM_WORDS = ("yes", "sì", "si")  # what ends `resign NAME yes` / `abandon yes` (bot/confirm.py)


class Console:
    def __init__(self, service: TableService, out_dir: str = "out", images: bool = True, write=print,
                 lang: str = i18n.SOURCE):
        self.service = service
        # the console's own language until a table is in use; then the table's (`settings NAME lang it`)
        self.lang = i18n.lang_of(lang)
        self.out = Path(out_dir)
        self.images = images
        self._write = write
        self.last_line: str | None = None  # the line written last (a pause said once, not again right after)
        self.reader: str | None = None  # the player the command in hand acts for: its refusal is in their language
        self.table: str | None = None
        service.bus.subscribe(self.on_event)
        self.robots = robots(service)  # computer players move after each command, before the next is read
        self.hurrying = False  # `autoplay` under way: computer players do not pause
        # (table, player) -> the moves (text, label) as `options` last numbered them for that player: a number
        # typed from that list plays the move it showed, or nothing, however long ago it was printed (chat
        # buttons carry their version for the same)
        self.listed: dict[tuple[str, str], list[tuple[str, str]]] = {}
        self.robots.attach()

    def write(self, line: str) -> None:
        self.last_line = line
        self._write(line)

    def say_pause(self, pause, doc: dict) -> None:
        """"Bot 2 moves in 3 min. (wait: it moves now)", unless the line just written says it already (the event
        of the computer's last move may come after the command that made it, and say it first)."""
        line = "  " + self.say(msg(N_("{pause} (wait: it moves now)"), pause=pause), doc)
        if line != self.last_line:
            self.write(line)

    # ---- words -------------------------------------------------------------------------------
    def say(self, message, doc: dict | None = None, lang: str | None = None) -> str:
        """One of the console's own texts: in `lang`, else the table's language, else the console's."""
        return T.say(doc, message, lang) if doc else i18n.say(self.lang, message)

    def tell(self, message, doc: dict | None = None) -> None:
        self.write(self.say(message, doc))

    async def quietly_current(self) -> dict | None:
        """The table in use, if there is one (for the language of a text that needs no table)."""
        try:
            return await self.current()
        except ServiceError:
            return None

    # ---- events ------------------------------------------------------------------------------
    async def on_event(self, event: TableEvent) -> None:
        if event.place != PLACE:
            return
        if event.show == NOTHING:
            return
        if event.summary and event.show != PRIVATE:  # a private move's summary ("Bob moved.") is not shown
            first, *more = event.summary.split("\n")
            self.write(f"[{event.table}] {first}")
            for line in more:
                self.write(f"  {line}")
        for line in event.public:
            if line not in event.summary:
                self.write(f"  {line}")
        if event.private:  # one local host plays every seat
            doc = await self.service.table(event.table)
            for pid, lines in event.private.items():
                for line in lines:
                    self.write("  " + self.say(msg(N_("(to {who}) {line}"), who=T.named(T.name_of(doc, pid)),
                                                   line=T.named(line)), doc))
        if event.show == BOARD and self.images:
            doc = await self.service.table(event.table)
            self.write("  " + self.say(msg(N_("image: {path}"), path=T.named(await self._image(doc, None))), doc))
        if event.to_act and event.show == BOARD:
            doc = await self.service.table(event.table)
            who = ", ".join(T.name_of(doc, pid) for pid in event.to_act)
            self.write("  " + self.say(msg(N_("now: {who}"), who=T.named(who)), doc))
        elif event.show == BOARD and not self.hurrying:  # a computer's turn that waits for a thief first
            doc = await self.service.table(event.table)
            pause = self.service.pause_line(doc)
            if pause:
                self.say_pause(pause, doc)

    async def _image(self, doc: dict, player: Player | None) -> str:
        """Write every image of the view (a big board goes on in a second one); their paths."""
        view = self.service.view_of(doc, player)
        folder = self.out / doc["id"]
        folder.mkdir(parents=True, exist_ok=True)
        suffix = f"-{player.name}" if player else ""
        paths = []
        for i, png in enumerate(await drawing.pngs(view, self.service.store)):
            path = folder / f"{doc['version']:04d}{suffix}{'-' + str(i + 1) if i else ''}.png"
            path.write_bytes(png)
            paths.append(str(path))
        return ", ".join(paths)

    # ---- commands ----------------------------------------------------------------------------
    def player(self, name: str) -> Player:
        # a console opened in another language than English opens its tables in it
        return Player("console", name.lower(), name, "" if self.lang == i18n.SOURCE else self.lang)

    def seated(self, doc: dict, name: str) -> Player:
        """The person typed by name at a table: one not seated, or a computer player, is refused in the
        console's own words (the service's "you are not seated" reads oddly when one keyboard types for all)."""
        player = self.player(name)
        if doc["status"] != T.ACTIVE or T.seat_of(doc, player.pid) is not None:
            self.reader = player.pid
            return player  # (before the start, or after the end, the service says what is wrong)
        machine = next((p["name"] for p in doc["players"] if T.is_bot(p["pid"])
                        and p["name"].split()[0].lower() == name.lower()), None)
        if machine:
            raise NotAllowed(N_("{name} is a computer player: it plays by itself."), name=T.named(machine))
        raise NotAllowed(N_("{name} is not seated at this table."), name=T.named(name))

    async def current(self) -> dict:
        try:
            doc = await self.service.resolve(PLACE, self.table)
        except NotFound:  # the service's words are the chat's ("in this channel", "new <game>"): ours instead
            if self.table is None and not await self.service.tables_in(PLACE):
                raise NotFound(N_("No table yet: new GAME NAME opens one (games lists the games).")) from None
            raise
        except BadCommand:
            docs = await self.service.tables_in(PLACE) if self.table is None else []
            if len(docs) > 1:  # several open tables and none chosen yet
                ids = ", ".join(f"#{d['id']} ({d['game']})" for d in docs)
                raise BadCommand(N_("Several tables are open: {tables}. use ID picks one."),
                                 tables=T.named(ids)) from None
            raise
        self.table = doc["id"]
        return doc

    async def run_line(self, line: str) -> bool:
        """Run one command; False when the console should stop."""
        line = line.strip()
        if not line or line.startswith("#"):
            return True
        self.reader = None
        try:
            words = shlex.split(line)
        except ValueError as exc:
            await self.error(T.named(str(exc)))
            return True
        cmd, args = words[0].lower(), words[1:]
        if cmd in ("quit", "exit"):
            return False
        handler = getattr(self, f"cmd_{cmd}", None)
        if handler is None:
            await self.error(msg(N_("Unknown command {command}. Type help for the list."), command=T.named(repr(cmd))))
            return True
        try:
            await handler(args)
            await self.robots.drain()
        except Stale as exc:
            await self.error(exc.message)
            if exc.options:
                self._print_options(exc.options)
        except (ServiceError, GameError) as exc:
            await self.error(exc.message)
        except IndexError as exc:  # _need: too few words; the message is the usage line
            # (a usage line is a key: its words, NAME or NOME, in the reader's language, as in `help`)
            await self.error(msg(N_("Usage: {usage}"), usage=str(exc)) if str(exc) and " " in str(exc) else
                             msg(N_("Wrong arguments for {command}. Type help."), command=T.named(cmd)))
        except TypeError:
            await self.error(msg(N_("Wrong arguments for {command}. Type help."), command=T.named(cmd)))
        return True

    async def error(self, message) -> None:
        """A refusal: in the language of the player the command acted for, as a chat tells them alone, else
        the table's (seats by their names), else the console's."""
        doc = await self.quietly_current()
        lang = T.reader_lang(doc, self.reader) if doc and self.reader else None
        self.write(self.say(msg(N_("error: {error}"), error=message), doc, lang))

    def _need(self, args, n, usage):
        if len(args) < n:
            raise IndexError(usage)

    async def cmd_help(self, args):
        self.tell(HELP, await self.quietly_current())

    async def cmd_games(self, args):
        doc = await self.quietly_current()
        for game in games().values():
            self.tell(msg(N_("{game}: {title} ({least}-{most} players)"), game=T.named(game.id), title=game.title,
                          least=game.min_players, most=game.max_players), doc)
            for opt in game.options:
                self.write("    " + self.say(opt.message(), doc))

    async def cmd_rules(self, args):
        """What a game is about, as /rules says it in chat: the named game, else the table's, else every game."""
        doc = await self.quietly_current()
        chosen = [get_game(args[0])] if args else [get_game(doc["game"])] if doc else list(games().values())
        for game in chosen:
            self.tell(msg(N_("{game}: {title} ({least}-{most} players)"), game=T.named(game.id), title=game.title,
                          least=game.min_players, most=game.max_players), doc)
            self.write("  " + self.say(game.summary or N_("No summary yet."), doc))
            if game.rules_ref:
                self.write("  " + self.say(msg(N_("Rule checklist: {where}"), where=game.rules_ref), doc))
            for opt in game.options:
                self.write("    " + self.say(opt.message(), doc))

    async def cmd_new(self, args):
        self._need(args, 2, N_("new GAME NAME"))
        doc = await self.service.create(PLACE, args[0], args[2:], self.player(args[1]))
        self.table = doc["id"]

    async def cmd_join(self, args):
        self._need(args, 1, N_("join NAME"))
        await self.service.join((await self.current())["id"], self.player(args[0]))

    async def cmd_leave(self, args):
        self._need(args, 1, N_("leave NAME"))
        await self.service.leave((await self.current())["id"], self.player(args[0]))

    async def cmd_addbot(self, args):
        self._need(args, 1, N_("addbot NAME [LEVEL]"))
        await robot_api.add_bot(self.service, (await self.current())["id"], self.player(args[0]),
                                args[1] if len(args) > 1 else None)

    async def cmd_removebot(self, args):
        self._need(args, 1, N_("removebot NAME"))
        await robot_api.remove_bot(self.service, (await self.current())["id"], self.player(args[0]))

    async def cmd_suggest(self, args):
        self._need(args, 1, N_("suggest NAME"))
        doc = await self.current()
        player = self.seated(doc, args[0])
        shown = []

        def menu_numbers(opts):  # the suggestion names moves by their place in the list: that list is now shown
            shown.append(opts)
            return {o.index: n for n, o in enumerate(self.menu(opts), 1)}

        self.write(await robot_api.suggest(self.service, doc["id"], player, numbers=menu_numbers))
        if shown:
            self._remember(doc, player, shown[-1])

    async def cmd_start(self, args):
        # The console is one local host: it may start the table whoever opened it.
        await self.service.start((await self.current())["id"], self.player("host"), is_admin=True)

    async def cmd_tables(self, args):
        docs = await self.service.tables_in(PLACE)
        if not docs:
            self.tell(N_("No open tables."), await self.quietly_current())
        for doc in docs:
            mark = "*" if doc["id"] == self.table else " "
            names = ", ".join(p["name"] for p in doc["players"])
            self.write(f"{mark} #{doc['id']} {doc['game']} [{self.say(T.status_word(doc), doc)}] {names}")

    async def cmd_use(self, args):
        self._need(args, 1, N_("use ID"))
        self.table = (await self.service.resolve(PLACE, args[0]))["id"]
        self.tell(msg(N_("Using table #{table}."), table=self.table), await self.current())

    @staticmethod
    def menu(opts) -> list:
        """The options in the order the console prints them: by group, groups in the order of their first
        option (as the chat panels show them). Option N of the menu is the one a player types as N."""
        return [o for _, members in opts.groups() for o in members]

    def _print_options(self, opts, lang: str = i18n.SOURCE):
        """The menu (its words already in the reader's language); `lang` for the default mark."""
        self.write(opts.prompt)
        group = None
        default = i18n.say(lang, N_("(default)"))
        for number, o in enumerate(self.menu(opts), 1):  # the number is the position in this list
            if o.group != group:
                group = o.group
                self.write(f"  {group}:")
            self.write(f"    {number}. {o.label}  [{o.text}]{'  ' + default if o.default else ''}")

    async def cmd_options(self, args):
        doc = await self.current()
        # everyone's moves: of a running game only (a table that ended is no table where nobody must act now)
        pids = [self.seated(doc, args[0]).pid] if args else self.service.waited_for(doc)
        machines = [] if args else self.service.machine_to_act(doc)
        if machines and not pids:  # the computer's turn: say whose and when, as `status` does
            view = self.service.view_of(doc, None)
            self.write(i18n.in_view(view, view.get("waiting")))
        elif not pids:
            self.tell(msg(N_("{game}: nobody must act now."), game=T.named(T.title(doc))), doc)
        # at one keyboard everybody reads everything: who may also act out of turn (a thief) is shown
        free = [] if args else [pid for pid in self.service.may_act(doc) if pid not in pids]
        for pid in pids + free:
            player = self.seated(doc, args[0]) if args else self.player(T.name_of(doc, pid))
            opts = self.service.options_of(doc, player)  # a refusal (not started yet) comes before any heading
            self.tell(msg(N_("{who}: (may act out of turn; the table does not wait)") if pid in free else N_("{who}:"),
                          who=T.named(T.name_of(doc, pid))), doc)
            self._list(doc, player, opts)

    def _list(self, doc, player: Player, opts) -> None:
        """Print a player's moves, numbered, and remember what each number was (a stale number plays nothing)."""
        self._print_options(opts, T.reader_lang(doc, player.pid, player.lang))
        self._remember(doc, player, opts)

    def _remember(self, doc, player: Player, opts) -> None:
        """What each number of a list shown to a player means: a number typed later is read against it."""
        self.listed[doc["id"], player.pid] = [(o.text, o.label) for o in self.menu(opts)]

    async def _move(self, doc, player: Player, choice: str):
        number = parse_int(choice)  # ASCII digits only; anything else ('②', '٣') is move text
        if number is not None:
            opts = self.service.options_of(doc, player)
            menu = self.menu(opts)  # the number is the one printed by `options`, a position in the menu
            seen = self.listed.get((doc["id"], player.pid))
            if seen is None and menu:  # no list shown yet: a number would play a move nobody saw
                await self.error(msg(N_("The moves of {who} were not listed yet, so nothing was played. Here they "
                                        "are:"), who=T.named(T.name_of(doc, player.pid))))
                self._list(doc, player, opts)
                return
            if seen is not None and not 1 <= number <= len(seen) and menu:  # not a number of the list shown
                if [text for text, _ in seen] != [o.text for o in menu]:  # the moves changed: show them anew
                    await self.error(msg(N_("There is no option {number} in the list shown to {who}, and the moves "
                                            "have changed since, so nothing was played. Here they are now:"),
                                         number=number, who=T.named(T.name_of(doc, player.pid))))
                    self._list(doc, player, opts)
                    return
            if seen and 1 <= number <= len(seen) and (number > len(menu) or
                                                    menu[number - 1].text != seen[number - 1][0]):
                await self.error(msg(N_("Option {number} was “{was}” when the moves were listed; they have changed "
                                        "since, so nothing was played. Here they are now:"),
                                     number=number, was=T.named(seen[number - 1][1])))
                self._list(doc, player, opts)
                return
            if menu and not 1 <= number <= len(menu):  # at one keyboard the list is no secret: say where it is
                await self.error(msg(N_("There is no option {number}: options {who} lists the moves, numbered from 1."),
                                     number=number, who=T.named(T.name_of(doc, player.pid))))
                return
            index = menu[number - 1].index if 1 <= number <= len(menu) else number - 1  # else refused
            await self.service.move(doc["id"], player, index=index, version=opts.version)
        else:
            try:
                await self.service.move(doc["id"], player, choice)
            except BadCommand as exc:  # the rules' words send the player to the chat's private menu: ours instead
                key = exc.message.get("key") if isinstance(exc.message, dict) else None
                if key not in CONSOLE_WORDS:
                    raise
                raise BadCommand(CONSOLE_WORDS[key], move=exc.message["params"]["move"],
                                 who=T.named(T.name_of(doc, player.pid))) from None

    async def cmd_move(self, args):
        self._need(args, 2, N_("move NAME N|TEXT"))
        doc = await self.current()
        await self._move(doc, self.seated(doc, args[0]), " ".join(args[1:]))

    async def cmd_next(self, args):
        self._need(args, 1, N_("next N|TEXT"))
        doc = await self.current()
        waiting = self.service.waited_for(doc)
        if not waiting:
            await self.error(N_("Nobody must act now."))
            return
        self.reader = waiting[0]
        await self._move(doc, self.player(T.name_of(doc, waiting[0])), " ".join(args))

    async def cmd_autoplay(self, args):
        steps = parse_int(args[0], 0, 100_000) if args else 1000
        if steps is None:
            raise BadCommand(N_("Autoplay takes a number of steps from 0 to 100000, e.g. autoplay 50."))
        self.service.require_playing(await self.current())  # a table that ended (or not started) says so
        self.hurrying = True  # no "moves in 3 min" lines: nobody waits here
        try:
            for _ in range(steps):
                # the computer players' moves come between the people's, without pausing for thieves
                await self.robots.drain(pauses=False)
                doc = await self.current()
                waiting = self.service.to_act(doc)
                if not waiting:
                    break
                await self.service.autoplay(doc["id"], waiting[0], reason=N_("autoplay"))
        finally:
            self.hurrying = False
        doc = await self.current()
        pause = self.service.pause_line(doc)
        if pause:  # autoplay stopped where a computer now waits for the thieves: say so, as a move would
            self.say_pause(pause, doc)

    async def cmd_wait(self, args):
        """The computer player the table waits for stops waiting for moves out of turn (a thief before its turn)
        and moves; the computer players after it pause as usual, so a person still gets each window, and the
        next pause is said (once, last: not after each steal in the window just closed). With no computer player
        due, it says whom the table waits for."""
        doc = await self.current()
        self.service.require_playing(doc)  # a table that ended (or not started) says so
        self.hurrying = True
        try:
            moved = await self.robots.drain(limit=1, pauses=False, only_due=True)
        finally:
            self.hurrying = False
        await self.robots.drain()  # what follows without a pause (an extra action), up to a pause or a person
        doc = await self.current()
        pause = self.service.pause_line(doc) if doc["status"] == T.ACTIVE else None
        if pause:
            self.say_pause(pause, doc)
        elif not moved:
            view = self.service.view_of(doc, None)
            self.write(i18n.in_view(view, view.get("waiting")))

    async def cmd_undo(self, args):
        doc = await self.current()
        self.service.require_playing(doc)  # not "nothing to undo" at a table that ended or has not started
        if args:
            name = args[0]
        else:  # whoever made the last move
            moves = [e for e in await self.service.store.log(doc["id"], 40) if e["kind"] == "move"
                     and not T.is_bot(doc["seats"][e["seat"]])]  # a person's: a computer player takes nothing back
            if not moves:
                await self.error(N_("Nothing to undo."))
                return
            name = T.name_of(doc, doc["seats"][moves[-1]["seat"]])
        await self.service.undo(doc["id"], self.seated(doc, name))

    async def cmd_hand(self, args):
        self._need(args, 1, N_("hand NAME"))
        doc = await self.current()
        player = self.seated(doc, args[0])
        # refuses kindly before the start; a finished game's own view stays readable (no moves)
        opts = self.service.options_of(doc, player) if doc["status"] != T.FINISHED or not doc["state"] else None
        view = self.service.view_of(doc, player)
        public = self.service.view_of(doc, None)
        name = T.named(T.name_of(doc, player.pid))
        lang = view["lang"]  # the words of a private view: in its reader's language
        say = lambda m: i18n.say(lang, m, game=doc["game"])  # noqa: E731
        self.write(say(msg(N_("{who}'s private view:"), who=name)))
        for line in holdings(view, public):
            self.write(f"  {line}")
        if opts is None:
            self.write("  " + say(N_("The game is over.")))
        elif opts.options:
            prompt = T.named(opts.prompt)
            self.write("  " + say(msg(N_("Your move (out of turn: the table does not wait): {prompt}")
                                      if view.get("may_act") else N_("Your move: {prompt}"), prompt=prompt)))
            self.write("  " + say(plural("{n} possible move: options {who} lists them.",
                                         "{n} possible moves: options {who} lists them.", "n",
                                         n=len(opts.options), who=name)))
        else:
            self.write(f"  {opts.prompt}")  # whom the table waits for, or that the game is over
        if self.images:
            self.write("  " + say(msg(N_("private image: {path}"), path=T.named(await self._image(doc, player)))))

    async def cmd_status(self, args):
        doc = await self.current()
        # in seat order once the game has started (the lobby's is the order they joined in)
        names = ", ".join([T.name_of(doc, pid) for pid in doc["seats"]] if doc["seats"]
                          else [p["name"] for p in doc["players"]])
        view = self.service.view_of(doc, None)
        # the public move count, not the document's version: that one also counts what nobody saw (a secret
        # answer changed), so showing it would tell that somebody changed their mind
        self.tell(msg(N_("#{table} {game} [{status}] move {moves}: {names}"), table=doc["id"],
                      game=T.named(doc["game"]), status=T.status_word(doc), moves=view.get("moves", 0),
                      names=T.named(names)), doc)
        if not doc.get("result"):  # whom the table waits for, or that it was closed
            self.write(i18n.in_view(view, view.get("waiting")))
        seats = [T.name_of(doc, pid) for pid in doc["seats"]]
        if doc.get("result"):  # best first, resigned seats after the players still in, marked
            self.write(self.service.final_line(seats, doc["result"], view.get("resigned", []), lang=T.table_lang(doc)))
        elif view.get("resigned"):
            self.tell(msg(N_("Resigned (ranked last): {names}."),
                          names=T.named(", ".join(seats[s] for s in view["resigned"]))), doc)
        if self.images and doc["state"]:
            self.write("  " + self.say(msg(N_("image: {path}"), path=T.named(await self._image(doc, None))), doc))

    async def cmd_log(self, args):
        doc = await self.current()
        for line in await self.service.log(doc["id"], self.player(args[0]) if args else None):
            self.write(line)

    async def cmd_export(self, args):
        self._need(args, 1, N_("export FILE"))
        doc = await self.current()
        data = await self.service.export(doc["id"])
        Path(args[0]).write_text(json.dumps(data, ensure_ascii=False))
        file = T.named(args[0])
        if data["record"] == "complete":
            self.tell(msg(N_("Saved the whole game to {file}: python -m rules replay {file} replays it."), file=file),
                      doc)
        else:
            self.tell(msg(N_("Saved the public record of this running game to {file} (for a bug report): the board "
                             "and the public log. It does not replay; export again once the game is over for that."),
                          file=file), doc)

    async def cmd_settings(self, args):
        settings = self.service.settings
        args = args[:1] + split_typed(args[1:])  # `settings Ann first=6h`, as the list shows it
        if not args:
            doc = await self.current()
            creator = T.name_of(doc, doc["creator"])
            if creator == doc["creator"]:  # no longer seated: the name the console gave its player id
                creator = pid_parts(creator)[1] or creator
            self.write(await settings.show(doc["id"], None, how=msg(WHO_CHANGES, creator=T.named(creator))))
        elif len(args) == 1:  # one host reads everything: in the console's words
            doc = await self.quietly_current()
            self.write(await settings.show_mine(self.player(args[0]), T.table_lang(doc) if doc else self.lang))
        else:
            self._need(args, 3, N_("settings NAME KEY VALUE"))
            player, key, value = self.player(args[0]), args[1], " ".join(args[2:])
            mine = key.lower() == "me"  # `settings Anna me lang en`: Anna's own, where a table has the key too
            if mine:
                self._need(args, 4, N_("settings NAME me KEY VALUE"))
                key, value = args[2], " ".join(args[3:])
            if mine or scope_of(key) == MINE:  # a player's own: no table needed
                doc = await self.quietly_current()
                self.write(await settings.change_mine(player, key, value, T.table_lang(doc) if doc else self.lang))
                return
            # the opener decides, as in a channel (the local host is no channel admin)
            self.write(await settings.change((await self.current())["id"], player, False, key, value, platform=None))

    async def cmd_resign(self, args):
        self._need(args, 1, N_("resign NAME [yes]"))
        doc = await self.current()
        player = self.seated(doc, args[0])
        if doc["status"] == T.LOBBY:
            if not any(p["pid"] == player.pid for p in doc["players"]):
                raise NotAllowed(N_("{name} is not seated at this table."), name=T.named(args[0]))
            raise NotAllowed(N_("The game has not started yet: leave {name} takes {name} off the table."),
                             name=T.named(args[0]))
        if doc["status"] == T.ACTIVE:  # (else the service says why not)
            self.service.check_resign(doc, player)
            if not self._confirmed(args[1:], confirm.RESIGN, doc, f"resign {args[0]} yes"):
                return
        await self.service.resign(doc["id"], player)

    async def cmd_abandon(self, args):
        doc = await self.current()
        # in the opener's name (the console types for everyone): the announcement names a person, not "host"
        opener = next((p["name"] for p in doc["players"] if p["pid"] == doc["creator"]),
                      pid_parts(doc["creator"])[1])
        self.service.check_abandon(doc, self.player(opener), is_admin=True)
        if not self._confirmed(args, confirm.ABANDON, doc, "abandon yes"):
            return
        await self.service.abandon(doc["id"], self.player(opener), is_admin=True)
        self.table = None

    def _confirmed(self, args, kind: str, doc: dict, again: str) -> bool:
        """Resigning or closing a running table is asked first, as in a chat (bot/confirm.py): done only when
        the command ends with "yes" ("sì" in Italian); else the question, and the command that does it."""
        if not confirm.needed(kind, doc) or (args and args[0].lower() in CONFIRM_WORDS):
            return True
        if args and args[0].lower() == "no":
            self.tell(N_("Nothing done."), doc)
            return False
        question = msg(confirm.QUESTIONS[kind], table=T.named("#" + doc["id"]))
        self.tell(msg(N_("{question} Type {command} to confirm."), question=question, command=T.named(again)), doc)
        return False


# ---- a private view in plain lines ------------------------------------------------------------------

def holdings(view: dict, public: dict) -> list[str]:
    """What a seat holds, in plain lines: its game's own words when its renderer gives them (`holdings`),
    else the parts of its view that the public view does not have (its secrets)."""
    if view.get("seat") is None:
        return []
    lines = registry.holdings(view)
    if lines is not None:
        return lines
    return [f"{key.replace('_', ' ')}: {plain(value)}" for key, value in view.items()
            if key not in ("seat", "prompt", "may_act") and public.get(key) != value]


def plain(value) -> str:
    """A view value in words: lists joined by commas, mappings as "key value", no JSON."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if value is None:
        return "none"
    if isinstance(value, dict):
        return ", ".join(f"{k} {plain(v)}" for k, v in value.items()) or "none"
    if isinstance(value, (list, tuple)):
        return ", ".join(plain(v) for v in value) or "none"
    return str(value)


async def run_console(service: TableService, script: str | None, out_dir: str, images: bool,
                      lang: str = i18n.SOURCE) -> int:
    console = Console(service, out_dir, images, lang=lang)
    if script:
        for line in Path(script).read_text().splitlines():
            print(f"> {line}") if line.strip() and not line.startswith("#") else None
            if not await console.run_line(line):
                break
        return 0
    print(console.say(N_("Tavolo console table. Type help for the commands, quit to leave.")))
    loop = asyncio.get_running_loop()
    turn = asyncio.Lock()  # a typed command and the computer's clock never run at once
    clock = asyncio.create_task(computer_clock(console, turn))
    read = 0
    try:
        while True:
            try:
                line = await loop.run_in_executor(None, lambda: input("tavolo> "))
            except EOFError:
                break
            read += 1
            async with turn:
                if not await console.run_line(line):
                    break
    finally:
        clock.cancel()
    if not read and not sys.stdin.isatty():  # started with nothing to serve and nobody to type (a container)
        print()  # (the prompt is still on the line)
        print(console.say(N_("No DISCORD_TOKEN or TELEGRAM_TOKEN is set, so there is no chat to serve, and the "
                             "console has no terminal to read from. Set a token (see .env.example), or run the "
                             "console in a terminal.")), file=sys.stderr)
        return 2
    return 0


async def computer_clock(console: "Console", turn: asyncio.Lock, every: float = TICK) -> None:
    """Computer players whose pause runs out while nobody types move all the same (the chat adapters have
    the robots' worker for this; the console plays them after each command and here)."""
    while True:
        await asyncio.sleep(every)
        async with turn:
            try:
                moved = await console.robots.drain()
            except Exception:  # the next tick tries again; the console goes on
                log.exception("console: the computer players' clock failed")
                continue
        if moved and sys.stdin.isatty():  # its lines ran on after the prompt: show a fresh one
            print("tavolo> ", end="", flush=True)


__all__ = ["Console", "run_console", "PLACE", "sys"]
