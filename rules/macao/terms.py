"""The game's words as messages (rules/core/text.py): colours, goods, gold, prestige points, cubes, ports,
card names; in the terms of the rulebook (Italian: cubetti, oro, punti prestigio)."""
from __future__ import annotations

from rules.core.text import N_, agreeing, msg, plural

COLOURS = {"red": N_("red"), "blue": N_("blue"), "green": N_("green"), "black": N_("black"), "grey": N_("grey"),
           "purple": N_("purple")}
CUBE_COLOURS = {"red": agreeing("cube", "red"), "blue": agreeing("cube", "blue"), "green": agreeing("cube", "green"),
                "black": agreeing("cube", "black"), "grey": agreeing("cube", "grey"), "purple": agreeing("cube", "purple")}
CUBES_COLOURS = {"red": agreeing("cubes", "red"), "blue": agreeing("cubes", "blue"), "green": agreeing("cubes", "green"),
                 "black": agreeing("cubes", "black"), "grey": agreeing("cubes", "grey"), "purple": agreeing("cubes", "purple")}
GOODS = {"lacquer": N_("lacquer"), "rice": N_("rice"), "tea": N_("tea"), "jade": N_("jade"), "silk": N_("silk"),
         "paper": N_("paper"), "porcelain": N_("porcelain"), "spices": N_("spices")}


def colour(c: str):
    return COLOURS.get(c, {"text": c})


def good(g: str):
    return GOODS.get(g, {"text": g})


def gold(n: int):
    return plural("{n} gold", "{n} gold", "n", n=n)


def pp(n: int):
    return plural("{n} prestige point", "{n} prestige points", "n", n=n)


def cubes(c: str, n: int):
    """"2 red cubes"; c "any" for cubes of any colours."""
    if c == "any":
        return plural("{n} cube", "{n} cubes", "n", n=n)
    return plural("{n} {colour} cube", "{n} {colour} cubes", "n", n=n, colour=(CUBE_COLOURS if n == 1 else CUBES_COLOURS).get(c, c))


def cube_set(cost: dict):
    """A set of cubes by colour: "2 red cubes and 1 blue cube"; "nothing" when empty."""
    from rules.core.text import listing
    parts = [cubes(c, n) for c, n in sorted(cost.items()) if n]
    return listing(parts) if parts else N_("nothing")


def amount(what: str, n: int):
    if what == "gold":
        return gold(n)
    if what == "pp":
        return pp(n)
    if what.startswith("cube"):
        return cubes("any", n)
    return cubes(what, n)


def name(cid: int):
    """A card's German name, shown as it is (the rulebook's card list)."""
    from rules.macao.components import card
    return {"text": card(cid).name}


def card_ref(cid: int):
    return msg(N_("{card} ({number})"), card=name(cid), number=cid)


def port(pid: str, board):
    return {"text": board.ports[pid]["name"]} if pid in board.ports else {"text": pid.upper()}


def space(sid: str, board):
    if sid in board.ports:
        return port(sid, board)
    if sid == board.start:
        return N_("Macao")
    return msg(N_("sea space {space}"), space={"text": sid.upper()})


TIMING = {"phase1": N_("phase 1"), "phase2": N_("phase 2"), "phase3": N_("phase 3"), "game_end": N_("game end"),
          "continuous": N_("always")}


def card_offer(cid: int):
    """A face-up card as a menu offers it: name and number, cost, when it acts, and its effect (a player
    choosing it must know what it does)."""
    from rules.macao import engine as E
    from rules.macao.components import card
    c = card(cid)
    return msg(N_("{card}: {cost}; {timing}. {effect}"), card=card_ref(cid), cost=cube_set(c.cost),
               timing=TIMING.get(c.timing, TIMING["phase3"]), effect=E.hook("card_text", None, cid) or "")
