"""Moves as players type them, in English or Italian, turned into the canonical English texts (moves.py).

Whatever a menu shows is typeable: the canonical text in brackets (`load 2 3`), the label in either language
(`Berth II, hold 3: saddle for 7 Pfund Sterling`, `Posto II, stiva 3`, `cart wheel`, `calzature`,
`Riporta in casa 2 membri della famiglia`), the label's first words alone, and the Italian rulebook's verbs
(i18n/glossary/colonia.md §2: `carica barca II stiva 3`, `incarico sarto`, `metti al sicuro 3`). Berths are
read as the menu writes them (I-IV) or as digits; holds, stalls and spaces as digits. Nothing else parses typed
words; what is not understood keeps its verb, so that explain.py can say the wording is not understood
instead of blaming the hold or the craftsman.

  carta|family card N, gioca|play [card] N  card N
  vota|voto sì|no, yes|no, sì|no (voting)  vote yes|no
  bancarella|stall N, compra N (Wed.)      stall N
  incarico|commissiona [un incarico]|contract|commission [a contract] C, C    contract C   (C: a craftsman, with or without "mastro", or his good)
  carica|load [barca|ship|posto|berth] B [stiva|hold] H    load B H     (B: I-IV or 1-4, H: 1-4)
  carica B stiva extra|extra hold G        load B extra G
  reliquia|relic|spazio|space N, compra N (Sun.)           relic N
  metti al sicuro|secure [spazio|space] N, while securing also reliquia|relic N    secure N
    (Sunday's card may also be named by what it is: scrigno|shrine N, compra lo scrigno [di CITY],
     secure the relic of CITY [N VP]; accepted when the words name one card, or one the seat may take)
  scrigno|shrine CODE|none, nello scrigno|into the shrine [relic of CITY (VP)], lascia vuoto|empty
                                           shrine CODE | shrine none
    (`shrine N` names the relic worth N points, as the label's "(2 VP)"; never a place in the menu, whose
     bracket shows the code, `shrine ber-04`: the console reads a bare number as the place)
  riporta [in casa]|richiama|bring|recall|return K [home]   recall K
    (K may be tutti|all: as many as the ordinance lets come home, 3 at most)
  pesca|draw [2 materie prime|raw materials]                draw
  cambia|exchange K M1 in|into M2, K M1 into M2             exchange K M1 M2
  merce|good G, G (choosing a good)        good G
  passa|passo|pass                         pass
"""
from __future__ import annotations

import re

from rules.colonia import family, relics
from rules.colonia.components import data
from rules.core.text import parse_int

# several words that name one thing (read before single words, on the words as typed)
PHRASES = {
    ("cart", "wheel"): "cart_wheel", ("cart", "wheels"): "cart_wheel",
    ("ruota", "del", "carro"): "cart_wheel", ("ruote", "del", "carro"): "cart_wheel",
    ("ruota", "di", "carro"): "cart_wheel", ("ruote", "di", "carro"): "cart_wheel",
    ("pair", "of", "shoes"): "shoes", ("pairs", "of", "shoes"): "shoes",
    ("paio", "di", "calzature"): "shoes", ("paia", "di", "calzature"): "shoes",
    ("pfund", "sterling"): "pfund_sterling",
    ("family", "card"): "card", ("carta", "famiglia"): "card",
    ("metti", "al", "sicuro"): "secure", ("metto", "al", "sicuro"): "secure",
    ("riporta", "in", "casa"): "recall", ("riporto", "in", "casa"): "recall",
    ("extra", "hold"): "extra", ("stiva", "extra"): "extra",
    ("into", "the", "shrine"): "shrine", ("nello", "scrigno"): "shrine",
    ("leave", "the", "shrine", "empty"): "empty", ("lascia", "vuoto", "lo", "scrigno"): "empty",
    ("raw", "materials"): "", ("raw", "material"): "", ("materie", "prime"): "", ("materia", "prima"): "",
    ("family", "members"): "", ("family", "member"): "",
    ("membri", "della", "famiglia"): "", ("membro", "della", "famiglia"): "",
}
GOODS = {"saddle": "saddle", "saddles": "saddle", "sella": "saddle", "selle": "saddle",
         "cart_wheel": "cart_wheel", "ruota": "cart_wheel", "ruote": "cart_wheel",
         "painting": "painting", "paintings": "painting", "quadro": "painting", "quadri": "painting",
         "dress": "dress", "dresses": "dress", "vestito": "dress", "vestiti": "dress", "abito": "dress",
         "shoes": "shoes", "shoe": "shoes", "calzature": "shoes", "calzatura": "shoes", "scarpe": "shoes",
         "scarpa": "shoes", "wheel": "cart_wheel", "wheels": "cart_wheel"}  # short names that name one good
