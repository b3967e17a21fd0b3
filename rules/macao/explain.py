"""Why a typed move is refused (the first rule it breaks), in player words, as messages. A refusal never lists
the player's options (it may be read in a group) and never names a rule id."""
from __future__ import annotations

from rules.macao import engine as E
from rules.macao import rose as R
from rules.macao import sea
from rules.macao import wall as W
from rules.macao.components import COLOURS, board, card, wall_cost
from rules.core.text import N_, msg, parse_int

TURN_VERBS = ("activate", "district", "wall", "ship", "deliver", "tribute", "use", "joker", "pass")


def explain(st, seat: int, text: str):
    """Why `text` (canonical) is not a legal move of `seat` now; None: the generic message."""
    d = st.data
    words = text.split()
    if not words:
        return None
    decision = d["decision"]
    verb = words[0]
    if decision == "turn":
        return _turn(st, seat, words)
    if verb in TURN_VERBS and decision in ("draft", "start", "start2", "take", "die", "dice"):
        return N_("That is an action of your turn in phase 3; now is another phase.")
    if decision in ("start", "start2") and verb in ("start", "start2"):  # MAC-021
        if len(words) < 2 or words[1] not in COLOURS:
            return N_("Name a cube colour: red, blue, green, black, grey or purple.")
        return msg(N_("The starting cubes go to sector {sector}: name only their colour, e.g. {verb} {colour}."),
                   sector=1 if decision == "start" else 2, verb=decision, colour=words[1])
    if decision == "take" and verb == "take":
        return _take(st, seat, words)
    if decision == "draft" and verb == "draft":
        return N_("That card is not among the cards of the opening draft.")
    if decision in ("die", "dice") and verb == "die":
        return _die(st, seat, words)
    if decision in ("pay", "cube") and verb in ("pay", "cube"):
        if len(words) < 2 or words[1] not in COLOURS:
            return N_("Name a cube colour: red, blue, green, black, grey or purple.")
        if verb == "pay":
            return N_("You have no active cube of that colour.")
    if decision in ("pay", "cube", "ship_free") and verb in TURN_VERBS:
        return N_("Finish the choice in front of you first.")
    return None


def _take(st, seat, words):
    d = st.data
    if words[1:2] == ["none"]:
        return N_("You must take a card this round.")
    n = parse_int(words[1]) if len(words) > 1 else None
    if n is None and len(words) > 1 and d["display"]:  # a name: of no face-up card, or of two (Zoll, Zoll)
        return msg(N_("Name the face-up card by its number, e.g. take {card}."), card=d["display"][0])
    if n is None or n not in d["display"]:
        return N_("That card is not among the face-up cards.")
    p = d["players"][seat]
    if len(words) == 2:
        return N_("Your five card spaces are full: say which card you discard (the new one or one of yours).")
    if len(words) >= 3 and words[2] in ("discard", "replace") and len(p["board"]) < 5:
        return N_("You still have a free card space: no card needs to go.")
    if len(words) == 3 and words[2] == "replace":
        return msg(N_("Say which card of your player board it replaces: take {card} replace N."), card=n)
    if len(words) >= 4 and words[2] == "replace":
        m = parse_int(words[3])
        if m not in p["board"]:
            return N_("That card is not on your player board.")
    return None


def _die(st, seat, words):
    d = st.data
    p = d["players"][seat]
    if len(words) < 2 or words[1] not in COLOURS:
        return N_("Name the die by its colour.")
    if any(c == words[1] for c, _ in p["picks"]):
        return N_("You have already chosen that die: the second must be another.")
    if len(words) >= 3:
        return N_("Its cubes go to the sector of the number it shows (only a card lets them go one sector off).")
    return None


def _turn(st, seat, words):
    d = st.data
    p = d["players"][seat]
    verb = words[0]
    cubes = p["cubes"]
    total = R.total(cubes)
    if verb == "activate":
        n = parse_int(words[1]) if len(words) > 1 else None
        if n is None or not 1 <= n <= 120:
            return N_("Name the card to activate by its number.")
        if n in p["active_cards"]:
            return N_("That card is already activated.")
        if n not in p["board"]:
            return N_("That card is not on your player board.")
        if words[2:3] == ["with"]:
            return N_("No card of yours lets you pay gold for it now.")
        if words[2:3] == ["free"]:
            return N_("No card of yours lets you activate it without spending cubes now, or you lack its cubes.")
        if not R.covers(cubes, card(n).cost):
            return N_("You do not have the active cubes that card costs.")
        return None
    if verb == "district":
        n = parse_int(words[1]) if len(words) > 1 else None
        b = board(st)
        if n is None or not 1 <= n <= b.districts:
            return msg(N_("There is no district with that number (1 to {last})."), last=b.districts)
        if d["districts"][n - 1]["owner"] is not None:
            return N_("That district is already controlled: it can never be taken again.")
        if p["done"]["district"] >= E.hook("districts_per_round", 1, st, seat):
            return N_("You have already taken control of a district this round.")
        if words[2:3] == ["with"]:
            return N_("No card of yours lets you pay gold for a district now, or you lack the gold.")
        return N_("You do not have the active cubes that district costs.")
    if verb == "wall":
        k = parse_int(words[1]) if len(words) > 1 else None
        if p["done"]["wall"]:
            return N_("You have already moved on the wall this round.")
        if k is None or k < 1:
            return N_("Say how many spaces your disc advances, at least 1: wall 1 costs 1 cube, wall 2 costs 3.")
        if k > W.spaces_left(st, seat):
            return N_("Your disc cannot go beyond the last space of the wall.")
        if wall_cost(k) > total:
            return msg(N_("That costs {n} active cubes; you have {have}."), n=wall_cost(k), have=total)
        return None
    if verb == "ship":
        b = board(st)
        target = words[2] if len(words) > 2 and words[1] == "to" else (words[1] if len(words) > 1 else "")
        if target not in b.distance:
            return N_("There is no such space on the sea route.")
        if target == p["ship"]:
            return N_("Your ship is already there.")
        dist = b.distance[p["ship"]][target]
        return msg(N_("That voyage costs {n} active cubes; you have {have}."), n=dist, have=total)
    if verb == "deliver":
        pid = sea.port_here(st, seat)
        good = words[1] if len(words) > 1 else ""
        if pid is None:
            return N_("Your ship is not in a port.")
        if board(st).ports[pid]["buys"] != good:
            return N_("This port does not buy that good.")
        if good not in p["goods"]:
            return N_("You have no tile of that good on your ship.")
        return N_("Every delivery space of this port is taken.")
    if verb == "tribute":
        if p["done"]["tribute"] >= E.hook("tributes_per_round", 1, st, seat):
            return N_("You have already bought prestige this round.")
        return msg(N_("The tribute costs {n} gold; you have {have}."), n=d["tribute"][0], have=p["gold"])
    if verb == "use":
        n = parse_int(words[1]) if len(words) > 1 else None
        if n is None or n not in p["active_cards"]:
            return N_("Only your activated cards can be used.")
        return N_("That card cannot be used now: it was used this round already, or what it needs is missing.")
    if verb == "joker":
        if not p["jokers"]:
            return N_("You have no joker tile.")
        return N_("A joker gives one cube of a colour you name, or 3 gold.")
    if verb in ("take", "die", "draft", "start", "start2"):
        return N_("That belongs to another phase: now is your turn of actions.")
    return None
