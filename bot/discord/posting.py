"""What the channel sees: table events of the service turned into Discord messages.

Boards (the public image, what happened, who must act), lobby messages, short notices, and
reminders (a mention, plus a direct message with the private text). Message ids are kept in the
table's `refs` (board message for edits and jump links, guild for /tavolo mygames). What the channel
sees is in the table's language; a direct message in its reader's."""
from __future__ import annotations

import contextlib
import contextvars
import logging

import discord
from redis.exceptions import RedisError

import i18n
from bot import settings
from bot import table_doc as T
from bot.discord import panel, texts
from bot.discord.limits import CONTENT, clip
from bot.discord.texts import say
from bot.errors import Broken, ServiceError
from bot.models import BOARD, LINE, LOBBY, REMINDER, TableEvent
from rules.core.text import N_

log = logging.getLogger(__name__)

PLATFORM = texts.PLATFORM
MENTIONS = discord.AllowedMentions(everyone=False, users=True, roles=False, replied_user=False)

# The interaction being handled in this task. The service emits its events inside the call the
# handler awaits (same task, same context), so the listener can hand the actor's private log
# lines back to the handler, which shows them ephemerally.
_current: contextvars.ContextVar[dict | None] = contextvars.ContextVar("tavolo_discord_call", default=None)
# Tables whose board waits until the interaction being handled has answered its member: the mover's
# own panel comes first, the channel's board after it (None: not inside an interaction).
_boards_after: contextvars.ContextVar[list | None] = contextvars.ContextVar("tavolo_discord_boards", default=None)


@contextlib.contextmanager
def interaction_call(box: dict):
    """Inside: the service's events belong to the interaction `box` ({"actor", "private", "guild"});
    the actor's private lines are added to box["private"]."""
    token = _current.set(box)
    try:
        yield box
    finally:
        _current.reset(token)


@contextlib.contextmanager
def boards_after(boards: list):
    """Inside: the ids of tables whose board is due are added to `boards` instead of posted at once;
    the caller flushes them after answering its interaction."""
    token = _boards_after.set(boards)
    try:
        yield boards
    finally:
        _boards_after.reset(token)