CRAFTSMEN = {"saddler": "saddler", "sellaio": "saddler", "wainwright": "wainwright", "carraio": "wainwright",
             "painter": "painter", "pittore": "painter", "tailor": "tailor", "sarto": "tailor",
             "shoemaker": "shoemaker", "calzolaio": "shoemaker"}
CURRENCIES = {"mark": "mark", "marks": "mark", "marchi": "mark", "marco": "mark",
              "gulden": "gulden", "fiorini": "gulden", "fiorino": "gulden",
              "pfund_sterling": "pfund_sterling", "pfund": "pfund_sterling", "sterling": "pfund_sterling",
              "sterline": "pfund_sterling", "sterlina": "pfund_sterling",
              "grivna": "grivna", "grivne": "grivna", "grivnas": "grivna"}
CITIES = {"bergen": "bergen", "brügge": "bruegge", "brugge": "bruegge", "bruegge": "bruegge", "bruges": "bruegge",
          "london": "london", "londra": "london", "nowgorod": "nowgorod", "novgorod": "nowgorod"}
BERTHS = {"i": 1, "ii": 2, "iii": 3, "iv": 4, "first": 1, "second": 2, "third": 3, "fourth": 4,
          "primo": 1, "secondo": 2, "terzo": 3, "quarto": 4, "prima": 1, "seconda": 2, "terza": 3, "quarta": 4}
YES = {"yes", "y", "sì", "si", "s", "approvo"}
NO = {"no", "n", "respingo"}
NONE = {"none", "nessuno", "nessuna", "niente", "nothing", "empty", "vuoto", "vuota"}
ALL = {"all", "tutti", "tutte", "tutto", "everyone", "everybody"}  # members home: as many as the ordinance allows
MEMBERS = {"back", "them", "members", "member", "family", "membri", "membro", "famiglia"}  # words around a count
# the first word: which kind of move (words whose kind depends on the day are in `_kind`)
VERBS = {
    "card": "card", "carta": "card", "gioca": "card", "play": "card", "gioco": "card", "scelgo": "card",
    "vote": "vote", "vota": "vote", "voto": "vote",
    "stall": "stall", "bancarella": "stall",
    "contract": "contract", "commission": "contract", "incarico": "contract", "commissiona": "contract",
    "load": "load", "carica": "load", "carico": "load", "berth": "load", "posto": "load", "ship": "load",
    "barca": "load",
    "relic": "relic", "reliquia": "relic",  # (shrine|scrigno N on Sunday: see `_kind`)
    "secure": "secure", "sicuro": "secure", "metti": "secure", "proteggi": "secure",
    "shrine": "shrine", "scrigno": "shrine",
    "recall": "recall", "richiama": "recall", "riporta": "recall", "riporto": "recall", "bring": "recall",
    "return": "recall", "riportali": "recall", "riportane": "recall", "richiamali": "recall",
    "draw": "draw", "pesca": "draw", "pesco": "draw",
    "exchange": "exchange", "cambia": "exchange", "cambio": "exchange", "scambia": "exchange",
    "pass": "pass", "passo": "pass", "passa": "pass",
    "good": "good", "merce": "good",
}
BUY = {"buy", "compra", "compro", "acquista", "acquisto", "prendo"}  # a stall on Wednesday, a relic on Sunday
SPACE = {"space", "spazio"}  # a relic's space: to buy on Sunday's purchases, to secure afterwards
SHRINES = {"shrine", "shrines", "scrigno", "scrigni"}  # on Sunday's display a shrine is bought and secured too
RELICS = {"relic", "relics", "reliquia", "reliquie"}
POINTS = {"vp", "p", "pv", "punti", "points"}
CONTRACTS = {"contract", "contracts", "incarico", "incarichi", "contratto"}  # "commission a contract from ..."
# words around the numbers and names ("carica la stiva 3 della barca II", "bring 2 family members home")
FILLERS = {"the", "a", "an", "of", "on", "at", "to", "in", "into", "from", "with", "home", "mastro", "il", "lo",
           "la", "l'", "i", "gli", "le", "un", "una", "uno", "di", "del", "della", "dello", "al", "alla", "allo",
           "sul", "sulla", "nel", "nella", "nello", "per", "e", "and", "casa", "numero", "#", "ship",
           "barca", "berth", "posto", "hold", "stiva", "space", "spazio", "relic", "reliquia", "secure",
           "sicuro", "vp", "p", "dal", "da", "dalla", "sacco", "bag", "stall", "bancarella", "card", "carta"}
