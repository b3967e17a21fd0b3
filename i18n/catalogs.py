"""The catalogs kept by Babel: which source texts exist (extraction), where each goes (its domain), and
the checks CI runs. `python -m i18n update` adds new texts to the .po files (Italian left empty for a
translator); `python -m i18n check` fails on a text without Italian, on placeholders that differ, or on a
catalog that does not compile."""
from __future__ import annotations

import io
import re
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_file
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from i18n import LANGS, LOCALE, SHARED, SOURCE, placeholders

ROOT = LOCALE.parent.parent
# The markers: N_ (rules and renderers mark a text and pass it on), plural (one, many, count name),
# mark (a word's short mark in images: the word is the gettext context), agreeing (a word as it agrees with a
# noun, the gettext context), _ (the bot says a text at once).
# Each is a plain function call.
KEYWORDS = {"N_": None, "plural": (1, 2), "mark": ((1, "c"), 2), "agreeing": ((1, "c"), 2), "_": None}
SOURCES = ("rules", "render", "bot", "i18n")


def domain_of(path: Path) -> str:
    """Which catalog a source file's texts go to: a game's texts (rules and renderer) to its own."""
    parts = path.relative_to(ROOT).parts
    if parts[0] == "rules" and len(parts) > 2 and parts[1] != "core":
        return parts[1]
    if parts[0] == "render" and path.stem not in ("canvas", "generic", "palette", "registry", "__init__"):
        return path.stem
    if parts[0] == "bot":  # the chat adapters' own words apart from the service's, edited on their own
        return "chat" if len(parts) > 2 and parts[1] in ("discord", "telegram") else "bot"
    return "core"


def _key(message) -> str:
    """A catalog entry's msgid: the text, or the singular of a (one, many) pair."""
    return message[0] if isinstance(message, tuple) else message


def extract() -> dict[str, dict[tuple[object, str | None], list[tuple[str, int]]]]:
    """{domain: {(msgid, context): [(file, line), ...]}} of every marked text; a msgid is a str or a
    (one, many) pair, the context None but for marks."""
    found: dict[str, dict] = {}
    for top in SOURCES:
        for path in sorted((ROOT / top).rglob("*.py")):
            for lineno, message, _comments, context in extract_from_file(
                    "python", path, keywords=KEYWORDS, options={"encoding": "utf-8"}):
                if isinstance(message, tuple):
                    if message[0] is None or message[1] is None:
                        continue  # plural(...) with a variable: not a literal to translate
                    message = tuple(message[:2])
                elif not message:
                    continue
                found.setdefault(domain_of(path), {}).setdefault((message, context), []).append(
                    (str(path.relative_to(ROOT)), lineno))
    return found


def _read(path: Path, lang: str) -> Catalog:
    if not path.exists():
        return Catalog(locale=lang, domain=path.stem)
    with path.open("rb") as f:
        return read_po(f, locale=lang, domain=path.stem)


def update() -> list[str]:
    """Add every extracted text to its domain's catalog in every language; report what is new."""
    new = []
    for domain, messages in extract().items():
        for lang in LANGS:
            if lang == SOURCE:
                continue
            path = LOCALE / lang / "LC_MESSAGES" / f"{domain}.po"
            path.parent.mkdir(parents=True, exist_ok=True)
            catalog = _read(path, lang)
            catalog.project, catalog.version, catalog.fuzzy = "Tavolo", "1", False
            catalog.last_translator = catalog.language_team = "Tavolo <https://github.com/tavolo>"
            for (message, context), where in messages.items():
                entry = catalog.get(_key(message), context=context)
                if entry is not None and isinstance(entry.id, tuple) != isinstance(message, tuple):
                    catalog.delete(entry.id, context)  # a single text became a plural or back: translate anew
                    new.append(f"{lang}/{domain}: changed form {_key(message)}")
                    entry = None
                if entry is None:
                    catalog.add(message, "" if not isinstance(message, tuple) else ("", ""), locations=where,
                                context=context)
                    new.append(f"{lang}/{domain}: {_key(message)}")
                else:
                    entry.locations = where
            keys = {(_key(m), c) for m, c in messages}
            for message in list(catalog):  # a text gone from the code leaves its catalog too
                if message.id and (_key(message.id), message.context) not in keys:
                    catalog.delete(message.id, message.context)
                    new.append(f"{lang}/{domain}: removed {_key(message.id)}")
            with path.open("wb") as f:
                write_po(f, catalog, width=110, sort_output=True, omit_header=False)
    return new


