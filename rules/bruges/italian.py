"""Moves typed in Italian, with the words of the Italian rulebook (pescare dal mazzo, lavoratori, fiorini,
tessera Minaccia, tratto di canale, casa, ingaggiare un personaggio, attivare, Prestigio Sociale, Alluvione,
Pestilenza, Incendio, Complotto, Saccheggio): "gioca 46 lavoratori" is "play 46 workers". The Italian words
become the canonical ones, so nothing else parses Italian; English (and anything not recognised) is returned
unchanged.

  pesca [dal mazzo] a|b                     draw a|b            (in an effect's choice: pile a|b)
  basta | fermati | stop                    stop
  prestigio paga|passa, paga, avanza, passa reputation pay|pass (in phase 2)
  gioca N lavoratori|fiorini                play N workers|guilders
  gioca N minaccia [COLORE]                 play N threat [COLOUR]
  gioca N canale sinistra|destra            play N canal left|right
  gioca N casa [COLORE]                     play N house [COLOUR]
  gioca N ingaggia|personaggio [casa] H     play N recruit H   (also: ingaggia N [nella casa] H)
  attiva N                                  activate N
  fine turno | fine | passo                 end turn
  prima incendio|pestilenza|...             first fire|plague|...
  incendio casa H | incendio canale sx|dx   fire house H | fire canal left|right
  pestilenza N                              plague N
  Effects' choices: lavoratore COLORE (worker C), mazzo a|b (pile), scarta N, prendi N, restituisci
  COLORE (return C), richiama N (recall N), scambia (exchange), salta|no (skip), paga COLORE (pay C),
  dai COLORE (give C), perdi sinistra|destra (lose), canale sinistra|destra (canal).
"""
from __future__ import annotations

COLOURS = {
    "blu": "blue", "azzurro": "blue",
    "marrone": "brown", "marroni": "brown",
    "rosso": "red", "rossa": "red", "rossi": "red", "rosse": "red",
    "viola": "purple",
    "giallo": "yellow", "gialla": "yellow", "gialli": "yellow", "gialle": "yellow",
}
SIDES = {"sinistra": "left", "sinistro": "left", "sx": "left", "destra": "right", "destro": "right", "dx": "right"}
PENALTIES = {"alluvione": "flood", "pestilenza": "plague", "incendio": "fire", "complotto": "intrigue",
             "saccheggio": "raid"}
ACTIONS = {"lavoratori": "workers", "lavoratore": "workers", "fiorini": "guilders", "fiorino": "guilders",
           "soldi": "guilders", "minaccia": "threat", "minacce": "threat", "canale": "canal", "tratto": "canal",
           "casa": "house", "ingaggia": "recruit", "ingaggio": "recruit",
           "personaggio": "recruit", "recluta": "recruit"}
# Words a sentence adds around numbers and names ("pesca dal mazzo a", "gioca la carta 46").
FILLERS = {"il", "lo", "la", "l'", "un", "una", "uno", "dal", "dallo", "dalla", "del", "della", "di", "da",
           "mazzo", "carta", "nella", "nel", "sulla", "sul", "in", "per", "con", "tessera", "numero", "n.", "#",
           "sezione", "lato", "verso", "costruisci", "azione"}
ENDS = {"fine turno", "fine del turno", "finisci il turno", "finisci turno", "fine", "passo", "termina turno"}
STOPS = {"basta", "fermati", "mi fermo", "stop", "non pesco", "non pescare"}
SKIPS = {"salta", "salto", "no", "passo"}


def _clean(words: list[str]) -> list[str]:
    return [w for w in words if w not in FILLERS]


