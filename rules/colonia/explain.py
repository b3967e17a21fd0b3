"""Why a move is refused, in player words: never listing the options, never naming a rule id."""
from __future__ import annotations

from rules.colonia import craftsmen, harbour, market, relics
from rules.colonia.components import data
from rules.core.text import N_, parse_int


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
            return N_("There is no relic on that space.")
        if not relics.can_buy(st, seat, i - 1):
            return N_("You do not have enough money of that city for it.")
    if head == "secure":
        if decision != "securing":
            return N_("Relics are secured on Sunday after the purchases, on your turn.")
        i = parse_int(words[1]) if len(words) > 1 else None
        if i is None or not 1 <= i <= len(d["display"]) or d["display"][i - 1] is None:
            return N_("There is no relic on that space.")
        if d["display"][i - 1]["secured"] is not None:
            return N_("That relic is already secured.")
        return N_("You have no family member at home.")
    if head == "pass" and decision in ("card", "vote"):
        return N_("Everyone must choose: passing is not possible here.")
    return None


def _load(st, seat: int, args: list[str]):
    """Why `load B H` / `load B extra G` is refused; a wording not understood is said so (typed.py keeps the
    verb of what it could not read)."""
    d = st.data
    D = data(st)
    p = d["players"][seat]
    berth = parse_int(args[0], 1, 4) if args else None
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
