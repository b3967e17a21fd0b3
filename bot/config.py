"""Settings read from the environment once at start-up."""
from __future__ import annotations

import os
from dataclasses import dataclass


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

    @classmethod
    def from_env(cls, env: dict | None = None) -> "Settings":
        e = os.environ if env is None else env
        guild = e.get("DISCORD_GUILD_ID")
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
        )
