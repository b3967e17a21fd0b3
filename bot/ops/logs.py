"""Logging of `python -m bot`: plain text lines or, with LOG_FORMAT=json, one JSON object a line; in both,
every line passes a redaction filter that replaces bot tokens with ***.

A JSON line holds time, level, logger and message, and when known the table, platform, kind and
latency_ms: given with `extra=`, or taken from the interaction under way (bot/ops/context.py).
"""
from __future__ import annotations

import json
import logging
import re
from datetime import datetime, timezone

from bot.ops import context

TEXT_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
FIELDS = ("table", "platform", "kind", "latency_ms")
MASK = "***"
# Tokens of any bot, configured or not: a Telegram token (also as /bot<token>/ in an API URL), a Discord
# token (three base64url parts, as in an Authorization header).
TOKEN_PATTERNS = [r"(?<![0-9])[0-9]{5,16}:[A-Za-z0-9_-]{30,}",
                  r"(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{20,}\.[A-Za-z0-9_-]{6,}\.[A-Za-z0-9_-]{27,}"]
URL_PASSWORD = re.compile(r"(\b[a-z][a-z0-9+.-]*://[^/\s:@]*:)[^/\s@]+@", re.IGNORECASE)  # redis://:pw@host
# The chat libraries log whole requests at DEBUG, texts of private messages included: never below INFO.
CHATTY = ("telegram", "discord", "httpcore")


class Redact(logging.Filter):
    """Replaces `secrets` (the configured tokens) and anything that looks like a bot token or a password in
    a URL, in the message, its arguments and the exception text, before any handler formats the line."""

    def __init__(self, secrets=()):
        super().__init__()
        known = sorted({s for s in secrets if s}, key=len, reverse=True)
        self.pattern = re.compile("|".join([re.escape(s) for s in known] + TOKEN_PATTERNS))

    def redact(self, text: str) -> str:
        return URL_PASSWORD.sub(r"\1" + MASK + "@", self.pattern.sub(MASK, text))

    def filter(self, record: logging.LogRecord) -> bool:
        try:
            record.msg, record.args = self.redact(record.getMessage()), None
        except Exception:  # a malformed call: left for the handler to report as logging does
            return True
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        if record.exc_text:
            record.exc_text = self.redact(record.exc_text)
        if record.stack_info:
            record.stack_info = self.redact(record.stack_info)
        return True


class WithContext(logging.Filter):
    """Gives a record the fields of the interaction under way, where `extra=` did not already."""

    def filter(self, record: logging.LogRecord) -> bool:
        for key, value in context.current().items():
            if not hasattr(record, key):
                setattr(record, key, value)
        return True


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        out = {"time": datetime.fromtimestamp(record.created, timezone.utc).isoformat(timespec="milliseconds"),
               "level": record.levelname, "logger": record.name, "message": record.getMessage()}
        for key in FIELDS:
            value = getattr(record, key, None)
            if value is not None:
                out[key] = value
        if record.exc_info and not record.exc_text:
            record.exc_text = self.formatException(record.exc_info)
        if record.exc_text:
            out["exception"] = record.exc_text
        if record.stack_info:
            out["stack"] = self.formatStack(record.stack_info)
        return json.dumps(out, ensure_ascii=False, default=str)


def secrets_of(settings) -> list[str]:
    return [settings.discord_token, settings.telegram_token]


def handler(settings, stream=None) -> logging.Handler:
    """One handler as `settings` asks (log_format text or json), with the redaction and context filters."""
    out = logging.StreamHandler(stream)
    out.setFormatter(JsonFormatter() if settings.log_format == "json" else logging.Formatter(TEXT_FORMAT))
    out.addFilter(WithContext())
    out.addFilter(Redact(secrets_of(settings)))
    return out


def setup(settings) -> None:
    """The root logger of `python -m bot`: one handler (or those already there), every one filtered; the chat
    libraries kept from DEBUG."""
    logging.basicConfig(level=settings.log_level, handlers=[handler(settings)])
    root = logging.getLogger()
    root.setLevel(settings.log_level)
    for each in root.handlers:
        if not any(isinstance(f, Redact) for f in each.filters):
            each.addFilter(WithContext())
            each.addFilter(Redact(secrets_of(settings)))
    for name in CHATTY:
        if logging.getLogger(name).getEffectiveLevel() < logging.INFO:
            logging.getLogger(name).setLevel(logging.INFO)
    logging.getLogger("httpx").setLevel(logging.WARNING)  # its INFO lines carry the bot token in URLs
