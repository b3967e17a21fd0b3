"""Per-player preferences (time zone, quiet hours, private reminders) and quiet-hour arithmetic.

Stored per player in one Redis hash `<prefix>:rem:pref:<pid>` (fields tz, quiet, dm): a player has
one time zone wherever they play. Quiet hours are local wall-clock times, so the arithmetic goes
through zoneinfo and follows daylight saving changes.
"""
from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

import i18n
from bot.errors import BadCommand
from rules.core.text import N_, msg

PREFERENCE_KEYS = [
    ("timezone", N_("your time zone, for quiet hours"), ["Europe/Rome", "Europe/London", "America/New_York", "UTC"]),
    ("quiet", N_("hours when reminders wait (local time)"), ["22-7", "23-8", "0-9", "off"]),
    ("dm", N_("reminders also in a private message"), ["on", "off"]),
    ("lang", N_("your language for private texts (else your app's)"), ["it", "en", "auto"]),
]

_QUIET = re.compile(r"^([0-9]{1,2})(?::([0-9]{2}))?\s*-\s*([0-9]{1,2})(?::([0-9]{2}))?$")  # not '٢٢'


@dataclass(frozen=True)
class Prefs:
    tz: str = "UTC"
    quiet: tuple[int, int] | None = None  # (start, end) in minutes after local midnight; may wrap
    dm: bool = True
    lang: str = ""  # chosen language of private texts; "" follows the platform's

    @classmethod
    def from_hash(cls, h: dict) -> "Prefs":
        quiet = None
        if h.get("quiet"):
            try:
                quiet = parse_quiet(h["quiet"])
            except BadCommand:
                quiet = None
        tz = h.get("tz") or "UTC"
        try:
            zone(tz)
        except BadCommand:
            tz = "UTC"
        lang = h.get("lang") or ""
        return cls(tz, quiet, h.get("dm", "on") != "off", lang if lang in i18n.LANGS else "")

    def quiet_text(self) -> str:
        if not self.quiet:
            return "off"
        (a, b) = self.quiet
        return f"{a // 60:02d}:{a % 60:02d}-{b // 60:02d}:{b % 60:02d}"

    def message(self) -> dict:
        """The preferences as a message (time zone, quiet hours, private reminders, language)."""
        quiet = {"text": self.quiet_text()} if self.quiet else N_("off")
        dm = N_("on") if self.dm else N_("off")
        if self.lang:
            return msg(N_("Time zone {tz}; quiet hours {quiet}; private reminders {dm}; language {lang}."),
                       tz={"text": self.tz}, quiet=quiet, dm=dm, lang=i18n.NAMES[self.lang])
        return msg(N_("Time zone {tz}; quiet hours {quiet}; private reminders {dm}."), tz={"text": self.tz},
                   quiet=quiet, dm=dm)

    def describe(self, lang: str = i18n.SOURCE) -> str:
        return i18n.say(lang, self.message())


def pref_key(prefix: str, pid: str) -> str:
    return f"{prefix}:rem:pref:{pid}"


async def load(redis, prefix: str, pid: str) -> Prefs:
    return Prefs.from_hash(await redis.hgetall(pref_key(prefix, pid)))


@functools.lru_cache(maxsize=None)
def _zone_names() -> dict[str, str]:
    return {name.lower(): name for name in available_timezones()}


def zone(name: str) -> ZoneInfo:
    """The named IANA zone (any letter case), or BadCommand."""
    wanted = name.strip()
    if wanted.upper() in ("UTC", "GMT", "Z"):
        return ZoneInfo("UTC")
    exact = _zone_names().get(wanted.lower().replace(" ", "_"))
    try:
        if exact is None:
            raise ZoneInfoNotFoundError(wanted)
        return ZoneInfo(exact)
    except (ZoneInfoNotFoundError, ValueError):
        raise BadCommand(N_("Unknown time zone '{zone}'. Use a name like Europe/Rome, America/New_York or UTC."),
                         zone={"text": wanted}) from None


def canonical_zone(name: str) -> str:
    return str(zone(name).key)


def parse_quiet(text: str) -> tuple[int, int] | None:
    """ "22-7", "22:30-07:15" -> minutes after midnight; "off" -> None."""
    s = str(text).strip().lower()
    if s in ("off", "none", "no", ""):
        return None
    m = _QUIET.match(s)
    if not m:
        raise BadCommand(N_("Quiet hours look like 22-7 (from 22:00 to 07:00) or 22:30-7:15, or off."))
    h1, m1, h2, m2 = int(m.group(1)), int(m.group(2) or 0), int(m.group(3)), int(m.group(4) or 0)
    if h1 > 24 or h2 > 24 or m1 > 59 or m2 > 59:
        raise BadCommand(N_("Quiet hours use hours 0-24 and minutes 0-59, like 22-7 or 22:30-7:15."))
    start, end = (h1 * 60 + m1) % 1440, (h2 * 60 + m2) % 1440
    if start == end:
        raise BadCommand(N_("Quiet hours must start and end at different times."))
    return start, end


def _inside(minute: int, quiet: tuple[int, int]) -> bool:
    start, end = quiet
    return start <= minute < end if start < end else (minute >= start or minute < end)


def quiet_until(prefs: Prefs, t: float) -> float | None:
    """When the quiet hours around epoch `t` end, or None when `t` is not in quiet hours."""
    if not prefs.quiet:
        return None
    tz = zone(prefs.tz)
    local = datetime.fromtimestamp(t, tz)
    minute = local.hour * 60 + local.minute
    if not _inside(minute, prefs.quiet):
        return None
    end = prefs.quiet[1]
    day = local.date() if minute < end else local.date() + timedelta(days=1)
    naive = datetime(day.year, day.month, day.day, end // 60, end % 60)
    ends = naive.replace(tzinfo=tz).timestamp()
    # A daylight-saving jump can make the computed end fall before t; then the quiet hours are over.
    return ends if ends > t else None


def deliverable_at(prefs: Prefs, t: float) -> float:
    """`t`, or the end of the quiet hours it falls into."""
    return quiet_until(prefs, t) or t


def local_now(prefs: Prefs, t: float) -> str:
    return datetime.fromtimestamp(t, timezone.utc).astimezone(zone(prefs.tz)).strftime("%H:%M")
