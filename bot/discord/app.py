"""The Discord adapter's handlers: interactions in, table-service calls, messages out.

Every handler acknowledges its interaction first (Discord allows 3 s), then calls the table
service, then answers: private things (hands, action panels, errors) ephemerally, in the reader's
language (their `lang` preference, else their Discord app's). Public things (boards, lobby, results)
are channel messages posted from the service's events (posting.py), in the table's language, so
a move made by a button, a typed command or a reminder's autopilot is shown the same way.
Nothing about a table is kept in memory; images are drawn by bot/drawing.py in worker processes.
"""
from __future__ import annotations

import io
import logging
from typing import Awaitable, Callable

import discord

import i18n

from bot import confirm, drawing
from bot import table_doc as T
from bot.discord import panel, texts
from bot.discord.limits import CHOICE_TEXT, CHOICES, CONTENT, UPLOAD, clip, clip_lines
from bot.announce import Announcer
from bot.discord.posting import MENTIONS, ChannelPoster, boards_after, interaction_call
from bot.discord.texts import command, said, say
from bot.errors import NotAllowed, ServiceError, Stale
from bot.in_order import InOrder, Turn
from bot.models import Options, Place, Player
from bot.ops.interactions import interaction as observed
from bot import settings as settings_registry
from bot.reminders import api as reminders_api
from bot.reminders.settings import humane
from bot.robots import api as robot_api
from rules.core.errors import GameError
from rules.core.text import N_, is_number

log = logging.getLogger(__name__)

PLATFORM = texts.PLATFORM


