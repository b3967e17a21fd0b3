"""Hand-built Bruges views following the view contract (notes/bruges-brief.md, "The view"), for the
renderer's tests and bench while the rules are written in parallel: 2, 3 and 4 players, early and late
game, with pets, over, and a long-words variant (long names, long Italian card names and texts, and
`pseudo_italian()`, which lengthens every catalog word the way Italian does)."""
from __future__ import annotations

from rules.core.text import N_, listing, msg, seat, worded
from tests.render_words import pseudo_italian  # noqa: F401  (the lengthening catalog)

COLOURS = ("blue", "brown", "red", "purple", "yellow")
GUARD_HOUSES = {  # board.yaml (stand-in colours), spaces 1..5 from the seal
    1: {"left": ["blue", "red", "yellow", "brown", "purple"], "right": ["yellow", "brown", "purple", "red", "blue"]},
    2: {"left": ["brown", "purple", "blue", "red", "yellow"], "right": ["blue", "red", "yellow", "purple", "brown"]},
    3: {"left": ["red", "yellow", "brown", "purple", "blue"], "right": ["brown", "purple", "blue", "yellow", "red"]},
    4: {"left": ["purple", "blue", "red", "yellow", "brown"], "right": ["red", "yellow", "brown", "blue", "purple"]},
}
REPUTATION_POINTS = [0, 1, 2, 3, 4, 5, 7, 9, 11, 13, 15, 17, 20]
GROUPS = {"noble": N_("Nobles"), "bureaucrat": N_("Bureaucrats"), "entertainer": N_("Entertainers"),
          "merchant": N_("Merchants"), "craftsman": N_("Craftsmen"), "courtier": N_("Courtiers"),
          "clergy": N_("Clergy"), "artist": N_("Artists"), "protector": N_("Protectors"),
          "underworld": N_("Underworld"), "scholar": N_("Scholars")}

