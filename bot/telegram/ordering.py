"""python-telegram-bot's update processor for Tavolo: updates of different people at once, each person's in
the order they were sent (bot/in_order.py)."""
from __future__ import annotations

from telegram import Update
from telegram.ext import BaseUpdateProcessor

from bot.in_order import InOrder


def sender_key(update: object) -> tuple[str, int] | None:
    """Whose updates must keep their order: the sender's, else the chat's; None for anything else."""
    if not isinstance(update, Update):
        return None
    if update.effective_user is not None:
        return ("user", update.effective_user.id)
    if update.effective_chat is not None:
        return ("chat", update.effective_chat.id)
    return None


class InOrderPerSender(BaseUpdateProcessor):
    """The Application starts each update's task in the order updates arrive; the turn is taken before
    anything is awaited, so a sender's updates run one at a time in that order, within the library's limit
    of updates under way at once."""

    def __init__(self, max_concurrent_updates: int):
        super().__init__(max_concurrent_updates)
        self.queues = InOrder()

    async def do_process_update(self, update: object, coroutine) -> None:
        key = sender_key(update)
        if key is None:
            await coroutine
            return
        async with self.queues.take(key):
            await coroutine

    async def initialize(self) -> None:
        """Nothing to set up."""

    async def shutdown(self) -> None:
        """Nothing to free: the Application waits for the updates under way."""
