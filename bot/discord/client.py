"""The Discord connection: an AutoShardedBot serving `/tavolo` and the adapter's persistent buttons, and
syncing its commands only when their definition changed.

One process runs every shard Discord recommends, or (DISCORD_SHARD_COUNT, DISCORD_SHARD_IDS) only its
share of them, beside other processes on the same Redis. Nothing here depends on which guilds a process
sees: interactions arrive on the shard of their guild and are answered by HTTP, and boards, reminders and
direct messages are HTTP posts to a channel id, which any process can make (bot/announce.py)."""
from __future__ import annotations

import asyncio
import hashlib
import json
import logging

import discord
from discord.ext import commands

import i18n

from bot import lifecycle
from bot.discord.app import MENTIONS, DiscordApp
from bot.discord.commands import CatalogTranslator, build_group
from bot.discord.items import DYNAMIC_ITEMS
from bot.discord.texts import say
from rules.core.text import N_

log = logging.getLogger(__name__)
SHUTDOWN_GRACE = 10.0  # s to post the boards of moves saved just before a stop


async def commands_payload(tree: discord.app_commands.CommandTree, guild: discord.abc.Snowflake | None) -> list[dict]:
    """What `tree.sync(guild=...)` would upload: with the translator's localizations when it has one
    (as sync does), so that a changed translation is a changed payload too."""
    translator = tree.translator
    if translator is None:
        return [cmd.to_dict(tree) for cmd in tree.get_commands(guild=guild)]
    return [await cmd.get_translated_payload(tree, translator) for cmd in tree.get_commands(guild=guild)]


def payload_hash(payload: list[dict]) -> str:
    return hashlib.sha256(json.dumps(payload, sort_keys=True, separators=(",", ":")).encode()).hexdigest()


async def sync_if_changed(tree: discord.app_commands.CommandTree, service, guild_id: int | None) -> bool:
    """Upload the commands (globally, or to the development guild) only when their payload differs
    from the last upload: Discord caps command creations per day. True when it synced."""
    guild = discord.Object(guild_id) if guild_id else None
    if guild is not None:
        tree.copy_global_to(guild=guild)
    digest = payload_hash(await commands_payload(tree, guild))
    key = f"{service.store.prefix}:discord:commands:{guild_id or 'global'}"
    if await service.store.r.get(key) == digest:
        log.info("Discord commands unchanged; not syncing")
        return False
    await tree.sync(guild=guild)
    await service.store.r.set(key, digest)
    log.info("Discord commands synced %s", f"to guild {guild_id}" if guild_id else "globally")
    return True


def shard_options(settings) -> dict:
    """discord.py's arguments for this process's shards: none (every shard, as many as Discord
    recommends), or DISCORD_SHARD_IDS (all when unset) of DISCORD_SHARD_COUNT."""
    if not settings.discord_shard_count:
        return {}
    ids = settings.discord_shard_ids
    return {"shard_count": settings.discord_shard_count, "shard_ids": list(ids) if ids is not None else None}


def syncs_commands(options: dict) -> bool:
    """Of the processes sharing a bot, only the one holding shard 0 uploads the commands: they are the
    application's, not a shard's, and processes starting together would each upload them."""
    ids = options.get("shard_ids")
    return ids is None or 0 in ids


class TavoloBot(commands.AutoShardedBot):
    def __init__(self, app: DiscordApp, guild_id: int | None = None, **shards):
        super().__init__(command_prefix=commands.when_mentioned, intents=discord.Intents.default(),
                         allowed_mentions=MENTIONS, help_command=None, **shards)
        self.tavolo = app  # the DynamicItems find their handlers here
        self.guild_id = guild_id
        self.syncs = syncs_commands(shards)
        app.client = self
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        self.tree.add_command(build_group(app))
        self.tree.on_error = self._on_tree_error
        self._all_ready = False  # /healthz: see on_ready
        self._down: set[int] = set()

    # The connection's state for /healthz (bot/lifecycle.py): up once every shard was ready, down while any
    # shard is disconnected. Per shard, because after a new session (not a resume) only the shard says so.
    async def on_ready(self) -> None:
        self._all_ready = True
        lifecycle.platform_up("discord", not self._down)
        await self.tavolo.announcer.swept.wait()  # ready (/readyz) once the boards' start-up sweep is done too
        lifecycle.mark_ready("discord")

    async def on_shard_connect(self, shard_id: int) -> None:
        self._shard_up(shard_id, True)

    async def on_shard_resumed(self, shard_id: int) -> None:
        self._shard_up(shard_id, True)

    async def on_shard_disconnect(self, shard_id: int) -> None:
        self._shard_up(shard_id, False)

    def _shard_up(self, shard_id: int, up: bool) -> None:
        (self._down.discard if up else self._down.add)(shard_id)
        lifecycle.platform_up("discord", self._all_ready and not self._down)

    async def setup_hook(self) -> None:
        await self.tree.set_translator(CatalogTranslator())  # the commands' words in every language, then sync
        if not self.syncs:
            log.info("Discord commands are synced by the process holding shard 0")
            return
        try:
            await sync_if_changed(self.tree, self.tavolo.service, self.guild_id)
        except discord.HTTPException:
            log.exception("syncing the Discord commands failed; the previous ones stay in place")

    async def _on_tree_error(self, interaction: discord.Interaction, error: Exception) -> None:
        log.error("command %s failed", getattr(interaction.command, "qualified_name", "?"), exc_info=error)
        try:
            text = say(i18n.lang_of(str(interaction.locale)), N_("Something went wrong; please try again."))
            if interaction.response.is_done():
                await interaction.followup.send(text, ephemeral=True)
            else:
                await interaction.response.send_message(text, ephemeral=True)
        except discord.HTTPException:
            pass


async def _settled(app) -> None:
    while app.active:
        await asyncio.sleep(0.05)


async def run(service, settings) -> None:
    """Connect and serve until cancelled; boards a stop left unposted are posted by the next start."""
    app = DiscordApp(service)
    service.bus.subscribe(app.on_event)
    shards = shard_options(settings)
    if shards:
        log.info("Discord shards %s of %d in this process", shards["shard_ids"] or "all", shards["shard_count"])
    bot = TavoloBot(app, settings.discord_guild_id, **shards)
    lifecycle.platform_up("discord", False)  # started, not connected yet
    async with bot:
        # `start` is login then connect: boards go out by HTTP, which needs the login only (not the
        # gateway, nor the shards of their guilds), so they are posted from the login on.
        await bot.login(settings.discord_token)
        boards = asyncio.create_task(app.announcer.run(), name="discord-boards")
        try:
            await bot.connect()
        finally:
            lifecycle.platform_up("discord", False)
            boards.cancel()
            app.closing = True  # a graceful stop: no new work, the interactions under way finish
            try:
                await asyncio.wait_for(_settled(app), SHUTDOWN_GRACE)
                await asyncio.wait_for(app.announcer.run_due(), SHUTDOWN_GRACE)
            except (asyncio.TimeoutError, asyncio.CancelledError, discord.DiscordException):
                log.warning("stopping with Discord boards unposted; the next start posts them")
