"""Per-table reminder settings: what a user may type, how it is stored, how it reads back.

Settings live in the table document's `settings` dict (written through `service.change_settings`)
as canonical strings ("12h", "1d", "off", "autopilot", "skip vote"), so the service's change
summary reads well in the channel. Anything missing or unreadable falls back to the default.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

import i18n
from bot import table_doc as T
from rules import get_game
from rules.core.text import N_, msg, plural
from bot.errors import BadCommand

HOUR = 3600
DAY = 86400

# Defaults of the issue: first reminder after 12 h, then every 24 h, no deadline, autopilot, 2 h windows.
DEFAULTS = {"first": "12h", "every": "1d", "deadline": "off", "on_deadline": "autopilot", "window": "2h",
            "hints": "no"}
DEADLINE_DAYS = (1, 2, 3, 7)
ON_DEADLINE = ("autopilot", "skip vote")
# Bounds on typed durations (seconds): no reminder storms, nothing that outlives the send guard.
LIMITS = {"first": (HOUR, 7 * DAY), "every": (HOUR, 7 * DAY), "window": (10 * 60, 2 * DAY)}

# (key, help, allowed values): adapters build menus / slash-command choices from this.
SETTING_KEYS = [
    ("first", N_("first reminder after the turn starts"), ["1h", "3h", "6h", "12h", "1d", "2d", "off"]),
    ("every", N_("then remind again every"), ["6h", "12h", "1d", "2d", "off"]),
    ("deadline", N_("after this long the table stops waiting"), ["off", "1d", "2d", "3d", "7d"]),
    ("on_deadline", N_("what happens at the deadline"), ["autopilot", "skip vote"]),
    ("window", N_("interrupt windows close after"), ["30m", "1h", "2h", "6h", "12h", "off"]),
    ("hints", N_("players may ask the computer for a move (suggest)"), ["no", "yes"]),
]

_UNITS = {"m": 60, "min": 60, "mins": 60, "minute": 60, "minutes": 60,
          "h": HOUR, "hr": HOUR, "hrs": HOUR, "hour": HOUR, "hours": HOUR,
          "d": DAY, "day": DAY, "days": DAY}
_PART = re.compile(r"([0-9]+(?:\.[0-9]+)?)\s*([a-z]*)")  # ASCII digits: float() would read '٣'
_OFF = {"off", "none", "no", "never", "0", "disable", "disabled"}


def parse_duration(text: str, bare_unit: int = HOUR) -> int | None:
    """Seconds in "12h", "1d 12h", "90 min", "2" (bare numbers in `bare_unit`); None for "off"."""
    s = str(text).strip().lower().replace(",", " ")
    if s in _OFF:
        return None
    pos, total = 0, 0.0
    for m in _PART.finditer(s):
        if s[pos:m.start()].strip():
            raise ValueError(text)
        unit = _UNITS.get(m.group(2)) if m.group(2) else bare_unit
        if unit is None or len(m.group(1)) > 12:  # 5000 digits would overflow to inf
            raise ValueError(text)
        total += float(m.group(1)) * unit
        pos = m.end()
    if pos == 0 or s[pos:].strip():
        raise ValueError(text)
    return int(round(total))


def format_duration(seconds: int | None) -> str:
    """Canonical short form: 1d12h, 12h, 30m; "off" for None."""
    if seconds is None:
        return "off"
    days, rest = divmod(int(seconds), DAY)
    hours, rest = divmod(rest, HOUR)
    minutes = rest // 60
    out = (f"{days}d" if days else "") + (f"{hours}h" if hours else "") + (f"{minutes}m" if minutes else "")
    return out or "0m"


def duration(seconds: float) -> dict:
    """How long, for people, as a message: "45 min", "13 h", "2 d 3 h" in English; each language
    spells its units with its plurals ("13 ore", "2 giorni e 3 ore")."""
    seconds = max(0, int(seconds))
    if seconds < HOUR:
        return plural("{n} min", "{n} min", "n", n=max(1, seconds // 60))
    if seconds < 2 * DAY:
        return plural("{n} h", "{n} h", "n", n=seconds // HOUR)
    days, rest = divmod(seconds, DAY)
    hours = rest // HOUR
    in_days = plural("{n} d", "{n} d", "n", n=days)
    return msg(N_("{days} {hours}"), days=in_days, hours=plural("{n} h", "{n} h", "n", n=hours)) if hours else in_days


def humane(seconds: float, lang: str = i18n.SOURCE) -> str:
    """How long, for people, in `lang` (English by default): "45 min", "13 h", "2 d 3 h"."""
    return i18n.say(lang, duration(seconds))


@dataclass(frozen=True)
class TableTimes:
    """A table's settings as numbers (seconds; None = off)."""

    first: int | None
    every: int | None
    deadline: int | None
    on_deadline: str
    window: int | None

    @classmethod
    def of(cls, doc: dict) -> "TableTimes":
        raw = {**DEFAULTS, **{k: v for k, v in (doc.get("settings") or {}).items() if k in DEFAULTS}}
        values = {}
        for key in ("first", "every", "deadline", "window"):
            try:
                values[key] = parse_duration(raw[key], DAY if key == "deadline" else HOUR)
            except ValueError:  # a hand-edited or older value: behave as the default does
                values[key] = parse_duration(DEFAULTS[key])
        on = raw["on_deadline"] if raw["on_deadline"] in ON_DEADLINE else DEFAULTS["on_deadline"]
        return cls(values["first"], values["every"], values["deadline"], on, values["window"])


