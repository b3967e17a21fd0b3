"""Command and button handlers: parse what the user sent, call the table service, answer.

No rules and no table state here: the service decides, the bus delivers what changed
(see delivery.py). A handler only replies with errors and with what was asked for: in the language of
the one who asked (their `lang` preference, else their Telegram app's), except what it posts for the
whole group about a table (a board, a lobby), which is in the table's language.
"""
from __future__ import annotations

import asyncio
import functools
import logging

from telegram import InlineKeyboardButton, InlineKeyboardMarkup, Update
from telegram.constants import ChatMemberStatus, ChatType, ParseMode
from telegram.error import BadRequest, TelegramError
from telegram.ext import CallbackQueryHandler, CommandHandler, ContextTypes, MessageHandler, filters

import i18n
from rules import games, get_game
from rules.core.errors import GameError
from rules.core.text import N_, listing, parse_int

from bot import confirm
from bot import settings as settings_registry
from bot import table_doc as T
from bot.errors import BadCommand, NotAllowed, NotFound, ServiceError, Stale
from bot.models import Place, Player
from bot.ops.interactions import interaction
from bot.reminders import api as reminders_api
from bot.reminders.settings import humane
from bot.service import ID_ALPHABET
from bot.telegram import callbacks as cb
from bot.telegram import keyboards
from bot.telegram.delivery import PLATFORM, Delivery
from bot.robots import api as robot_api
from bot.telegram.texts import COMMANDS, TEXT_MAX, esc, fit, help_text, said, say, shown_as_is

log = logging.getLogger(__name__)

ANSWER_MAX = 200  # answerCallbackQuery text limit


def player_of(update: Update) -> Player:
    user = update.effective_user
    return Player(PLATFORM, str(user.id), user.full_name or user.username or str(user.id),
                  i18n.lang_of(user.language_code, ""))


def place_of(update: Update) -> Place:
    return Place(PLATFORM, str(update.effective_chat.id))


def is_private(update: Update) -> bool:
    return update.effective_chat.type == ChatType.PRIVATE


def looks_like_id(word: str) -> bool:
    return len(word) == 6 and all(c in ID_ALPHABET for c in word)


def status_lines(service, doc: dict, lang: str | None = None) -> list[str]:
    """Where a table stands, in `lang` (the table's by default)."""
    lang = lang or T.table_lang(doc)
    if doc["status"] == T.LOBBY:
        return [say(lang, N_("Waiting to start: {names}."), names=", ".join(p["name"] for p in doc["players"]))]
    if doc["status"] == T.ABANDONED:
        return [say(lang, N_("This table has been closed."))]
    lines = []
    view = service.view_of(doc, None)
    names = [T.name_of(doc, pid) for pid in doc["seats"]]
    if doc.get("result"):  # best first, resigned seats after the players still in, marked
        lines.append(service.final_line(names, doc["result"], view.get("resigned", []), lang=lang))
    else:
        waiting = i18n.say(lang, view.get("waiting") or "", view.get("names") or ())
        lines.append(say(lang, N_("Move {n}. {waiting}"), n=view.get("moves", 0), waiting=waiting))
        if view.get("resigned"):
            lines.append(say(lang, N_("Resigned (ranked last): {names}."),
                             names=listing([shown_as_is(names[s]) for s in view["resigned"]])))
    return lines


def refusal(exc: ServiceError | GameError, lang: str) -> str:
    """Why the service or the rules refused, in `lang`."""
    return exc.say(lang) if isinstance(exc, ServiceError) else i18n.say(lang, exc.message)