def _split_plurals() -> list[str]:
    """`plural(N_("one"), N_("many"), ...)` gives the catalogs two single texts that ngettext never reads:
    the count would stay English. plural takes its two texts as they are."""
    out = []
    for top in SOURCES:
        for path in sorted((ROOT / top).rglob("*.py")):
            if path == Path(__file__):  # this check names what it looks for
                continue
            for lineno, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if re.search(r"\bplural\(\s*N_\(", line):
                    out.append(f"{path.relative_to(ROOT)}:{lineno}: plural(N_(...)): pass plural its texts without N_")
    return out


def _single_and_plural(wanted: dict) -> list[str]:
    """A text marked once alone and once as the singular of a plural has one catalog entry, and one of
    the two uses stays English: give them different texts."""
    out = []
    for domain, messages in wanted.items():
        singles = {m for m, c in messages if isinstance(m, str) and c is None}
        for (m, c), where in messages.items():
            if isinstance(m, tuple) and c is None and m[0] in singles:
                out.append(f"{domain}: {m[0]!r} is marked alone and as a plural ({where[0][0]}:{where[0][1]})")
    return out


def problems() -> list[str]:
    """What keeps the catalogs from being complete and right: the CI check."""
    out = _split_plurals()
    wanted = extract()
    out += _single_and_plural(wanted)
    for lang in LANGS:
        if lang == SOURCE:
            continue
        merged: dict[tuple[str, str | None], object] = {}
        own: dict[str, dict] = {}  # each domain's entries: a game reads its own catalog first
        shared: dict[tuple[str, str | None], tuple[str, object]] = {}  # a shared domain's text: one Italian
        for path in sorted((LOCALE / lang / "LC_MESSAGES").glob("*.po")):
            catalog = _read(path, lang)
            for message in catalog:
                if message.id:
                    key = (_key(message.id), message.context)
                    merged.setdefault(key, message)
                    own.setdefault(path.stem, {})[key] = message
                    if path.stem in SHARED:
                        seen = shared.setdefault(key, (path.stem, message.string))
                        if seen[1] != message.string:
                            out.append(f"{lang}: {key[0]!r} reads {seen[1]!r} in {seen[0]} but {message.string!r} in "
                                       f"{path.stem}: a shared text has one translation")
            for message, errors in catalog.check():
                out += [f"{lang}/{path.stem}: {message.id!r}: {e}" for e in errors]
            try:
                write_mo(io.BytesIO(), catalog)
            except Exception as exc:  # a catalog that does not compile
                out.append(f"{lang}/{path.stem}: does not compile: {exc}")
        for domain, messages in wanted.items():
            for (source, context), where in messages.items():
                key = _key(source)
                entry = own.get(domain, {}).get((key, context)) or merged.get((key, context))
                place = f"{where[0][0]}:{where[0][1]}"
                if entry is None or not entry.string or (isinstance(entry.string, tuple) and not all(entry.string)):
                    out.append(f"{lang}: no translation of {key!r} ({place}); run python -m i18n update")
                    continue
                if isinstance(entry.id, tuple) != isinstance(source, tuple):
                    out.append(f"{lang}: {key!r} is {'a plural' if isinstance(source, tuple) else 'one text'} in the "
                               f"code but not in the catalog ({place}); run python -m i18n update")
                    continue
                if entry.fuzzy:
                    out.append(f"{lang}: translation of {key!r} is marked fuzzy ({place})")
                sources = [source] if isinstance(source, str) else list(source)
                targets = [entry.string] if isinstance(entry.string, str) else list(entry.string)
                need = set().union(*(placeholders(s) for s in sources))
                for target in targets:
                    if placeholders(target) - need or (isinstance(source, str) and placeholders(target) != need):
                        out.append(f"{lang}: placeholders of {target!r} differ from {key!r} ({place})")
    return out
