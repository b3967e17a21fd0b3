"""Buttons and menus that survive restarts: `discord.ui.DynamicItem`s whose custom_id carries what
a press needs (see ids.py). Registered once with `bot.add_dynamic_items(*DYNAMIC_ITEMS)`.

Their labels are given in the reader's language by panel.py (the defaults only serve a press being
dispatched, whose label nobody sees). Each callback hands the parsed ids to the adapter's handlers, found on
`interaction.client.tavolo` (the DiscordApp the bot was built with)."""
from __future__ import annotations

import discord

from bot.discord import ids
from bot.discord.limits import BUTTON_LABEL, SELECT_PLACEHOLDER, clip
from rules.core.text import parse_int


def _app(interaction: discord.Interaction):
    return interaction.client.tavolo  # type: ignore[attr-defined]


class ActButton(discord.ui.DynamicItem[discord.ui.Button], template=ids.ACT):
    def __init__(self, tid: str, label: str = "Act"):
        super().__init__(discord.ui.Button(label=clip(label, BUTTON_LABEL), style=discord.ButtonStyle.primary,
                                           custom_id=ids.act(tid)))
        self.tid = tid

    @classmethod
    async def from_custom_id(cls, interaction, item, match, /):
        return cls(match["tid"])

    async def callback(self, interaction):
        await _app(interaction).on_act(interaction, self.tid)


class HandButton(discord.ui.DynamicItem[discord.ui.Button], template=ids.HAND):
    def __init__(self, tid: str, label: str = "My hand"):
        super().__init__(discord.ui.Button(label=clip(label, BUTTON_LABEL), style=discord.ButtonStyle.secondary,
                                           custom_id=ids.hand(tid)))
        self.tid = tid

    @classmethod
    async def from_custom_id(cls, interaction, item, match, /):
        return cls(match["tid"])

    async def callback(self, interaction):
        await _app(interaction).on_hand(interaction, self.tid)


class JoinButton(discord.ui.DynamicItem[discord.ui.Button], template=ids.JOIN):
    def __init__(self, tid: str, label: str = "Join"):
        super().__init__(discord.ui.Button(label=clip(label, BUTTON_LABEL), style=discord.ButtonStyle.success,
                                           custom_id=ids.join(tid)))
        self.tid = tid

    @classmethod
    async def from_custom_id(cls, interaction, item, match, /):
        return cls(match["tid"])

    async def callback(self, interaction):
        await _app(interaction).on_join(interaction, self.tid)


class StartButton(discord.ui.DynamicItem[discord.ui.Button], template=ids.START):
    def __init__(self, tid: str, label: str = "Start"):
        super().__init__(discord.ui.Button(label=clip(label, BUTTON_LABEL), style=discord.ButtonStyle.primary,
                                           custom_id=ids.start(tid)))
        self.tid = tid

    @classmethod
    async def from_custom_id(cls, interaction, item, match, /):
        return cls(match["tid"])

    async def callback(self, interaction):
        await _app(interaction).on_start(interaction, self.tid)


class UndoButton(discord.ui.DynamicItem[discord.ui.Button], template=ids.UNDO):
    """Takes back one move, once: it carries the table version it was drawn at (a second press, or
    a press after anything else happened, is refused)."""

    def __init__(self, tid: str, version: int, label: str = "Undo"):
        super().__init__(discord.ui.Button(label=clip(label, BUTTON_LABEL), style=discord.ButtonStyle.secondary,
                                           custom_id=ids.undo(tid, version)))
        self.tid, self.version = tid, version

    @classmethod
    async def from_custom_id(cls, interaction, item, match, /):
        return cls(match["tid"], int(match["ver"] or 0))  # no version: drawn before undo carried one

    async def callback(self, interaction):
        await _app(interaction).on_undo_button(interaction, self.tid, self.version)


class OptionButton(discord.ui.DynamicItem[discord.ui.Button], template=ids.OPTION):
    """One legal action; the service refuses it if the seat's options changed since `version`."""

    def __init__(self, tid: str, version: int, index: int, label: str = "?", default: bool = False):
        style = discord.ButtonStyle.primary if default else discord.ButtonStyle.secondary
        super().__init__(discord.ui.Button(label=clip(label, BUTTON_LABEL), style=style,
                                           custom_id=ids.option(tid, version, index)))
        self.tid, self.version, self.index = tid, version, index

    @classmethod
    async def from_custom_id(cls, interaction, item, match, /):
        return cls(match["tid"], int(match["ver"]), int(match["idx"]))

    async def callback(self, interaction):
        await _app(interaction).on_option(interaction, self.tid, self.version, self.index)