_PUNCT = re.compile(r"[,:;.()!?\"«»“”×+→]")


def words_of(text: str) -> list[str]:
    """The typed text as words: punctuation and apostrophes apart, phrases joined ('cart wheel')."""
    text = _PUNCT.sub(" ", text.replace("’", "'"))
    text = re.sub(r"\b([a-z]+')", r"\1 ", text)  # l'incarico -> l' incarico
    raw = text.split()
    out, i = [], 0
    while i < len(raw):
        for size in (4, 3, 2):
            chunk = tuple(raw[i:i + size])
            if len(chunk) == size and chunk in PHRASES:
                if PHRASES[chunk]:  # "" drops words that only describe ("raw materials")
                    out.append(PHRASES[chunk])
                i += size
                break
        else:
            out.append(raw[i])
            i += 1
    return out


def canonical(st, seat: int, text: str) -> str:
    """The canonical text of a typed move (already normalised); the text itself when it is none of ours."""
    words = words_of(text)
    if not words:
        return text
    decision = st.data["decision"]
    kind, rest = _kind(words, decision)
    if kind is None:
        return text
    parsed = PARSERS[kind](st, seat, rest, decision)
    if parsed is not None:
        return parsed
    if rest is words:  # no verb, and not one of today's moves either: as typed
        return text
    return " ".join([kind] + rest)  # the verb, with what was not understood: explain.py says so


def _kind(words: list[str], decision: str):
    """The kind of move and the words after its verb; without a verb, the kind today's menu offers and all the
    words (the label of a menu entry: "cart wheel", "Posto II, stiva 3", "5 Mark into Gulden")."""
    head, rest = words[0], words[1:]
    if head in SHRINES and decision in ("buying", "securing"):  # "shrine 6": the shrine on the display
        return ("secure" if decision == "securing" else "relic"), words
    if head in RELICS and decision == "securing":  # "relic 3" while securing: the card on the display
        return "secure", words
    if head in VERBS:
        return VERBS[head], rest
    if head in BUY:
        return ("stall" if decision == "market" else "relic"), rest
    if head in SPACE:
        return ("secure" if decision == "securing" else "relic"), rest
    by_decision = {"card": "card", "vote": "vote", "market": "stall", "contracts": "contract", "loading": "load",
                   "buying": "relic", "securing": "secure", "shrine": "shrine", "recall": "recall",
                   "exchange": "exchange", "good": "good"}
    kind = by_decision.get(decision)
    if kind is None:
        return None, words
    if kind == "vote" and not (head in YES or head in NO):
        return None, words
    if len(words) == 1 and parse_int(head) is not None:
        return None, words  # a bare number is a place in a list (the console, a button), never a move
    return kind, words


def _content(rest: list[str]) -> list[str]:
    return [w for w in rest if w not in FILLERS]


def _number(rest: list[str]):
    for w in _content(rest):
        n = parse_int(w)
        if n is not None:
            return n
        break
    return None


def _card(st, seat, rest, decision):
    n = _number(rest)
    return None if n is None else f"card {n}"


def _vote(st, seat, rest, decision):
    words = _content(rest)
    if len(words) == 1 and words[0] in YES:
        return "vote yes"
    if len(words) == 1 and words[0] in NO:
        return "vote no"
    return None


def _numbered(kind):
    def parse(st, seat, rest, decision):
        n = _number(rest)
        return None if n is None else f"{kind} {n}"
    return parse


