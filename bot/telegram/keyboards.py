"""Inline keyboards for a player's legal actions: grouped, and paged when there are many.

Telegram allows about 100 buttons per keyboard and 8 per row. A short option list is shown
whole (a new row starts at each group); a long one with several groups opens on a menu of the
groups; a long one with a single group is paged. Pages hold at most PAGE options, leaving room
for the navigation row. The navigation buttons speak the reader's language (`lang`); the options'
labels come from the service already in it.
"""
from __future__ import annotations

from telegram import InlineKeyboardButton, InlineKeyboardMarkup

import i18n
from bot.models import Option, Options
from bot.telegram import callbacks as cb
from bot.telegram.texts import say
from rules.core.text import N_

PAGE = 40  # option buttons per page
MAX_BUTTONS = 100
MAX_ROW = 8
LABEL_MAX = 48


def _columns(labels: list[str]) -> int:
    """Buttons per row for a run of labels: short labels share a row, long ones get it alone."""
    longest = max((len(x) for x in labels), default=0)
    if longest <= 3:
        return MAX_ROW
    if longest <= 8:
        return 4
    if longest <= 16:
        return 2
    return 1


def group_names(opts: Options) -> list[str]:
    return [name for name, _ in opts.groups()]


def _label(o: Option) -> str:
    text = o.label or o.text
    return text if len(text) <= LABEL_MAX else text[:LABEL_MAX - 1] + "…"


def _option_rows(opts: Options, items: list[Option]) -> list[list[InlineKeyboardButton]]:
    rows: list[list[InlineKeyboardButton]] = []
    run: list[Option] = []

    def flush():
        if not run:
            return
        cols = _columns([_label(o) for o in run])
        for i in range(0, len(run), cols):
            rows.append([InlineKeyboardButton(_label(o), callback_data=cb.option(opts.table, opts.version,
                                                                                 opts.seat, o.index))
                         for o in run[i:i + cols]])
        run.clear()

    for o in items:
        if run and o.group != run[-1].group:
            flush()
        run.append(o)
    flush()
    return rows


def _nav(opts: Options, group: int | str, page_no: int, pages: int, back: bool,
         lang: str) -> list[InlineKeyboardButton]:
    row = []
    if page_no > 0:
        row.append(InlineKeyboardButton(say(lang, N_("◀ prev")), callback_data=cb.page(
            opts.table, opts.version, opts.seat, group, page_no - 1)))
    if back:
        row.append(InlineKeyboardButton(say(lang, N_("☰ groups")), callback_data=cb.groups(
            opts.table, opts.version, opts.seat, 0)))
    if page_no + 1 < pages:
        row.append(InlineKeyboardButton(say(lang, N_("next ▶ ({page}/{pages})"), page=page_no + 2, pages=pages),
                                        callback_data=cb.page(opts.table, opts.version, opts.seat,
                                                              group, page_no + 1)))
    return row


def needs_group_menu(opts: Options) -> bool:
    return len(opts.options) > PAGE and len(group_names(opts)) > 1


def _finish(rows, extra):
    rows = rows + ([extra] if extra else [])
    assert sum(len(r) for r in rows) <= MAX_BUTTONS and all(len(r) <= MAX_ROW for r in rows)
    return InlineKeyboardMarkup(rows)


def menu(opts: Options, group: int | str | None = None, page_no: int = 0,
         extra: list[InlineKeyboardButton] | None = None, lang: str = i18n.SOURCE) -> InlineKeyboardMarkup:
    """The keyboard for `opts`: the first screen when group is None, else a page of a group ("a" = all)."""
    names = group_names(opts)
    if group is None:
        if needs_group_menu(opts):
            return group_menu(opts, 0, extra, lang)
        group = "a"
    if group == "a":
        items, back = opts.options, False
    else:
        gi = int(group)
        if not 0 <= gi < len(names):
            return group_menu(opts, 0, extra, lang)
        items, back = [o for o in opts.options if o.group == names[gi]], True
    pages = max(1, -(-len(items) // PAGE))
    page_no = min(max(page_no, 0), pages - 1)
    rows = _option_rows(opts, items[page_no * PAGE:(page_no + 1) * PAGE])
    nav = _nav(opts, group, page_no, pages, back, lang)
    if nav:
        rows.append(nav)
    return _finish(rows, extra)


def group_menu(opts: Options, page_no: int = 0, extra=None, lang: str = i18n.SOURCE) -> InlineKeyboardMarkup:
    groups = opts.groups()
    names = [name for name, _ in groups]
    counts = {name: len(items) for name, items in groups}
    pages = max(1, -(-len(names) // PAGE))
    page_no = min(max(page_no, 0), pages - 1)
    rows = []
    for gi in range(page_no * PAGE, min(len(names), (page_no + 1) * PAGE)):
        title = f"{names[gi]} ({counts[names[gi]]})"
        rows.append([InlineKeyboardButton(title, callback_data=cb.page(opts.table, opts.version, opts.seat,
                                                                       gi, 0))])
    nav = []
    if page_no > 0:
        nav.append(InlineKeyboardButton(say(lang, N_("◀ prev")), callback_data=cb.groups(
            opts.table, opts.version, opts.seat, page_no - 1)))
    if page_no + 1 < pages:
        nav.append(InlineKeyboardButton(say(lang, N_("next ▶")), callback_data=cb.groups(
            opts.table, opts.version, opts.seat, page_no + 1)))
    if nav:
        rows.append(nav)
    return _finish(rows, extra)


def every_callback(markup: InlineKeyboardMarkup) -> list[str]:
    return [b.callback_data for row in markup.inline_keyboard for b in row if b.callback_data]