class ChannelPoster:
    """Mixed into DiscordApp: needs `service`, `client`, `png(view)` and `file(png, name)`."""

    def channel(self, channel_id: str):
        cid = int(channel_id)
        return self.client.get_channel(cid) or self.client.get_partial_messageable(cid)

    async def on_event(self, event: TableEvent) -> None:
        if event.place.platform != PLATFORM or self.client is None:
            return
        box = _current.get()
        if box is not None and event.actor == box["actor"] and event.actor in event.private:
            box["private"].extend(event.private[event.actor])
        try:
            if event.show == BOARD:
                gid = box.get("guild") if box else None
                if gid:  # for jump links to the board (a channel object may not know its guild)
                    await self.save_refs(event.table, {"discord_guild": str(gid)})
                later = _boards_after.get()
                if later is not None:
                    later.append(event.table)
                else:
                    await self.announcer.flush(event.table)
            elif event.show == LOBBY:
                await self.post_lobby(event, box)
            elif event.show == REMINDER:
                await self.post_reminder(event)
            elif event.show == LINE:
                await self.post_text(event)
        except Broken:  # the table cannot be read (the service logged it): nothing to post
            return

    async def save_refs(self, tid: str, refs: dict) -> None:
        """Remember message ids in the table (for edits and jump links); a failure only loses links."""
        try:
            await self.service.set_refs(tid, refs)
        except (ServiceError, RedisError):
            log.warning("could not store message refs of table %s", tid)

    @staticmethod
    def _guild_of(channel, box: dict | None) -> str | None:
        gid = box.get("guild") if box else None
        if gid is None:
            guild = getattr(channel, "guild", None)
            gid = getattr(guild, "id", None) or getattr(channel, "guild_id", None)
        return str(gid) if gid else None

    async def post_lobby(self, event: TableEvent, box: dict | None) -> None:
        doc = await self.service.table(event.table)
        lang = T.table_lang(doc)
        channel = self.channel(event.place.channel)
        text = f"{texts.header(doc, lang)}: {event.summary}\n{T.seated(doc)}"
        view = None
        if doc["status"] == T.LOBBY:
            text += "\n" + say(lang, N_("Press Join to take a seat; the opener presses Start."))
            view = panel.lobby_view(doc["id"], lang)
        msg = await channel.send(clip(text, CONTENT), view=view, allowed_mentions=MENTIONS)
        refs = {"discord_msg": str(msg.id)}
        gid = self._guild_of(channel, box)
        if gid:
            refs["discord_guild"] = gid
        await self.save_refs(doc["id"], refs)

    async def post_text(self, event: TableEvent) -> None:
        try:
            doc = await self.service.table(event.table)
            head = texts.header(doc)
        except ServiceError:
            head = f"#{event.table}"
        await self.channel(event.place.channel).send(clip(f"{head}: {event.summary}", CONTENT),
                                                     allowed_mentions=MENTIONS)

    async def post_board(self, doc: dict, lines: list[str], notify: list[str]) -> None:
        """The public image once the turn passed (bot/announce.py), with what happened since the last one and
        who must act now, mentioning those asked anew (a new message, or one edited)."""
        channel_id = doc["place"]["channel"]
        channel = self.channel(channel_id)
        content = texts.board_text(doc, lines, self.service.public_to_act(doc), notify,
                                   self.service.pause_line(doc))
        lang = T.table_lang(doc)
        playing = doc["status"] == T.ACTIVE
        images = await self.pngs(self.service.view_of(doc, None))  # Discord takes them in one message
        files = lambda: [f for i, png in enumerate(images)  # noqa: E731  (a File is read once)
                         if (f := self.file(png, f"{doc['id']}{'-' + str(i + 1) if i else ''}.png"))]
        refs = doc.get("refs") or {}
        new_refs: dict = {}
        gid = refs.get("discord_guild") or self._guild_of(channel, None)
        edited = False
        if settings.edits_board(doc, PLATFORM) and refs.get("discord_msg"):
            try:
                await channel.get_partial_message(int(refs["discord_msg"])).edit(
                    content=content, attachments=files(),
                    view=panel.board_view(doc["id"], playing, lang), allowed_mentions=MENTIONS)
                edited = True
            except discord.HTTPException as exc:
                log.info("board message of %s not editable (%s); posting a new one", doc["id"], exc)
        if edited:
            # An edit notifies nobody: a short new line pings whoever must act; the previous one goes.
            if refs.get("discord_ping"):
                try:
                    await channel.get_partial_message(int(refs["discord_ping"])).delete()
                except discord.HTTPException:
                    pass
            if notify:  # nobody asked anew: the edited board says it all
                link = f" · [{say(lang, N_('board'))}]({texts.jump(gid, channel_id, refs['discord_msg'])})" \
                    if gid else ""
                rest = content.split("\n")[1:]
                ping = await channel.send(clip("\n".join(rest) + link, CONTENT), allowed_mentions=MENTIONS)
                new_refs["discord_ping"] = str(ping.id)
        else:
            msg = await channel.send(content, files=files(),
                                     view=panel.board_view(doc["id"], playing, lang), allowed_mentions=MENTIONS)
            new_refs["discord_msg"] = str(msg.id)
        if gid and refs.get("discord_guild") != gid:
            new_refs["discord_guild"] = gid
        await self.save_refs(doc["id"], new_refs)
        await self.tell_out_of_turn(doc, gid)

    async def tell_out_of_turn(self, doc: dict, gid: str | None) -> None:
        """Players who may act out of turn (a thief before the next move) are told by direct message:
        never in the channel, which must not learn who they are."""
        for pid in self.service.may_act(doc):
            uid = texts.user_id(pid)
            if not uid:
                continue
            view = self.service.view_of(doc, T.player_of(doc, pid))
            prompt = i18n.in_view(view, view.get("prompt"))
            lang = T.reader_lang(doc, pid)  # a direct message: its reader's language
            if gid:
                body = say(lang, N_("{table} in {channel}: {prompt} Press **{act}** under the board (only you see it)."),
                           table=texts.header(doc, lang), channel=f"<#{doc['place']['channel']}>", prompt=prompt,
                           act=say(T.table_lang(doc), N_("Act")))
            else:
                body = say(lang, N_("{table}: {prompt} Press **{act}** under the board (only you see it)."),
                           table=texts.header(doc, lang), prompt=prompt, act=say(T.table_lang(doc), N_("Act")))
            try:
                dm = await self.client.create_dm(discord.Object(int(uid)))
                await dm.send(clip(body, CONTENT), allowed_mentions=MENTIONS)
            except Exception as exc:  # closed DMs are common; the board's Act button still works
                # not whom: who may act out of turn (holds a thief) is the secret kept here
                log.info("could not tell a player of table %s privately: %s", doc["id"], exc)

    async def post_reminder(self, event: TableEvent) -> None:
        """A reminder: a mention in the channel, and a direct message with the private text if any."""
        try:
            doc = await self.service.table(event.table)
        except ServiceError:
            return
        refs = doc.get("refs") or {}
        gid = refs.get("discord_guild")
        link = texts.jump(gid, event.place.channel, refs["discord_msg"]) if gid and refs.get("discord_msg") else ""
        who = " ".join(texts.mention(doc, pid) for pid in event.to_act)
        text = f"⏰ {texts.header(doc, T.table_lang(doc))}: {event.summary} {who}" + (f"\n{link}" if link else "")
        try:
            if event.to_act:  # nobody named: a private reminder only (an out-of-turn window)
                await self.channel(event.place.channel).send(clip(text, CONTENT), allowed_mentions=MENTIONS)
        except discord.HTTPException:
            log.warning("could not post the reminder of table %s", doc["id"])
        for pid, lines in event.private.items():
            uid = texts.user_id(pid)
            if not uid or not lines:
                continue
            body = f"{texts.header(doc, T.reader_lang(doc, pid))}\n" + "\n".join(lines) + (f"\n{link}" if link else "")
            try:
                dm = await self.client.create_dm(discord.Object(int(uid)))
                await dm.send(clip(body, CONTENT), allowed_mentions=MENTIONS)
            except Exception as exc:  # closed DMs are common and must not stop anything
                # not to whom: a private reminder may be of a secret window
                log.warning("could not send a direct message (a reminder of table %s): %s", doc["id"], exc)