def _contract(st, seat, rest, decision):
    """A craftsman by his name (the menu's), or by the good he makes ("incarico vestito")."""
    makes = {g: c for c, g in data(st).output.items()}
    for w in _content(rest):
        if w in CONTRACTS:
            continue
        if w in CRAFTSMEN:
            return f"contract {CRAFTSMEN[w]}"
        if w in GOODS and GOODS[w] in makes:
            return f"contract {makes[GOODS[w]]}"
        return None
    return None


def _load(st, seat, rest, decision):
    """A berth and a hold: the number after barca/ship/posto/berth is the berth, after stiva/hold the hold;
    else the berth first (I-IV or 1-4), then the hold. A ship may also be named by its city when only one
    goes there. The menu's price ("for 7 Pfund Sterling") and the goods of a hold are read past."""
    berth = hold = good = None
    extra = False
    expect = None
    words = list(rest)
    for i, w in enumerate(words):
        if w in ("for", "per") and i + 1 < len(words) and parse_int(words[i + 1]) is not None:
            words = words[:i]  # the price of the hold, as the menu shows it
            break
    for i, w in enumerate(words):
        if parse_int(w) is not None and words[i + 1:i + 2] and words[i + 1] in GOODS:
            continue  # a count of goods, as a hold's label shows them ("2 vestiti")
        if w in ("barca", "ship", "posto", "berth"):
            expect = "berth"
            continue
        if w in ("stiva", "hold"):
            expect = "hold"
            continue
        if w in ("extra", "stemma"):
            extra = True
            continue
        b = BERTHS.get(w)
        n = parse_int(w)
        if b is not None or n is not None:
            if expect == "hold" or (expect is None and berth is not None):
                if hold is not None or n is None:
                    return None
                hold = n
            else:
                if berth is not None:
                    return None
                berth = b if b is not None else n
            expect = None
            continue
        if w in GOODS:
            if good is not None and good != GOODS[w]:
                good = "several"
            else:
                good = GOODS[w]
            continue
        if w in CITIES and berth is None:
            berth = _berth_of(st, CITIES[w])
            if berth is None:
                return None
            continue
        if w in FILLERS:
            continue
        return None
    if berth is None:
        return None
    if extra and good is None:  # the one kind of good the seat holds needs no naming
        held = [g for g, n in st.data["players"][seat]["goods"].items() if n]
        good = held[0] if len(held) == 1 else None
    if extra:
        return f"load {berth} extra {good}" if good not in (None, "several") and hold is None else None
    return None if hold is None else f"load {berth} {hold}"


def _berth_of(st, city: str):
    """The berth (1-4) of the one ship going to `city`; None when none or several go there."""
    D = data(st)
    found = [i + 1 for i, b in enumerate(st.data["berths"]) if b is not None and D.ships[b["id"]]["city"] == city]
    return found[0] if len(found) == 1 else None


def _shrine(st, seat, rest, decision):
    """A code (ber-04), none, or the menu's words: the relic by its city and points among those offered."""
    words = _content(rest)
    if any(w in NONE for w in words):
        return "shrine none"
    D = data(st)
    if len(words) == 1 and words[0] in D.by_code:
        return f"shrine {words[0]}"
    if decision != "shrine" or not st.data["pending"]:
        return None
    city = next((CITIES[w] for w in words if w in CITIES), None)
    points = next((parse_int(w) for w in words if parse_int(w) is not None), None)
    choices = relics.shrine_choices(st, seat, st.data["pending"][-1]["bought"])
    fits = [r for r in choices if (city is None or D.relics[r]["city"] == city)
            and (points is None or D.relics[r]["vp"] == points)]
    if not fits or len({D.relics[r]["vp"] for r in fits}) > 1 or \
            any(w not in CITIES and parse_int(w) is None for w in words):
        return None  # a word not understood, or several different relics would fit
    return f"shrine {D.code[fits[0]]}"  # relics of one city and value are alike: the menu's first


def _on_display(kind):
    """`relic N` / `secure N`: a space of Sunday's display, by its number or by what lies there ("the shrine",
    "the shrine of Brügge", "the relic of London", "shrine 6"); when the words name no single card,
    `kind ?WHY` for explain.py (see `pick`)."""
    def parse(st, seat, rest, decision):
        spec = display_words(rest)
        if spec is None:
            return None
        i, why = pick(st, seat, kind, **spec)
        return f"{kind} {i + 1}" if i is not None else f"{kind} ?{why}"
    return parse


