"""Moves typed in Italian, with the words of the Italian rulebook (carta, attivare, distretto/quartiere, muro,
nave, porto, tributo, cubetto, dado, settore, jolly, passare): "attiva 3" is "activate 3". The Italian words
become the canonical ones, so nothing else parses Italian; English (and anything not recognised) comes back
unchanged, apart from a few short English forms ("ship lisboa" is "ship to lisboa").

  scegli N | prendi N (draft)               draft N
  cubetto|inizio COLORE (starting cubes)    start C | start2 C
  prendi N [sostituisci M | scarta] | prendi niente     take N [replace M | discard] | take none
  dado COLORE [a|settore S]                 die C [at S]
  attiva N [con oro | gratis | risparmia COLORE]          activate N [with gold | free | save C]
  quartiere|distretto D [con oro | risparmia COLORE]      district D [with gold | save C]
  mura|muro K                               wall K
  nave [a|verso] PORTO | nave ferma         ship to PORT | ship stay
  consegna|vendi MERCE                      deliver GOOD
  tributo | compra prestigio                tribute
  usa N                                     use N
  jolly cubetto COLORE | jolly oro          joker cube C | joker gold
  passa | passo | fine                      pass
  paga COLORE | cubetto COLORE (a choice)   pay C | cube C
  Cards' choices: scarta N (discard N), tieni (keep), basta (stop).
"""
from __future__ import annotations

COLOURS = {
    "rosso": "red", "rossa": "red", "rossi": "red", "rosse": "red",
    "blu": "blue", "azzurro": "blue", "azzurri": "blue",
    "verde": "green", "verdi": "green",
    "nero": "black", "nera": "black", "neri": "black", "nere": "black",
    "grigio": "grey", "grigia": "grey", "grigi": "grey", "grigie": "grey", "gray": "grey",
    "viola": "purple", "porpora": "purple",
}
GOODS = {"lacca": "lacquer", "lacche": "lacquer", "riso": "rice", "tè": "tea", "te": "tea", "the": "tea",
         "giada": "jade", "seta": "silk", "carta": "paper", "porcellana": "porcelain", "spezie": "spices",
         "spezia": "spices"}
PORTS = {"lisbona": "lisboa", "londra": "london", "amburgo": "hamburg", "anversa": "antwerpen",
         "marsiglia": "marseille", "barcellona": "barcelona", "genova": "genova", "amsterdam": "amsterdam"}
VERBS = {"attiva": "activate", "attivo": "activate", "attivare": "activate",
         "quartiere": "district", "distretto": "district", "controlla": "district",
         "mura": "wall", "muro": "wall", "avanza": "wall",
         "nave": "ship", "naviga": "ship", "salpa": "ship",
         "consegna": "deliver", "vendi": "deliver",
         "tributo": "tribute", "usa": "use", "jolly": "joker", "passa": "pass", "passo": "pass", "fine": "pass",
         "dado": "die", "paga": "pay", "tieni": "keep", "basta": "stop"}
FILLERS = {"il", "lo", "la", "l'", "un", "una", "uno", "di", "del", "della", "carta", "n.", "#", "numero", "la",
           "alla", "al", "in", "per", "spazi", "spazio", "caselle", "casella", "cubetti"}


def _word(w: str) -> str:
    return COLOURS.get(w) or GOODS.get(w) or PORTS.get(w) or w


def canonical(st, seat: int, text: str) -> str:
    """The canonical text of a move typed in Italian (or a short English form); else the text unchanged."""
    words = text.split()
    if not words:
        return text
    decision = st.data["decision"]
    head, rest = words[0], [w for w in words[1:] if w not in FILLERS]
    # English short forms
    if head == "ship" and rest and rest[0] not in ("to", "stay"):
        return "ship to " + _word(rest[0])
    if decision in ("start", "start2") and len(words) <= 2 and _word(words[-1]) in COLOURS.values() and \
            head in ("cubetto", "inizio", "start", "start2", "cube", words[-1]):
        return f"{decision} {_word(words[-1])}"
    if decision in ("start", "start2") and head in ("cubetto", "inizio", "start", "start2", "cube"):
        return " ".join([decision] + [_word(w) for w in rest])  # typed wrongly: the refusal reads its colour
    if head in ("prendi", "scegli", "take", "draft"):
        rest = _numbered(st, rest)  # "take statue": the face-up card of that name, "take 60"
        if decision == "draft":
            return " ".join(["draft"] + rest)
        if head in ("prendi", "take"):
            return _take(rest)
    if head == "cubetto" and decision != "turn":
        return " ".join(["cube"] + [_word(w) for w in rest])
    if head == "compra" and rest[:1] == ["prestigio"]:
        return "tribute"
    if head == "scarta" and decision not in ("take",):
        return " ".join(["discard"] + rest)
    verb = VERBS.get(head)
    if verb is None:
        return text
    if verb == "ship":
        if rest and rest[0] in ("ferma", "resta", "fermo", "stai"):
            return "ship stay"
        rest = [w for w in rest if w not in ("a", "verso", "fino", "to")]
        return "ship to " + _word(rest[0]) if rest else text
    if verb == "die":
        rest = [w for w in rest if w not in ("settore",)]
        out = ["die"] + [("at" if w == "a" else _word(w)) for w in rest]
        return " ".join(out)
    if verb == "joker":
        out = ["joker"]
        for w in rest:
            out.append("cube" if w in ("cubetto", "cubo") else ("gold" if w in ("oro", "monete") else _word(w)))
        return " ".join(out)
    if verb == "tribute" or verb == "pass" or verb in ("keep", "stop"):
        return verb
    out = [verb]
    i = 0
    while i < len(rest):
        w = rest[i]
        if w == "con" and i + 1 < len(rest) and rest[i + 1] == "oro":
            out += ["with", "gold"]
            i += 2
            continue
        out.append({"gratis": "free", "risparmia": "save", "senza": "save"}.get(w, _word(w)))
        i += 1
    return " ".join(out)


def _numbered(st, rest: list[str]) -> list[str]:
    """`rest` with a face-up card (the display or the opening draft) named by its name instead of its number
    ("statue", "senora violeta", "nachtwächter (106)"), its number first; else `rest` unchanged."""
    from rules.macao.components import card
    if not rest or rest[0].isdigit():
        return rest
    by_name: dict[str, list[int]] = {}
    for cid in st.data.get("display", []):
        by_name.setdefault(card(cid).name.lower(), []).append(cid)
    for n in range(len(rest), 0, -1):
        typed = " ".join(rest[:n]).lower()
        typed = typed.split(" (")[0] if typed.endswith(")") else typed
        if len(by_name.get(typed, ())) == 1:  # two face-up cards of one name (Zoll, Zoll): only by number
            return [str(by_name[typed][0])] + rest[n:]
    return rest


def _take(rest: list[str]) -> str:
    if rest and rest[0] in ("niente", "nessuna", "nulla", "none"):
        return "take none"
    out = ["take"]
    for w in rest:
        out.append({"sostituisci": "replace", "sostituendo": "replace", "scarta": "discard",
                    "scartala": "discard"}.get(w, w))
    return " ".join(out)