# id: (en, it, long Italian, colour, price, group, activation, infinity_type, text)
CARDS = {
    1: ("Heir", "Erede", "Erede Universale del Casato", "blue", 0, "noble", "arrow", None,
        "When recruited: Gain 2 guilders."),
    7: ("Drummer", "Tamburino", "Tamburino della Processione", "blue", 3, "entertainer", "arrow", None,
        "When recruited: Discard up to 1 threat marker of any colour (1 point each); gain 2 guilders."),
    13: ("Librarian", "Bibliotecario", "Bibliotecaria Sovrintendente", "blue", 3, "scholar", "worker:yellow", None,
         "Once per round, pay 1 yellow worker: Take 1 card of your choice from the discard pile into your hand."),
    19: ("Dyer", "Tintore", "Tintore di Stoffe Pregiatissime", "blue", 6, "craftsman", "infinity", "action_modifier",
         "Always: Whenever you take workers as an action, you may choose each worker's colour instead of the "
         "card's colour."),
    25: ("Inventor", "Inventore", "Inventore Straordinariamente Ingegnoso", "blue", 6, "scholar", "infinity",
         "situation", "Always: In phase 1 you may refill your hand up to 6 cards instead of 5."),
    31: ("Goldsmith", "Orafo", "Orafo Cesellatore", "blue", 12, "craftsman", "laurel", None,
         "Final scoring: 1 point for every 2 guilders you have."),
    37: ("Scribe", "Scrivano", "Scrivano della Cancelleria", "brown", 3, "bureaucrat", "arrow", None,
         "When recruited: Take 1 card of your choice from the discard pile into your hand."),
    43: ("Painter", "Pittore", "Pittore Ritrattista", "brown", 3, "artist", "worker:yellow", None,
         "Once per round, pay 1 yellow worker: Gain 3 guilders."),
    49: ("Landgrave", "Langravio", "Langravio delle Fiandre", "brown", 6, "noble", "infinity", "situation",
         "Always: When majorities are checked, your reputation step counts 1 higher (only if you are on step 1 "
         "or higher)."),
    55: ("Glass Painter", "Pittore di vetrate", "Pittrice di Vetrate Istoriate", "brown", 6, "artist", "laurel", None,
         "Final scoring: 5 points for each complete set of persons in all 5 colours."),
    61: ("Mason", "Muratore", "Capomastro Muratore", "brown", 9, "craftsman", "infinity", "action_modifier",
         "Always: When you build a house you may pay a worker of any colour; whenever you build a house, gain 1 "
         "point."),
    67: ("Poet", "Poeta", "Poetessa Girovaga", "red", 0, "artist", "arrow", None, "When recruited: Draw 1 card."),
    73: ("Minstrel", "Menestrello", "Menestrello di Corte", "red", 3, "entertainer", "infinity", "once_per_round",
         "Once per round, free: Gain 1 guilder."),
    79: ("Mercenary", "Mercenario", "Mercenario Prezzolato", "red", 3, "protector", "arrow", None,
         "When recruited: Every other player gives you 1 worker of any colour (or as many as they have)."),
    85: ("Cupbearer", "Coppiere", "Coppiere del Principe", "red", 6, "courtier", "worker:yellow", None,
         "Once per round, pay 1 yellow worker: Gain 1 point; gain 1 guilder."),
    91: ("Alchemist", "Alchimista", "Alchimista Trasmutatore", "red", 6, "scholar", "arrow", None,
         "When recruited: Gain 6 guilders."),
    97: ("Duke", "Duca", "Granduca di Borgogna", "red", 12, "noble", "infinity", "once_per_round",
         "Once per round, free: Gain 4 guilders."),
    103: ("Councilman", "Consigliere", "Consigliere Comunale", "purple", 3, "bureaucrat", "arrow", None,
          "When recruited: Gain 2 guilders for each yellow house you have."),
    109: ("Deacon", "Diacono", "Arcidiacono della Cattedrale", "purple", 3, "clergy", "worker:blue", None,
          "Once per round, pay 1 blue worker: Discard up to 1 threat marker of any colour (1 point each)."),
    115: ("Duchess", "Duchessa", "Duchessa Consorte", "purple", 6, "noble", "laurel", None,
          "Final scoring: 1 point for every 2 houses you have."),
    121: ("Fire Warden", "Guardiano del fuoco", "Sorvegliante Antincendio", "purple", 6, "protector", "infinity",
          "situation", "Always: You never suffer the Fire penalty: when your third red marker arrives, just return "
          "the three markers (no points)."),
    127: ("Magistrate", "Magistrato", "Magistrato Inquirente", "purple", 9, "bureaucrat", "worker:red", None,
          "Once per round, pay 1 red worker: Gain 2 points."),
    133: ("Juggler", "Giocoliere", "Giocoliere Equilibrista", "yellow", 0, "entertainer", "arrow", None,
          "When recruited: Gain guilders equal to the lowest die this round."),
    139: ("Cloth Merchant", "Mercante di stoffe", "Commerciante all'Ingrosso di Stoffe", "yellow", 3, "merchant",
          "worker:blue", None, "Once per round, pay 1 blue worker: Gain 3 guilders."),
    145: ("Spy", "Spia", "Spia Doppiogiochista", "yellow", 3, "underworld", "worker:blue", None,
          "Once per round, pay 1 blue worker: Draw 2 cards, then discard 1 card from your hand."),
    151: ("Carpenter", "Carpentiere", "Carpentiere Navale", "yellow", 6, "craftsman", "arrow", None,
          "When recruited: Put the top card of a draw pile of your choice face down in front of you as a house, "
          "paying no worker."),
    157: ("Cartographer", "Cartografo", "Cartografo Imperiale", "yellow", 6, "scholar", "infinity", "situation",
          "Always: When majorities are checked, your number of canal tokens counts 1 higher (only if you have at "
          "least 1)."),
    2: ("Clerk", "Impiegato", "Impiegato dell'Anagrafe", "blue", 0, "bureaucrat", "arrow", None,
        "When recruited: Gain 2 workers of any colours."),
    40: ("Servant", "Bracciante", "Bracciante Stagionale", "brown", 3, "courtier", "worker:red", None,
         "Once per round, pay 1 red worker: Draw 1 card."),
    88: ("Chaplain", "Cappellano", "Cappellano Militare", "red", 6, "clergy", "infinity", "action_modifier",
         "Always: Your discard-threat action may remove a marker of any colour, whatever the card's colour."),
    112: ("Printer", "Stampatore", "Stampatore di Almanacchi", "purple", 3, "scholar", "worker:blue", None,
          "Once per round, pay 1 blue worker: Draw 1 card."),
    118: ("Royal Cook", "Cuoco reale", "Cuoco della Casa Reale", "purple", 6, "courtier", "worker:blue", None,
          "Once per round, pay 1 blue worker: Gain 4 guilders."),
    163: ("King", "Re", "Sovrano Incontrastato", "yellow", 12, "noble", "laurel", None,
          "Final scoring: 1 point for each person in your play area (this one included)."),
}
PETS = {201: ("Dog", "Cane", "Cagnolino Scodinzolante", "blue", 3),
        202: ("Cat", "Gatto", "Gattino Soriano", "brown", 3),
        204: ("Cow", "Mucca", "Mucca Pezzata", "purple", 6),
        212: ("Parrot", "Pappagallo", "Pappagallo Chiacchierone", "brown", 6)}
