"""Per-table reminder settings: what a user may type, how it is stored, how it reads back.

Settings live in the table document's `settings` dict (written through `service.change_settings`)
as canonical strings ("12h", "1d", "off", "autopilot", "skip vote"), so the service's change
summary reads well in the channel. Anything missing or unreadable falls back to the default.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from bot import table_doc as T
from bot.errors import BadCommand

HOUR = 3600
DAY = 86400

# Defaults of the issue: first reminder after 12 h, then every 24 h, no deadline, autopilot, 2 h windows.
DEFAULTS = {"first": "12h", "every": "1d", "deadline": "off", "on_deadline": "autopilot", "window": "2h"}
DEADLINE_DAYS = (1, 2, 3, 7)
ON_DEADLINE = ("autopilot", "skip vote")
# Bounds on typed durations (seconds): no reminder storms, nothing that outlives the send guard.
LIMITS = {"first": (HOUR, 7 * DAY), "every": (HOUR, 7 * DAY), "window": (10 * 60, 2 * DAY)}

# (key, help, allowed values): adapters build menus / slash-command choices from this.
SETTING_KEYS = [
    ("first", "first reminder after the turn starts", ["1h", "3h", "6h", "12h", "1d", "2d", "off"]),
    ("every", "then remind again every", ["6h", "12h", "1d", "2d", "off"]),
    ("deadline", "after this long the table stops waiting", ["off", "1d", "2d", "3d", "7d"]),
    ("on_deadline", "what happens at the deadline", ["autopilot", "skip vote"]),
    ("window", "interrupt windows close after", ["30m", "1h", "2h", "6h", "12h", "off"]),
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


def humane(seconds: float) -> str:
    """How long, for people: "45 min", "13 h", "2 d 3 h"."""
    seconds = max(0, int(seconds))
    if seconds < HOUR:
        return f"{max(1, seconds // 60)} min"
    if seconds < 2 * DAY:
        return f"{seconds // HOUR} h"
    days, rest = divmod(seconds, DAY)
    hours = rest // HOUR
    return f"{days} d {hours} h" if hours else f"{days} d"


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
        raise BadCommand(f"There is no setting '{key}'. Settings: {names}.")
    value = str(value).strip().lower()
    if key == "on_deadline":
        if value in ("autopilot", "auto", "autoplay"):
            return key, "autopilot"
        if value in ("skip", "skip vote", "skip-vote", "skip_vote", "vote"):
            return key, "skip vote"
        raise BadCommand("At the deadline the table can use 'autopilot' (safe default moves) or 'skip' "
                         "(the other players may vote to remove the player).")
    if key == "deadline":
        try:
            secs = parse_duration(value, DAY)
        except ValueError:
            secs = -1
        if secs is None:
            return key, "off"
        if secs % DAY or secs // DAY not in DEADLINE_DAYS:
            raise BadCommand("The deadline can be off, 1d, 2d, 3d or 7d.")
        return key, format_duration(secs)
    low, high = LIMITS[key]
    try:
        secs = parse_duration(value, HOUR)
    except ValueError:
        raise BadCommand(f"'{value}' is not a duration: type something like 12h, 1d or 30m, or off.") from None
    if secs is None:
        return key, "off"
    if not low <= secs <= high:
        raise BadCommand(f"{key} must be between {format_duration(low)} and {format_duration(high)}, or off.")
    return key, format_duration(secs)


def describe(doc: dict) -> str:
    """The settings of a table, for people."""
    t = TableTimes.of(doc)
    lines = [f"Reminders at {T.label(doc)}:"]
    if t.first is None:
        lines.append("- reminders: off")
    else:
        lines.append(f"- first reminder {humane(t.first)} after a turn starts (first={format_duration(t.first)})")
        lines.append(f"- then every {humane(t.every)} (every={format_duration(t.every)})" if t.every
                     else "- no repeated reminders (every=off)")
    if t.deadline is None:
        lines.append("- deadline: off (the table waits as long as it takes)")
    elif t.on_deadline == "autopilot":
        lines.append(f"- deadline {humane(t.deadline)}: then autopilot plays safe default moves for the "
                     "player until they come back (deadline, on_deadline=autopilot)")
    else:
        lines.append(f"- deadline {humane(t.deadline)}: then the other players may vote to remove the "
                     "player (deadline, on_deadline=skip)")
    lines.append(f"- interrupt windows close after {humane(t.window)}; seats that did not answer pass "
                 f"(window={format_duration(t.window)})" if t.window
                 else "- interrupt windows follow the normal reminders and deadline (window=off)")
    lines.append("The table's creator or a channel admin can change these: settings <key> <value>.")
    return "\n".join(lines)
