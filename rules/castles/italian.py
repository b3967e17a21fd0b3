"""Moves typed in Italian, with the verbs and tile names of the Italian rulebook (/work/glossary/castles.md §2):
"prendi 4 castello" is "take 4 castle", "piazza mucche3@11" is "place cow3@11". The Italian words become the
canonical ones and the same action texts match them, so nothing else parses Italian. English (and any text
that does not start with an Italian verb) is returned unchanged.

  prendi|prendo D TILE [con V]         take D TILE [with V]  (also "prendi TILE dal deposito D")
  piazza|gioca TILE@S [con V]          place TILE@S [with V] (also "piazza TILE su S", "... spazio S")
  vendi|vendo C                        sell C (C a number or a colour: "vendi rosse")
  lavoratori [V] | prendi lavoratori [V]   workers [V]
  cambia V in T                        adjust V to T
  compra nero TILE [con N lavoratori] | compra D TILE   buy black TILE ... / buy D TILE
  scarta TILE                          discard TILE
  scarta TILE privata | scarta privata TILE   discard private TILE (team game: the own storage space)
  conserva|metti condiviso|squadra     store shared   (team game: a shared storage space)
  conserva|metti privato|personale     store private  (team game: the own storage space)
  nave D [tieni C C] | deposito D      ship D [keep C C]
  fine turno | fine | passo            end turn (labels.py: "end-turn", or asks for "comunque")
  fine turno comunque                  end-turn
  salta | no | salta il bonus          skip
  compra lavoratori                    buy workers (monastery 28)
  compra locanda|taverna [con N lavoratori]   buy inn [with N worker(s)]
  argano EDIFICIO                      crane BUILDING ("argano banca": crane bank)
  oche ANIMALE                         geese ANIMAL ("oche mucche": geese cow)
Shields (rules/castles/shields.py):
  scudo D N | prendi scudo D N | prendi lo scudo N dal deposito D   shield D N
  castello S                           castle S (the castle a new shield goes on)
  paga [con N lavoratori] | scarta scudo N   pay [with N workers] | discard shield N (upkeep)
  condividi P | merci C | imposta V a T      share P (shield 6) | goods C (shield 5) | set V to T (shield 16)
  piazza TILE@S dal deposito D|nero    place TILE@S from D|black (shields 14 and 15)
  scambia TILE                         trade TILE (solo: 5 goods for a face-down black tile)
  dai|cedi C C C C C                   give C C C C C (the goods of that trade)
  pv N | compra N pv | N punti         vp N (solo: buy N VP)
"""
from __future__ import annotations

import re

VERBS = {
    "prendi": "take", "prendo": "take", "prendere": "take",
    "piazza": "place", "piazzo": "place", "piazzare": "place", "gioca": "place", "gioco": "place",
    "vendi": "sell", "vendo": "sell", "vendere": "sell",
    "cambia": "adjust", "cambio": "adjust", "cambiare": "adjust",
    "compra": "buy", "compro": "buy", "comprare": "buy",
    "scarta": "discard", "scarto": "discard", "scartare": "discard",
    "nave": "ship", "deposito": "ship",
    "lavoratori": "workers",
    "inizia": "start", "inizio": "start", "partenza": "start", "parti": "start",  # the starting castle's space
    "argano": "crane", "oche": "geese",
    "conserva": "store", "conservo": "store", "metti": "store", "metto": "store", "riponi": "store",
    "scudo": "shield", "castello": "castle", "paga": "pay", "pago": "pay", "pagare": "pay",
    "condividi": "share", "merci": "goods", "merce": "goods", "imposta": "set", "fissa": "set",
    "scambia": "trade", "scambio": "trade", "scambiare": "trade",
    "dai": "give", "cedi": "give", "cedo": "give",
}
# "prendi lo scudo 7 dal deposito 3": the shield's number first, its depot after (read before the fillers go)
SHIELD_FROM = re.compile(r"(?:(?:prendi|prendo) )?(?:lo )?scudo ([0-9]+) (?:dal|del) deposito ([0-9]+)")
# "prendi 3 mucche dal deposito 2": the depot's number first, as the canonical text has it, before the fillers go
# (else a depot numbered 2-4 would be read as the count of animals)
TAKE_FROM = re.compile(r"(prendi|prendo|prendere) (.+?) (?:dal|del) deposito ([0-9]+)((?: .*)?)")
ENDS = {"fine turno", "fine del turno", "finisci il turno", "finisci turno", "fine", "passo"}  # "end turn"
ANYWAY = {e + " comunque" for e in ENDS}  # "end turn anyway" (labels.ENDS says why)
SKIPS = {"salta", "salto", "no", "salta il bonus", "salta bonus"}
# Multi-word names first, so that their words are not read one by one. The trade route ("via commerciale",
# section 20) only says where a bonus comes from: "prendi 3 banca per la via commerciale" is "take 3 bank".
# (The border points, "punti di frontiera" of the "posti di confine", score by themselves: no move names them.)
PHRASES = (("centro cittadino", "cityhall"), ("torre di vedetta", "watchtower"),
           ("bottega del carpentiere", "carpenter"), ("deposito nero", "black"), ("castello bianco", "whitecastle"),
           ("castelli bianchi", "whitecastle"), ("per la via commerciale", ""), ("dalla via commerciale", ""),
           ("via commerciale", ""), ("tessera nera coperta", "facedown"), ("nera coperta", "facedown"))
