"""The Telegram adapter (python-telegram-bot v22): commands and buttons in groups, secrets in private chats.

`serve(service, settings)` runs until cancelled: long polling by default, a webhook when
TELEGRAM_WEBHOOK_URL is set. See app.py (life cycle), handlers.py (input), delivery.py (output).
"""
from bot.telegram.app import TelegramAdapter, build_application, run, serve  # noqa: F401
