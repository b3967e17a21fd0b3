"""Settings read from the environment once at start-up."""
from __future__ import annotations

import os
from dataclasses import dataclass


def _shard_ids(text: str | None) -> tuple[int, ...] | None:
    """`DISCORD_SHARD_IDS`: "0,2" or "0-3" (inclusive), or unset for every shard."""
    if not text:
        return None
    ids: list[int] = []
    for part in text.split(","):
        first, _, last = part.strip().partition("-")
        ids.extend(range(int(first), int(last or first) + 1))
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

    @classmethod
    def from_env(cls, env: dict | None = None) -> "Settings":
        e = os.environ if env is None else env
        guild = e.get("DISCORD_GUILD_ID")
        http_port = e.get("TAVOLO_HTTP_PORT")
        shards = e.get("DISCORD_SHARD_COUNT")
        workers = e.get("TAVOLO_RENDER_WORKERS")
        return cls(
            redis_url=e.get("REDIS_URL") or None,
            prefix=e.get("TAVOLO_PREFIX", "tv"),
            finished_ttl_days=int(e.get("TAVOLO_FINISHED_TTL_DAYS", "30")),
            discord_token=e.get("DISCORD_TOKEN") or None,
            discord_guild_id=int(guild) if guild else None,
            telegram_token=e.get("TELEGRAM_TOKEN") or None,
            telegram_webhook_url=e.get("TELEGRAM_WEBHOOK_URL") or None,
            port=int(e.get("PORT", "8443")),
            out_dir=e.get("TAVOLO_OUT", "out"),
            log_level=e.get("LOG_LEVEL", "INFO"),
            redis_cluster=e.get("REDIS_CLUSTER", "no").strip().lower() in ("yes", "true", "1"),
            log_format=e.get("LOG_FORMAT", "text").strip().lower(),
            http_port=int(http_port) if http_port else None,
            discord_shard_count=int(shards) if shards else None,
            discord_shard_ids=_shard_ids(e.get("DISCORD_SHARD_IDS")),
            render_workers=int(workers) if workers else None,
        )