TILES = {
    "castello": "castle", "miniera": "mine", "nave": "ship", "mercato": "market", "bottega": "carpenter",
    "carpentiere": "carpenter", "chiesa": "church", "magazzino": "warehouse", "alloggio": "boarding",
    "banca": "bank", "centro": "cityhall", "torre": "watchtower", "nero": "black", "scudo": "shield",
    "argano": "crane", "oche": "geese", "locanda": "inn", "taverna": "inn",  # the modules' tiles
    "banca": "bank", "centro": "cityhall", "torre": "watchtower", "nero": "black", "coperta": "facedown",
}
ANIMALS = {"mucca": "cow", "mucche": "cow", "pecora": "sheep", "pecore": "sheep", "maiale": "pig", "maiali": "pig",
           "gallina": "chicken", "galline": "chicken"}
# Words a sentence adds around the numbers and names ("prendi dal deposito 4 il castello").
FILLERS = {"il", "lo", "la", "l'", "un", "una", "uno", "dal", "dallo", "dalla", "deposito", "tessera", "su", "sul",
           "sullo", "sulla", "spazio", "nello", "nel", "in", "allo", "al", "le", "i", "gli", "merci", "merce", "dado",
           "di", "del", "colore", "#"}
# The team game's storage spaces (COB-236): the team's shared ones, or a player's own.
SPACES = {"condiviso": "shared", "condivisa": "shared", "condivisi": "shared", "comune": "shared",
          "squadra": "shared", "privato": "private", "privata": "private", "personale": "private", "mio": "private",
          "mia": "private"}
COUNTS = {"2", "3", "4"}  # animals on a livestock tile
# Goods colours by name, as the rulebook's examples name them; moves type their die number.
GOODS = {"turchese": "1", "viola": "2", "rosa": "3", "rossa": "4", "rosse": "4", "rosso": "4", "marrone": "5",
         "marroni": "5", "arancione": "6", "arancioni": "6"}


# ---- the other way: a canonical move as an Italian player types it (a refusal's example) ----------------
# the first Italian name of each code (dicts keep the last of equal keys: so reversed): "castello bianco"
IT_NAMES = {**{code: it for it, code in reversed(TILES.items())},
            **{code: it for it, code in reversed(PHRASES) if code}}
IT_ANIMALS = {"cow": "mucche", "sheep": "pecore", "pig": "maiali", "chicken": "galline"}  # 2-4 on a tile
IT_VERBS = {"take": "prendi", "place": "piazza", "buy": "compra", "discard": "scarta"}


def tile_word(code: str) -> str:
    """A tile code as an Italian player types it: cow2 -> mucche2, mon16 -> monastero16, cityhall -> centro
    cittadino (read back by `canonical`)."""
    animal = re.fullmatch(r"([a-z]+)(\d)", code)
    if animal and animal.group(1) in IT_ANIMALS:
        return IT_ANIMALS[animal.group(1)] + animal.group(2)
    if code.startswith("mon") and code[3:].isdigit():
        return "monastero" + code[3:]
    return IT_NAMES.get(code, code)


