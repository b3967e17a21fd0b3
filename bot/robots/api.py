"""What the chat adapters and the console call for computer players: seat one, take one off, and a hint.

Each function takes the table service and answers a sentence, or raises bot.errors with a message to show.
"""
from __future__ import annotations

from bot import table_doc as T
from bot.errors import NotAllowed
from typing import Callable

from bot.models import Options, Player
from bot.robots.thinker import public_seed, shared
from rules import get_game
from rules.core.text import N_, listing, msg

LEVELS = ("easy", "normal", "strong")
LEVEL_ALIASES = {"easy": "easy", "facile": "easy", "normal": "normal", "normale": "normal", "medio": "normal",
                 "strong": "strong", "forte": "strong", "difficile": "strong", "hard": "strong"}


def level_of(typed: str | None) -> str:
    """The level a player typed, in either language ("forte"); normal when nothing was typed. A word that is
    no level is passed on as it is (the service refuses it in words)."""
    if not typed:
        return "normal"
    return LEVEL_ALIASES.get(str(typed).strip().lower(), str(typed).strip().lower())


async def add_bot(service, tid: str, player: Player, level: str | None = None) -> dict:
    return await service.add_bot(tid, player, level_of(level))


async def remove_bot(service, tid: str, player: Player) -> dict:
    return await service.remove_bot(tid, player)


def hints_on(doc: dict) -> bool:
    return (doc.get("settings") or {}).get("hints") == "yes"


async def suggest(service, tid: str, player: Player, lang: str | None = None,
                  numbers: Callable[[Options], dict[int, int]] | None = None) -> str:
    """The computer's favourite move for `player` now and its two alternatives, numbered as the player types
    them (private: the search saw only this seat's view). `numbers`: an adapter whose menu numbers its moves
    otherwise than the game's order (the console, by group) maps each option's index to its number."""
    doc = await service.table(tid)
    if doc["status"] != T.ACTIVE:
        raise NotAllowed(N_("Hints are for a game in progress."))
    seat = T.require_seat(doc, player)
    lang = lang or T.reader_lang(doc, player.pid, player.lang)
    if not hints_on(doc):
        raise NotAllowed(N_("Hints are off at this table: its creator can turn them on in the table's settings (hints: yes)."))
    game = get_game(doc["game"])
    st = game.load(doc["state"])
    if not game.acts_now(st, seat):
        raise NotAllowed(N_("It is not your turn. {waiting}"), waiting=T.resolved(doc, game.waiting_text(st)))
    acts = list(game.actions(st, seat))
    texts = await shared().ranked(doc["game"], doc["state"], seat, public_seed(doc)) if len(acts) > 1 \
        else [a.text for a in acts]
    if not texts:
        raise NotAllowed(N_("The computer could not think of a move just now; try again in a moment."))
    index = {a.text: i for i, a in enumerate(acts)}
    shown = numbers(service.options_of(doc, player)) if numbers else {i: i + 1 for i in range(len(acts))}
    moves = [msg(N_("{number}. {move}"), number=shown[index[t]], move=acts[index[t]].label or t)
             for t in texts if t in index]
    line = msg(N_("The computer would play {best}."), best=moves[0])
    if len(moves) > 1:
        line = msg(N_("{line} Alternatives: {others}."), line=line, others=listing(moves[1:]))
    return T.say(doc, line, lang)
