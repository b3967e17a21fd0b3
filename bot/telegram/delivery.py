"""Everything the adapter sends: table events to the group, views and move menus to private chats.

Table events arrive from the service's bus while the change that caused them is still being
handled; delivery runs in a background task (one per event, in order per table) so a button press
is answered at once however slowly a busy group's rate limit lets the board through.

Privacy: the group only ever gets the public view image and public log lines (plus names and
mentions); a player's view image, private log lines and move buttons go to that player's private
chat. The service's move summary names the action played, which may be secret, so it is never
used for moves.

Languages: what a group sees (boards, lobby, reminders, the buttons under them) is in the table's
language; what a player reads in their private chat in their own (T.reader_lang).
"""
from __future__ import annotations

import asyncio
import logging

from redis.exceptions import RedisError
from telegram import InlineKeyboardButton, InlineKeyboardMarkup, InputMediaPhoto
from telegram.constants import ParseMode
from telegram.error import BadRequest, Forbidden, TelegramError
from telegram.helpers import create_deep_linked_url

import i18n
from bot import drawing, settings
from bot import table_doc as T
from bot.announce import Announcer
from bot.errors import ServiceError
from bot.models import BOARD, LINE, LOBBY, NOTHING, PRIVATE, REMINDER, Player, TableEvent, user_id_on
from bot.robots import api as robot_api
from bot.telegram import callbacks as cb
from bot.telegram import keyboards
from bot.telegram.chats import Chats
from bot.telegram.texts import clipped, esc, fit, mention, say
from rules.core.text import N_, plural

log = logging.getLogger(__name__)

PLATFORM = "telegram"
REF_KEY = "telegram_board"
GONE_KEY = "telegram_gone"  # since when the group refuses the bot (403)
GONE_DAYS = 3


def user_id(pid: str) -> str | None:
    return user_id_on(pid, PLATFORM)


