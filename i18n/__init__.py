"""Every word a player reads, in their language: gettext catalogs managed with Babel.

The English text of a message is its key (`msgid`), with named placeholders: "{who} buys {tile}.".
The rules and the renderers mark such texts with `N_` and hand them on as messages (rules/core/text.py):
a key, its parameters, and nothing finished. Here a message becomes a sentence in one language, when it
is shown and for whom it is shown: a public line in the table's language, a private one in its reader's.

Catalogs: `i18n/locale/<lang>/LC_MESSAGES/<domain>.po`, one domain per area (core, bot, castles,
alhambra, ...) so that each is edited on its own; all the domains of a language are searched for every
message. Babel compiles them when first needed (in memory, once per process), so an editable install
works without a build step; `python -m i18n check` (and the tests) compiles every catalog and fails on
a message without its Italian translation or with different placeholders. A third language is one more
folder of catalogs and one more entry in LANGS.
"""
from __future__ import annotations

import functools
import io
import string
from pathlib import Path
from typing import Any, Iterable, Sequence

from babel import Locale
from babel.lists import format_list
from babel.numbers import format_decimal
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from babel.support import NullTranslations, Translations

from rules.core.text import N_, spell

LANGS = ("en", "it")  # the source language first
SOURCE = LANGS[0]
LOCALE = Path(__file__).resolve().parent / "locale"
NAMES = {"en": N_("English"), "it": N_("Italian")}  # keys: said in the reader's language ("italiano")


def lang_of(code: str | None, default: str = SOURCE) -> str:
    """The supported language of a locale code from a platform ("it", "it-IT", "en_GB"), else `default`."""
    if not code:
        return default
    base = str(code).replace("-", "_").split("_")[0].strip().lower()
    return base if base in LANGS else default


def po_files(lang: str) -> list[Path]:
    return sorted((LOCALE / lang / "LC_MESSAGES").glob("*.po"))


SHARED = ("bot", "chat", "core")  # the domains every text may come from; the others are the games'


def _compiled(lang: str, domain: str) -> Translations | None:
    """A fresh compiled catalog (each chain below gets its own: add_fallback changes the object)."""
    po = LOCALE / lang / "LC_MESSAGES" / f"{domain}.po"
    if not po.exists():
        return None
    with po.open("rb") as f:
        catalog = read_po(f, locale=lang, domain=domain)
    buf = io.BytesIO()
    write_mo(buf, catalog)
    buf.seek(0)
    return Translations(buf, domain=domain)


@functools.lru_cache(maxsize=None)
def translations(lang: str, game: str | None = None) -> NullTranslations:
    """The catalogs of `lang`, compiled from their .po sources, searched in order: the game's own first (a
    word may agree differently in two games: "rossa" goods, "rosso" money), then the shared ones, then the
    other games (a game's title in a list of games). The source language translates nothing."""
    if lang == SOURCE:
        return NullTranslations()
    games = sorted(p.stem for p in po_files(lang) if p.stem not in SHARED)
    order = ([game] if game in games else []) + list(SHARED) + [g for g in games if g != game]
    chain = [t for t in (_compiled(lang, d) for d in order) if t is not None]
    if not chain:
        return NullTranslations()
    for t in chain[1:]:
        chain[0].add_fallback(t)
    return chain[0]


def gettext(lang: str, msgid: str, game: str | None = None) -> str:
    return translations(lang, game).gettext(msgid) if msgid else msgid


def ngettext(lang: str, singular: str, plural: str, n: int, game: str | None = None) -> str:
    return translations(lang, game).ngettext(singular, plural, n)


def locale(lang: str) -> Locale:
    return Locale.parse(lang)


def placeholders(text: str) -> set[str]:
    """The named fields of a brace-format text ("{who} buys {tile}" -> {"who", "tile"})."""
    return {name.split(".")[0].split("[")[0] for _, name, _, _ in string.Formatter().parse(text) if name}


def say(lang: str, message: Any, names: Sequence[str] = (), game: str | None = None) -> str:
    """A message (rules/core/text.py) as a sentence in `lang`; `names` are the seats' names; `game` (its id)
    says whose words come first. Lists are joined as the language joins them ("a, b e c")."""
    t = translations(lang, game)
    return spell(message, names, t.gettext, t.ngettext,
                 lambda items, alternatives=False: format_list(items, "or" if alternatives else "standard", lang),
                 lambda n: format_decimal(n, locale=lang), t.pgettext, lang)


def lines(lang: str, messages: Iterable[Any], names: Sequence[str] = ()) -> list[str]:
    return [say(lang, m, names) for m in messages]


def in_view(view: dict, message: Any) -> str:
    """A message found in a view, in the view's language (set by the service for its reader)."""
    return say(view.get("lang") or SOURCE, message, view.get("names") or (), view.get("game"))


def as_is(value):
    """A parameter shown exactly as it is (a name, a mention, a header), never looked up in the catalogs."""
    return {"text": value} if isinstance(value, str) else value


def phrase(lang: str, key: str, **params) -> str:
    """A text of the bot's own (`key`, marked with N_) in `lang`; plain string parameters as they are,
    message parameters said in `lang` too."""
    from rules.core.text import msg
    return say(lang, msg(key, **{k: as_is(v) for k, v in params.items()}))


def said(lang: str, text) -> str:
    """What the service answered: a sentence (already in its reader's language), or a message to say."""
    return text if isinstance(text, str) else say(lang, text)