LONG_TEXT = ("Sempre: ogni volta che esegui l'azione di prendere lavoratori puoi scegliere liberamente il colore "
             "di ciascun lavoratore invece del colore della carta giocata, anche durante le azioni supplementari "
             "concesse dagli altri personaggi straordinariamente complicati.")
NAMES = ["Anna", "Bruno", "Chiara", "Dario"]
LONG_NAMES = ["Bartholomew-Maximilian von Habsburg-Lothringen", "Maria Costanza Sforza-Visconti di Modrone",
              "小明 Xiǎomíng 王", "Zoë 🎲🎲 the lucky"]


def card(cid: int, long: bool = False, used: bool = False) -> dict:
    """A CARD of the contract: a person (1..165) or a pet (201..)."""
    if cid in PETS:
        en, it, it_long, colour, price = PETS[cid]
        return {"id": cid, "name": worded({"en": en, "it": it_long if long else it}), "colour": colour,
                "price": price, "points": price // 3, "group": None, "activation": None, "infinity_type": None,
                "text": "", "used": False, "pet": True, "stand_in": True}
    en, it, it_long, colour, price, group, activation, inf, text = CARDS[cid]
    return {"id": cid, "name": worded({"en": en, "it": it_long if long else it}), "colour": colour, "price": price,
            "points": price // 3, "group": GROUPS[group], "activation": activation, "infinity_type": inf,
            "text": LONG_TEXT if long and cid in (19, 121, 151) else text, "used": used, "pet": False,
            "stand_in": True}


def _sections(house: int) -> dict:
    return {side: [{"colour": c, "price": i + 1} for i, c in enumerate(cols)]
            for side, cols in GUARD_HOUSES[house].items()}


