"""Settings read from the environment once at start-up, and checked there.

`Settings.from_env` never raises: a value it cannot use falls back to its default and leaves one line in
`settings.problems` (English, for the operator: the variable, what is wrong, what is expected; never the
value of a secret). `python -m bot` prints those lines and exits 2 instead of starting half-configured.
"""
from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from urllib.parse import urlsplit

LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")
LOG_FORMATS = ("text", "json")
YES, NO = ("yes", "true", "1", "on"), ("no", "false", "0", "off")
REDIS_SCHEMES = ("redis", "rediss", "unix")
# The shapes of the platforms' tokens: a Discord bot token is three base64url parts joined by dots; a
# Telegram one is the bot's numeric id, a colon and about 35 letters, digits, - and _.
DISCORD_TOKEN = re.compile(r"[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+")
TELEGRAM_TOKEN = re.compile(r"[0-9]+:[A-Za-z0-9_-]{30,}")


class _Reader:
    """Reads variables from `env`, turning every unusable value into one problem line."""

    def __init__(self, env):
        self.env = env
        self.problems: list[str] = []

    def text(self, name: str, default: str | None = None) -> str | None:
        value = (self.env.get(name) or "").strip()
        return value or default

    def number(self, name: str, default: int | None, low: int, high: int | None = None,
               expected: str = "") -> int | None:
        raw = self.text(name)
        if raw is None:
            return default
        expected = expected or (f"a whole number from {low} to {high}" if high is not None
                                else f"a whole number of at least {low}")
        try:
            value = int(raw)
        except ValueError:
            self.problems.append(f"{name}={raw!r} is not a whole number; expected {expected}.")
            return default
        if value < low or (high is not None and value > high):
            self.problems.append(f"{name}={value} is out of range; expected {expected}.")
            return default
        return value

    def choice(self, name: str, default: str, allowed: tuple[str, ...], *, upper: bool = False) -> str:
        raw = self.text(name, default)
        value = raw.upper() if upper else raw.lower()
        if value not in allowed:
            self.problems.append(f"{name}={raw!r} is not one of {', '.join(allowed)}.")
            return default
        return value

    def flag(self, name: str) -> bool:
        raw = self.text(name, "no")
        if raw.lower() in YES:
            return True
        if raw.lower() not in NO:
            self.problems.append(f"{name}={raw!r} is neither yes nor no; expected yes or no.")
        return False

    def secret(self, name: str, shape: re.Pattern, expected: str) -> str | None:
        value = self.text(name)
        if value is not None and not shape.fullmatch(value):
            self.problems.append(f"{name} does not look like a token: expected {expected}.")  # never echo it
        return value

    def url(self, name: str, schemes: tuple[str, ...], expected: str) -> str | None:
        value = self.text(name)
        if value is None:
            return None
        parts = urlsplit(value)
        # say only the scheme: a Redis URL may carry a password
        if parts.scheme.lower() not in schemes:
            self.problems.append(f"{name} starts with {parts.scheme + '://' if parts.scheme else 'no scheme'}; "
                                 f"expected {expected}.")
        elif parts.scheme.lower() != "unix" and not parts.hostname:
            self.problems.append(f"{name} names no host; expected {expected}.")
        return value

    def shard_ids(self, name: str, count: int | None) -> tuple[int, ...] | None:
        """`DISCORD_SHARD_IDS`: "0,2" or "0-3" (inclusive), or unset for every shard."""
        raw = self.text(name)
        if raw is None:
            return None
        ids: list[int] = []
        try:
            for part in raw.split(","):
                first, _, last = part.strip().partition("-")
                ids.extend(range(int(first), int(last or first) + 1))
        except ValueError:
            self.problems.append(f"{name}={raw!r} is not a list of shard numbers; expected e.g. 0,2 or 0-3.")
            return None
        if count is None:
            if self.text("DISCORD_SHARD_COUNT") is not None:
                return None  # the count itself is wrong, and reported
            self.problems.append(f"{name} is set without DISCORD_SHARD_COUNT; set the total number of shards too.")
            return None
        wrong = sorted({i for i in ids if not 0 <= i < count})
        if wrong or not ids:
            self.problems.append(f"{name}={raw!r} names shards outside 0-{count - 1} "
                                 f"(DISCORD_SHARD_COUNT={count}); expected numbers from 0 to {count - 1}.")
            return None
        return tuple(ids)


