"""Test only: `python -m tests.discord.run_bot` is `python -m bot` with discord.py pointed at the loopback
stand-in (tests/discord/loopback.py): LOOPBACK_DISCORD_API is its HTTP base, LOOPBACK_DISCORD_GATEWAY its
gateway. Everything else (token, Redis, shards) comes from the environment as in production."""
import os
import sys

import discord.gateway
import discord.http
import yarl

discord.http.Route.BASE = os.environ["LOOPBACK_DISCORD_API"]
# A bot given its shard count connects to this URL without asking GET /gateway/bot.
discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(os.environ["LOOPBACK_DISCORD_GATEWAY"])

from bot.main import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main([]))
