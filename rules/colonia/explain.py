"""Why a move is refused, in player words: never listing the options, never naming a rule id."""
from __future__ import annotations

from rules.colonia import craftsmen, family, harbour, market, relics, terms
from rules.colonia.components import data
from rules.core.text import N_, msg, parse_int


def explain(st, seat: int, text: str):
    d = st.data
    words = text.split()
    if not words:
        return None
    head = words[0]
    decision = d["decision"]
    p = d["players"][seat]
    if head == "card":
        if decision != "card":
            return N_("Family cards are played on Tuesday.")
        if len(words) != 2:
            return N_("Name the family card by its value, as the list does: card 5, for example.")
        v = parse_int(words[1]) if len(words) > 1 else None
        if v is None or not 3 <= v <= 8:
            return N_("Family cards are worth 3 to 8.")
        return N_("You have already played that family card in an earlier week.")
    if head == "vote":
        if decision != "vote":
            return N_("There is no vote now.")
        return N_("Vote yes or no.")
    if head == "stall":
        if decision != "market":
            return N_("Stalls are bought on Wednesday, on your turn.")
        i = parse_int(words[1]) if len(words) > 1 else None
        if i is None or not 1 <= i <= len(d["stalls"]):
            return N_("There is no such stall.")
        stall = d["stalls"][i - 1]
        if not stall["materials"]:
            return N_("That stall is empty.")
        if not market.can_buy(st, seat, i - 1):
            return N_("You have too few family members at home for that stall.")
    if head == "contract":
        if decision != "contracts":
            return N_("Contracts are commissioned on Thursday, on your turn.")
        c = words[1] if len(words) > 1 else ""
        if parse_int(c) is not None:  # the menu names craftsmen, never numbers them
            return N_("Name the craftsman, as the list does: contract tailor, for example.")
        if c not in d["crafts"]:
            return N_("There is no such craftsman.")
        D = data(st)
        a, b = D.inputs[c]
        if p["materials"][a] < 1 or p["materials"][b] < 1:
            return N_("You lack the raw materials that craftsman needs.")
        if len(d["crafts"][c]["fields"]) >= D.fields:
            return N_("That craftsman's contract fields are all taken.")
        if p["home"] < craftsmen.cost(st, c):
            return N_("You have too few family members at home for that contract.")
    if head == "load":
        if decision != "loading":
            return N_("Ships are loaded on Friday, on your turn.")
        return _load(st, seat, words[1:])
    if head == "relic":
        if decision != "buying":
            return N_("Relics are bought on Sunday, on your turn.")
        i = parse_int(words[1]) if len(words) > 1 else None
        if i is None or not 1 <= i <= len(d["display"]) or d["display"][i - 1] is None:
            return _display(words[1:], N_("More than one card fits those words: name the space as well, as the "
                                          "list does: buy 3, for example."))
        if not relics.can_buy(st, seat, i - 1):
            return N_("You do not have enough money of that city for it.")
    if head == "secure":
        if decision != "securing":
            return N_("Relics are secured on Sunday after the purchases, on your turn.")
        i = parse_int(words[1]) if len(words) > 1 else None
        if i is None or not 1 <= i <= len(d["display"]) or d["display"][i - 1] is None:
            return _display(words[1:], N_("More than one card fits those words: name the space as well, as the "
                                          "list does: secure 3, for example."))
        if d["display"][i - 1]["secured"] is not None:
            if data(st).relics[d["display"][i - 1]["id"]]["shrine"]:
                return N_("That shrine is already secured.")
            return N_("That relic is already secured.")
        return N_("You have no family member at home.")
    if head in ("good", "recall", "exchange"):
        return _ordinance(st, seat, head, words[1:])
    if head == "pass" and decision in ("card", "vote"):
        return N_("Everyone must choose: passing is not possible here.")
    return None


def _display(args: list[str], several):
    """Why `relic ?WHY` / `secure ?WHY` names no card (typed.pick); a shrine named is never called a relic."""
    why = args[0][1:] if args and args[0].startswith("?") else "empty"
    return {"noshrine": N_("There is no shrine on that space."),
            "shrinenone": N_("No such shrine is on display."),
            "city": N_("The card on that space is of another city."),
            "none": N_("No such relic is on display."),
            "several": several}.get(why, N_("There is no relic on that space."))


def _ordinance(st, seat: int, head: str, args: list[str]):
    """A good, members brought home or money exchanged: when none is asked for now, or the amount is not one
    the choice allows."""
    d = st.data
    D = data(st)
    decision = d["decision"]
    if head == "good":
        if decision != "good":
            return N_("There is no good to choose now.")
        if len(args) != 1 or args[0] not in D.goods:
            return N_("There is no such good.")
        return N_("The supply has none of that good left.")
    if head == "recall":
        if decision != "recall":
            return N_("No ordinance lets you bring family members home now.")
        most = family.recall_most(st, seat)
        if len(args) != 1 or parse_int(args[0]) is None:  # typed.py read no count (nor all, nor none)
            return msg(N_("Name how many members to bring home, up to {most}, or all: recall {most}, for example, "
                          "or recall all."), most=most)
        return msg(N_("You may bring home at most {members} now."), members=terms.members(most))
    if head == "exchange":
        if decision != "exchange":
            return N_("No ordinance lets you exchange money now.")
        k = parse_int(args[0]) if len(args) == 3 else None
        if k is None or args[1] not in D.currencies or args[2] not in D.currencies:
            return N_("Name the amount and the two currencies, as the list does: exchange 5 Mark into Gulden.")
        if args[1] == args[2]:
            return N_("Exchange one currency into another.")
        if not 1 <= k <= 5:
            return N_("You may exchange 1 to 5 at a time.")
        return N_("You do not have that much of that currency.")
    return None


def _load(st, seat: int, args: list[str]):
    """Why `load B H` / `load B extra G` is refused; a wording not understood is said so (typed.py keeps the
    verb of what it could not read)."""
    d = st.data
    D = data(st)
    p = d["players"][seat]
    berth = parse_int(args[0], 1, 4) if args else None
    if args[1:2] == ["extra"]:  # the extra hold: is there one, and which good
        if not d["extra_hold"]:
            return N_("Ships have an extra hold only in a week whose ordinance gives them one.")
        if len(args) != 3:
            return N_("Name the good for the extra hold, as the list does: load II extra saddle, for example.")
        if args[2] not in D.goods:
            return N_("There is no such good.")
    extra = len(args) == 3 and args[1] == "extra" and args[2] in D.goods
    hold = parse_int(args[1], 1) if len(args) == 2 else None
    if berth is None or not (extra or hold is not None):
        return N_("Name the berth and the hold, as the list shows them: load II 3.")
    if p["home"] < 1:
        return N_("You have no family member at home.")
    b = d["berths"][berth - 1]
    if b is None:
        return N_("There is no ship at that berth.")
    if extra:
        if not harbour.extra_open(st, b):
            return N_("That ship has no free extra hold.")
        return N_("You have no such good.")
    holds = D.ships[b["id"]]["holds"]
    if hold > len(holds):
        return N_("That ship has no such hold.")
    if b["holds"][hold - 1] is not None:
        return N_("That hold is already loaded.")
    return N_("You lack the goods that hold takes.")