class DiscordApp(ChannelPoster):
    """Handlers of the Discord adapter, built on a TableService; `client` posts channel messages."""

    def __init__(self, service, client=None, render: Callable[[dict], bytes] | None = None):
        """`render`: a stand-in for the renderer (tests); None draws with the real one in the image workers."""
        self.service = service
        self.client = client
        self._render = render
        self.announcer = Announcer(service, PLATFORM, self.post_board)
        self.active = 0  # interactions being handled (a graceful stop waits for them)
        self.in_order = InOrder()  # each user's interactions one at a time, in the order they came
        self.turns: dict[int, Turn] = {}  # interaction id -> its place, from its acknowledgement to its work
        self.closing = False

    # ---- who and where -------------------------------------------------------------------------
    @staticmethod
    def player(interaction) -> Player:
        user = interaction.user
        return Player(PLATFORM, str(user.id), clip(user.display_name, 32), i18n.lang_of(str(getattr(interaction, "locale", "") or ""), ""))

    @staticmethod
    def place(interaction) -> Place:
        return Place(PLATFORM, str(interaction.channel_id))

    async def lang(self, interaction, doc: dict | None = None) -> str:
        """The language of what only this member reads: at a table, the one the table knows for them;
        elsewhere their `lang` preference, else their Discord app's language."""
        return await self.service.reader_lang(self.player(interaction), doc)

    @staticmethod
    def is_admin(interaction) -> bool:
        perms = interaction.permissions
        return bool(perms.administrator or perms.manage_channels)

    # ---- images ----------------------------------------------------------------------------------
    async def pngs(self, view: dict) -> list[bytes]:
        """Every image of a view, the main one first (a board too big for one phone-sized image goes on)."""
        return await drawing.pngs(view, self.service.store, self._render)

    async def png(self, view: dict) -> bytes:
        return (await self.pngs(view))[0]

    @staticmethod
    def file(png: bytes | None, name: str) -> discord.File | None:
        if not png or len(png) > UPLOAD:
            if png:
                log.warning("image %s of %d bytes is over the upload limit; not attached", name, len(png))
            return None
        return discord.File(io.BytesIO(png), filename=name)

    # ---- answering an interaction ----------------------------------------------------------------
    async def ack(self, interaction, *, ephemeral: bool = True, thinking: bool = True) -> None:
        """Acknowledge within Discord's 3 s. thinking=False on a button: a silent deferred update. The first
        thing a handler does, so it also takes the interaction's place among its user's (`turn`)."""
        turn = self.turn(interaction)
        if not interaction.response.is_done():
            try:
                await interaction.response.defer(ephemeral=ephemeral, thinking=thinking)
            except BaseException:  # the handler ends here, before its work: the user's next may go
                self.turns.pop(interaction.id, None)
                turn.finish()
                raise

    @staticmethod
    async def reply(interaction, content: str, *, ephemeral: bool = True, file: discord.File | None = None,
                    view: discord.ui.View | None = None) -> None:
        kwargs = {"ephemeral": ephemeral, "allowed_mentions": MENTIONS}
        if file is not None:
            kwargs["file"] = file
        if view is not None:
            kwargs["view"] = view
        await interaction.followup.send(clip(content, CONTENT), **kwargs)

    def turn(self, interaction) -> Turn:
        """The interaction's place among its user's, taken when it arrives (bot/in_order.py): the work of
        two moves sent in quick succession is done in the order they were sent."""
        turn = self.turns.get(interaction.id)
        if turn is None:
            turn = self.turns[interaction.id] = self.in_order.take(interaction.user.id)
        return turn

    async def guarded(self, interaction, work: Callable[[], Awaitable[None]], kind: str | None = None) -> None:
        """Run `work` after the user's earlier interactions; a refusal by the service becomes an ephemeral
        explanation. The boards its changes earned are posted after it answered (the mover's own panel
        first), and a stopping bot takes no new work but finishes what it started (`active`). `kind`
        (metrics, logs): a slash command's or a button's by default."""
        self.turn(interaction)
        async with self.turns.pop(interaction.id):
            await self._guarded(interaction, work, kind)

    async def _guarded(self, interaction, work: Callable[[], Awaitable[None]], kind: str | None) -> None:
        if self.closing:
            await self.reply(interaction, say(await self.lang(interaction),
                                              N_("The bot is restarting; please try again in a minute.")))
            return
        self.active += 1
        boards: list[str] = []
        kind = kind or ("button" if getattr(interaction, "type", None) == discord.InteractionType.component
                        else "command")
        try:
            with boards_after(boards), observed(PLATFORM, kind) as call:
                try:
                    await work()
                except (ServiceError, GameError) as exc:
                    call.outcome = "refused"
                    await self.reply(interaction, self.refusal(exc, await self.lang(interaction)))
                except Exception:
                    call.outcome = "error"
                    log.exception("Discord handler failed")
                    await self.reply(interaction, say(await self.lang(interaction), N_(
                        "Something went wrong on our side; the table is unchanged unless you see it on the "
                        "board. Please try again.")))
        finally:
            try:
                for tid in dict.fromkeys(boards):  # bot/announce.py: a board lost here is posted later
                    await self.announcer.flush(tid)
            except Exception:
                log.exception("posting a board failed; it stays due")
            finally:
                self.active -= 1

    @staticmethod
    def refusal(exc: ServiceError | GameError, lang: str) -> str:
        """Why the service or the rules refused, in `lang`."""
        return exc.say(lang) if isinstance(exc, ServiceError) else i18n.say(lang, exc.message)

    async def call(self, interaction, fn: Callable[[], Awaitable]):
        """Call the service with this interaction in context: (result, actor's private lines)."""
        box = {"actor": self.player(interaction).pid, "private": [], "guild": interaction.guild_id}
        with interaction_call(box):
            result = await fn()
        return result, box

    # ---- panels ----------------------------------------------------------------------------------
    @staticmethod
    def _panel_text(doc: dict, opts: Options, page: int, pages: int, lang: str, note: str = "") -> str:
        paging = " " + say(lang, N_("(page {page} of {pages})"), page=page + 1, pages=pages) if pages > 1 else ""
        hint = say(lang, N_("Choose below, or type `{command}`."), command=command(lang, "move")) \
            if opts.options else ""
        return clip(f"{note}{texts.header(doc, lang)}: {opts.prompt}{paging}\n{hint}".strip(), CONTENT)

    async def send_panel(self, interaction, doc: dict, player: Player, opts: Options, *, page: int = 0,
                         note: str = "", edit: bool = False) -> None:
        """My private image and my legal actions as buttons and menus (ephemeral)."""
        lang = T.reader_lang(doc, player.pid, player.lang)
        if not opts.options:
            text = clip(note + say(lang, N_("Nothing for you to choose now. {prompt}"), prompt=opts.prompt), CONTENT)
            if edit:
                await interaction.edit_original_response(content=text, attachments=[], view=None)
            else:
                await self.reply(interaction, text)
            return
        view, page, pages = panel.panel_view(opts, page, lang, hints=robot_api.hints_on(doc))
        content = self._panel_text(doc, opts, page, pages, lang, note)
        image = self.file(await self.png(self.service.view_of(doc, player)), "private.png")
        if edit:
            await interaction.edit_original_response(content=content, attachments=[image] if image else [],
                                                     view=view)
        else:
            await self.reply(interaction, content, file=image, view=view)

    async def after_move(self, interaction, doc: dict, player: Player, box: dict, *, edit: bool) -> None:
        """Tell the mover what only they see, and show their next choices if they still must act."""
        private = "\n".join(box["private"])
        lang = T.reader_lang(doc, player.pid, player.lang)
        if player.pid in self.service.to_act(doc):
            opts = self.service.options_of(doc, player)
            done = say(lang, N_("Done."))
            await self.send_panel(interaction, doc, player, opts, note=f"{done} {private}\n" if private else f"{done}\n",
                                  edit=edit)
            return
        text = say(lang, N_("Your move is in.")) + (f"\n{private}" if private else "")
        undo = panel.undo_view(doc["id"], doc["version"], lang) if self.service.can_undo(doc, player) else None
        if edit:
            await interaction.edit_original_response(content=clip(text, CONTENT), attachments=[], view=undo)
        else:
            await self.reply(interaction, text, view=undo)

    # ---- buttons ---------------------------------------------------------------------------------
    async def on_act(self, interaction, tid: str) -> None:
        await self.ack(interaction)

        async def work():
            doc = await self.service.table(tid)
            player = self.player(interaction)
            await self.send_panel(interaction, doc, player, self.service.options_of(doc, player))

        await self.guarded(interaction, work)

    async def on_hand(self, interaction, tid: str) -> None:
        await self.ack(interaction)

        async def work():
            await self.show_hand(interaction, await self.service.table(tid))

        await self.guarded(interaction, work)

    async def show_hand(self, interaction, doc: dict) -> None:
        player = self.player(interaction)
        if not doc["state"]:  # a lobby (nobody has a seat yet), or one closed before it started: say which
            raise NotAllowed(self.service.ended(doc) or N_("The game has not started yet."))
        T.require_seat(doc, player)
        lang = T.reader_lang(doc, player.pid, player.lang)
        view = self.service.view_of(doc, player)
        image = self.file(await self.png(view), "private.png")
        recent = await self.service.log(doc["id"], player, last=6)
        must_act = player.pid in self.service.to_act(doc) or player.pid in self.service.may_act(doc)
        first = i18n.in_view(view, view.get("prompt") if must_act else view.get("waiting"))
        head = say(lang, N_("{table} — your private view. {now}"), table=texts.header(doc, lang), now=first or "").strip()
        recent_head = "\n" + say(lang, N_("Recent:")) + "\n"
        content = head + (recent_head + clip_lines(recent, CONTENT - len(head) - 40) if recent else "")
        await self.reply(interaction, content, file=image,
                         view=panel.act_view(doc["id"], lang) if must_act else None)

    async def on_option(self, interaction, tid: str, version: int, index: int) -> None:
        """A legal action pressed on an action panel (an ephemeral message)."""
        await self.ack(interaction, thinking=False)
        player = self.player(interaction)

        async def work():
            try:
                doc, box = await self.call(interaction, lambda: self.service.move(
                    tid, player, index=index, version=version, idem=str(interaction.id)))
            except Stale as exc:
                doc = await self.service.table(tid)
                lang = T.reader_lang(doc, player.pid, player.lang)
                if exc.options is not None and exc.options.options:
                    await self.send_panel(interaction, doc, player, exc.options, note=f"{exc.say(lang)}\n", edit=True)
                else:
                    await self.reply(interaction, exc.say(lang))
                return
            await self.after_move(interaction, doc, player, box, edit=True)

        await self.guarded(interaction, work)

    async def on_page(self, interaction, tid: str, version: int, page: int) -> None:
        await self.ack(interaction, thinking=False)
        player = self.player(interaction)

        async def work():
            doc = await self.service.table(tid)
            lang = T.reader_lang(doc, player.pid, player.lang)
            opts = self.service.options_of(doc, player)
            note = ""
            if opts.version != version:
                note, target = say(lang, N_("Your options have changed; here they are now.")) + "\n", 0
            else:
                target = page
            if not opts.options:
                await self.send_panel(interaction, doc, player, opts, note=note, edit=True)
                return
            view, shown, pages = panel.panel_view(opts, target, lang, hints=robot_api.hints_on(doc))
            await interaction.edit_original_response(content=self._panel_text(doc, opts, shown, pages, lang, note),
                                                     view=view)

        await self.guarded(interaction, work)

    async def on_join(self, interaction, tid: str) -> None:
        await self.ack(interaction)

        async def work():
            doc, _ = await self.call(interaction, lambda: self.service.join(tid, self.player(interaction)))
            await self.reply(interaction, self.joined(doc, await self.lang(interaction, doc)))

        await self.guarded(interaction, work)

    async def on_start(self, interaction, tid: str) -> None:
        await self.ack(interaction)

        async def work():
            doc, _ = await self.call(interaction, lambda: self.service.start(
                tid, self.player(interaction), self.is_admin(interaction)))
            await self.reply(interaction, self.started(doc, await self.lang(interaction, doc)))

        await self.guarded(interaction, work)

    async def on_addbot(self, interaction, tid: str) -> None:
        """"Add a computer player" under a lobby: a computer player of the normal level sits down."""
        await self.ack(interaction)

        async def work():
            doc = await self.service.table(tid)
            if doc["place"]["channel"] != str(interaction.channel_id):  # a button copied from elsewhere
                raise NotAllowed(N_("That table lives in another channel."))
            doc, _ = await self.call(interaction, lambda: robot_api.add_bot(
                self.service, tid, self.player(interaction)))
            await self.reply(interaction, self.bot_added(doc, await self.lang(interaction, doc)))

        await self.guarded(interaction, work)

    async def on_suggest(self, interaction, tid: str, version: int) -> None:
        """"Suggest a move" on my action panel: the computer's hint, only to me. A panel whose options
        changed since it was drawn gets the fresh panel instead (its numbers would not match)."""
        await self.ack(interaction)

        async def work():
            doc = await self.service.table(tid)
            player = self.player(interaction)
            opts = self.service.options_of(doc, player)
            if opts.version != version and opts.options:
                lang = T.reader_lang(doc, player.pid, player.lang)
                await self.send_panel(interaction, doc, player, opts,
                                      note=say(lang, N_("Your options have changed; here they are now.")) + "\n")
                return
            await self.suggest(interaction, doc)

        await self.guarded(interaction, work)

    async def suggest(self, interaction, doc: dict) -> None:
        player = self.player(interaction)
        lang = T.reader_lang(doc, player.pid, player.lang)
        await self.reply(interaction, await robot_api.suggest(self.service, doc["id"], player, lang))

    async def on_undo_button(self, interaction, tid: str, version: int) -> None:
        await self.ack(interaction, thinking=False)

        async def work():
            await self._undo(interaction, tid, edit=True, version=version)

        await self.guarded(interaction, work)

    async def _undo(self, interaction, tid: str, *, edit: bool, version: int | None = None) -> None:
        player = self.player(interaction)
        doc, _ = await self.call(interaction, lambda: self.service.undo(tid, player, version=version,
                                                                        idem=str(interaction.id)))
        taken = say(T.reader_lang(doc, player.pid, player.lang), N_("Taken back."))
        if player.pid in self.service.to_act(doc):
            await self.send_panel(interaction, doc, player, self.service.options_of(doc, player),
                                  note=f"{taken}\n", edit=edit)
        elif edit:
            await interaction.edit_original_response(content=taken, attachments=[], view=None)
        else:
            await self.reply(interaction, taken)

    # ---- slash commands --------------------------------------------------------------------------
    async def _table(self, interaction, table: str | None) -> dict:
        return await self.service.resolve(self.place(interaction), table)

    async def cmd_new(self, interaction, game: str, options: str | None = None) -> None:
        await self.ack(interaction)

        async def work():
            words = (options or "").replace(",", " ").split()
            doc, _ = await self.call(interaction, lambda: self.service.create(
                self.place(interaction), game, words, self.player(interaction)))
            lang = await self.lang(interaction, doc)
            await self.reply(interaction, say(
                lang, N_("You opened {table}. Others join with the {join} button or `{join_command}`; "
                         "start with `{start_command}`."),
                table=texts.header(doc, lang), join=say(T.table_lang(doc), N_("Join")),
                join_command=command(lang, "join"), start_command=command(lang, "start")))

        await self.guarded(interaction, work)

    async def _table_change(self, interaction, table: str | None, change, done) -> None:
        """A command that changes one table for the member and confirms it privately:
        `change(table_id, player)` calls the service, `done(doc, lang)` words the confirmation."""
        await self.ack(interaction)

        async def work():
            doc = await self._table(interaction, table)
            result = await self.call(interaction, lambda: change(doc["id"], self.player(interaction)))
            doc = result[0] or doc
            await self.reply(interaction, done(doc, await self.lang(interaction, doc)))

        await self.guarded(interaction, work)

    @staticmethod
    def joined(doc: dict, lang: str) -> str:
        return say(lang, N_("You joined {table}."), table=texts.header(doc, lang))

    @staticmethod
    def bot_added(doc: dict, lang: str) -> str:
        return say(lang, N_("A computer player sits at {table}."), table=texts.header(doc, lang))

    @staticmethod
    def started(doc: dict, lang: str) -> str:
        return say(lang, N_("{table} has started."), table=texts.header(doc, lang))

    async def cmd_join(self, interaction, table: str | None = None) -> None:
        await self._table_change(interaction, table, self.service.join, self.joined)

    async def cmd_leave(self, interaction, table: str | None = None) -> None:
        await self._table_change(interaction, table, self.service.leave,
                                 lambda doc, lang: say(lang, N_("You left {table}."), table=texts.header(doc, lang)))

    async def cmd_addbot(self, interaction, level: str | None = None, table: str | None = None) -> None:
        await self._table_change(interaction, table,
                                 lambda tid, player: robot_api.add_bot(self.service, tid, player, level),
                                 self.bot_added)

    async def cmd_removebot(self, interaction, table: str | None = None) -> None:
        await self._table_change(interaction, table,
                                 lambda tid, player: robot_api.remove_bot(self.service, tid, player),
                                 lambda doc, lang: say(lang, N_("A computer player left {table}."),
                                                       table=texts.header(doc, lang)))

    async def cmd_suggest(self, interaction, table: str | None = None) -> None:
        """The computer's hint for my move now (tables with hints on), only to me."""
        await self.ack(interaction)

        async def work():
            await self.suggest(interaction, await self._table(interaction, table))

        await self.guarded(interaction, work)

    async def cmd_start(self, interaction, table: str | None = None) -> None:
        await self._table_change(interaction, table,
                                 lambda tid, player: self.service.start(tid, player, self.is_admin(interaction)),
                                 self.started)

    async def cmd_status(self, interaction, table: str | None = None) -> None:
        """The table's current public image and whose turn it is, posted in the channel. A refusal (no
        such table, one that cannot be loaded) stays private: it is known before the public deferral,
        after which Discord would show the first follow-up to everyone."""
        try:
            doc = await self._table(interaction, table)
        except (ServiceError, GameError) as exc:
            await interaction.response.send_message(clip(self.refusal(exc, await self.lang(interaction)), CONTENT),
                                                    ephemeral=True)
            return
        await self.ack(interaction, ephemeral=False)

        async def work():
            lang = T.table_lang(doc)  # posted in the channel: the table's language
            if doc["status"] == T.LOBBY:
                names = ", ".join(p["name"] for p in doc["players"])
                await self.reply(interaction, say(lang, N_("{table} is waiting for players: {names}."),
                                                  table=texts.header(doc, lang), names=names),
                                 ephemeral=False, view=panel.lobby_view(doc["id"], lang))
                return
            image = self.file(await self.png(self.service.view_of(doc, None)), f"{doc['id']}.png")
            content = texts.board_text(doc, None, self.service.public_to_act(doc), pause=self.service.pause_line(doc))
            await self.reply(interaction, content, ephemeral=False, file=image,
                             view=panel.board_view(doc["id"], doc["status"] == T.ACTIVE, lang))

        await self.guarded(interaction, work)

    async def cmd_hand(self, interaction, table: str | None = None) -> None:
        await self.ack(interaction)

        async def work():
            await self.show_hand(interaction, await self._table(interaction, table))

        await self.guarded(interaction, work)

    async def cmd_move(self, interaction, action: str, table: str | None = None) -> None:
        await self.ack(interaction)
        player = self.player(interaction)

        async def work():
            doc = await self._table(interaction, table)
            doc, box = await self.call(interaction, lambda: self.service.move(
                doc["id"], player, action, idem=str(interaction.id)))
            await self.after_move(interaction, doc, player, box, edit=False)

        await self.guarded(interaction, work, kind="move")

    async def cmd_undo(self, interaction, table: str | None = None) -> None:
        await self.ack(interaction)

        async def work():
            await self._undo(interaction, (await self._table(interaction, table))["id"], edit=False)

        await self.guarded(interaction, work)

    async def cmd_log(self, interaction, table: str | None = None) -> None:
        await self.ack(interaction)

        async def work():
            doc = await self._table(interaction, table)
            lang = await self.lang(interaction, doc)
            lines = await self.service.log(doc["id"], self.player(interaction), last=15)
            head = say(lang, N_("{table} — recent moves:"), table=texts.header(doc, lang)) + "\n"
            await self.reply(interaction, head + (clip_lines(lines, CONTENT - len(head))
                                                  or say(lang, N_("Nothing yet."))))

        await self.guarded(interaction, work)

    async def cmd_resign(self, interaction, table: str | None = None) -> None:
        await self._ask(interaction, table, confirm.RESIGN)

    async def cmd_abandon(self, interaction, table: str | None = None) -> None:
        await self._ask(interaction, table, confirm.ABANDON)

    async def _ask(self, interaction, table: str | None, kind: str) -> None:
        """Resigning or closing a running table: refused at once if it could not be done, else asked
        privately with a button that does it (bot/confirm.py); a lobby closes without asking."""
        await self.ack(interaction)

        async def work():
            doc = await self._table(interaction, table)
            player = self.player(interaction)
            if kind == confirm.RESIGN:
                self.service.check_resign(doc, player)
            else:
                self.service.check_abandon(doc, player, self.is_admin(interaction))
            if not confirm.needed(kind, doc):
                await self._confirmed(interaction, kind, doc["id"])
                return
            lang = await self.lang(interaction, doc)
            await self.reply(interaction, say(lang, confirm.QUESTIONS[kind], table=texts.header(doc, lang)),
                             view=panel.confirm_view(kind, doc["id"], doc["version"], lang))

        await self.guarded(interaction, work)

    async def on_confirm(self, interaction, kind: str, tid: str, version: int) -> None:
        """"Yes, resign" / "Yes, close the table": done only while the table is as it was when asked."""
        await self.ack(interaction)

        async def work():
            doc = await self.service.table(tid)
            if doc["version"] != version:
                raise Stale(confirm.STALE)
            await self._confirmed(interaction, kind, tid)

        await self.guarded(interaction, work)

    async def _confirmed(self, interaction, kind: str, tid: str) -> None:
        player = self.player(interaction)
        if kind == confirm.RESIGN:
            change = lambda: self.service.resign(tid, player, idem=str(interaction.id))  # noqa: E731
            done = N_("You resigned from {table}.")
        else:
            change = lambda: self.service.abandon(tid, player, self.is_admin(interaction))  # noqa: E731
            done = N_("{table} is closed.")
        doc, _ = await self.call(interaction, change)
        lang = await self.lang(interaction, doc)
        await self.reply(interaction, say(lang, done, table=texts.header(doc, lang)))

    async def cmd_rules(self, interaction, game: str | None = None) -> None:
        await self.ack(interaction)

        async def work():
            from rules import games, get_game

            if game:
                chosen = [get_game(game)]
            else:
                docs = await self.service.tables_in(self.place(interaction))
                ids = sorted({d["game"] for d in docs})
                chosen = [get_game(g) for g in ids] if ids else list(games().values())
            lang = await self.lang(interaction)
            parts = []
            for g in chosen:
                opts = "\n".join(f"  `{i18n.say(lang, o.message())}`" for o in g.options)
                lines = [say(lang, N_("**{game}** ({least}-{most} players)"), game=i18n.say(lang, g.title),
                             least=g.min_players, most=g.max_players),
                         i18n.say(lang, g.summary) if g.summary else say(lang, N_("No summary yet."))]
                if g.rules_ref:
                    lines.append(say(lang, N_("Rule checklist: {where}"), where=i18n.say(lang, g.rules_ref, game=g.id)))
                if opts:
                    lines += [say(lang, N_("Options:")), opts]
                parts.append("\n".join(lines))
            await self.reply(interaction, clip_lines("\n\n".join(parts).split("\n"), CONTENT, keep="first"))

        await self.guarded(interaction, work)

    async def cmd_mygames(self, interaction) -> None:
        """Every Discord table waiting for me, longest-waiting first: this server's, then other servers'."""
        await self.ack(interaction)

        async def work():
            player = self.player(interaction)
            lang = await self.lang(interaction)
            now = self.service.clock()
            guild, gid = interaction.guild, interaction.guild_id
            here_lines, elsewhere = [], []
            for doc in await self.service.my_tables(player):
                if doc["place"]["platform"] != PLATFORM:
                    continue
                channel = doc["place"]["channel"]
                refs = doc.get("refs") or {}
                here = refs.get("discord_guild") == str(gid) or (
                    guild is not None and is_number(channel, 20)
                    and guild.get_channel_or_thread(int(channel)) is not None)
                table_guild = str(gid) if here else refs.get("discord_guild")
                wait = humane(now - doc["waiting_since"].get(player.pid, now), lang)
                link = " — [{}]({})".format(say(lang, N_("go to the table")),
                                            texts.jump(table_guild, channel, refs["discord_msg"])) \
                    if table_guild and refs.get("discord_msg") else ""
                line = (say(lang, N_("{table} in {channel}, waiting {time}"), table=texts.header(doc, lang),
                            channel=f"<#{channel}>", time=wait) if here else
                        say(lang, N_("{table} in another server, waiting {time}"), table=texts.header(doc, lang),
                            time=wait))
                (here_lines if here else elsewhere).append(f"• {line}{link}")
            lines = here_lines + ([say(lang, N_("Elsewhere:"))] + elsewhere if elsewhere else [])
            if not lines:
                await self.reply(interaction, say(lang, N_("No table is waiting for you.")))
                return
            text = clip_lines(lines, CONTENT - 60, keep="first")
            await self.reply(interaction, say(lang, N_("Tables waiting for you:")) + "\n" + text)

        await self.guarded(interaction, work)

    async def cmd_settings(self, interaction, key: str | None = None, value: str | None = None,
                           scope: str | None = None, table: str | None = None) -> None:
        """Show or change a table's settings, or my own preferences."""
        await self.ack(interaction)
        if key and value is None and len(typed := settings_registry.split_typed([key])) == 2:
            key, value = typed  # key "first=6h", as the settings list shows it

        async def work():
            # the service answers in the member's language (Player carries their app's)
            player, settings = self.player(interaction), self.service.settings
            lang = await self.lang(interaction)
            if scope == "me" and not key:
                await self.reply(interaction, said(lang, await settings.show_mine(player, lang)))
                return
            if key and value is None:
                raise ServiceError(N_("Give a value for {setting}."), setting={"text": key})
            if scope == "me" or settings_registry.scope_of(key or "") == settings_registry.MINE:
                await self.reply(interaction, said(lang, await settings.change_mine(player, key, value, lang)))
                return
            doc = await self._table(interaction, table)
            if key is None:
                await self.reply(interaction, said(lang, await settings.show(doc["id"], PLATFORM, lang)))
                return
            res, _ = await self.call(interaction, lambda: settings.change(
                doc["id"], player, self.is_admin(interaction), key, value, platform=PLATFORM,
                idem=str(interaction.id)))
            await self.reply(interaction, said(await self.lang(interaction, doc), res))

        await self.guarded(interaction, work)

    async def _reminders_call(self, interaction, table: str | None, name: str, *args) -> None:
        doc = await self._table(interaction, table)
        res, _ = await self.call(interaction, lambda: getattr(reminders_api, name)(
            self.service, doc["id"], self.player(interaction), *args))
        await self.reply(interaction, said(await self.lang(interaction, doc), res))

    async def cmd_skip(self, interaction, player: str, table: str | None = None) -> None:
        """Vote to remove a player who passed the table's deadline (tables with on_deadline=skip vote)."""
        await self.ack(interaction)
        await self.guarded(interaction, lambda: self._reminders_call(interaction, table, "vote_skip", player))

    async def cmd_takeover(self, interaction, table: str | None = None) -> None:
        """Play myself again after the autopilot played for me."""
        await self.ack(interaction)
        await self.guarded(interaction, lambda: self._reminders_call(interaction, table, "take_over"))

    # ---- autocomplete (answered from the service only: no rendering, no deferral possible) -------
    async def ac_table(self, interaction, current: str) -> list[discord.app_commands.Choice[str]]:
        try:
            docs = await self.service.tables_in(self.place(interaction))
        except Exception:
            log.exception("table autocomplete failed")
            return []
        typed = current.strip().lower().lstrip("#")
        lang = i18n.lang_of(self.player(interaction).lang)  # suggestions come fast: the app's language
        out = []
        for doc in docs:
            name = texts.table_choice_name(doc, lang)
            if typed and typed not in name.lower():
                continue
            out.append(discord.app_commands.Choice(name=name, value=doc["id"]))
        return out[:CHOICES]

    async def ac_action(self, interaction, current: str) -> list[discord.app_commands.Choice[str]]:
        try:
            table = getattr(interaction.namespace, "table", None)
            doc = await self.service.resolve(self.place(interaction), table)
            player = self.player(interaction)
            opts = self.service.options_of(doc, player)
        except (ServiceError, GameError):
            return []
        except Exception:
            log.exception("move autocomplete failed")
            return []
        lang = T.reader_lang(doc, player.pid, player.lang)
        return [discord.app_commands.Choice(name=n, value=v)
                for n, v in texts.action_suggestions(opts.options, current, lang)]

    async def ac_new_options(self, interaction, current: str) -> list[discord.app_commands.Choice[str]]:
        from rules import get_game

        try:
            game = get_game(str(getattr(interaction.namespace, "game", "") or ""))
        except Exception:
            return []
        lang = i18n.lang_of(self.player(interaction).lang)
        return [discord.app_commands.Choice(name=n, value=v)
                for n, v in texts.option_suggestions(game.options, current, lang, game.id)]

    async def ac_setting_key(self, interaction, current: str) -> list[discord.app_commands.Choice[str]]:
        typed = current.strip().lower()
        lang = i18n.lang_of(self.player(interaction).lang)
        return [discord.app_commands.Choice(name=clip(f"{s.key}: {i18n.say(lang, s.help)}", CHOICE_TEXT),
                                            value=clip(s.key, CHOICE_TEXT))
                for s in settings_registry.available(PLATFORM) if typed in s.key.lower()][:CHOICES]

    async def ac_setting_value(self, interaction, current: str) -> list[discord.app_commands.Choice[str]]:
        key = str(getattr(interaction.namespace, "key", "") or "").strip().lower()
        typed = current.strip().lower()
        values = [v for s in settings_registry.available(PLATFORM) if s.key == key for v in s.values]
        return [discord.app_commands.Choice(name=clip(v, CHOICE_TEXT), value=clip(v, CHOICE_TEXT))
                for v in dict.fromkeys(values) if typed in v.lower()][:CHOICES]

    async def ac_seated(self, interaction, current: str) -> list[discord.app_commands.Choice[str]]:
        """The players of the table (for a skip vote)."""
        try:
            doc = await self.service.resolve(self.place(interaction), getattr(interaction.namespace, "table", None))
        except (ServiceError, GameError):
            return []
        typed = current.strip().lower()
        return [discord.app_commands.Choice(name=clip(T.name_of(doc, pid), CHOICE_TEXT), value=pid)
                for pid in doc["seats"] if typed in T.name_of(doc, pid).lower()][:CHOICES]
