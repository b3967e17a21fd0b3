"""Words the Telegram adapter says: the command menu, help, and HTML helpers (parse_mode HTML).

Every text is a key marked with N_ (the `chat` catalog), said in a language the caller gives: the
table's for what a group sees, the reader's for a private chat, an answer or an error."""
from __future__ import annotations

import html

from telegram import BotCommand

import i18n
from rules.core.text import N_

CAPTION_MAX = 1024
TEXT_MAX = 4096

# (command, description): the names are the same in every language (Telegram has no localized
# command names); the menu's descriptions are set once per language (TelegramAdapter.announce_commands).
COMMANDS = [
    ("new", N_("open a table: /new <game> [option=value ...]")),
    ("join", N_("sit down at the table [id]")),
    ("leave", N_("leave the table before it starts [id]")),
    ("start_game", N_("start the game (creator or admin) [id]")),
    ("status", N_("the board now [id] [png]")),
    ("hand", N_("your hand and your moves, in our private chat [id]")),
    ("move", N_("play a move: /move [id] <action>")),
    ("undo", N_("take back your last move of this turn [id]")),
    ("log", N_("recent moves [id]")),
    ("resign", N_("leave a running game [id]")),
    ("abandon", N_("close the table (creator or admin) [id]")),
    ("rules", N_("the games, or one game's summary and options")),
    ("mygames", N_("tables waiting for you")),
    ("settings", N_("reminders, deadlines, board posting, my preferences")),
    ("skip", N_("vote to remove a player past the deadline: /skip [id] <player>")),
    ("takeover", N_("play yourself again after autopilot [id]")),
    ("addbot", N_("seat a computer player: /addbot [id] [easy|normal|strong]")),
    ("removebot", N_("take the last computer player added off the table [id]")),
    ("suggest", N_("the computer's suggestion for your move, in private (tables with hints on) [id]")),
    ("help", N_("how to play here")),
]
DESCRIPTION_MAX = 256  # Bot API limit of a BotCommand description


def bot_commands(lang: str) -> list[BotCommand]:
    """The command menu with its descriptions in `lang`."""
    return [BotCommand(name, say(lang, desc)[:DESCRIPTION_MAX]) for name, desc in COMMANDS]


# the bot's own texts and what the service answered, said in a reader's language (one place: i18n)
say, said, shown_as_is = i18n.phrase, i18n.said, i18n.as_is


HELP = N_("""<b>Tavolo</b>: heavyweight board games, played at your own pace.

<b>In the group</b>
/new &lt;game&gt; [option=value ...] opens a table; /join sits down; /start_game starts it (random seats).
After every move the group gets the board and a mention of who must act.
/status [png] shows the board (png: the crisp image as a file), /log the recent moves,
/undo takes back your last move of this turn, /resign leaves a running game,
/abandon closes the table (its creator or a group admin).
/settings shows the table's settings (reminders, deadlines, a new board per move or one kept current);
/settings &lt;key&gt; &lt;value&gt; changes one;
/settings me &lt;key&gt; &lt;value&gt; sets your own preferences.
Past a deadline: /skip &lt;player&gt; votes to remove an absent player (tables with on_deadline skip);
/takeover ends your autopilot.

<b>In your private chat with me</b>
Your hand, your secret choices and your move buttons come here, never to the group.
Press <i>My hand &amp; moves</i> under a board (or open me and press Start) once, so I may write to you.
/hand sends your hand and moves here; /mygames lists the tables waiting for you;
/move [id] &lt;action&gt; types a move (also a thief's answer).

Several tables in one group: add the table id, e.g. /status k3xq7p.
/rules lists the games; /rules &lt;game&gt; shows one.""")


# the computer players' part of /help: a text of its own, so HELP keeps its translations
HELP_ROBOTS = N_("""<b>Computer players</b>
/addbot [easy|normal|strong] seats a computer player before the start (or press <i>Add a computer player</i>
under the lobby); /removebot takes the last one added off. They move by themselves, nobody waits for them.
At a table with hints on (/settings hints yes, or hints=yes when it opens) /suggest, or the
<i>Suggest a move</i> button under your moves, gives you the computer's suggestion, in private.""")


def help_text(lang: str) -> str:
    """/help in `lang`: the general part and the computer players' part."""
    return say(lang, HELP) + "\n\n" + say(lang, HELP_ROBOTS)


def esc(text) -> str:
    return html.escape(str(text), quote=False)


def mention(user_id: str, name: str) -> str:
    """A text mention: notifies the user even without a @username."""
    return f'<a href="tg://user?id={esc(user_id)}">{esc(name)}</a>'


PROMPT_MAX = 800  # a menu's question (with the cards it offers) in a caption, leaving room for its title


def clipped(text: str, limit: int = PROMPT_MAX) -> str:
    """Plain text cut to `limit` characters at a line's or word's end, before it is escaped and wrapped in
    tags: a caption cut later could lose a closing tag, which Telegram refuses."""
    if len(text) <= limit:
        return text
    cut = text[:limit - 1]
    at = max(cut.rfind("\n"), cut.rfind(" "))
    return (cut[:at] if at > limit // 2 else cut).rstrip() + "…"


def fit(head: str, lines: list[str], tail: str, limit: int = CAPTION_MAX) -> str:
    """head + as many of the LAST lines as fit + tail, within `limit` characters (already HTML).

    Only whole lines are dropped, so no HTML tag is ever cut."""
    kept: list[str] = []
    size = len(head) + len(tail) + 4
    for line in reversed(lines):
        if size + len(line) + 1 > limit:
            kept.append("…")
            break
        kept.append(line)
        size += len(line) + 1
    body = "\n".join(reversed(kept))
    text = "\n".join(part for part in (head, body, tail) if part)
    return text if len(text) <= limit else text[:limit - 1] + "…"  # only if head/tail alone are too long