@dataclass(frozen=True)
class Settings:
    redis_url: str | None
    prefix: str
    finished_ttl_days: int
    discord_token: str | None
    discord_guild_id: int | None
    telegram_token: str | None
    telegram_webhook_url: str | None
    port: int
    out_dir: str
    log_level: str
    # Running as a service (issue 20): each read here, checked by the start-up validation.
    redis_cluster: bool = False          # REDIS_CLUSTER=yes: REDIS_URL names any node of a Redis Cluster
    log_format: str = "text"             # LOG_FORMAT: text | json (one object a line)
    http_port: int | None = None         # TAVOLO_HTTP_PORT: /healthz, /readyz and /metrics; unset = no server
    discord_shard_count: int | None = None      # DISCORD_SHARD_COUNT: shards of the whole bot
    discord_shard_ids: tuple[int, ...] | None = None  # DISCORD_SHARD_IDS: this process's shards
    render_workers: int | None = None    # TAVOLO_RENDER_WORKERS: image processes (unset: one per core)
    problems: tuple[str, ...] = field(default=(), compare=False, repr=False)  # one line per mistake

    @classmethod
    def from_env(cls, env: dict | None = None) -> "Settings":
        r = _Reader(os.environ if env is None else env)
        port = r.number("PORT", 8443, 1, 65535, "a TCP port from 1 to 65535")
        http_port = r.number("TAVOLO_HTTP_PORT", None, 1, 65535, "a TCP port from 1 to 65535")
        webhook = r.url("TELEGRAM_WEBHOOK_URL", ("https",), "an https:// URL (Telegram sends webhooks only over HTTPS)")
        telegram_token = r.secret("TELEGRAM_TOKEN", TELEGRAM_TOKEN,
                                  "the bot id, a colon and about 35 letters, digits, - or _, as BotFather gives it")
        if webhook and not telegram_token:
            r.problems.append("TELEGRAM_WEBHOOK_URL is set without TELEGRAM_TOKEN; set the token too, or unset it.")
        if webhook and http_port is not None and http_port == port:
            r.problems.append(f"TAVOLO_HTTP_PORT and PORT are both {port}; expected two different ports "
                              "(the ops endpoints and the Telegram webhook each need their own).")
        r.url("TELEGRAM_API_URL", ("http", "https"), "an http:// or https:// URL of a Bot API server")
        r.number("TAVOLO_AI_WORKERS", None, 0)  # read by bot/robots/thinker.py; checked here with the rest
        prefix = r.text("TAVOLO_PREFIX", "tv")
        if not re.fullmatch(r"[A-Za-z0-9_.:-]+", prefix):
            r.problems.append(f"TAVOLO_PREFIX={prefix!r} has characters a key prefix cannot hold; "
                              "expected letters, digits, _ . : or -.")
        shard_count = r.number("DISCORD_SHARD_COUNT", None, 1)
        redis_url = r.url("REDIS_URL", REDIS_SCHEMES, "redis://, rediss:// or unix://, e.g. redis://host:6379/0")
        redis_cluster = r.flag("REDIS_CLUSTER")
        if redis_cluster and not redis_url:  # else the embedded store would quietly stand in for the cluster
            r.problems.append("REDIS_CLUSTER=yes is set without REDIS_URL; set REDIS_URL to any node of the cluster.")
        return cls(
            redis_url=redis_url,
            prefix=prefix,
            finished_ttl_days=r.number("TAVOLO_FINISHED_TTL_DAYS", 30, 1),
            discord_token=r.secret("DISCORD_TOKEN", DISCORD_TOKEN,
                                   "three parts of letters, digits, - or _ joined by dots, as the Developer Portal's "
                                   "Bot page shows it (without a 'Bot ' in front)"),
            discord_guild_id=r.number("DISCORD_GUILD_ID", None, 1, expected="a server (guild) id, a whole number"),
            telegram_token=telegram_token,
            telegram_webhook_url=webhook,
            port=port,
            out_dir=r.text("TAVOLO_OUT", "out"),
            log_level=r.choice("LOG_LEVEL", "INFO", LOG_LEVELS, upper=True),
            redis_cluster=redis_cluster,
            log_format=r.choice("LOG_FORMAT", "text", LOG_FORMATS),
            http_port=http_port,
            discord_shard_count=shard_count,
            discord_shard_ids=r.shard_ids("DISCORD_SHARD_IDS", shard_count),
            render_workers=r.number("TAVOLO_RENDER_WORKERS", None, 0),
            problems=tuple(r.problems),
        )


def problems(env: dict | None = None) -> list[str]:
    """Every mistake in the configuration, one line each (empty when it is fine)."""
    return list(Settings.from_env(env).problems)
