"""Message texts of the Discord adapter: headers, mentions, board lines, suggestions. Pure functions.

Every word is said in a language given by the caller: the table's for what the channel sees, the
reader's for what only they see (the adapter's own texts are keys marked with N_, in the `chat` catalog)."""
from __future__ import annotations

import i18n
from bot import table_doc as T
from bot.discord.limits import CHOICE_TEXT, CHOICES, CONTENT, clip, clip_lines
from bot.models import Option, user_id_on
from rules.core.text import N_, listing

PLATFORM = "discord"


# the bot's own texts and what the service answered, said in a reader's language (one place: i18n)
say, said, shown_as_is = i18n.phrase, i18n.said, i18n.as_is


# The names of /tavolo's commands and options in other languages: each is a catalog key of its own
# (an English word such as "new" or "table" would collide with other texts of the catalogs).
COMMAND_NAMES = {
    "new": N_("command name: new"), "join": N_("command name: join"), "leave": N_("command name: leave"),
    "start": N_("command name: start"), "status": N_("command name: status"), "hand": N_("command name: hand"),
    "move": N_("command name: move"), "undo": N_("command name: undo"), "log": N_("command name: log"),
    "resign": N_("command name: resign"), "abandon": N_("command name: abandon"),
    "takeover": N_("command name: takeover"), "rules": N_("command name: rules"),
    "mygames": N_("command name: mygames"), "settings": N_("command name: settings"),
    "skip": N_("command name: skip"), "addbot": N_("command name: addbot"),
    "removebot": N_("command name: removebot"), "suggest": N_("command name: suggest"),
}
OPTION_NAMES = {
    "game": N_("option name: game"), "options": N_("option name: options"), "table": N_("option name: table"),
    "action": N_("option name: action"), "key": N_("option name: key"), "value": N_("option name: value"),
    "scope": N_("option name: scope"), "player": N_("option name: player"),
    "level": N_("option name: level"),
}


def localized_name(lang: str, key: str, english: str) -> str:
    """A command's or option's name in `lang`: its catalog translation, else the English name."""
    name = i18n.gettext(lang, key)
    return english if name == key else name


def command(lang: str, name: str) -> str:
    """How a reader types a command: `/tavolo move`, in Italian `/tavolo mossa` (Discord shows the
    command names in the language of the app)."""
    return f"/tavolo {localized_name(lang, COMMAND_NAMES[name], name)}"


def user_id(pid: str) -> str | None:
    uid = user_id_on(pid, PLATFORM)
    return uid if uid and uid.isdigit() else None  # a snowflake, or nobody to mention


def mention(doc: dict, pid: str) -> str:
    uid = user_id(pid)
    return f"<@{uid}>" if uid else T.name_of(doc, pid)


def header(doc: dict, lang: str | None = None) -> str:
    """"**Alhambra** #ab12cd": the game's title as the catalogs spell it in `lang` (the table's by default)."""
    return f"**{T.title(doc, lang)}** #{doc['id']}"


def jump(guild_id, channel: str, message_id) -> str:
    return f"https://discord.com/channels/{guild_id}/{channel}/{message_id}"


def board_text(doc: dict, lines: list[str] | None, to_act: list[str], notify: list[str] | None = None,
               pause=None) -> str:
    """The content of a board message, in the table's language: header, what happened, a line each (or, for
    a status, the result or who resigned), who must act now; or `pause` (a message), when the computer waits
    before its turn so that people may answer out of turn ("Bot 2 moves in 3 min."). When what happened is
    too long, its latest lines are kept, after an ellipsis."""
    lang = T.table_lang(doc)
    head = header(doc, lang)
    over = doc["status"] == T.FINISHED and doc.get("result")
    end = status_text(doc, lang) if lines is None or over else ""
    lines = [end] if lines is None else lines
    body = "\n".join(lines)
    if over:  # the end line once: the board's lines may already hold it
        tail = "" if end and end in body else say(lang, N_("The game is over."))
    elif to_act:
        # a mention notifies: only those asked anew (`notify`, default all); the others by name
        who = ", ".join(mention(doc, pid) if notify is None or pid in notify else T.name_of(doc, pid)
                        for pid in to_act)
        tail = (say(lang, N_("Waiting for choices from: {who}"), who=who) if len(to_act) > 1
                else say(lang, N_("Now: {who}"), who=who))
    elif pause:
        tail = T.say(doc, pause)
    else:
        tail = ""
    room = CONTENT - len(head) - len(tail) - 4
    if len(body) > room:
        body = "…\n" + clip_lines(lines, room - 2)
    return "\n".join(x for x in (head, body, tail) if x)


