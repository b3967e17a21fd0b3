"""What the Telegram adapter remembers in Redis besides the tables: each user's private chat with
the bot (bots cannot open one themselves), the last move menu sent to a player per table, so
a newer menu can retire the older one's buttons, which updates were taken already, and which process
delivers a table's events now. Keys live under the service's key prefix."""
from __future__ import annotations

import asyncio
import contextlib
import json
import os
import uuid

from bot import scripts

MENU_TTL = 30 * 86400
UPDATE_LEASE = 60  # s: an update taken by a process that died while handling it may be taken again after
UPDATE_TTL = 86400  # Telegram keeps an undelivered update for 24 hours at most
DELIVERY_LEASE = 60  # s: a process that dies delivering a table's event holds up the next one this long


class Chats:
    def __init__(self, store):
        self.r = store.r
        self.prefix = store.prefix
        self._take = scripts.load(self.r, "bot.telegram", "take_menu.lua")
        self._record = scripts.load(self.r, "bot.telegram", "record_menu.lua")
        self._unlock = scripts.load(self.r, "bot", "announce_unlock.lua")  # release a lock its owner holds

    def _pm(self, user_id: str) -> str:
        return f"{self.prefix}:tg:pm:{user_id}"

    def _menu(self, tid: str, user_id: str) -> str:
        return f"{self.prefix}:tg:menu:{tid}:{user_id}"

    async def remember_private(self, user_id: str | int, chat_id: int) -> None:
        await self.r.set(self._pm(str(user_id)), str(chat_id))

    async def forget_private(self, user_id: str | int) -> None:
        await self.r.delete(self._pm(str(user_id)))

    async def private_chat(self, user_id: str | int) -> int | None:
        raw = await self.r.get(self._pm(str(user_id)))
        return int(raw) if raw else None

    async def last_menu(self, tid: str, user_id: str) -> dict | None:
        raw = await self.r.get(self._menu(tid, user_id))
        return json.loads(raw) if raw else None

    async def set_menu(self, tid: str, user_id: str, chat_id: int, message_id: int, version: int) -> None:
        """Record the player's live menu, unless it was pressed already (then it has no buttons to retire)."""
        record = json.dumps({"chat": chat_id, "msg": message_id, "ver": version})
        await self._record(keys=[self._menu(tid, user_id)], args=[record, message_id, MENU_TTL])

    async def drop_menu(self, tid: str, user_id: str) -> None:
        await self.r.delete(self._menu(tid, user_id))

    async def take_menu(self, tid: str, user_id: str, message_id: int, chat_id: int | None = None) -> bool:
        """Forget the live menu if it is still `message_id`; True for the one caller that did. With `chat_id`
        (a press of that menu): if it is not recorded yet (pressed the moment it arrived, before its sender
        recorded it), leave a "chosen" record so that it never is, and nobody retires its buttons again."""
        chosen = "" if chat_id is None else json.dumps({"chat": chat_id, "msg": message_id, "ver": -1,
                                                        "chosen": True})
        return bool(await self._take(keys=[self._menu(tid, user_id)], args=[message_id, chosen, MENU_TTL]))

    async def claim_edit(self, chat_id: int, message_id: int) -> bool:
        """True for the one caller that takes a menu message's buttons away: its press (noting the choice)
        or the delivery retiring it, which may run at once on two processes. The other edit would change
        nothing if it came second, and Telegram refuses that."""
        key = f"{self.prefix}:tg:unbuttoned:{int(chat_id)}:{int(message_id)}"
        return bool(await self.r.set(key, 1, nx=True, ex=MENU_TTL))

    def _update(self, update_id: int) -> str:
        return f"{self.prefix}:tg:upd:{int(update_id)}"

    async def take_update(self, update_id: int) -> bool:
        """True for the one process that handles update `update_id`. Telegram delivers an update again
        when it saw no answer in time (a webhook behind a load balancer, a polling process stopped before
        confirming it), possibly to another process while the first still handles it."""
        return bool(await self.r.set(self._update(update_id), "busy", nx=True, ex=UPDATE_LEASE))

    async def update_done(self, update_id: int, handled: bool) -> None:
        """Handled: a later copy is dropped. Not (the process stopped in the middle): a copy may be taken
        (what the handler already saved is not done twice: moves carry the update as idempotency key)."""
        if handled:
            await self.r.set(self._update(update_id), "done", ex=UPDATE_TTL)
        else:
            await self.r.delete(self._update(update_id))

    @contextlib.asynccontextmanager
    async def delivering(self, tid: str):
        """One delivery of table `tid`'s events at a time, across processes: each reads the table as it is
        then and sends only what its players lack (a fresh menu), so the next one finds it sent and no
        player gets the same menu from two processes. After waiting a lease, it goes ahead anyway."""
        key, owner = f"{self.prefix}:tg:deliver:{tid}", f"{os.getpid()}:{uuid.uuid4().hex}"
        loop = asyncio.get_running_loop()
        end = loop.time() + DELIVERY_LEASE
        while not await self.r.set(key, owner, nx=True, ex=DELIVERY_LEASE) and loop.time() < end:
            await asyncio.sleep(0.05)
        try:
            yield
        finally:
            await self._unlock(keys=[key], args=[owner])
