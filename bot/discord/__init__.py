"""The Discord adapter: `/tavolo` slash commands and persistent buttons over the table service.

`serve(service, settings)` connects with `settings.discord_token` and runs until cancelled."""
from __future__ import annotations


async def serve(service, settings) -> None:
    from bot.discord.client import run  # discord.py is imported only when the adapter runs

    await run(service, settings)