class Handlers:
    def __init__(self, service, delivery: Delivery):
        self.service = service
        self.delivery = delivery
        self.chats = delivery.chats
        self.active = 0  # handlers running now (graceful shutdown and tests wait for 0)
        self._answered: set[str] = set()  # callback queries answered by the handler running now

    # ---- wiring --------------------------------------------------------------------------------
    def register(self, app) -> None:
        for name, _ in COMMANDS:
            app.add_handler(CommandHandler(name, self._wrap(getattr(self, f"cmd_{name}"))))
        app.add_handler(CommandHandler("start", self._wrap(self.cmd_start)))
        app.add_handler(MessageHandler(filters.COMMAND, self._wrap(self.on_unknown)))  # after every command
        app.add_handler(CallbackQueryHandler(self._wrap(self.on_press, button=True), pattern=cb.PATTERN))
        app.add_handler(CallbackQueryHandler(self._wrap(self.on_foreign_press, button=True)))
        app.add_error_handler(self.on_error)

    def _wrap(self, fn, button: bool = False):
        kind = "callback" if button else "move" if fn.__name__ == "cmd_move" else "command"  # metrics, logs

        @functools.wraps(fn)
        async def handler(update: Update, context: ContextTypes.DEFAULT_TYPE):
            self.active += 1
            taken = cancelled = False
            with interaction(PLATFORM, kind) as call:
                try:
                    taken = await self.chats.take_update(update.update_id)
                    if not taken:
                        call.outcome = "duplicate"
                        log.info("update %s came again; it was taken once already", update.update_id)
                        return
                    if update.effective_chat and is_private(update):  # where to reach this user privately
                        await self.chats.remember_private(update.effective_user.id, update.effective_chat.id)
                    await fn(update, context)
                except (ServiceError, GameError) as exc:
                    call.outcome = "refused"
                    why = refusal(exc, await self.lang(update))
                    if button:
                        await self._answer(update, why)
                    else:
                        await self.reply(update, esc(why))
                except Exception:
                    call.outcome = "error"
                    log.exception("telegram handler failed")
                    if button:  # never leave the user's spinner running
                        await self._answer(update, say(await self.lang(update),
                                                       N_("Something went wrong on our side; please try again.")))
                except asyncio.CancelledError:  # stopped in the middle: another process may take it again
                    cancelled = True
                    raise
                finally:
                    self.active -= 1
                    if button:
                        self._answered.discard(update.callback_query.id)
                    if taken:
                        await self.chats.update_done(update.update_id, handled=not cancelled)
        return handler

    async def lang(self, update: Update, doc: dict | None = None) -> str:
        """The language of what only this user reads: at a table, the one the table knows for them;
        elsewhere their `lang` preference, else their Telegram app's language."""
        return await self.service.reader_lang(player_of(update), doc)

    async def on_error(self, update, context) -> None:
        log.error("telegram handler failed", exc_info=context.error)

    async def reply(self, update: Update, text: str, markup=None) -> None:
        await update.effective_message.reply_text(text[:TEXT_MAX], parse_mode=ParseMode.HTML,
                                                  reply_markup=markup, disable_web_page_preview=True)

    async def reply_privately(self, update: Update, text: str) -> None:
        """Something about the player alone: to their private chat, with a short note in the group."""
        if is_private(update):
            await self.reply(update, text)
            return
        uid = str(update.effective_user.id)
        pm = await self.delivery.chats.private_chat(uid)
        lang = await self.lang(update)
        if pm and await self.delivery.send_private(uid, pm, text):
            await self.reply(update, say(lang, N_("✓ I answered in our private chat.")))
        else:
            await self.reply(update, say(lang, N_("Open your private chat with me first, then ask there.")),
                             InlineKeyboardMarkup([[self.delivery.open_chat_button(lang)]]))

    async def _answer(self, update: Update, text: str | None = None) -> None:
        """Answer a button press, once (Telegram refuses a second answer)."""
        if update.callback_query.id in self._answered:
            return
        self._answered.add(update.callback_query.id)
        try:
            await update.callback_query.answer(text[:ANSWER_MAX] if text else None)
        except BadRequest as exc:  # too old to answer (the user already saw the spinner end)
            log.debug("callback answer failed: %s", exc)

    # ---- finding the table ---------------------------------------------------------------------
    async def table(self, update: Update, args: list[str]) -> tuple[dict, list[str]]:
        """The table a command means (optional id as first word) and the remaining words."""
        first = args[0].lower() if args else ""
        cand = first.lstrip("#")
        if is_private(update):
            player = player_of(update)
            if cand and (first.startswith("#") or looks_like_id(cand)):
                try:
                    doc = await self.service.table(cand)
                    if any(p["pid"] == player.pid for p in doc["players"]):
                        return doc, args[1:]
                except NotFound:
                    if first.startswith("#"):
                        raise
            mine = await self.service.open_to(player)
            if len(mine) == 1:
                return mine[0], args
            command = (update.effective_message.text or "/status").split()[0].split("@")[0]
            if not mine:
                raise NotFound(N_("You are at no open table. Name a finished one by its id: {command} <id>."),
                               command=shown_as_is(command))
            ids = ", ".join(f"{d['id']} ({T.title(d, T.reader_lang(d, player.pid, player.lang))})" for d in mine)
            raise BadCommand(N_("You have several tables: {tables}. Name one, e.g. {example}."),
                             tables=shown_as_is(ids), example=shown_as_is(f"{command} {mine[0]['id']}"))
        place = place_of(update)
        if first.startswith("#"):
            return await self.service.resolve(place, cand), args[1:]
        if cand and looks_like_id(cand):
            try:  # a table of this channel that cannot be read refuses here (Broken), not as "several tables"
                doc = await self.service.resolve(place, cand)
            except NotFound:
                doc = None
            if doc is not None and doc["status"] in (T.LOBBY, T.ACTIVE):
                return doc, args[1:]
        return await self.service.resolve(place, None), args

    async def is_admin(self, update: Update, doc: dict) -> bool:
        """Whether the user administers the group of the table (only asked when it matters)."""
        chat = update.effective_chat
        if doc["creator"] == player_of(update).pid or is_private(update) or str(chat.id) != doc["place"]["channel"]:
            return False
        try:
            member = await chat.get_member(update.effective_user.id)
        except TelegramError as exc:
            log.warning("could not check admin rights in %s: %s", chat.id, exc)
            return False
        return member.status in (ChatMemberStatus.ADMINISTRATOR, ChatMemberStatus.OWNER)

    def _group_only(self, update: Update) -> None:
        if is_private(update):
            raise BadCommand(N_("Tables live in groups: use this command in the group."))

    # ---- commands ------------------------------------------------------------------------------
    async def cmd_start(self, update: Update, context) -> None:
        if not is_private(update):
            await self.reply(update, help_text(await self.lang(update)))
            return
        player = player_of(update)
        payload = context.args[0] if context.args else ""
        if payload.startswith("t_"):
            doc = await self.service.table(payload[2:])
            await self.delivery.send_menu(doc, player, update.effective_chat.id)
            return
        waiting = [d for d in await self.service.open_to(player)
                   if player.pid in d["waiting_since"] or player.pid in self.service.may_act(d)]
        await self.reply(update, say(await self.lang(update), N_(
            "Hello! Your hands, secret choices and move buttons will come here. /mygames lists the tables "
            "waiting for you; /help says more.")))
        for doc in waiting[:5]:
            await self.delivery.send_menu(doc, player, update.effective_chat.id)

    async def cmd_help(self, update: Update, context) -> None:
        await self.reply(update, help_text(await self.lang(update)))

    async def cmd_new(self, update: Update, context) -> None:
        self._group_only(update)
        if not context.args:
            await self.cmd_rules(update, context)
            return
        await self.service.create(place_of(update), context.args[0], context.args[1:], player_of(update))

    async def cmd_join(self, update: Update, context) -> None:
        self._group_only(update)
        doc, _ = await self.table(update, context.args)
        await self.service.join(doc["id"], player_of(update))

    async def cmd_leave(self, update: Update, context) -> None:
        self._group_only(update)
        doc, _ = await self.table(update, context.args)
        await self.service.leave(doc["id"], player_of(update))

    async def cmd_addbot(self, update: Update, context) -> None:
        """/addbot [id] [level]: a computer player sits down (the lobby shows it to the group)."""
        doc, rest = await self.table(update, context.args)
        await robot_api.add_bot(self.service, doc["id"], player_of(update), rest[0] if rest else None)
        if is_private(update):  # in the group the lobby is the answer
            lang = await self.lang(update, doc)
            await self.reply(update, say(lang, N_("A computer player sits at {table}."),
                                         table=self.delivery.title(doc, lang)))

    async def cmd_removebot(self, update: Update, context) -> None:
        doc, _ = await self.table(update, context.args)
        await robot_api.remove_bot(self.service, doc["id"], player_of(update))
        if is_private(update):
            lang = await self.lang(update, doc)
            await self.reply(update, say(lang, N_("A computer player left {table}."),
                                         table=self.delivery.title(doc, lang)))

    async def cmd_suggest(self, update: Update, context) -> None:
        """The computer's suggestion for my move: only in my private chat (asked in the group, it goes there)."""
        doc, _ = await self.table(update, context.args)
        player = player_of(update)
        lang = T.reader_lang(doc, player.pid, player.lang)
        text = await robot_api.suggest(self.service, doc["id"], player, lang)
        await self.reply_privately(update, f"💡 {self.delivery.title(doc, lang)}\n{esc(text)}")

    async def cmd_start_game(self, update: Update, context) -> None:
        self._group_only(update)
        doc, _ = await self.table(update, context.args)
        await self.service.start(doc["id"], player_of(update), await self.is_admin(update, doc))

    async def cmd_abandon(self, update: Update, context) -> None:
        self._group_only(update)
        doc, _ = await self.table(update, context.args)
        player, admin = player_of(update), await self.is_admin(update, doc)
        self.service.check_abandon(doc, player, admin)
        if not confirm.needed(confirm.ABANDON, doc):
            await self.service.abandon(doc["id"], player, admin)
            return
        await self._ask(update, doc, confirm.ABANDON, cb.confirm(confirm.ABANDON, doc["id"], doc["version"], 0))

    async def _ask(self, update: Update, doc: dict, kind: str, data: str) -> None:
        """Resigning or closing a running table is asked first, with one button that does it (bot/confirm.py):
        a command is one tap in Telegram's menu."""
        player = player_of(update)
        lang = T.reader_lang(doc, player.pid, player.lang)
        text = say(lang, confirm.QUESTIONS[kind], table=self.delivery.title(doc, lang))
        await self.reply(update, text, InlineKeyboardMarkup(
            [[InlineKeyboardButton(say(lang, confirm.BUTTONS[kind]), callback_data=data)]]))

    async def _confirm_press(self, update: Update, doc: dict, player: Player, press: cb.Press) -> None:
        """"Yes, resign" (only for the seat asked) / "Yes, close the table", while the table is as it was."""
        lang = T.reader_lang(doc, player.pid, player.lang)
        if press.kind == "r" and T.require_seat(doc, player) != press.seat:
            raise NotAllowed(N_("These buttons belong to another player."))
        if doc["version"] != press.version:
            raise Stale(confirm.STALE)
        if press.kind == "r":
            await self.service.resign(doc["id"], player, idem=update.callback_query.id)
        else:
            self._group_only(update)
            await self.service.abandon(doc["id"], player, await self.is_admin(update, doc))
        await self._answer(update, say(lang, N_("Done.")))
        try:
            await update.callback_query.edit_message_reply_markup(None)  # the question's button is spent
        except TelegramError:
            pass  # already gone (a second process answered): nothing is lost

    async def cmd_status(self, update: Update, context) -> None:
        doc, rest = await self.table(update, context.args)
        png = any(w.lower() == "png" for w in rest)
        if is_private(update):
            player = player_of(update)
            if png:
                await self.send_png(update, doc, player)
            else:
                lines = status_lines(self.service, doc, T.reader_lang(doc, player.pid, player.lang))
                await self.delivery.send_menu(doc, player, update.effective_chat.id, [esc(x) for x in lines])
            return
        lang = T.table_lang(doc)  # shown to the whole group
        if png:
            await self.send_png(update, doc, None)
        elif doc["status"] == T.LOBBY:
            await self.delivery.post_lobby(doc, esc(say(lang, N_("Waiting for players."))))
        elif not doc["state"]:
            await self.reply(update, f"{self.delivery.title(doc)}\n" + esc(status_lines(self.service, doc, lang)[0]))
        else:
            await self.delivery.post_board(doc, [esc(x) for x in status_lines(self.service, doc, lang)],
                                           force_new=True)

    async def cmd_hand(self, update: Update, context) -> None:
        """Your own view and moves: always in the private chat (a group never sees a hand)."""
        doc, _ = await self.table(update, context.args)
        player = player_of(update)
        if is_private(update):
            await self.delivery.send_menu(doc, player, update.effective_chat.id)
            return
        pm = await self.delivery.chats.private_chat(player.user_id)
        lang = T.reader_lang(doc, player.pid, player.lang)
        if pm:
            await self.delivery.send_menu(doc, player, pm)
            await self.reply(update, say(lang, N_("✓ Your hand is in our private chat.")))
        else:
            await self.reply(update, say(lang, N_("Open your private chat with me once; your hand and moves come there.")),
                             InlineKeyboardMarkup([[self.delivery.hand_button(doc["id"], lang)]]))

    async def on_unknown(self, update: Update, context) -> None:
        """A command nobody handles, typed in the private chat (in a group it may be another bot's)."""
        if update.effective_chat and is_private(update):
            await self.reply(update, say(await self.lang(update), N_("I do not know that command. /help lists mine.")))

    async def send_png(self, update: Update, doc: dict, player: Player | None) -> None:
        """The crisp PNG as a document (Telegram re-encodes photos as JPEG): public in a group."""
        if not doc["state"]:
            raise NotAllowed(N_("This table has not started: there is no board yet."))
        view = self.service.view_of(doc, player)
        png = await self.delivery.png(view)
        kind = "public" if view.get("seat") is None else "private"
        # in the language of the view: the table's in the group, the player's own in private
        lang = view.get("lang") or T.table_lang(doc)
        table = f"{T.title(doc, lang)} #{doc['id']}"
        caption = (say(lang, N_("{table}, move {n} (public view)"), table=table, n=view["moves"]) if kind == "public"
                   else say(lang, N_("{table}, move {n} (private view)"), table=table, n=view["moves"]))
        # the public move count, never the table version: that also counts moves nobody else saw
        await update.get_bot().send_document(update.effective_chat.id, png,
                                             filename=f"{doc['game']}-{doc['id']}-m{view['moves']}-{kind}.png",
                                             caption=caption)

    async def cmd_move(self, update: Update, context) -> None:
        doc, rest = await self.table(update, context.args)
        player = player_of(update)
        text = " ".join(rest).strip()
        if not text:
            if is_private(update):
                await self.delivery.send_menu(doc, player, update.effective_chat.id)
                return
            raise BadCommand(N_("Say which move: /move <action>, or use the buttons in your private chat."))
        if not is_private(update) and len(self.service.to_act(doc)) > 1:
            # Several players choose at once: a choice typed in the group would be seen by all.
            raise BadCommand(N_("Everyone is choosing in secret now: choose in your private chat with me "
                                "(press {button} under the board)."),
                             button=shown_as_is(say(T.table_lang(doc), N_("My hand & moves"))))
        if not is_private(update) and player.pid not in self.service.public_to_act(doc) \
                and player.pid in self.service.to_act(doc) + self.service.may_act(doc):
            # a choice the group is not told about (a thief's): typed here, it would tell who has one
            raise BadCommand(N_("Answer that in your private chat with me: typed here, everyone would see it."))
        idem = f"tg-u{update.update_id}"  # a re-delivered update applies once
        number = parse_int(text)  # ASCII digits only; anything else ('②', '٣') is move text
        if number is not None:
            opts = self.service.options_of(doc, player)
            await self.service.move(doc["id"], player, index=number - 1, version=opts.version, idem=idem)
        else:
            await self.service.move(doc["id"], player, text, idem=idem)
        if is_private(update):
            await self.reply(update, f"✓ {esc(text)}")

    async def cmd_undo(self, update: Update, context) -> None:
        doc, _ = await self.table(update, context.args)
        await self.service.undo(doc["id"], player_of(update), idem=f"tg-u{update.update_id}")

    async def cmd_resign(self, update: Update, context) -> None:
        doc, _ = await self.table(update, context.args)
        player = player_of(update)
        self.service.check_resign(doc, player)
        seat = T.require_seat(doc, player)
        await self._ask(update, doc, confirm.RESIGN, cb.confirm(confirm.RESIGN, doc["id"], doc["version"], seat))

    async def cmd_log(self, update: Update, context) -> None:
        doc, _ = await self.table(update, context.args)
        # In a group only public lines, in the table's language; privately the player's own lines too, in theirs.
        player = player_of(update) if is_private(update) else None
        lines = await self.service.log(doc["id"], player, last=25)
        lang = T.reader_lang(doc, player.pid, player.lang) if player else T.table_lang(doc)
        text = fit(say(lang, N_("{table} · recent moves"), table=self.delivery.title(doc, lang)),
                   [esc(x) for x in lines] or [esc(say(lang, N_("Nothing yet.")))], "", TEXT_MAX)
        await self.reply(update, text)

    async def cmd_rules(self, update: Update, context) -> None:
        lang = await self.lang(update)
        if not context.args:
            lines = [say(lang, N_("<b>{id}</b>: {title} ({least}-{most} players)"), id=esc(g.id),
                         title=esc(i18n.say(lang, g.title)), least=g.min_players, most=g.max_players)
                     for g in games().values()]
            await self.reply(update, "\n".join([say(lang, N_("Games:")), *lines, say(lang, N_(
                "/rules &lt;game&gt; for one game; /new &lt;game&gt; [option=value ...] opens a table."))]))
            return
        game = get_game(" ".join(context.args))
        lines = [say(lang, N_("<b>{title}</b> ({id}, {least}-{most} players)"), title=esc(i18n.say(lang, game.title)),
                     id=esc(game.id), least=game.min_players, most=game.max_players),
                 esc(i18n.say(lang, game.summary) if game.summary else "")]
        if game.options:
            lines.append(say(lang, N_("Options (/new {game} option=value):"), game=esc(game.id)))
            lines += [f"• {esc(i18n.say(lang, o.message()))}" for o in game.options]
        if game.rules_ref:
            lines.append(say(lang, N_("Rules: {where}"), where=esc(i18n.say(lang, game.rules_ref, game=game.id))))
        await self.reply(update, "\n".join(lines))

    async def cmd_mygames(self, update: Update, context) -> None:
        player = player_of(update)
        lang = await self.lang(update)
        waiting = await self.service.my_tables(player)
        if not waiting:
            await self.reply(update, say(lang, N_("No table is waiting for you.")))
            return
        now = self.service.clock()
        lines, rows = [], []
        for doc in waiting[:20]:
            lines.append(say(lang, N_("{table}: waiting for you {time}"), table=self.delivery.title(doc, lang),
                             time=esc(humane(now - doc["waiting_since"][player.pid], lang))))
            rows.append([InlineKeyboardButton(f"{T.title(doc, lang)} #{doc['id']}",
                                              callback_data=cb.simple("h", doc["id"]))])
        if not is_private(update):  # moves are shown privately: offer the way there
            rows = [[self.delivery.open_chat_button(lang)]]
        await self.reply(update, "\n".join(lines), InlineKeyboardMarkup(rows))

    async def cmd_settings(self, update: Update, context) -> None:
        # the service answers in the player's language (Player carries their app's)
        args, player, settings = settings_registry.split_typed(list(context.args)), player_of(update), \
            self.service.settings
        lang = await self.lang(update)
        if args and args[0].lower() == "me" and len(args) == 1:
            await self.reply_privately(update, esc(said(lang, await settings.show_mine(player, lang))))
            return
        mine = args[1:] if args and args[0].lower() == "me" else args
        if args and (mine is not args or settings_registry.scope_of(args[0]) == settings_registry.MINE):
            if len(mine) < 2:
                raise BadCommand(N_("Usage: /settings me <key> <value>."))
            answer = await settings.change_mine(player, mine[0], " ".join(mine[1:]), lang)
            await self.reply_privately(update, esc(said(lang, answer)))
            return
        doc, rest = await self.table(update, args)
        if not rest:
            shown = lang if is_private(update) else T.table_lang(doc)  # in the group: the table's language
            await self.reply(update, esc(said(shown, await settings.show(doc["id"], PLATFORM, shown))))
            return
        if len(rest) < 2:
            raise BadCommand(N_("Usage: /settings [table] <key> <value>."))
        is_admin = await self.is_admin(update, doc)
        out = await settings.change(doc["id"], player, is_admin, rest[0], " ".join(rest[1:]), platform=PLATFORM,
                                    idem=f"tg-u{update.update_id}")
        if is_private(update):  # in the group the change is announced to everyone: no second message
            await self.reply(update, esc(said(lang, out)))

    async def cmd_skip(self, update: Update, context) -> None:
        doc, rest = await self.table(update, context.args)
        if not rest:
            raise BadCommand(N_("Usage: /skip <player>: vote to remove a player who passed the table's deadline."))
        out = await reminders_api.vote_skip(self.service, doc["id"], player_of(update), " ".join(rest))
        await self.reply(update, esc(said(await self.lang(update, doc), out)))

    async def cmd_takeover(self, update: Update, context) -> None:
        doc, _ = await self.table(update, context.args)
        out = await reminders_api.take_over(self.service, doc["id"], player_of(update))
        await self.reply(update, esc(said(await self.lang(update, doc), out)))

    # ---- buttons -------------------------------------------------------------------------------
    async def on_foreign_press(self, update: Update, context) -> None:
        await self._answer(update, say(await self.lang(update), N_("This button is not one of mine any more.")))

    async def on_press(self, update: Update, context) -> None:
        query = update.callback_query
        press = cb.parse(query.data)
        if press is None:
            await self._answer(update, say(await self.lang(update), N_("This button is not one of mine any more.")))
            return
        player = player_of(update)
        doc = await self.service.table(press.table)
        if press.kind in ("j", "s", "b") and str(update.effective_chat.id) != doc["place"]["channel"]:
            raise NotAllowed(N_("That table lives in another group."))  # a forged lobby button
        if press.kind == "j":
            doc = await self.service.join(doc["id"], player)
            await self._answer(update, say(T.reader_lang(doc, player.pid, player.lang), N_("You are at the table.")))
        elif press.kind == "s":
            await self.service.start(doc["id"], player, await self.is_admin(update, doc))
            await self._answer(update)
        elif press.kind == "b":
            doc = await robot_api.add_bot(self.service, doc["id"], player)
            lang = T.reader_lang(doc, player.pid, player.lang)
            await self._answer(update, say(lang, N_("A computer player sits at {table}."),
                                           table=f"{T.title(doc, lang)} #{doc['id']}"))
        elif press.kind == "p":
            # a board goes only where its table lives, or privately to a player seated at it
            if is_private(update):
                T.require_seat(doc, player)
            elif str(update.effective_chat.id) != doc["place"]["channel"]:
                raise NotAllowed(N_("That table lives in another group."))
            await self._answer(update, say(T.reader_lang(doc, player.pid, player.lang), N_("Sending the PNG…")))
            await self.send_png(update, doc, player if is_private(update) else None)
        elif press.kind in ("r", "x"):
            await self._confirm_press(update, doc, player, press)
        elif press.kind == "h":
            if not any(p["pid"] == player.pid for p in doc["players"]):
                raise NotAllowed(N_("You are not at this table."))
            await self._answer(update)
            chat = await self.chats.private_chat(player.user_id)
            if chat is None:
                raise NotAllowed(N_("Open your private chat with me first."))
            await self.delivery.send_menu(doc, player, chat)
        else:
            await self._menu_press(update, doc, player, press)

    async def _menu_press(self, update: Update, doc: dict, player: Player, press: cb.Press) -> None:
        query = update.callback_query
        seat = T.require_seat(doc, player)
        if seat != press.seat:
            raise NotAllowed(N_("These buttons belong to another player."))
        lang = T.reader_lang(doc, player.pid, player.lang)
        if press.kind == "k":
            await self._suggest_press(update, doc, player, press, lang)
            return
        if press.kind == "o":
            label = None
            try:
                opts = self.service.options_of(doc, player)
                if 0 <= press.index < len(opts.options):
                    label = opts.options[press.index].label
            except ServiceError:
                pass  # the move below gives the reason
            try:
                await self.service.move(doc["id"], player, index=press.index, version=press.version, idem=query.id)
            except Stale as exc:
                await self._answer(update, exc.say(lang))
                if exc.options and exc.options.options and is_private(update):
                    await self.delivery.send_menu(await self.service.table(doc["id"]), player,
                                                  update.effective_chat.id)
                return
            await self._answer(update, f"✓ {label}" if label else "✓")
            if is_private(update):  # never echo a choice where others can read it
                await self._mark_chosen(query, label, doc["id"], player.user_id, lang)
            return
        # navigation in a long menu: redraw the keyboard from the current options
        opt_ver = (doc.get("opt_ver") or [0] * (seat + 1))[seat]
        opts = self.service.options_of(doc, player)
        if press.version < opt_ver or not opts.options:
            await self._answer(update, say(lang, N_("These buttons are from an earlier moment of the game; "
                                                    "here are your moves now.")))
            await self.delivery.send_menu(doc, player, update.effective_chat.id)
            return
        extra = self.delivery.menu_extra(doc, opts, lang)
        if press.kind == "G":
            markup = keyboards.group_menu(opts, press.index, extra, lang)
        else:
            markup = keyboards.menu(opts, press.group, press.page, extra, lang)
        await self._answer(update)
        try:
            await query.edit_message_reply_markup(markup)
        except BadRequest as exc:
            if "not modified" not in str(exc).lower():
                raise

    async def _suggest_press(self, update: Update, doc: dict, player: Player, press: cb.Press, lang: str) -> None:
        """"Suggest a move" under my moves: the suggestion comes as a message in this private chat (the
        search takes a moment; the press is answered first). Buttons of an earlier moment get the fresh menu."""
        if not is_private(update):  # the buttons live in the private chat: a press elsewhere is forged
            raise NotAllowed(N_("These buttons belong to another player."))
        opts = self.service.options_of(doc, player)
        if press.version != opts.version:
            await self._answer(update, say(lang, N_("These buttons are from an earlier moment of the game; "
                                                    "here are your moves now.")))
            await self.delivery.send_menu(doc, player, update.effective_chat.id)
            return
        await self._answer(update, say(lang, N_("Thinking…")))
        try:
            text = esc(await robot_api.suggest(self.service, doc["id"], player, lang))
        except (ServiceError, GameError) as exc:  # the press is answered: the reason comes as a message
            text = esc(refusal(exc, lang))
        await self.delivery.send_private(player.user_id, update.effective_chat.id,
                                         f"💡 {self.delivery.title(doc, lang)}\n{text}")

    async def _mark_chosen(self, query, label: str | None, tid: str, uid: str, lang: str) -> None:
        """Leave the pressed menu without buttons, noting the choice (in the private chat only). It is no
        longer the player's live menu: the delivery must not retire it a second time (Telegram refuses
        an edit that changes nothing)."""
        if query.message:
            await self.chats.take_menu(tid, uid, query.message.message_id, query.message.chat.id)
            if not await self.chats.claim_edit(query.message.chat.id, query.message.message_id):
                return  # being retired at this very moment by a newer menu's delivery: one edit only
        note = say(lang, N_("✓ You chose: {choice}"), choice=esc(label)) if label else say(lang, N_("✓ Done."))
        try:
            if query.message and query.message.caption is not None:
                caption = fit(query.message.caption_html or "", [], note)
                await query.edit_message_caption(caption, parse_mode=ParseMode.HTML, reply_markup=None)
            else:
                await query.edit_message_reply_markup(None)
        except TelegramError as exc:  # the menu was already retired by a newer one
            log.debug("could not mark the pressed menu: %s", exc)