class Delivery:
    def __init__(self, service, bot, chats: Chats, render=None):
        """`render`: a stand-in for the renderer (tests); None draws with the real one in the image workers."""
        self.service = service
        self.bot = bot
        self.chats = chats
        self.render = render
        self._locks: dict[str, list] = {}
        self._tasks: set[asyncio.Task] = set()
        self.announcer = Announcer(service, PLATFORM, self.post_announcement)

    # ---- small helpers -------------------------------------------------------------------------
    def deep_link(self, tid: str | None = None) -> str:
        return create_deep_linked_url(self.bot.username, f"t_{tid}" if tid else "hi")

    def private_button(self, tid: str | None, text: str) -> InlineKeyboardButton:
        return InlineKeyboardButton(text, url=self.deep_link(tid))

    def hand_button(self, tid: str, lang: str) -> InlineKeyboardButton:
        """The way to a player's hand and moves in the private chat (under a board: the table's language)."""
        return self.private_button(tid, f"🂠 {say(lang, N_('My hand & moves'))}")

    def open_chat_button(self, lang: str) -> InlineKeyboardButton:
        return self.private_button(None, say(lang, N_("Open my private chat")))

    def board_markup(self, doc: dict) -> InlineKeyboardMarkup:
        row = [self.hand_button(doc["id"], T.table_lang(doc)),
               InlineKeyboardButton("🔍 PNG", callback_data=cb.simple("p", doc["id"]))]
        return InlineKeyboardMarkup([row])

    def lobby_markup(self, doc: dict) -> InlineKeyboardMarkup:
        lang = T.table_lang(doc)
        return InlineKeyboardMarkup([
            [InlineKeyboardButton(say(lang, N_("Join")), callback_data=cb.simple("j", doc["id"])),
             InlineKeyboardButton(say(lang, N_("Start")), callback_data=cb.simple("s", doc["id"]))],
            [InlineKeyboardButton(say(lang, N_("Add a computer player")), callback_data=cb.simple("b", doc["id"]))],
            [self.open_chat_button(lang)],
        ])

    @staticmethod
    def menu_extra(doc: dict, opts, lang: str) -> list[InlineKeyboardButton]:
        """The row under a player's moves: the PNG, and the computer's suggestion at a table with hints on."""
        row = [InlineKeyboardButton("🔍 PNG", callback_data=cb.simple("p", doc["id"]))]
        if robot_api.hints_on(doc) and opts.options:
            row.append(InlineKeyboardButton(f"💡 {say(lang, N_('Suggest a move'))}",
                                            callback_data=cb.suggest(doc["id"], opts.version, opts.seat)))
        return row

    async def pngs(self, view: dict) -> list[bytes]:
        """Every image of a view, the main one first (a board too big for one phone-sized image goes on)."""
        return await drawing.pngs(view, self.service.store, self.render)

    async def png(self, view: dict) -> bytes:
        return (await self.pngs(view))[0]

    @staticmethod
    def title(doc: dict, lang: str | None = None) -> str:
        """"<b>Alhambra #ab12cd</b>": the game's title as the catalogs spell it in `lang` (the table's by
        default)."""
        return f"<b>{esc(T.title(doc, lang))} #{esc(doc['id'])}</b>"

    def mentions(self, doc: dict, pids) -> str:
        out = []
        for pid in pids:
            uid = user_id(pid)
            out.append(mention(uid, T.name_of(doc, pid)) if uid else esc(T.name_of(doc, pid)))
        return ", ".join(out)

    # ---- the bus -------------------------------------------------------------------------------
    async def on_event(self, event: TableEvent) -> None:
        if event.place.platform != PLATFORM or event.show == NOTHING:
            return
        task = asyncio.create_task(self._deliver_in_order(event))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def drain(self, timeout: float | None = None) -> None:
        """Wait until every event received so far is delivered (shutdown, tests)."""
        while self._tasks:
            await asyncio.wait_for(asyncio.gather(*list(self._tasks), return_exceptions=True), timeout)

    @property
    def busy(self) -> bool:
        return bool(self._tasks)

    async def _deliver_in_order(self, event: TableEvent) -> None:
        entry = self._locks.setdefault(event.table, [asyncio.Lock(), 0])  # [lock, events holding or awaiting it]
        entry[1] += 1
        try:
            async with entry[0]:  # in order within this process; across processes, one at a time
                try:
                    async with self.chats.delivering(event.table):
                        await self.deliver(event)
                except Exception:
                    log.exception("delivering %s event of table %s failed", event.kind, event.table)
        finally:
            entry[1] -= 1
            if entry[1] == 0:  # no event of this table pending: forget its lock
                self._locks.pop(event.table, None)

    async def deliver(self, event: TableEvent) -> None:
        try:
            doc = await self.service.table(event.table)
        except ServiceError:
            return
        chat = int(event.place.channel)
        if event.show == BOARD:
            # the players' private menus first, then the group's board once the turn passed (durable)
            await self.private_updates(doc, event.private)
            await self.announcer.flush(doc["id"])
        elif event.show == PRIVATE:
            await self.private_updates(doc, event.private)
        elif event.show == LOBBY:
            try:
                await self.post_lobby(doc, esc(event.summary))
            except Forbidden:
                log.info("table %s: the group %s is closed to the bot", doc["id"], chat)
        elif event.show == REMINDER:
            await self.remind(doc, event)
        elif event.show == LINE:
            if doc["status"] not in (T.LOBBY, T.ACTIVE):
                await self.retire_all(doc)
            try:
                await self.send(chat, f"{self.title(doc)}\n{esc(event.summary)}")
            except Forbidden:  # removed from the group: its players were told in private
                log.info("table %s: the group %s is closed to the bot", doc["id"], chat)

    # ---- group messages ------------------------------------------------------------------------
    async def send(self, chat: int, text: str, markup=None):
        return await self.bot.send_message(chat, text, parse_mode=ParseMode.HTML, reply_markup=markup,
                                           disable_web_page_preview=True)

    async def post_lobby(self, doc: dict, summary: str) -> None:
        chat = int(doc["place"]["channel"])
        text = f"{self.title(doc)}\n{summary}\n{esc(T.seated(doc))}"
        markup = None
        if doc["status"] == T.LOBBY:
            text += "\n" + say(T.table_lang(doc), N_("/join to sit down; the creator (or an admin) starts with "
                                                     "/start_game."))
            markup = self.lobby_markup(doc)
        await self.send(chat, text, markup)

    async def unreachable(self, pids) -> list[str]:
        """Players among `pids` who never opened their private chat with the bot."""
        out = []
        for pid in pids:
            uid = user_id(pid)
            if uid and await self.chats.private_chat(uid) is None:
                out.append(pid)
        return out

    async def board_caption(self, doc: dict, lines: list[str], mention: list[str] | None = None
                            ) -> tuple[str, list[str]]:
        """The board's caption and who must act now: `mention` (default: all of them) by a mention
        that notifies, the others who were already waiting by name."""
        lang = T.table_lang(doc)
        to_act = self.service.public_to_act(doc)
        mention = to_act if mention is None else [pid for pid in to_act if pid in mention]
        tail = []
        if doc["status"] == T.ACTIVE and to_act:
            named = [esc(T.name_of(doc, pid)) for pid in to_act if pid not in mention]
            who = ", ".join(filter(None, [self.mentions(doc, mention), ", ".join(named)]))
            tail.append(say(lang, N_("▶ Now: {who}"), who=who))
            missing = await self.unreachable(to_act)
            if missing:
                tail.append(say(lang, N_("{who}: press <i>{button}</i> below once, so I can send you your moves "
                                         "privately."), who=self.mentions(doc, missing),
                                button=esc(say(lang, N_("My hand & moves")))))
        elif doc["status"] == T.ACTIVE and (pause := self.service.pause_line(doc)):
            tail.append("▶ " + esc(T.say(doc, pause)))  # the computer waits: thieves may be played until then
        elif doc["status"] == T.FINISHED:
            end = self.end_line(doc)
            told = any(end in line for line in lines) if end else False  # the end line is there: not twice
            tail.append(say(lang, N_("/new to play again.")) if told
                        else say(lang, N_("The game is over. /new to play again.")))
        return fit(self.title(doc), lines, "\n".join(tail)), mention

    def end_line(self, doc: dict) -> str:
        """A finished game's result as the log tells it (HTML-escaped, as the board's lines are)."""
        if not doc.get("result") or not doc.get("state"):
            return ""
        view = self.service.view_of(doc, None)
        names = [T.name_of(doc, pid) for pid in doc["seats"]]
        return esc(self.service.final_line(names, doc["result"], view.get("resigned", []), lang=T.table_lang(doc)))

    async def post_announcement(self, doc: dict, lines: list[str], mention: list[str]) -> None:
        """A board for bot/announce.py. A group that refuses the bot (403: it was removed) does not stop
        the game: its players hear it in private, play on there, and the table closes after GONE_DAYS."""
        try:
            await self.post_board(doc, [esc(x) for x in lines], mention=mention)
        except Forbidden:
            await self.group_gone(doc)
            return
        if (doc.get("refs") or {}).get(GONE_KEY):
            await self._keep_ref(doc["id"], GONE_KEY, None)  # added back: boards go to the group again

    async def group_gone(self, doc: dict) -> None:
        gone = (doc.get("refs") or {}).get(GONE_KEY)
        now = self.service.clock()
        if gone is None:
            log.info("table %s: the bot cannot post in its group any more; telling its players", doc["id"])
            await self._keep_ref(doc["id"], GONE_KEY, {"since": now})
            for pid in doc["seats"]:
                uid = user_id(pid)
                pm = uid and await self.chats.private_chat(uid)
                if pm:
                    lang = T.reader_lang(doc, pid)
                    await self.send_private(uid, pm, f"{self.title(doc, lang)}\n" + say(lang, N_(
                        "I can no longer post in this table's group (I was removed from it). Your moves still "
                        "come here. Add me back to the group within {days} days, or the table closes."),
                        days=GONE_DAYS))
        elif now - gone["since"] > GONE_DAYS * 86400 and doc["status"] == T.ACTIVE:
            log.info("table %s: its group has refused the bot for %s days; closing it", doc["id"], GONE_DAYS)
            await self.service.abandon(doc["id"], T.player_of(doc, doc["creator"]), is_admin=True)

    async def post_board(self, doc: dict, lines: list[str], force_new: bool = False,
                         mention: list[str] | None = None) -> None:
        """The public board with what happened and who must act: a new photo, or the table's one edited."""
        chat = int(doc["place"]["channel"])
        caption, to_act = await self.board_caption(doc, lines, mention)
        png, *more = await self.pngs(self.service.view_of(doc, None))
        markup = self.board_markup(doc)
        ref = (doc.get("refs") or {}).get(REF_KEY)
        edit = settings.edits_board(doc, PLATFORM) and not force_new
        if edit and ref and ref.get("chat") == chat:
            try:
                await self.bot.edit_message_media(
                    InputMediaPhoto(png, caption=caption, parse_mode=ParseMode.HTML),
                    chat_id=chat, message_id=ref["msg"], reply_markup=markup)
                if more or ref.get("more"):
                    await self._more_images(doc, chat, more, ref)
                    await self._keep_ref(doc["id"], REF_KEY, ref)
                if to_act and doc["status"] == T.ACTIVE:  # edits notify nobody: ping separately
                    await self.send(chat, say(T.table_lang(doc), N_("▶ {who}: your turn at {table}."),
                                              who=self.mentions(doc, to_act), table=self.title(doc)))
                return
            except BadRequest as exc:
                if "not modified" in str(exc).lower():
                    return
                log.info("board message of %s could not be edited (%s); posting a new one", doc["id"], exc)
        msg = await self.bot.send_photo(chat, png, caption=caption, parse_mode=ParseMode.HTML,
                                        reply_markup=markup)
        ref = {"chat": chat, "msg": msg.message_id}
        await self._more_images(doc, chat, more, ref if edit else None)
        if edit:
            await self._keep_ref(doc["id"], REF_KEY, ref)

    async def _more_images(self, doc: dict, chat: int, images: list[bytes], ref: dict | None) -> None:
        """The rest of a board that needs more than one image, as an album under it. In edit mode `ref`
        notes their ids (the caller stores it) and the previous ones go, so the group holds one board."""
        if ref is not None:
            for mid in ref.pop("more", []):
                try:
                    await self.bot.delete_message(chat, mid)
                except TelegramError:  # already gone
                    pass
        if not images:
            return
        sent = await self.bot.send_media_group(chat, [InputMediaPhoto(png) for png in images])
        if ref is not None:
            ref["more"] = [m.message_id for m in sent]

    async def _keep_ref(self, tid: str, key: str, ref: dict | None) -> None:
        try:
            await self.service.set_refs(tid, {key: ref})
        except (ServiceError, RedisError) as exc:
            log.warning("could not remember the board message of %s: %s", tid, exc)

    async def remind(self, doc: dict, event: TableEvent) -> None:
        chat = int(doc["place"]["channel"])
        who = self.mentions(doc, event.to_act)
        text = f"⏰ {self.title(doc)}: {esc(event.summary)}"
        if who and who not in text:
            text += f"\n{who}"
        missing = await self.unreachable(event.to_act)
        if event.to_act:  # nobody named: a private reminder only (an out-of-turn window)
            try:
                await self.send(chat, text, InlineKeyboardMarkup([[self.hand_button(doc["id"], T.table_lang(doc))]])
                                if missing else None)
            except Forbidden:  # removed from the group: the players hear it privately (and below)
                await self.group_gone(doc)
        for pid, lines in event.private.items():
            uid = user_id(pid)
            pm = uid and await self.chats.private_chat(uid)
            if pm and lines:
                lang = T.reader_lang(doc, pid)
                markup = InlineKeyboardMarkup([[InlineKeyboardButton(
                    say(lang, N_("Show my moves")), callback_data=cb.simple("h", doc["id"]))]])
                await self.send_private(uid, pm, f"⏰ {self.title(doc, lang)}\n" + "\n".join(esc(x) for x in lines),
                                        markup)

    # ---- private chats -------------------------------------------------------------------------
    async def send_private(self, uid: str, chat: int, text: str, markup=None):
        try:
            return await self.send(chat, text, markup)
        except Forbidden:  # the user blocked the bot: ask again in the group next time
            await self.chats.forget_private(uid)
            return None

    async def private_updates(self, doc: dict, private: dict[str, list[str]]) -> None:
        """After a change: fresh menus for players whose options changed, private lines for the rest,
        and no live buttons left with players who no longer act."""
        # players who may act out of turn (a thief) get their menu too, only here in private
        to_act = set(self.service.to_act(doc)) | set(self.service.may_act(doc))
        for seat, pid in enumerate(doc["seats"]):
            uid = user_id(pid)
            if uid is None:
                continue
            lines = [esc(x) for x in private.get(pid, [])]
            pm = await self.chats.private_chat(uid)
            rec = await self.chats.last_menu(doc["id"], uid)
            if pid in to_act and pm:
                if not (rec and rec["ver"] >= doc["opt_ver"][seat]):
                    await self.send_menu(doc, T.player_of(doc, pid), pm, lines)
                    continue
            elif rec:
                await self.retire_menu(doc["id"], uid, rec)
            if pm and lines:
                await self.send_private(uid, pm, f"{self.title(doc, T.reader_lang(doc, pid))}\n" + "\n".join(lines))

    async def retire_menu(self, tid: str, uid: str, rec: dict | None = None) -> None:
        rec = rec or await self.chats.last_menu(tid, uid)
        if not rec or not await self.chats.take_menu(tid, uid, rec["msg"]):
            return  # none, or already retired (or marked chosen by its press): one edit only
        if not await self.chats.claim_edit(rec["chat"], rec["msg"]):
            return  # pressed at this very moment: the press takes the buttons away
        try:
            await self.bot.edit_message_reply_markup(chat_id=rec["chat"], message_id=rec["msg"], reply_markup=None)
        except TelegramError:  # already without buttons, or deleted: nothing to retire
            pass

    async def retire_all(self, doc: dict) -> None:
        for p in doc["players"]:
            uid = user_id(p["pid"])
            if uid:
                await self.retire_menu(doc["id"], uid)

    async def send_menu(self, doc: dict, player: Player, chat: int, lines: list[str] = ()) -> None:
        """The player's own view image with their legal actions as buttons, in their private chat (in
        their language)."""
        lang = T.reader_lang(doc, player.pid, player.lang)
        title = self.title(doc, lang)
        if not doc["state"]:  # nothing to show before the game starts (or ever, in a lobby that was closed)
            seated = any(p["pid"] == player.pid for p in doc["players"])
            ended = self.service.ended(doc)
            await self.send_private(player.user_id, chat, f"{title}\n" + (
                say(lang, ended) if ended else
                say(lang, N_("You are at this table. Your hand and your moves will come here once the game starts."))
                if seated else say(lang, N_("This table has not started; /join in its group to play."))))
            return
        seat = T.seat_of(doc, player.pid)
        view = self.service.view_of(doc, player)
        head = say(lang, N_("{table} · your view"), table=title)
        markup = None
        has_moves = False
        tail = ""
        if seat is not None and doc["status"] == T.ACTIVE:
            opts = self.service.options_of(doc, player)
            prompt = esc(clipped(opts.prompt))
            tail = f"<b>{prompt}</b>" if opts.options else prompt
            extra = self.menu_extra(doc, opts, lang)
            if opts.options:
                has_moves = True
                markup = keyboards.menu(opts, extra=extra, lang=lang)
                if keyboards.needs_group_menu(opts):
                    tail += "\n" + i18n.say(lang, plural("{n} move: choose a group first.",
                                                          "{n} moves: choose a group first.", "n", n=len(opts.options)))
            else:
                markup = InlineKeyboardMarkup([extra])
        elif seat is None:
            tail = say(lang, N_("You are not seated at this table: this is the public view."))
        caption = fit(head, list(lines), tail)
        png = await self.png(view)
        try:
            msg = await self.bot.send_photo(chat, png, caption=caption, parse_mode=ParseMode.HTML,
                                            reply_markup=markup)
        except Forbidden:
            await self.chats.forget_private(player.user_id)
            return
        old = await self.chats.last_menu(doc["id"], player.user_id)
        if old and old["msg"] != msg.message_id:
            await self.retire_menu(doc["id"], player.user_id, old)
        if has_moves:
            await self.chats.set_menu(doc["id"], player.user_id, chat, msg.message_id, doc["version"])