def canonical(text: str, decision: str | None = None) -> str:
    """The canonical text of a move typed in Italian (already normalised), else `text` itself. `decision`
    (the game's current decision) settles words that mean different things in different decisions."""
    text = text.replace("’", "'")
    if decision == "reputation":
        if text in ("paga", "avanza", "prestigio paga", "compra", "compro", "sì", "si"):
            return "reputation pay"
        if text in ("passa", "passo", "prestigio passa", "no", "non compro"):
            return "reputation pass"
    if text in ENDS and decision in (None, "turn"):
        return "end turn"
    if text in STOPS:
        return "stop"
    if text in SKIPS:
        return "skip"
    words = text.split()
    if not words:
        return text
    verb, rest = words[0], words[1:]
    if verb in ("pesca", "pesco", "pescare"):
        rest = _clean(rest)
        if len(rest) == 1:  # "pesca c" too, so that the refusal names the piles
            return f"pile {rest[0]}" if decision == "pile" else f"draw {rest[0]}"
        return text if rest else ("pile" if decision == "pile" else "draw")  # alone: needs more words
    if verb in ("mazzo",) and len(rest) == 1 and rest[0] in ("a", "b"):
        return f"draw {rest[0]}" if decision == "draw" else f"pile {rest[0]}"
    if verb in ("gioca", "gioco", "giocare"):
        return _play(rest) or " ".join(["play", *rest])  # typed in part: the refusal says what is missing
    if verb in ("ingaggia", "ingaggio", "recluta"):
        rest = [w for w in _clean(rest) if w != "casa"]
        if len(rest) == 2 and all(w.isdigit() for w in rest):
            return f"play {rest[0]} recruit {rest[1]}"
        return text
    if verb in ("attiva", "attivo", "attivare"):
        rest = _clean(rest)
        return f"activate {rest[0]}" if len(rest) == 1 else text
    if verb in ("prima", "primo") and len(rest) == 1 and rest[0] in PENALTIES:
        return f"first {PENALTIES[rest[0]]}"
    if verb == "incendio":
        return _fire(_clean(rest)) or text
    if verb == "pestilenza":
        rest = _clean(rest)
        return f"plague {rest[0]}" if len(rest) == 1 else text
    return _effect(verb, _clean(rest), decision) or text


def _play(rest: list[str]) -> str | None:
    """gioca N <azione> [...], word by word: a move typed in part ("gioca 19 canale") still reaches the
    English words, so that the refusal can say what is missing (the side) instead of not understanding."""
    rest = _clean(rest)
    if not rest or not rest[0].isdigit():
        return None
    out = ["play", rest[0]]
    for i, word in enumerate(rest[1:], start=1):
        if word == "casa" and out[-1] == "recruit":  # "ingaggia (nella) casa 2": the house's number follows
            continue
        if word == "a" and rest[i + 1:i + 2] and rest[i + 1] in SIDES:  # "canale a sinistra"
            continue
        out.append(ACTIONS.get(word) or COLOURS.get(word) or SIDES.get(word) or word)
    return " ".join(out)


def _fire(rest: list[str]) -> str | None:
    if len(rest) == 2 and rest[0] == "casa" and rest[1].isdigit():
        return f"fire house {rest[1]}"
    if len(rest) == 2 and rest[0] in ("canale", "tratto") and rest[1] in SIDES:
        return f"fire canal {SIDES[rest[1]]}"
    return None


EFFECT_VERBS = {"lavoratore": "worker", "restituisci": "return", "restituisco": "return", "richiama": "recall",
                "richiamo": "recall", "paga": "pay", "pago": "pay", "dai": "give", "do": "give", "perdi": "lose",
                "perdo": "lose", "canale": "canal", "scarta": "discard", "scarto": "discard", "prendi": "take",
                "prendo": "take", "scambia": "exchange", "scambio": "exchange"}


def _effect(verb: str, rest: list[str], decision) -> str | None:
    """The choices of card effects (effects.py's decisions)."""
    kind = EFFECT_VERBS.get(verb)
    if kind is None:
        return None
    if kind == "exchange" and not rest:
        return "exchange"
    if not rest:  # the verb alone: in English, so that the refusal says it needs more words
        return kind
    if len(rest) != 1:
        return None
    word = rest[0]
    if kind in ("worker", "return", "pay", "give") and word in COLOURS:
        return f"{kind} {COLOURS[word]}"
    if kind in ("lose", "canal") and word in SIDES:
        return f"{kind} {SIDES[word]}"
    if kind in ("recall", "discard", "take") and word.isdigit():
        return f"{kind} {word}"
    return None