_ALIASES = {"first_reminder": "first", "repeat": "every", "interrupt": "window", "ondeadline": "on_deadline",
            "at_deadline": "on_deadline"}


def table_key(typed: str) -> str:
    """The setting's name for what was typed ("on-deadline", "repeat"): aliases and spellings."""
    key = typed.strip().lower().replace("-", "_").replace(" ", "_")
    return _ALIASES.get(key, key)


def validate(key: str, value: str) -> tuple[str, str]:
    """(key, canonical value) for a setting typed by a user, or BadCommand explaining what fits."""
    key = table_key(key)
    if key not in DEFAULTS:
        names = ", ".join(k for k, _, _ in SETTING_KEYS)
        raise BadCommand(N_("There is no setting '{setting}'. Settings: {names}."), setting=T.named(key),
                         names=T.named(names))
    value = str(value).strip().lower()
    if key == "on_deadline":
        if value in ("autopilot", "auto", "autoplay"):
            return key, "autopilot"
        if value in ("skip", "skip vote", "skip-vote", "skip_vote", "vote"):
            return key, "skip vote"
        raise BadCommand(N_("At the deadline the table can use 'autopilot' (the computer plays for the player) or 'skip' "
                            "(the other players may vote to remove the player)."))
    if key == "hints":
        from bot.service import YES_NO

        if value not in YES_NO:
            raise BadCommand(N_("hints is yes or no (got {value})."), value=T.named(value))
        return key, YES_NO[value]
    if key == "deadline":
        try:
            secs = parse_duration(value, DAY)
        except ValueError:
            secs = -1
        if secs is None:
            return key, "off"
        if secs % DAY or secs // DAY not in DEADLINE_DAYS:
            raise BadCommand(N_("The deadline can be off, 1d, 2d, 3d or 7d."))
        return key, format_duration(secs)
    low, high = LIMITS[key]
    try:
        secs = parse_duration(value, HOUR)
    except ValueError:
        raise BadCommand(N_("'{value}' is not a duration: type something like 12h, 1d or 30m, or off."),
                         value=T.named(value)) from None
    if secs is None:
        return key, "off"
    if not low <= secs <= high:
        raise BadCommand(N_("{setting} must be between {low} and {high}, or off."), setting=key,
                         low=format_duration(low), high=format_duration(high))
    return key, format_duration(secs)


def describe(doc: dict, lang: str | None = None) -> str:
    """The settings of a table, for people, in `lang` (the table's language by default)."""
    t = TableTimes.of(doc)
    lang = lang or T.table_lang(doc)
    lines = [msg(N_("Settings of {table}:"), table=T.named(T.label(doc, lang)))]
    if t.first is None:
        lines.append(N_("- reminders: off"))
    else:
        lines.append(msg(N_("- first reminder {after} after a turn starts (first={first})"),
                         after=duration(t.first), first=format_duration(t.first)))
        lines.append(msg(N_("- then every {every} (every={canonical})"), every=duration(t.every),
                         canonical=format_duration(t.every)) if t.every
                     else N_("- no repeated reminders (every=off)"))
    if t.deadline is None:
        lines.append(N_("- deadline: off (the table waits as long as it takes)"))
    elif t.on_deadline == "autopilot":
        lines.append(msg(N_("- deadline {after}: then the autopilot (the computer player) plays for the player until "
                            "they come back (deadline={deadline}, on_deadline=autopilot)"), after=duration(t.deadline),
                         deadline=format_duration(t.deadline)))
    else:
        lines.append(msg(N_("- deadline {after}: then the other players may vote to remove the player "
                            "(deadline={deadline}, on_deadline=skip)"), after=duration(t.deadline),
                         deadline=format_duration(t.deadline)))
    if get_game(doc["game"]).has_windows(doc.get("options") or {}):  # without out-of-turn windows: nothing to say
        lines.append(msg(N_("- interrupt windows close after {after}; seats that did not answer pass (window={window})"),
                         after=duration(t.window), window=format_duration(t.window)) if t.window
                     else N_("- interrupt windows follow the normal reminders and deadline (window=off)"))
    hints = (doc.get("settings") or {}).get("hints") == "yes"
    lines.append(N_("- hints: on, each player may ask for the computer's suggestion (hints=yes)") if hints
                 else N_("- hints: off (hints=no)"))
    return "\n".join(i18n.say(lang, line) for line in lines)