def _player(s, score=5, rep=0, guilders=5, workers=None, threats=None, majorities=None, hand=(), played=0,
            houses=(), canal=(0, 0), statues=(), pets=False, long=False):
    maj = {"reputation": False, "persons": False, "canals": False}
    if pets:
        maj["pets"] = False
    maj.update(majorities or {})
    out = []
    for h in houses:  # (house colour, person id|None, pet id|None, used)
        colour, person, pet, used = (tuple(h) + (None, None, False))[:4]
        out.append({"colour": colour, "person": card(person, long, used) if person else None,
                    "pet": card(pet, long) if pet else None})
    return {"score": score, "rep": rep, "guilders": guilders,
            "workers": dict(zip(COLOURS, workers or (1, 1, 1, 1, 1))),
            "threats": dict(zip(COLOURS, threats or (0, 0, 0, 0, 0))), "majorities": maj,
            "hand_colours": sorted(CARDS[c][3] if c in CARDS else PETS[c][3] for c in hand),
            "hand_count": len(hand), "played": played, "houses": out,
            "canal": {"left": canal[0], "right": canal[1]}, "sections": _sections(s + 1), "statues": list(statues)}


# What each seat holds, early and late: hand, houses, canal, ... (each card in one place only)
EARLY = [  # round 1, phase 3: the purple 5 and yellow 6 gave everyone a marker of each
    dict(hand=(1, 43, 67, 139, 103), threats=(0, 0, 0, 1, 1), houses=()),
    dict(hand=(7, 37, 91, 145, 115), threats=(0, 0, 0, 1, 1), houses=()),
    dict(hand=(13, 49, 73, 151, 121), threats=(0, 0, 0, 1, 1), houses=()),
    dict(hand=(19, 55, 79, 157, 127), threats=(0, 0, 0, 1, 1), houses=()),
]
LATE = [
    dict(score=31, rep=6, guilders=14, workers=(3, 0, 2, 1, 4), threats=(2, 0, 1, 0, 2), hand=(19, 121),
         played=3, canal=(5, 3), statues=(7,), majorities={"reputation": True, "canals": True},
         houses=[("blue", 13, None, True), ("red", 97, None, True), ("yellow", 163), ("purple", 85),
                 ("brown", 61), ("yellow", None), ("red", 109, None, True), ("blue", 25)]),
    dict(score=27, rep=4, guilders=3, workers=(0, 2, 0, 3, 0), threats=(1, 2, 0, 2, 0), hand=(151, 31, 55),
         played=3, canal=(2, 2), majorities={"persons": True},
         houses=[("brown", 43, None, True), ("purple", 1), ("purple", 115), ("yellow", 139), ("blue", 7),
                 ("red", 37), ("red", 49), ("yellow", 157), ("blue", None), ("brown", 67)]),
    dict(score=19, rep=6, guilders=0, workers=(1, 1, 1, 1, 1), threats=(0, 1, 2, 0, 0), hand=(127,), played=4,
         canal=(5, 5), statues=(6, 5), majorities={"canals": True},
         houses=[("red", 73, None, True), ("blue", 91), ("brown", None)]),
    dict(score=24, rep=2, guilders=9, workers=(2, 2, 2, 2, 2), threats=(0, 0, 0, 0, 0), hand=(133, 145, 103, 79),
         played=2, canal=(1, 0),
         houses=[("purple", 112, None, True), ("yellow", 2), ("blue", 40), ("blue", 88), ("red", None)]),
]
PET_HOUSES = {0: {1: 201, 5: 212}, 1: {0: 202, 8: 204}}  # seat: {house index: pet}


