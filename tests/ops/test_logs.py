"""Structured logs (LOG_FORMAT=json) carry the interaction's table and platform; tokens never reach a log line,
in text or JSON, in a message, its arguments or an exception."""
from __future__ import annotations

import io
import json
import logging

import pytest

from bot.config import Settings
from bot.models import Place, Player
from bot.ops import logs
from bot.ops.interactions import interaction

TELEGRAM = "123456789:AAHk-9xYzQ0abcdefghijklmnopqrstuvwx"
DISCORD = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GhIjKl.abcdefghijklmnopqrstuvwxyz0123456789AB"
OTHER_BOT = "987654321:BBQq_1234567890abcdefghijklmnopqrstu"  # not configured: caught by its look


def capture(fmt: str):
    """A logger writing through `python -m bot`'s handler in format `fmt`, and what it wrote."""
    stream = io.StringIO()
    settings = Settings.from_env({"LOG_FORMAT": fmt, "TELEGRAM_TOKEN": TELEGRAM, "DISCORD_TOKEN": DISCORD})
    logger = logging.getLogger(f"tavolo.test.{fmt}")
    logger.handlers[:] = [logs.handler(settings, stream)]
    logger.propagate = False
    logger.setLevel(logging.DEBUG)
    return logger, stream


async def test_json_lines_carry_the_table_and_platform_of_the_interaction(service):
    logger, stream = capture("json")
    ann = Player("telegram", "1", "Ann")
    doc = await service.create(Place("telegram", "-100"), "pebbles", [], ann)
    logger.info("before any interaction")
    with interaction("telegram", "command"):
        logger.info("no table yet")
        await service.table(doc["id"])  # the table the command means, once known
        logger.warning("table %s loaded", doc["id"], extra={"latency_ms": 12})
    lines = [json.loads(line) for line in stream.getvalue().splitlines()]
    assert [x["message"] for x in lines] == ["before any interaction", "no table yet", f"table {doc['id']} loaded"]
    assert all({"time", "level", "logger", "message"} <= set(x) for x in lines)
    assert "platform" not in lines[0] and "table" not in lines[0]
    assert lines[1]["platform"] == "telegram" and lines[1]["kind"] == "command" and "table" not in lines[1]
    assert {"table": doc["id"], "platform": "telegram", "latency_ms": 12, "level": "WARNING",
            "logger": "tavolo.test.json"}.items() <= lines[2].items()
    assert lines[2]["time"].endswith("+00:00")


async def test_the_table_a_command_opens_is_named_in_its_lines_too(service):
    logger, stream = capture("json")
    with interaction("discord", "command"):
        doc = await service.create(Place("discord", "chan-logs"), "pebbles", [], Player("discord", "1", "Ann"))
        logger.info("opened")
    line = json.loads(stream.getvalue().splitlines()[-1])
    assert line["table"] == doc["id"] and line["platform"] == "discord"


@pytest.mark.parametrize("fmt", ["text", "json"])
def test_tokens_are_redacted_in_messages_and_exceptions(fmt):
    logger, stream = capture(fmt)
    logger.info("configured: %s and %s", TELEGRAM, DISCORD)
    logger.info(f"in a URL: https://api.telegram.org/bot{OTHER_BOT}/getUpdates")
    logger.info("Authorization: Bot %s", DISCORD.replace("MTIz", "Nzk5"))  # another Discord bot's
    logger.info("redis://:s3cret-pw@redis.example.org:6379/0")
    try:
        raise RuntimeError(f"POST https://api.telegram.org/bot{TELEGRAM}/sendMessage failed")
    except RuntimeError:
        logger.exception("request failed")
    out = stream.getvalue()
    for secret in (TELEGRAM, DISCORD, OTHER_BOT, DISCORD.replace("MTIz", "Nzk5"), "s3cret-pw",
                   TELEGRAM.split(":")[1], DISCORD.split(".")[2]):
        assert secret not in out
    assert out.count("***") >= 6
    assert "redis://:***@redis.example.org" in out and "/bot***/getUpdates" in out
    assert "RuntimeError" in out and "request failed" in out  # the exception is still there, redacted
    if fmt == "json":
        lines = [json.loads(line) for line in out.splitlines()]
        assert "/bot***/sendMessage" in lines[-1]["exception"]


def test_setup_filters_every_handler_and_keeps_the_chat_libraries_from_debug():
    """At DEBUG, python-telegram-bot and discord.py log whole requests, private messages included."""
    root = logging.getLogger()
    saved = root.handlers[:], root.level
    levels = {name: logging.getLogger(name).level for name in (*logs.CHATTY, "httpx")}
    settings = Settings.from_env({"LOG_LEVEL": "DEBUG", "TELEGRAM_TOKEN": TELEGRAM})
    try:
        root.handlers[:] = []
        logs.setup(settings)  # as `python -m bot` starts: its own handler
        assert root.level == logging.DEBUG and len(root.handlers) == 1
        for name in logs.CHATTY:
            assert not logging.getLogger(name).isEnabledFor(logging.DEBUG), name
        # a handler somebody configured before: filtered too
        stream = io.StringIO()
        root.handlers[:] = [logging.StreamHandler(stream)]
        logs.setup(settings)
        assert len(root.handlers) == 1
        logging.getLogger("tavolo.test.setup").info("token %s", TELEGRAM)
        assert stream.getvalue() == "token ***\n"
    finally:
        root.handlers[:], level = saved
        root.setLevel(level)
        for name, level in levels.items():
            logging.getLogger(name).setLevel(level)
