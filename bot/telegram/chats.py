"""What the Telegram adapter remembers in Redis besides the tables: each user's private chat with
the bot (bots cannot open one themselves) and the last move menu sent to a player per table, so
a newer menu can retire the older one's buttons. Keys live under the service's key prefix."""
from __future__ import annotations

import json

from bot import scripts

MENU_TTL = 30 * 86400


class Chats:
    def __init__(self, store):
        self.r = store.r
        self.prefix = store.prefix
        self._take = scripts.load(self.r, "bot.telegram", "take_menu.lua")

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
        await self.r.set(self._menu(tid, user_id),
                         json.dumps({"chat": chat_id, "msg": message_id, "ver": version}), ex=MENU_TTL)

    async def drop_menu(self, tid: str, user_id: str) -> None:
        await self.r.delete(self._menu(tid, user_id))

    async def take_menu(self, tid: str, user_id: str, message_id: int) -> bool:
        """Forget the live menu if it is still `message_id`; True for the one caller that did."""
        return bool(await self._take(keys=[self._menu(tid, user_id)], args=[message_id]))
