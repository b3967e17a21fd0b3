"""Typed Italian moves in the rulebook's words, turned into the canonical English texts."""
from __future__ import annotations

GOODS = {"sella": "saddle", "selle": "saddle", "ruota": "cart_wheel", "ruote": "cart_wheel", "quadro": "painting",
         "quadri": "painting", "vestito": "dress", "vestiti": "dress", "abito": "dress", "scarpe": "shoes",
         "scarpa": "shoes"}
CRAFTSMEN = {"sellaio": "saddler", "carraio": "wainwright", "pittore": "painter", "sarto": "tailor",
             "calzolaio": "shoemaker"}
CURRENCIES = {"marchi": "mark", "marco": "mark", "mark": "mark", "gulden": "gulden", "fiorini": "gulden",
              "pfund": "pfund_sterling", "sterline": "pfund_sterling", "grivna": "grivna"}
BUY = {"market": "stall", "buying": "relic"}  # "compra"/"acquista": a stall on Wednesday, a relic on Sunday
VERBS = {"carta": "card", "vota": "vote", "voto": "vote", "bancarella": "stall",
         "incarico": "contract", "commissiona": "contract", "carica": "load", "reliquia": "relic",
         "metti": "secure", "proteggi": "secure", "sicuro": "secure", "scrigno": "shrine",
         "richiama": "recall", "pesca": "draw", "cambia": "exchange", "passo": "pass", "passa": "pass",
         "merce": "good"}
WORDS = {"si": "yes", "sì": "yes", "no": "no", "extra": "extra", "nessuno": "none", "niente": "none",
         "vuoto": "none"}
SKIP = {"mastro", "il", "la", "lo", "le", "al", "alla", "nella", "in", "di", "a"}


def canonical(st, seat: int, text: str) -> str:
    words = text.split()
    if not words:
        return text
    out = []
    for i, w in enumerate(words):
        if w in SKIP and i > 0:
            continue
        if i == 0 and w in ("compra", "acquista"):
            out.append(BUY.get(st.data["decision"], "relic"))
        elif i == 0 and w in VERBS:
            out.append(VERBS[w])
        elif w in GOODS:
            out.append(GOODS[w])
        elif w in CRAFTSMEN:
            out.append(CRAFTSMEN[w])
        elif w in CURRENCIES:
            out.append(CURRENCIES[w])
        elif w in WORDS:
            out.append(WORDS[w])
        else:
            out.append(w)
    if out and out[0] == "secure" and len(out) > 2 and out[1] == "sicuro":
        out.pop(1)
    return " ".join(out)
