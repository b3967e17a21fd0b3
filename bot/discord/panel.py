"""Turning a player's legal actions into message components that fit Discord's limits.

A page holds at most 5 action rows. A small group of actions (<= 10) becomes rows of buttons,
a larger one becomes select menus of 25; when that does not fit in 5 rows, denser layouts are
tried (see plan_pages), and at last pages of 4 menus get a fifth row with Previous / Next.
The plan is a pure function of the option list, so a page number in a custom_id always means
the same rows for the same table version. Labels come in the language given (the options' own are
already in their reader's)."""
from __future__ import annotations

import math
from dataclasses import dataclass

import discord

from bot import confirm
from bot.discord import items
from bot.discord.limits import BUTTONS_PER_ROW, ROWS, SELECT_OPTIONS, SELECT_TEXT, clip
from bot.discord.texts import say
from bot.models import Option, Options, by_group
from rules.core.text import N_

BUTTON_GROUP_MAX = 10  # a group with more actions than this becomes a menu


@dataclass
class Row:
    kind: str  # "buttons" or "select"
    group: str
    options: list[Option]
    part: str = ""  # "2/3" when a group's menu is split in several


def _rows_of(group: str, opts: list[Option]) -> list[Row]:
    if len(opts) <= BUTTON_GROUP_MAX:
        return [Row("buttons", group, opts[i:i + BUTTONS_PER_ROW]) for i in range(0, len(opts), BUTTONS_PER_ROW)]
    n = math.ceil(len(opts) / SELECT_OPTIONS)
    return [Row("select", group, opts[i * SELECT_OPTIONS:(i + 1) * SELECT_OPTIONS], f"{i + 1}/{n}" if n > 1 else "")
            for i in range(n)]


def plan_pages(options: list[Option], rows_max: int = ROWS) -> list[list[Row]]:
    """Pages of rows showing every option exactly once, preferring (in order): one row per group
    (buttons, or menus for big groups); shared button rows; one menu per group; then menus of 25
    that may span groups, four per page with Previous / Next. `rows_max`: the rows the options may use
    (one less when the panel keeps a row for its Suggest button)."""
    if not options:
        return [[]]
    groups = by_group(options)
    rows = [r for g, opts in groups for r in _rows_of(g, opts)]
    if len(rows) <= rows_max:
        return [rows]
    if len(options) <= rows_max * BUTTONS_PER_ROW and all(len(o) <= BUTTON_GROUP_MAX for _, o in groups):
        # Many small groups: share button rows (each label still says what it does).
        flat = [o for _, opts in groups for o in opts]
        return [[Row("buttons", "", flat[i:i + BUTTONS_PER_ROW]) for i in range(0, len(flat), BUTTONS_PER_ROW)]]
    menus = [Row("select", g, opts[i:i + SELECT_OPTIONS],
                 f"{i // SELECT_OPTIONS + 1}/{math.ceil(len(opts) / SELECT_OPTIONS)}" if len(opts) > SELECT_OPTIONS else "")
             for g, opts in groups for i in range(0, len(opts), SELECT_OPTIONS)]
    if len(menus) <= rows_max:
        return [menus]
    # Menus that span groups: each entry then names its group.
    flat = [o for _, opts in groups for o in opts]
    mixed = [Row("select", "", flat[i:i + SELECT_OPTIONS]) for i in range(0, len(flat), SELECT_OPTIONS)]
    if len(mixed) <= rows_max:
        return [mixed]
    per_page = rows_max - 1  # the last row holds Previous / Next
    return [mixed[i:i + per_page] for i in range(0, len(mixed), per_page)]


def _select_option(o: Option, with_group: bool, lang: str) -> discord.SelectOption:
    desc = o.text if o.text.strip().lower() != o.label.strip().lower() else None
    if o.default:
        desc = say(lang, N_("default · {action}"), action=desc) if desc else say(lang, N_("default"))
    label = f"{o.group} · {o.label}" if with_group and o.group else o.label
    return discord.SelectOption(label=clip(label, SELECT_TEXT), value=str(o.index),
                                description=clip(desc, SELECT_TEXT) if desc else None)


def panel_view(opts: Options, page: int, lang: str, hints: bool = False) -> tuple[discord.ui.View, int, int]:
    """The components of one page of `opts` in `lang`: (view, page shown, number of pages). `hints`: the
    table gives hints, so the last row holds a Suggest button (on every page, the options planned in the
    rows above it)."""
    rows_max = ROWS - 1 if hints else ROWS
    pages = plan_pages(opts.options, rows_max)
    page = max(0, min(page, len(pages) - 1))
    view = discord.ui.View(timeout=None)
    for r, row in enumerate(pages[page]):
        if row.kind == "buttons":
            for o in row.options:
                button = items.OptionButton(opts.table, opts.version, o.index, o.label, o.default)
                button.row = r
                view.add_item(button)
        else:
            if row.group:
                label = row.group + (f" ({row.part})" if row.part else "")
            else:
                label = ", ".join(dict.fromkeys(o.group for o in row.options if o.group)) or say(lang, N_("Actions"))
            sel = items.OptionSelect(opts.table, opts.version, page, r,
                                     [_select_option(o, not row.group, lang) for o in row.options],
                                     placeholder=say(lang, N_("{what}: choose…"), what=clip(label, 120)))
            sel.row = r
            view.add_item(sel)
    if len(pages) > 1:
        prev_ = items.PageButton(opts.table, opts.version, max(page - 1, 0), say(lang, N_("◀ Previous")),
                                 disabled=page == 0)
        next_ = items.PageButton(opts.table, opts.version, min(page + 1, len(pages) - 1), say(lang, N_("Next ▶")),
                                 disabled=page == len(pages) - 1)
        for b in (prev_, next_):
            b.row = rows_max - 1
            view.add_item(b)
    if hints:
        suggest = items.SuggestButton(opts.table, opts.version, say(lang, N_("Suggest a move")))
        suggest.row = ROWS - 1
        view.add_item(suggest)
    return view, page, len(pages)


def board_view(tid: str, playing: bool, lang: str) -> discord.ui.View | None:
    """Buttons under the public board (in the table's language): Act and My hand while the game runs."""
    if not playing:
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(items.ActButton(tid, say(lang, N_("Act"))))
    view.add_item(items.HandButton(tid, say(lang, N_("My hand"))))
    return view


def lobby_view(tid: str, lang: str) -> discord.ui.View:
    """Join, Start and Add a computer player under a lobby message (in the table's language)."""
    view = discord.ui.View(timeout=None)
    view.add_item(items.JoinButton(tid, say(lang, N_("Join"))))
    view.add_item(items.StartButton(tid, say(lang, N_("Start"))))
    view.add_item(items.AddBotButton(tid, say(lang, N_("Add a computer player"))))
    return view


def act_view(tid: str, lang: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(items.ActButton(tid, say(lang, N_("Choose my move"))))
    return view


def confirm_view(kind: str, tid: str, version: int, lang: str) -> discord.ui.View:
    """The one button that confirms a resignation or the closing of a table (bot/confirm.py)."""
    view = discord.ui.View(timeout=None)
    view.add_item(items.ConfirmButton(kind, tid, version, say(lang, confirm.BUTTONS[kind])))
    return view


def undo_view(tid: str, version: int, lang: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(items.UndoButton(tid, version, say(lang, N_("Undo"))))
    return view