def typed_move(text: str) -> str:
    """A canonical move ("take 3 cow2", "place ship@18", "buy black bank") as an Italian player types it
    ("prendi 3 mucche2", "piazza nave@18", "compra nero banca"); other moves as they are."""
    verb, _, rest = text.partition(" ")
    if verb not in IT_VERBS:
        return text
    words = rest.split()
    if verb == "place" and "@" in rest:
        tile, _, space = words[0].partition("@")
        return " ".join([IT_VERBS[verb], f"{tile_word(tile)}@{space}", *words[1:]])
    out = [IT_NAMES.get(w, w) if w == "black" else tile_word(w) if not w.isdigit() else w for w in words]
    return " ".join([IT_VERBS[verb], *out])


def _tiles(words: list[str]) -> list[str]:
    """Italian tile names as codes: "mucche 3" / "3 mucche" / "mucche3" -> cow3, "monastero 7" -> mon7."""
    out = []
    i = 0
    while i < len(words):
        w = words[i]
        nxt = words[i + 1] if i + 1 < len(words) else ""
        glued = re.fullmatch(r"([a-z]+)(\d+)", w)
        if glued and glued.group(1) in ANIMALS:
            out.append(ANIMALS[glued.group(1)] + glued.group(2))
        elif glued and glued.group(1) == "monastero":
            out.append("mon" + glued.group(2))
        elif w in ANIMALS and nxt in COUNTS:
            out.append(ANIMALS[w] + nxt)
            i += 1
        elif w in COUNTS and nxt in ANIMALS and not (i + 2 < len(words) and words[i + 2] in COUNTS):
            out.append(ANIMALS[nxt] + w)
            i += 1
        elif w == "monastero" and nxt.isdigit():
            out.append("mon" + nxt)
            i += 1
        elif w in ANIMALS:  # the kind without its count: take_by_kind.py reads it against the depot
            out.append(ANIMALS[w])
        else:
            out.append(TILES.get(w, w))
        i += 1
    return out


def canonical(text: str) -> str:
    """The canonical text of a move typed in Italian (already normalised), else `text` itself."""
    points = re.fullmatch(r"(?:compra |compro )?(?:pv ([0-9]+)|([0-9]+) (?:pv|punti|punto|punti vittoria))", text)
    if points:  # solo: victory points bought with silver
        return f"vp {points.group(1) or points.group(2)}"
    if text in ENDS:
        return "end turn"
    if text in ANYWAY:
        return "end-turn"
    if text in SKIPS:
        return "skip"
    shield = SHIELD_FROM.fullmatch(text)
    if shield:
        return f"shield {shield.group(2)} {shield.group(1)}"
    take = TAKE_FROM.fullmatch(text)
    if take:  # the button's "(dado 4)" names the die as "con 4" does
        text = f"{take.group(1)} {take.group(3)} {take.group(2)}" + re.sub(r" \(dado ([0-9]+)\)$", r" con \1",
                                                                            take.group(4))
    words = text.split()
    if not words or words[0] not in VERBS:
        return text
    verb = VERBS[words[0]]
    rest = " ".join(words[1:])
    for phrase, code in PHRASES:
        rest = rest.replace(phrase, code)
    rest = re.sub(r"[(),]", " ", rest.replace("@", " @ "))  # a button's brackets: "(deposito nero)"
    words = [w for w in rest.split() if w not in FILLERS]
    if verb == "take" and words and words[0] in ("lavoratori", "lavoratore"):
        verb, words = "workers", words[1:]
    if verb == "take" and words and words[0] == "scudo":  # "prendi lo scudo 3 7"
        verb, words = "shield", words[1:]
    die = None
    if "con" in words:  # "con 3" names the die; "con 2 lavoratori" pays a purchase with workers
        at = words.index("con")
        die, words = words[at + 1:], words[:at]
    words = _tiles([SPACES.get(w, w) for w in words] if verb in ("store", "discard") else words)
    if verb in ("sell", "ship", "goods", "give"):  # "vendi rosse", "nave 3 tieni turchese marrone", "merci rosse"
        words = [GOODS.get(w, w) for w in words]
    if verb == "workers" and die and len(die) == 1:  # "prendi lavoratori con il dado 3"
        return f"workers {die[0]}" if not words else text
    if verb == "geese":  # "oche mucche": the herd by its animal
        words = [ANIMALS.get(w, w) for w in words]
    out = {"take": _take, "place": _place, "sell": _plain("sell"), "workers": _plain("workers"),
           "adjust": _adjust, "buy": _buy, "discard": _discard, "ship": _ship, "store": _store,
           "crane": _one("crane"), "geese": _one("geese"), "shield": _plain("shield"), "castle": _plain("castle"),
           "pay": _plain("pay"), "share": _plain("share"), "goods": _plain("goods"), "set": _set,
           "trade": _plain("trade"), "give": _plain("give"), "start": _start}[verb](words)
    if out is None:  # typed in part ("prendi 5", "piazza"): its words in English, so the refusal says what is missing
        return " ".join([verb, *words]) if not die else text
    if die:
        if verb in ("buy", "pay") and len(die) == 2 and die[1] in ("lavoratore", "lavoratori") and die[0].isdigit():
            out += f" with {die[0]} worker{'s' if die[0] != '1' else ''}"
        elif len(die) == 1:
            out += f" with {die[0]}"
        else:
            return text
    return out