def status_text(doc: dict, lang: str) -> str:
    """A finished game's end line (best first, resigned seats last and marked); else who has resigned."""
    from bot.service import TableService
    from rules import get_game

    if not doc.get("state"):
        return ""
    resigned = get_game(doc["game"]).load(doc["state"]).resigned
    names = [T.name_of(doc, pid) for pid in doc["seats"]]
    if doc["status"] == T.FINISHED and doc.get("result"):
        return TableService.final_line(names, doc["result"], resigned, lang=lang)
    if not resigned:
        return ""
    return say(lang, N_("Resigned (ranked last): {names}."), names=listing([shown_as_is(names[s]) for s in resigned]))


def table_choice_name(doc: dict, lang: str) -> str:
    names = ", ".join(p["name"] for p in doc["players"])
    status = said(lang, T.status_word(doc))
    return clip(f"#{doc['id']} {T.title(doc, lang)} ({status}): {names}", CHOICE_TEXT)


def action_suggestions(options: list[Option], typed: str, lang: str = i18n.SOURCE) -> list[tuple[str, str]]:
    """(name, value) suggestions for /tavolo move: the legal actions matching what was typed.

    Actions whose canonical text starts with the typed text come first, then those containing it
    in their text or label. A canonical text longer than a choice value can hold cannot be offered."""
    typed = " ".join(typed.lower().split())
    first, then = [], []
    for o in options:
        text = o.text.strip()
        if len(text) > CHOICE_TEXT:
            continue
        low = text.lower()
        if not typed or low.startswith(typed):
            first.append(o)
        elif typed in low or typed in o.label.lower():
            then.append(o)
    out = []
    for o in (first + then)[:CHOICES]:
        name = o.label if o.label.strip().lower() == o.text.strip().lower() else f"{o.label} — {o.text}"
        if o.default:
            name = say(lang, N_("{action} (default)"), action=name)
        out.append((clip(name, CHOICE_TEXT), o.text.strip()))
    return out


def _values_of(spec, lang: str = i18n.SOURCE) -> list[str]:
    if spec.kind == "bool":  # as the reader types them (both languages are accepted)
        return [i18n.gettext(lang, "yes"), i18n.gettext(lang, "no")]
    if spec.kind == "choice":
        return [str(c) for c in spec.choices]
    lo, hi = spec.min, spec.max
    if lo is not None and hi is not None and hi - lo < CHOICES:
        return [str(v) for v in range(lo, hi + 1)]
    return [str(v) for v in {spec.default, lo, hi} if v is not None]


def option_suggestions(specs, typed: str, lang: str = i18n.SOURCE, game: str | None = None) -> list[tuple[str, str]]:
    """Completions of a `KEY=VALUE ...` options string: the words typed so far, plus one more pair, with
    the options' names in the reader's language (the service reads either language)."""
    words = typed.split()
    done = typed.endswith(" ") or not words
    head = words if done else words[:-1]
    partial = "" if done else words[-1].lower()
    given = {w.split("=", 1)[0].lower() for w in head}
    prefix = " ".join(head)
    out = []
    for spec in specs:
        name = i18n.gettext(lang, spec.key, game)
        if spec.key in given or name.lower() in given:
            continue
        for value in _values_of(spec, lang):
            pair = f"{name}={value}"
            if partial and not pair.lower().startswith(partial):
                continue
            full = f"{prefix} {pair}".strip()
            if len(full) <= CHOICE_TEXT:
                label = f"{full}  ({i18n.say(lang, spec.help)})" if spec.help else full
                out.append((clip(label, CHOICE_TEXT), full))
    if typed.strip() and len(typed.strip()) <= CHOICE_TEXT and all("=" in w for w in words):
        out.insert(0, (clip(typed.strip(), CHOICE_TEXT), typed.strip()))  # keep what was typed as is
    return out[:CHOICES]
