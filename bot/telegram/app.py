"""The python-telegram-bot Application and its life: polling or webhook, in the shared asyncio loop.

`run_polling()`/`run_webhook()` would own the event loop; discord.py and the reminders worker run
in the same loop, so the manual lifecycle is used (initialize, start, updater, then stop in reverse).
"""
from __future__ import annotations

import asyncio
import hashlib
import logging
import os
import time
from urllib.parse import urlparse

from telegram import Update
from telegram.error import Conflict, InvalidToken, TelegramError
from telegram.ext import AIORateLimiter, Application, ApplicationBuilder

import i18n

from bot import lifecycle
from bot.telegram.chats import Chats
from bot.telegram.delivery import Delivery
from bot.telegram.handlers import Handlers
from bot.telegram.ordering import InOrderPerSender
from bot.telegram.texts import bot_commands

log = logging.getLogger("tavolo.telegram")

ALLOWED_UPDATES = [Update.MESSAGE, Update.CALLBACK_QUERY]
SHUTDOWN_GRACE = 10.0  # seconds to finish deliveries already under way


def rate_limiter(group_per_minute: float = 20, overall_per_second: float = 30) -> AIORateLimiter:
    """Telegram's flood limits (20 messages a minute per group, 30 a second overall); a 429 that
    still happens is waited out and retried instead of failing the send."""
    return AIORateLimiter(overall_max_rate=overall_per_second, group_max_rate=group_per_minute, max_retries=3)


def build_application(token: str, *, base_url: str | None = None, limiter=None,
                      concurrent: int = 16) -> Application:
    # several updates at once, but one person's in the order sent (two quick moves are not swapped)
    builder = ApplicationBuilder().token(token).concurrent_updates(InOrderPerSender(concurrent))
    if base_url:  # a self-hosted Bot API server (or the tests' stand-in)
        root = base_url.rstrip("/")
        builder = builder.base_url(f"{root}/bot").base_file_url(f"{root}/file/bot")
    builder = builder.rate_limiter(limiter if limiter is not None else rate_limiter())
    return builder.build()


class TelegramAdapter:
    """The application plus the adapter's parts; `attach()` wires handlers and the bus."""

    def __init__(self, service, application: Application, render=None):
        self.service = service
        self.app = application
        self.chats = Chats(service.store)
        self.delivery = Delivery(service, application.bot, self.chats, render)
        self.handlers = Handlers(service, self.delivery)
        self.handlers.register(application)
        service.bus.subscribe(self.delivery.on_event)

    @property
    def idle(self) -> bool:
        return (self.handlers.active == 0 and not self.delivery.busy and self.app.update_queue.empty())

    async def settled(self) -> None:
        """Wait until the handlers under way and their deliveries are done."""
        while not self.idle:
            await asyncio.sleep(0.05)

    async def announce_commands(self) -> None:
        """The command menu once per language: the default (English) one for every user, and each other
        language's for the users whose app speaks it (Telegram picks by the user's language_code)."""
        for lang in i18n.LANGS:
            try:
                if lang == i18n.SOURCE:
                    await self.app.bot.set_my_commands(bot_commands(lang))
                else:
                    await self.app.bot.set_my_commands(bot_commands(lang), language_code=lang)
            except TelegramError as exc:  # the bot works without its menu
                log.warning("could not register the %s command menu: %s", lang, exc)


class _ConflictLog:
    """Polling errors: a 409 Conflict means another process polls this token; say so plainly, once a minute."""

    def __init__(self):
        self.last: float | None = None

    def __call__(self, exc: TelegramError) -> None:
        if isinstance(exc, Conflict):
            now = time.monotonic()
            if self.last is None or now - self.last >= 60:
                self.last = now
                log.error("Telegram refused polling with 409 Conflict: another process is polling this bot "
                          "token. Run exactly one polling process per token, or set TELEGRAM_WEBHOOK_URL so "
                          "several processes share the bot by webhook. (%s)", exc)
        else:
            log.warning("polling Telegram failed, retrying: %s", exc)


def webhook_secret(token: str) -> str:
    """The same secret in every process of one bot, never the token itself."""
    return hashlib.sha256(("tavolo-webhook:" + token).encode()).hexdigest()[:48]


async def _finish(adapter: TelegramAdapter) -> None:
    """The updates already fetched, handled (Application.stop() joins its queue and the handlers' tasks:
    an update between the queue and its handler counts too), then the deliveries they started."""
    if adapter.app.running:
        await adapter.app.stop()
    await adapter.settled()


async def run(adapter: TelegramAdapter, webhook_url: str | None = None, port: int = 8443,
              listen: str = "0.0.0.0", ready: asyncio.Event | None = None) -> None:
    """Serve until cancelled."""
    app = adapter.app
    lifecycle.platform_up("telegram", False)  # started, not connected yet: /healthz says so
    async with app:  # initialize (getMe) ... shutdown
        await adapter.announce_commands()
        await app.start()
        boards = asyncio.create_task(adapter.delivery.announcer.run(), name="telegram-boards")
        try:
            if webhook_url:
                path = urlparse(webhook_url).path.lstrip("/")
                await app.updater.start_webhook(listen=listen, port=port, url_path=path, webhook_url=webhook_url,
                                                allowed_updates=ALLOWED_UPDATES,
                                                secret_token=webhook_secret(app.bot.token))
                log.info("Telegram bot @%s receives updates by webhook at %s (port %s)",
                         app.bot.username, webhook_url, port)
            else:
                await app.updater.start_polling(allowed_updates=ALLOWED_UPDATES, error_callback=_ConflictLog())
                log.info("Telegram bot @%s is polling for updates", app.bot.username)
            lifecycle.platform_up("telegram", True)
            if ready is not None:
                ready.set()
            await adapter.delivery.announcer.swept.wait()
            lifecycle.mark_ready("telegram")
            await asyncio.Event().wait()
        finally:
            # Graceful stop: take no new updates, let the handlers under way finish, post what they
            # saved; a board still unposted is posted by the next process to start (bot/announce.py).
            lifecycle.platform_up("telegram", False)
            if app.updater.running:
                await app.updater.stop()
            try:
                await asyncio.wait_for(_finish(adapter), SHUTDOWN_GRACE)
                await asyncio.wait_for(adapter.delivery.announcer.run_due(), SHUTDOWN_GRACE)
            except (asyncio.TimeoutError, asyncio.CancelledError):
                log.warning("stopping with Telegram messages still unsent; the next start posts the boards")
            boards.cancel()
            if app.running:
                await app.stop()


async def serve(service, settings) -> None:
    """Entry point for `python -m bot` when TELEGRAM_TOKEN is set."""
    if not settings.telegram_token:
        raise RuntimeError("TELEGRAM_TOKEN is not set.")
    app = build_application(settings.telegram_token, base_url=os.environ.get("TELEGRAM_API_URL") or None)
    adapter = TelegramAdapter(service, app)
    try:
        await run(adapter, settings.telegram_webhook_url, settings.port)
    except InvalidToken:
        log.error("Telegram rejected TELEGRAM_TOKEN: check the token BotFather gave you.")
        raise