def _start(words):
    """ "inizia 18" -> start 18; "inizia ducato 5 spazio 19" / "inizia 5@19" -> start 5@19 (COB-022)."""
    words = [w for w in words if w not in ("@", "ducato", "lato", "castello", "castle", "iniziale")]
    if len(words) == 1:
        return f"start {words[0]}"
    return f"start {words[0]}@{words[1]}" if len(words) == 2 else None


def _take(words):
    if len(words) == 2 and not words[0].isdigit() and words[1].isdigit():  # "prendi castello dal deposito 4"
        words = [words[1], words[0]]
    return "take " + " ".join(words) if len(words) == 2 else None


def _place(words):
    words = [w for w in words if w not in ("@", "a")]  # "piazza nave a 18" ("su" is a filler)
    if len(words) == 1 and "@" not in words[0]:
        return None
    if len(words) == 2:
        return f"place {words[0]}@{words[1]}"
    if len(words) == 3:  # shields 14 and 15: "piazza castello@12 dal deposito 3"
        return f"place {words[0]}@{words[1]} from {words[2]}"
    return "place " + words[0] if len(words) == 1 else None


def _plain(verb):
    return lambda words: " ".join([verb, *words])


def _discard(words):
    if "private" in words:  # "scarta la nave privata": the tile on the own storage space
        words = ["private"] + [w for w in words if w != "private"]
    return "discard " + " ".join(words)


def _store(words):
    return "store " + words[0] if len(words) == 1 and words[0] in ("shared", "private") else None


def _adjust(words):
    if len(words) == 2 and all(w.isdigit() for w in words):  # "cambia 3 in 5" ("in" is a filler)
        return f"adjust {words[0]} to {words[1]}"
    return None


def _one(verb):
    return lambda words: f"{verb} {words[0]}" if len(words) == 1 else None


def _set(words):
    words = [w for w in words if w not in ("a", "su")]  # "imposta il dado 3 a 5" ("in" is a filler)
    return f"set {words[0]} to {words[1]}" if len(words) == 2 else None


def _buy(words):
    if words in (["lavoratori"], ["lavoratore"]):  # monastery 28
        return "buy workers"
    if words == ["inn"]:  # "compra locanda"
        return "buy inn"
    if len(words) == 2 and not (words[0].isdigit() or words[0] == "black"):  # "compra banca nero" / "... 3"
        words = [words[1], words[0]]
    return "buy " + " ".join(words) if len(words) == 2 else None


def _ship(words):
    if "tieni" in words or "tengo" in words:
        at = words.index("tieni" if "tieni" in words else "tengo")
        keep = words[at + 1:]
        if all(w.isdigit() for w in keep):  # the action lists the kept colours in order
            keep = sorted(keep, key=int)
        return "ship " + " ".join(words[:at]) + " keep " + " ".join(keep)
    return "ship " + " ".join(words) if len(words) == 1 else None