def display_words(rest: list[str]):
    """What the words say of a card on the display: a shrine or a relic, its city, its space, its points (the
    menu's price, "8 Gulden", is read past); None when a word is not understood."""
    spec = dict(shrine=False, relic=False, city=None, space=None, vp=None)
    for i, w in enumerate(rest):
        after = rest[i + 1] if i + 1 < len(rest) else None
        n = parse_int(w)
        if n is not None:
            if after in POINTS:
                spec["vp"] = n
            elif after not in CURRENCIES:
                if spec["space"] is not None:
                    return None
                spec["space"] = n
        elif w in SHRINES:
            spec["shrine"] = True
        elif w in RELICS:
            spec["relic"] = True
        elif w in CITIES:
            if spec["city"] not in (None, CITIES[w]):
                return None
            spec["city"] = CITIES[w]
        elif not (w in CURRENCIES or w in POINTS or w in FILLERS or w in SPACE or w in BUY):
            return None
    return spec


def pick(st, seat, kind, shrine=False, relic=False, city=None, space=None, vp=None):
    """The display's index the words name, and None; or None and why not: "empty" (no card on that space),
    "noshrine" (a shrine named, another card there), "city" (a card of another city there), "none" /
    "shrinenone" (nothing on display fits), "several" (more than one legal move fits). Among several cards that fit, the one the seat may
    take is meant."""
    D = data(st)
    display = st.data["display"]
    if space is not None:
        slot = display[space - 1] if 1 <= space <= len(display) else None
        if slot is None:
            return None, "noshrine" if shrine else "empty"
        card = D.relics[slot["id"]]
        if shrine and not card["shrine"]:
            return None, "noshrine"
        if city is not None and card["city"] != city:
            return None, "city"
        return space - 1, None
    fits = [i for i, r in enumerate(display) if r is not None and
            (D.relics[r["id"]]["shrine"] if shrine else not (relic and D.relics[r["id"]]["shrine"])) and
            (city is None or D.relics[r["id"]]["city"] == city) and (vp is None or D.relics[r["id"]]["vp"] == vp)]
    can = relics.can_buy if kind == "relic" else relics.can_secure
    legal = [i for i in fits if can(st, seat, i)]
    if len(legal) == 1:
        return legal[0], None
    if len(fits) == 1:
        return fits[0], None  # not legal: explain.py says why
    return None, "several" if fits else ("shrinenone" if shrine else "none")


def _recall(st, seat, rest, decision):
    """`recall K`; none passes; all (tutti) is as many as may come home: the ordinance allows 1 to 3, and
    bringing members home early never costs anything, so "all" of 5 on the street field means 3."""
    words = [w for w in _content(rest) if w not in MEMBERS]
    if len(words) == 1 and words[0] in NONE:
        return "pass"
    if len(words) == 1 and words[0] in ALL:
        if decision != "recall" or not st.data["pending"]:
            return None  # explain.py says no ordinance asks now
        return f"recall {family.recall_most(st, seat)}"
    n = _number(words)
    return None if n is None else f"recall {n}"


def _draw(st, seat, rest, decision):
    words = _content(rest)
    return "draw" if not words or words == ["2"] else None


def _exchange(st, seat, rest, decision):
    words = _content(rest)
    if len(words) == 3 and parse_int(words[0]) is not None and words[1] in CURRENCIES and words[2] in CURRENCIES:
        return f"exchange {words[0]} {CURRENCIES[words[1]]} {CURRENCIES[words[2]]}"
    return None


def _good(st, seat, rest, decision):
    words = _content(rest)
    if words and (words[0] in NONE or words[0] in NO):
        return "good none"
    if len(words) == 1 and words[0] in GOODS:
        return f"good {GOODS[words[0]]}"
    return None


def _pass(st, seat, rest, decision):
    return "pass" if not _content(rest) else None


PARSERS = {"card": _card, "vote": _vote, "stall": _numbered("stall"), "contract": _contract, "load": _load,
           "relic": _on_display("relic"), "secure": _on_display("secure"), "shrine": _shrine, "recall": _recall,
           "draw": _draw, "exchange": _exchange, "good": _good, "pass": _pass}
