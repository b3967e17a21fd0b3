"""Texts that depend on the position: prompts, and why a typed move is refused (the first rule it breaks),
in player words, as messages. A refusal never lists the player's options (it may be read in a group)."""
from __future__ import annotations

from rules.bruges import engine as E
from rules.bruges import terms
from rules.bruges import town as T
from rules.bruges.components import COLOURS, HAND_SIZE, PENALTY_COLOUR, card
from rules.core.text import N_, msg, parse_int


def draw_prompt(st, seat):
    p = st.data["players"][seat]
    if E.may_stop(st, seat):
        return N_("Your hand holds 5 cards: you may draw one more card, or stop.")
    need = HAND_SIZE - E.hand_count(p)
    return msg(N_("Draw a card from pile A or B ({count} more to fill your hand)."), count=need)


def explain(st, seat: int, text: str):
    """Why `text` (canonical, or as typed) is not a legal move of `seat` now; None: the generic message."""
    d = st.data
    words = text.split()
    if not words:
        return None
    decision = d["decision"]
    if decision == "draw":
        return _draw(st, seat, words)
    if decision == "reputation":
        return _reputation(st, seat, words)
    if decision in ("turn", "extra_play"):
        if words[0] == "play":
            return _play(st, seat, words, decision)
        if words[0] == "activate":
            return _activate(st, seat, words)
        if words[:2] == ["end", "turn"]:
            if decision == "extra_play":
                return N_("Play the extra card first: it is part of this turn.")
            return N_("Play a card first: each turn you play one card for one of the six actions.")
        return None
    if decision == "fire" and words[0] == "fire":
        return _fire(st, seat, words)
    if decision == "discard" and words[0] == "discard" and len(words) == 2:  # a card's discard (BRU-152)
        number = parse_int(words[1])
        if number not in d["players"][seat]["hand"]:
            return msg(N_("Card {number} is not in your hand."), number=words[1])
    if decision == "take" and words[0] == "take" and len(words) == 2:
        if parse_int(words[1]) not in d["discard"]:
            return msg(N_("Card {number} is not on the discard pile."), number=words[1])
    if decision == "plague" and words[0] == "plague":
        return N_("Plague takes a person (or pet) from your play area: name it by its number.")
    if decision == "penalty_order" and words[0] == "first":
        item = d["pending"][-1]
        name = words[1] if len(words) > 1 else ""
        if PENALTY_COLOUR.get(name) not in item["colours"]:
            return N_("That penalty does not strike you now.")
    return None


def _draw(st, seat, words):
    d = st.data
    if words[0] == "draw" and len(words) == 2 and words[1] in ("a", "b"):
        return msg(N_("Pile {pile} is empty."), pile=words[1].upper())
    if words[0] == "draw":
        return N_("Draw from pile A or pile B.")
    if words[0] == "stop":
        if E.hand_count(d["players"][seat]) < HAND_SIZE:
            return N_("Your hand must hold 5 cards: keep drawing.")
        return N_("You may stop only when a card lets you hold more than 5.")
    return None


def _reputation(st, seat, words):
    if words[:2] != ["reputation", "pay"]:
        return None
    price = E.step_price(st, seat)
    p = st.data["players"][seat]
    if price is None:
        return N_("No die shows 1 or 2: nobody can buy a reputation step this round.")
    if p["rep_bought"]:
        return N_("You have already bought a reputation step this round.")
    if p["rep"] >= E.REP_STEPS:
        return N_("Your pawn is on the last step of the reputation track.")
    return msg(N_("A reputation step costs {price} this round; you have {guilders}."),
               price=terms.guilders(price), guilders=terms.guilders(p["guilders"]))


def _card_in_hand(st, seat, word):
    """The card a move names, or a refusal."""
    cid = parse_int(word)
    p = st.data["players"][seat]
    if cid is None:
        return None, N_("Name a card of your hand by its number.")
    if cid not in p["hand"]:
        return None, msg(N_("Card {number} is not in your hand."), number=cid)
    return cid, None


