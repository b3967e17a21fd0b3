"""The `/tavolo` slash-command group. Each command only forwards its arguments to DiscordApp."""
from __future__ import annotations

from typing import Optional

import discord
from discord import app_commands

from bot.discord.limits import CHOICE_TEXT, CHOICES, clip

TABLE_HELP = "Table id, when the channel has several"
TABLE_COMMANDS = [  # (name, description, DiscordApp handler) of the commands that take only a table
    ("join", "Take a seat at a table that has not started", "cmd_join"),
    ("leave", "Leave a table before it starts", "cmd_leave"),
    ("start", "Start the game (the player who opened the table, or a channel admin)", "cmd_start"),
    ("status", "Show the table's board and whose turn it is", "cmd_status"),
    ("hand", "See your private view (only you see it)", "cmd_hand"),
    ("undo", "Take back your last move of this turn (not past a draw or a reveal)", "cmd_undo"),
    ("log", "Recent moves of the table", "cmd_log"),
    ("resign", "Leave a running game for good", "cmd_resign"),
    ("abandon", "Close the table (its opener, or members who can manage the channel)", "cmd_abandon"),
    ("takeover", "Play yourself again after the autopilot played for you", "cmd_takeover"),
]


def build_group(app) -> app_commands.Group:
    """The command group bound to `app` (a DiscordApp)."""
    from rules import games

    group = app_commands.Group(name="tavolo", description="Play board games at the tables of this channel",
                               guild_only=True)

    def add(name: str, description: str, callback, table_autocomplete: bool = True) -> app_commands.Command:
        cmd = app_commands.Command(name=name, description=description, callback=callback)
        if table_autocomplete and "table" in cmd._params:
            cmd.autocomplete("table")(app.ac_table)
        group.add_command(cmd)
        return cmd

    game_choices = [app_commands.Choice(name=clip(g.title, CHOICE_TEXT), value=g.id)
                    for g in list(games().values())[:CHOICES]]

    @app_commands.describe(game="The game to play", options="Table options as KEY=VALUE words, e.g. rounds=3")
    async def new(interaction: discord.Interaction, game: str, options: Optional[str] = None):
        await app.cmd_new(interaction, game, options)

    if game_choices:
        new = app_commands.choices(game=game_choices)(new)
    add("new", "Open a new table in this channel (you take the first seat)", new).autocomplete("options")(
        app.ac_new_options)

    def table_command(name: str, description: str, handler) -> None:
        """A command whose only option is the table it acts on."""
        @app_commands.describe(table=TABLE_HELP)
        async def command(interaction: discord.Interaction, table: Optional[str] = None):
            await handler(interaction, table)

        add(name, description, command)

    for name, description, handler in TABLE_COMMANDS:
        table_command(name, description, getattr(app, handler))

    @app_commands.describe(action="Your move, as text (suggestions list your legal moves)", table=TABLE_HELP)
    async def move(interaction: discord.Interaction, action: str, table: Optional[str] = None):
        await app.cmd_move(interaction, action, table)

    add("move", "Make a move by typing it", move).autocomplete("action")(app.ac_action)

    @app_commands.describe(game="Which game (default: the games of this channel's tables)")
    async def rules(interaction: discord.Interaction, game: Optional[str] = None):
        await app.cmd_rules(interaction, game)

    if game_choices:
        rules = app_commands.choices(game=game_choices)(rules)
    add("rules", "A short summary of a game and where its rule checklist is", rules)

    async def mygames(interaction: discord.Interaction):
        await app.cmd_mygames(interaction)

    add("mygames", "Every table of this server that is waiting for you", mygames)

    @app_commands.describe(key="Setting to change (leave empty to see the table's settings)",
                           value="New value", scope="The table's settings (default) or your own preferences",
                           table=TABLE_HELP)
    @app_commands.choices(scope=[app_commands.Choice(name="this table", value="table"),
                                 app_commands.Choice(name="my preferences", value="me")])
    async def settings(interaction: discord.Interaction, key: Optional[str] = None, value: Optional[str] = None,
                       scope: Optional[str] = None, table: Optional[str] = None):
        await app.cmd_settings(interaction, key, value, scope, table)

    cmd = add("settings", "Show or change reminders and deadlines of the table, or your preferences", settings)
    cmd.autocomplete("key")(app.ac_setting_key)
    cmd.autocomplete("value")(app.ac_setting_value)

    @app_commands.describe(player="The player who passed the deadline", table=TABLE_HELP)
    async def skip(interaction: discord.Interaction, player: str, table: Optional[str] = None):
        await app.cmd_skip(interaction, player, table)

    add("skip", "Vote to remove a player who passed the table's deadline", skip).autocomplete("player")(
        app.ac_seated)

    return group
