"""The bot object: sharded, persistent buttons registered at start-up, commands synced only on change."""
import inspect
from unittest.mock import AsyncMock

import discord
from discord import app_commands
from discord.ext import commands

import bot.discord
from bot.config import Settings
from bot.discord.app import DiscordApp
from bot.discord.client import TavoloBot, commands_payload, payload_hash, sync_if_changed
from bot.discord.items import DYNAMIC_ITEMS
from bot.main import adapters_for


def test_serve_is_the_adapter_entry_point():
    assert inspect.iscoroutinefunction(bot.discord.serve)
    settings = Settings.from_env({"DISCORD_TOKEN": "x", "DISCORD_GUILD_ID": "42"})
    assert "bot.discord" in adapters_for(settings) and settings.discord_guild_id == 42


def test_bot_is_auto_sharded_with_default_intents_and_dynamic_items(service):
    app = DiscordApp(service)
    b = TavoloBot(app)
    assert isinstance(b, commands.AutoShardedBot)
    assert b.intents == discord.Intents.default() and not b.intents.message_content
    assert app.client is b and b.tavolo is app
    registered = set(b._connection._view_store._dynamic_items.values())
    assert registered == set(DYNAMIC_ITEMS)
    assert b.allowed_mentions.everyone is False and b.allowed_mentions.roles is False


async def test_commands_are_synced_only_when_they_change(service):
    b = TavoloBot(DiscordApp(service))
    b.tree.sync = AsyncMock(return_value=[])
    assert await sync_if_changed(b.tree, service, None) is True
    assert await sync_if_changed(b.tree, service, None) is False  # e.g. after a restart
    assert b.tree.sync.await_count == 1
    b.tree.sync.assert_awaited_with(guild=None)
    key = f"{service.store.prefix}:discord:commands:global"
    assert await service.store.r.get(key) == payload_hash(await commands_payload(b.tree, None))

    @app_commands.command(name="extra", description="A new command")
    async def extra(interaction: discord.Interaction):
        pass

    b.tree.add_command(extra)
    assert await sync_if_changed(b.tree, service, None) is True
    assert b.tree.sync.await_count == 2


async def test_development_guild_gets_its_own_copy(service):
    b = TavoloBot(DiscordApp(service), guild_id=1234)
    b.tree.sync = AsyncMock(return_value=[])
    assert await sync_if_changed(b.tree, service, 1234) is True
    guild = b.tree.sync.await_args.kwargs["guild"]
    assert guild.id == 1234
    assert [c["name"] for c in await commands_payload(b.tree, guild)] == ["tavolo"]
    assert await sync_if_changed(b.tree, service, 1234) is False


def test_shard_settings_become_discord_py_arguments(service):
    from bot.discord.client import shard_options, syncs_commands

    unsplit = shard_options(Settings.from_env({"DISCORD_TOKEN": "x"}))
    assert unsplit == {} and syncs_commands(unsplit)  # every shard Discord recommends, in this process
    split = shard_options(Settings.from_env({"DISCORD_SHARD_COUNT": "4", "DISCORD_SHARD_IDS": "2-3"}))
    assert split == {"shard_count": 4, "shard_ids": [2, 3]} and not syncs_commands(split)
    first = shard_options(Settings.from_env({"DISCORD_SHARD_COUNT": "4", "DISCORD_SHARD_IDS": "0,1"}))
    assert syncs_commands(first)
    every = shard_options(Settings.from_env({"DISCORD_SHARD_COUNT": "4"}))
    assert every == {"shard_count": 4, "shard_ids": None} and syncs_commands(every)
    b = TavoloBot(DiscordApp(service), **split)
    assert (b.shard_count, b.shard_ids, b.syncs) == (4, [2, 3], False)
