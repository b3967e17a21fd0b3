"""The `/tavolo` slash-command group. Each command only forwards its arguments to DiscordApp.

Names, descriptions and choices are `locale_str`s: the English text is what Discord shows by default,
and `CatalogTranslator` gives every other language its words from the catalogs when the commands are
synced (name_localizations / description_localizations in the uploaded payload)."""
from __future__ import annotations

import inspect
from typing import Optional

import discord
from discord import app_commands
from discord.app_commands import locale_str

import i18n
from bot.discord.limits import CHOICE_TEXT, CHOICES, clip
from bot.discord.texts import COMMAND_NAMES, OPTION_NAMES
from bot.robots.api import LEVELS
from bot.service import LEVEL_WORDS
from rules.core.text import N_

TABLE_HELP = N_("Table id, when the channel has several")
TABLE_COMMANDS = [  # (name, description, DiscordApp handler) of the commands that take only a table
    ("join", N_("Take a seat at a table that has not started"), "cmd_join"),
    ("leave", N_("Leave a table before it starts"), "cmd_leave"),
    ("start", N_("Start the game (the player who opened the table, or a channel admin)"), "cmd_start"),
    ("status", N_("Show the table's board and whose turn it is"), "cmd_status"),
    ("hand", N_("See your private view (only you see it)"), "cmd_hand"),
    ("undo", N_("Take back your last move of this turn (not past a draw or a reveal)"), "cmd_undo"),
    ("log", N_("Recent moves of the table"), "cmd_log"),
    ("resign", N_("Leave a running game for good"), "cmd_resign"),
    ("abandon", N_("Close the table (its opener, or members who can manage the channel)"), "cmd_abandon"),
    ("takeover", N_("Play yourself again after the autopilot played for you"), "cmd_takeover"),
    ("removebot", N_("Take the last computer player added off a table that has not started"), "cmd_removebot"),
    ("suggest", N_("The computer's suggestion for your move (tables with hints on; only you see it)"),
     "cmd_suggest"),
]


class CatalogTranslator(app_commands.Translator):
    """The commands' words in the languages of the catalogs; None (Discord shows the English) for
    English and for a language the bot does not speak. A name is looked up by its own key (see
    texts.COMMAND_NAMES); a description or choice by its English text."""

    async def translate(self, string: locale_str, locale: discord.Locale, context) -> str | None:
        lang = i18n.lang_of(locale.value, "")
        if not lang or lang == i18n.SOURCE:
            return None
        key = string.extras.get("key", string.message)
        text = i18n.gettext(lang, key)
        return None if text == key else text  # not translated: the English, never a name's key


def words(text: str) -> locale_str:
    """A description or a choice: its English text is its catalog key."""
    return locale_str(text)


def named(english: str, key: str) -> locale_str:
    """A command's or option's name: English by default, translated from its own key."""
    return locale_str(english, key=key)


def build_group(app) -> app_commands.Group:
    """The command group bound to `app` (a DiscordApp)."""
    from rules import games

    # "tavolo" is the bot's name: the same word in every language
    group = app_commands.Group(name="tavolo", description=words(N_("Play board games at the tables of this channel")),
                               guild_only=True)

    def add(name: str, description: str, callback, table_autocomplete: bool = True) -> app_commands.Command:
        params = list(inspect.signature(callback).parameters)[1:]  # after the interaction
        callback = app_commands.rename(**{p: named(p, OPTION_NAMES[p]) for p in params})(callback)
        cmd = app_commands.Command(name=named(name, COMMAND_NAMES[name]), description=words(description),
                                   callback=callback)
        if table_autocomplete and "table" in cmd._params:
            cmd.autocomplete("table")(app.ac_table)
        group.add_command(cmd)
        return cmd

    # a game's title is translated where a catalog has it (the Italian box's title)
    game_choices = [app_commands.Choice(name=words(clip(g.title, CHOICE_TEXT)), value=g.id)
                    for g in list(games().values())[:CHOICES]]

    @app_commands.describe(game=words(N_("The game to play")),
                           options=words(N_("Table options as KEY=VALUE words, e.g. rounds=3")))
    async def new(interaction: discord.Interaction, game: str, options: Optional[str] = None):
        await app.cmd_new(interaction, game, options)

    if game_choices:
        new = app_commands.choices(game=game_choices)(new)
    add("new", N_("Open a new table in this channel (you take the first seat)"), new).autocomplete("options")(
        app.ac_new_options)

    def table_command(name: str, description: str, handler) -> None:
        """A command whose only option is the table it acts on."""
        @app_commands.describe(table=words(TABLE_HELP))
        async def command(interaction: discord.Interaction, table: Optional[str] = None):
            await handler(interaction, table)

        add(name, description, command)

    for name, description, handler in TABLE_COMMANDS:
        table_command(name, description, getattr(app, handler))

    @app_commands.describe(level=words(N_("How strong it plays (normal if not given)")), table=words(TABLE_HELP))
    @app_commands.choices(level=[app_commands.Choice(name=words(LEVEL_WORDS[lv]), value=lv) for lv in LEVELS])
    async def addbot(interaction: discord.Interaction, level: Optional[str] = None, table: Optional[str] = None):
        await app.cmd_addbot(interaction, level, table)

    add("addbot", N_("Seat a computer player at a table that has not started"), addbot)

    @app_commands.describe(action=words(N_("Your move, as text (suggestions list your legal moves)")),
                           table=words(TABLE_HELP))
    async def move(interaction: discord.Interaction, action: str, table: Optional[str] = None):
        await app.cmd_move(interaction, action, table)

    add("move", N_("Make a move by typing it"), move).autocomplete("action")(app.ac_action)

    @app_commands.describe(game=words(N_("Which game (default: the games of this channel's tables)")))
    async def rules(interaction: discord.Interaction, game: Optional[str] = None):
        await app.cmd_rules(interaction, game)

    if game_choices:
        rules = app_commands.choices(game=game_choices)(rules)
    add("rules", N_("A short summary of a game and where its rule checklist is"), rules)

    async def mygames(interaction: discord.Interaction):
        await app.cmd_mygames(interaction)

    add("mygames", N_("Every table of this server that is waiting for you"), mygames)

    @app_commands.describe(key=words(N_("Setting to change (leave empty to see the table's settings)")),
                           value=words(N_("New value")),
                           scope=words(N_("The table's settings (default) or your own preferences")),
                           table=words(TABLE_HELP))
    @app_commands.choices(scope=[app_commands.Choice(name=words(N_("this table")), value="table"),
                                 app_commands.Choice(name=words(N_("my preferences")), value="me")])
    async def settings(interaction: discord.Interaction, key: Optional[str] = None, value: Optional[str] = None,
                       scope: Optional[str] = None, table: Optional[str] = None):
        await app.cmd_settings(interaction, key, value, scope, table)

    cmd = add("settings", N_("Show or change reminders and deadlines of the table, or your preferences"), settings)
    cmd.autocomplete("key")(app.ac_setting_key)
    cmd.autocomplete("value")(app.ac_setting_value)

    @app_commands.describe(player=words(N_("The player who passed the deadline")), table=words(TABLE_HELP))
    async def skip(interaction: discord.Interaction, player: str, table: Optional[str] = None):
        await app.cmd_skip(interaction, player, table)

    add("skip", N_("Vote to remove a player who passed the table's deadline"), skip).autocomplete("player")(
        app.ac_seated)

    return group