def view(n: int = 2, stage: str = "early", seat_: int | None = None, pets: bool = False, lang: str = "en",
         long: bool = False) -> dict:
    """A view of an n-player game; stage "early" (round 1, phase 3), "late" (final round, phase 3) or
    "over"; seat_ None for the public view, else that seat's private view."""
    late = stage in ("late", "over")
    names = (LONG_NAMES if long else NAMES)[:n]
    players = []
    for s in range(n):
        spec = dict((LATE if late else EARLY)[s])
        if pets and late:
            houses = [list(h) + [None] * (3 - len(h)) for h in spec["houses"]]
            for i, pet in PET_HOUSES.get(s, {}).items():
                if i < len(houses):
                    houses[i][2] = pet
            spec["houses"] = [tuple(h) for h in houses]
        players.append(_player(s, pets=pets, long=long, **spec))
    if late and pets:
        players[0]["majorities"]["pets"] = True
    to_act = [] if stage == "over" else [1 % n if late else 0]
    v = {
        "game": "bruges", "title": N_("Bruges"), "seat": seat_, "names": names,
        "options": {"pets": "yes" if pets else "no"}, "moves": 140 if late else 12, "to_act": to_act,
        "waiting": msg(N_("Waiting for {players}."), players=listing(seat(s) for s in to_act))
        if to_act else N_("The game is over."),
        "resigned": [], "over": stage == "over", "interrupt": False, "lang": lang,
        "round": 7 if late else 1, "phase": 3, "last_round": late, "start": (6 % n) if late else 0,
        "dice": {"blue": 2, "brown": 5, "red": 1, "purple": 6, "yellow": 4} if late else
        {"blue": 3, "brown": 1, "red": 4, "purple": 5, "yellow": 6},
        "rep_price": 3 if late else 1,
        "piles": [{"count": 14, "top": "purple"}, {"count": 0 if n == 4 else 9, "top": None if n == 4 else "blue"}]
        if late else [{"count": 28 + 16 * (n - 2), "top": "red"}, {"count": 28 + 16 * (n - 2), "top": "yellow"}],
        "extra": {"count": 20, "in": True} if late else {"count": 165 - 33 * n, "in": False},
        "discard": {"count": 61, "colours": {"blue": 12, "brown": 14, "red": 9, "purple": 15, "yellow": 11},
                    "top": card(118, long)} if late else
        {"count": 2, "colours": {"blue": 0, "brown": 1, "red": 0, "purple": 0, "yellow": 1}, "top": card(133, long)},
        "threat_supply": {"blue": 6, "brown": 4, "red": 5, "purple": 7, "yellow": 5} if late else
        {c: 9 - (n if c in ("purple", "yellow") else 0) for c in COLOURS},
        "statues": [4, 3, 2] if late and n >= 3 else ([6, 5, 4, 3, 2] if late else [7, 6, 5, 4, 3, 2]),
        "reputation_points": list(REPUTATION_POINTS), "players": players,
    }
    if stage == "over":
        scores = [p["score"] + 20 for p in players]
        ranking = sorted(range(n), key=lambda s: -scores[s])
        v["result"] = {"scores": scores, "breakdown": [{} for _ in range(n)], "ranking": ranking,
                       "winners": ranking[:1], "tiebreak_note": ""}
    if seat_ is not None:
        mine = (LATE if late else EARLY)[seat_]
        v["hand"] = [card(c, long) for c in mine["hand"]]
        v["new_backs"] = [] if late else []
        p = players[seat_]
        v["usable"] = [h["person"]["id"] for h in p["houses"] if h["person"] and not h["person"]["used"]
                       and (h["person"]["activation"] or "").startswith(("worker", "infinity"))
                       and h["person"]["infinity_type"] in (None, "once_per_round")]
        if seat_ in to_act:
            v["prompt"] = N_("Your turn: play a card and take an action, or activate a person.")
        elif stage != "over":
            v["prompt"] = None
    return v


def drawing(n: int = 2, seat_: int = 0, lang: str = "en", long: bool = False) -> dict:
    """A private view in phase 1 while the seat draws: three cards held, two drawn face down."""
    v = view(n, "early", seat_, lang=lang, long=long)
    v["phase"] = 1
    v["dice"] = None
    v["rep_price"] = None
    v["hand"] = v["hand"][:3]
    v["new_backs"] = ["purple", "blue"]
    v["usable"] = []
    v["prompt"] = msg(N_("Draw a card: pile A ({a}) or pile B ({b})."), a=N_("red back"), b=N_("yellow back"))
    return v


FIXTURES = [(n, stage, pets) for n in (2, 3, 4) for stage in ("early", "late", "over") for pets in (False, True)
            if not (pets and stage == "early")]
