"""Message texts of the Discord adapter: headers, mentions, board lines, suggestions. Pure functions."""
from __future__ import annotations

from bot import table_doc as T
from bot.discord.limits import CHOICE_TEXT, CHOICES, CONTENT, clip
from bot.models import Option, user_id_on

PLATFORM = "discord"


def user_id(pid: str) -> str | None:
    uid = user_id_on(pid, PLATFORM)
    return uid if uid and uid.isdigit() else None  # a snowflake, or nobody to mention


def mention(doc: dict, pid: str) -> str:
    uid = user_id(pid)
    return f"<@{uid}>" if uid else T.name_of(doc, pid)


def header(doc: dict) -> str:
    return f"**{T.title(doc)}** #{doc['id']}"


def jump(guild_id, channel: str, message_id) -> str:
    return f"https://discord.com/channels/{guild_id}/{channel}/{message_id}"


def board_text(doc: dict, body: str | None, to_act: list[str], notify: list[str] | None = None) -> str:
    """The content of a board message: header, what happened (or, for a status, the result or who resigned),
    who must act now."""
    head = header(doc)
    body = status_text(doc) if body is None else body
    if doc["status"] == T.FINISHED and doc.get("result"):
        tail = "" if "Game over." in body else "The game is over."
    elif to_act:
        # a mention notifies: only those asked anew (`notify`, default all); the others by name
        who = ", ".join(mention(doc, pid) if notify is None or pid in notify else T.name_of(doc, pid)
                        for pid in to_act)
        tail = (f"Waiting for choices from: {who}" if len(to_act) > 1 else f"Now: {who}")
    else:
        tail = ""
    room = CONTENT - len(head) - len(tail) - 4
    return "\n".join(x for x in (head, clip(body, room), tail) if x)


def status_text(doc: dict) -> str:
    """A finished game's end line (best first, resigned seats last and marked); else who has resigned."""
    from bot.service import TableService
    from rules import get_game

    if not doc.get("state"):
        return ""
    resigned = get_game(doc["game"]).load(doc["state"]).resigned
    names = [T.name_of(doc, pid) for pid in doc["seats"]]
    if doc["status"] == T.FINISHED and doc.get("result"):
        return TableService.final_line(names, doc["result"], resigned)
    return "Resigned (ranked last): " + ", ".join(names[s] for s in resigned) + "." if resigned else ""


def table_choice_name(doc: dict) -> str:
    names = ", ".join(p["name"] for p in doc["players"])
    return clip(f"#{doc['id']} {T.title(doc)} ({doc['status']}): {names}", CHOICE_TEXT)


def action_suggestions(options: list[Option], typed: str) -> list[tuple[str, str]]:
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
        out.append((clip(name + (" (default)" if o.default else ""), CHOICE_TEXT), o.text.strip()))
    return out


def _values_of(spec) -> list[str]:
    if spec.kind == "bool":
        return ["yes", "no"]
    if spec.kind == "choice":
        return [str(c) for c in spec.choices]
    lo, hi = spec.min, spec.max
    if lo is not None and hi is not None and hi - lo < CHOICES:
        return [str(v) for v in range(lo, hi + 1)]
    return [str(v) for v in {spec.default, lo, hi} if v is not None]


def option_suggestions(specs, typed: str) -> list[tuple[str, str]]:
    """Completions of a `KEY=VALUE ...` options string: the words typed so far, plus one more pair."""
    words = typed.split()
    done = typed.endswith(" ") or not words
    head = words if done else words[:-1]
    partial = "" if done else words[-1].lower()
    given = {w.split("=", 1)[0].lower() for w in head}
    prefix = " ".join(head)
    out = []
    for spec in specs:
        if spec.key in given:
            continue
        for value in _values_of(spec):
            pair = f"{spec.key}={value}"
            if partial and not pair.lower().startswith(partial):
                continue
            full = f"{prefix} {pair}".strip()
            if len(full) <= CHOICE_TEXT:
                label = f"{full}  ({spec.help})" if spec.help else full
                out.append((clip(label, CHOICE_TEXT), full))
    if typed.strip() and len(typed.strip()) <= CHOICE_TEXT and all("=" in w for w in words):
        out.insert(0, (clip(typed.strip(), CHOICE_TEXT), typed.strip()))  # keep what was typed as is
    return out[:CHOICES]