def _play(st, seat, words, decision):
    d = st.data
    p = d["players"][seat]
    if decision == "turn" and not d["plays"]:
        return N_("You have played your card this turn: activate persons or end your turn.")
    if len(words) < 3:
        return N_("Say which action the card takes: workers, guilders, threat, canal, house or recruit.")
    cid, refusal = _card_in_hand(st, seat, words[1])
    if refusal:
        return refusal
    c = card(cid)
    action, args = words[2], words[3:]
    if action == "threat":
        any_colour, _ = E.FX.discard_threat_mod(st, seat)
        held = [k for k in COLOURS if p["threats"][k]]
        if any_colour and not args and held:  # a card lets any colour go: which one (the example one held)
            return msg(N_("Name the colour of the marker you return, e.g. play {card} threat {colour}."), card=cid,
                       colour=c.colour if c.colour in held else held[0])
        colour = args[0] if args else c.colour
        if args and not any_colour and colour != c.colour:
            return msg(N_("Action III returns a marker of the card's colour ({colour})."), colour=terms.colour(c.colour))
        if colour in COLOURS and not p["threats"][colour]:
            return msg(N_("You hold no {colour} threat marker."), colour=terms.colour(colour, "marker"))
        return None
    if action == "canal":
        section = args[0] if args else ""
        if section not in ("left", "right"):
            return N_("Name the canal section: left or right.")
        nxt = T.next_space(p, seat, section)
        if nxt is None:
            return msg(N_("Your {section} canal section is complete."), section=terms.SECTIONS[section])
        _, any_card = E.FX.canal_mod(st, seat)
        if not any_card and nxt[1] != c.colour:
            return msg(N_("The next space of your {section} section is {colour}: it needs a {card_colour} card."),
                       section=terms.SECTIONS[section], colour=terms.colour(nxt[1]),
                       card_colour=terms.colour(nxt[1], "card"))
        price = E.canal_price(st, seat, section)
        if p["guilders"] < price:
            return msg(N_("That canal space costs {price}; you have {guilders}."), price=terms.guilders(price),
                       guilders=terms.guilders(p["guilders"]))
        return None
    if action == "house":
        colour = args[0] if args else c.colour
        if args and colour not in COLOURS:
            return msg(N_("A house needs no number: it takes the colour of its card. Type: play {card} house"),
                       card=str(cid))
        if args and not E.FX.house_any_worker(st, seat) and colour != c.colour:
            return msg(N_("A house takes the colour of its card: this {colour} house is paid with {worker}."),
                       colour=terms.colour(c.colour, "house"), worker=terms.workers(c.colour, 1))
        if colour in COLOURS and not p["workers"][colour]:
            return msg(N_("A house paid with a {colour} worker needs one; you have none."),
                       colour=terms.colour(colour))
        return None
    if action == "recruit":
        return _recruit(st, seat, cid, args)
    return None


def _recruit(st, seat, cid, args):
    p = st.data["players"][seat]
    c = card(cid)
    free = T.pet_houses(p) if c.pet else T.person_houses(p)
    if not p["houses"]:
        return N_("You have no house yet: build one first (play a card face down with a worker of its colour).")
    if not free:
        if c.pet:
            return N_("Every one of your houses already holds a pet.")
        return N_("Every one of your houses already holds a person: build another house first.")
    number = parse_int(args[0]) if args else None
    if number is None:
        return N_("Name the house by its number.")
    if not 1 <= number <= len(p["houses"]):
        return msg(N_("You have no house {number}."), number=number)
    if number - 1 not in free:
        if c.pet:
            return msg(N_("House {number} already holds a pet."), number=number)
        return msg(N_("House {number} already holds a person."), number=number)
    price = E.recruit_price(st, seat, cid)
    if p["guilders"] < price:
        return msg(N_("{card} costs {price}; you have {guilders}."), card=terms.name(cid), price=terms.guilders(price),
                   guilders=terms.guilders(p["guilders"]))
    return None


def _activate(st, seat, words):
    p = st.data["players"][seat]
    cid = parse_int(words[1]) if len(words) > 1 else None
    if cid is None or not T.in_play(p, cid):
        return N_("Only a person in one of your houses can be activated.")
    c = card(cid)
    name = terms.name(cid)
    if c.activation == "arrow":
        return msg(N_("{card} acted once, when recruited."), card=name)
    if c.activation == "laurel":
        return msg(N_("{card} scores at the end of the game."), card=name)
    if c.always_on:
        return msg(N_("{card} works by itself whenever it applies."), card=name)
    if cid in p["used"]:
        return msg(N_("{card} has already been used this round."), card=name)
    if c.worker and not p["workers"][c.worker]:
        return msg(N_("Activating {card} costs {worker}; you have none."), card=name,
                   worker=terms.workers(c.worker, 1))
    return msg(N_("{card} cannot be used now."), card=name)


def _fire(st, seat, words):
    p = st.data["players"][seat]
    if words[1:2] == ["canal"]:
        section = words[2] if len(words) > 2 else ""
        if section in ("left", "right") and not p["canal"][section]:
            return msg(N_("Your {section} section has no canal token."), section=terms.SECTIONS[section])
        return N_("Name the canal section: left or right.")
    if words[1:2] == ["house"]:
        number = parse_int(words[2]) if len(words) > 2 else None
        if not p["houses"]:
            return N_("You have no house.")
        if number is not None and not 1 <= number <= len(p["houses"]):
            return msg(N_("You have no house {number}: your houses are numbered 1 to {count}."), number=number,
                       count=len(p["houses"]))
        if number is None:
            return N_("Name one of your houses by its number.")
    return None