class OptionSelect(discord.ui.DynamicItem[discord.ui.Select], template=ids.SELECT):
    """A menu of up to 25 legal actions; each option's value is the action's index."""

    def __init__(self, tid: str, version: int, page: int, row: int, options=(), placeholder: str = ""):
        super().__init__(discord.ui.Select(custom_id=ids.select(tid, version, page, row),
                                           placeholder=clip(placeholder, SELECT_PLACEHOLDER) or None,
                                           min_values=1, max_values=1, options=list(options)))
        self.tid, self.version, self.page = tid, version, page

    @classmethod
    async def from_custom_id(cls, interaction, item, match, /):
        return cls(match["tid"], int(match["ver"]), int(match["page"]), int(match["row"]),
                   options=getattr(item, "options", ()))

    async def callback(self, interaction):
        values = self.item.values
        index = (parse_int(str(values[0])) if values else None)
        index = -1 if index is None else index
        await _app(interaction).on_option(interaction, self.tid, self.version, index)


class PageButton(discord.ui.DynamicItem[discord.ui.Button], template=ids.PAGE):
    def __init__(self, tid: str, version: int, page: int, label: str = "Page", disabled: bool = False):
        super().__init__(discord.ui.Button(label=clip(label, BUTTON_LABEL), style=discord.ButtonStyle.secondary,
                                           disabled=disabled,
                                           custom_id=ids.page(tid, version, page)))
        self.tid, self.version, self.page = tid, version, page

    @classmethod
    async def from_custom_id(cls, interaction, item, match, /):
        return cls(match["tid"], int(match["ver"]), int(match["page"]))

    async def callback(self, interaction):
        await _app(interaction).on_page(interaction, self.tid, self.version, self.page)


class AddBotButton(discord.ui.DynamicItem[discord.ui.Button], template=ids.ADDBOT):
    """Seats a computer player of the normal level (anyone seated at the table may)."""

    def __init__(self, tid: str, label: str = "Add a computer player"):
        super().__init__(discord.ui.Button(label=clip(label, BUTTON_LABEL), style=discord.ButtonStyle.secondary,
                                           custom_id=ids.addbot(tid)))
        self.tid = tid

    @classmethod
    async def from_custom_id(cls, interaction, item, match, /):
        return cls(match["tid"])

    async def callback(self, interaction):
        await _app(interaction).on_addbot(interaction, self.tid)


class SuggestButton(discord.ui.DynamicItem[discord.ui.Button], template=ids.SUGGEST):
    """The computer's hint for the options of the panel it sits on (drawn at `version`)."""

    def __init__(self, tid: str, version: int, label: str = "Suggest"):
        super().__init__(discord.ui.Button(label=clip(label, BUTTON_LABEL), style=discord.ButtonStyle.secondary,
                                           custom_id=ids.suggest(tid, version)))
        self.tid, self.version = tid, version

    @classmethod
    async def from_custom_id(cls, interaction, item, match, /):
        return cls(match["tid"], int(match["ver"]))

    async def callback(self, interaction):
        await _app(interaction).on_suggest(interaction, self.tid, self.version)


class ConfirmButton(discord.ui.DynamicItem[discord.ui.Button], template=ids.CONFIRM):
    """"Yes, resign" / "Yes, close the table" under the question asked at `version` (bot/confirm.py)."""

    KINDS = {"r": "resign", "a": "abandon"}

    def __init__(self, kind: str, tid: str, version: int, label: str = "Yes"):
        super().__init__(discord.ui.Button(label=clip(label, BUTTON_LABEL), style=discord.ButtonStyle.danger,
                                           custom_id=ids.confirm(kind, tid, version)))
        self.kind, self.tid, self.version = kind, tid, version

    @classmethod
    async def from_custom_id(cls, interaction, item, match, /):
        return cls(cls.KINDS[match["kind"]], match["tid"], int(match["ver"]))

    async def callback(self, interaction):
        await _app(interaction).on_confirm(interaction, self.kind, self.tid, self.version)


DYNAMIC_ITEMS = (ActButton, HandButton, JoinButton, StartButton, UndoButton, OptionButton, OptionSelect,
                 PageButton, AddBotButton, SuggestButton, ConfirmButton)
