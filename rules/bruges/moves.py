"""Legal actions per named decision, in player language, and one handler per action kind.

Grammar (canonical texts; N = a card's number, H = a house number 1.., C = a colour):
  draw a | draw b | stop                 phase 1: a card from pile A or B; stop at 5 with a larger hand size
  reputation pay | reputation pass       phase 2: buy one reputation step at this round's price
  play N workers                         I    take 2 workers of the card's colour
  play N guilders                        II   take as many guilders as the die of the card's colour
  play N threat [C]                      III  discard a threat marker (C: any colour, with a card that allows it)
  play N canal left|right                IV   build the next canal space of a section
  play N house [C]                       V    build a house (C: the worker paid, with a card that allows any)
  play N recruit H                       VI   recruit the person (or pet) N into house H
  activate N                             use a worker or once-per-round person N
  end turn                               after the turn's card
  first flood|plague|fire|intrigue|raid  the order of several penalties
  fire house H | fire canal left|right   Fire: what burns
  plague N                               Plague: the person (or pet) N discarded
Effect decisions are effects.py's (its DECISIONS); this file merges them.
"""
from __future__ import annotations

from rules.bruges import engine as E
from rules.bruges import terms
from rules.bruges import threats as X
from rules.bruges.components import PENALTY, card
from rules.core import Action
from rules.core.moves import Moves
from rules.core.text import N_, msg

G_WORKERS, G_GUILDERS, G_THREAT, G_CANAL, G_HOUSE, G_RECRUIT, G_ACTIVATE, G_END = (
    N_("Workers"), N_("Guilders"), N_("Threat"), N_("Canal"), N_("House"), N_("Recruit"), N_("Activate"), N_("End"))
PLAY_GROUPS = {"workers": G_WORKERS, "guilders": G_GUILDERS, "threat": G_THREAT, "canal": G_CANAL,
               "house": G_HOUSE, "recruit": G_RECRUIT}


# ---- legal actions --------------------------------------------------------------------------------------

def legal(st, seat: int):
    d = st.data
    decision = d["decision"]
    if decision == "over":
        return []
    if decision in E.FX.DECISIONS:
        item = d["pending"][-1]
        return E.FX.DECISIONS[decision][0](st, seat, item)
    return LEGAL[decision](st, seat)


def _draw(st, seat: int) -> list[Action]:
    """BRU-029..034: before each card, the pile; with a larger hand size, stopping once the hand holds 5."""
    d = st.data
    stop = E.may_stop(st, seat)
    out = []
    for i in E.piles_open(st):
        colour = card(d["piles"][i]["top"]).colour
        out.append(Action(f"draw {'ab'[i]}", msg(N_("Pile {pile} ({colour} back)"), pile=terms.PILES[i],
                                                  colour=terms.colour(colour)),
                          N_("Draw"), default=not out and not stop, data=("draw", i)))
    if stop:
        out.append(Action("stop", N_("Stop drawing"), N_("End"), default=True, data=("stop",)))
    return out


def _reputation(st, seat: int) -> list[Action]:
    """BRU-050..055: pay this round's price for one step, or pass (the default)."""
    price = E.step_price(st, seat)
    return [Action("reputation pay", msg(N_("Pay {guilders} for a reputation step"), guilders=terms.guilders(price)),
                   N_("Reputation"), data=("reputation", True)),
            Action("reputation pass", N_("Do not buy a step"), N_("Reputation"), default=True,
                   data=("reputation", False))]


def play_action(st, seat: int, cid: int, action: str, arg, default: bool = False) -> Action:
    """One card play as an action, its label saying what it does."""
    d = st.data
    p = d["players"][seat]
    c = card(cid)
    name = terms.name(cid)
    text = f"play {cid} {action}" + ("" if arg is None else f" {arg}")
    if action == "workers":
        bonus, choose = E.FX.take_workers(st, seat)
        label = msg(N_("{card}: take {workers}"), card=name,
                    workers=terms.workers("any" if choose else c.colour, 2 + bonus))
    elif action == "guilders":
        bonus, min_die = E.FX.take_guilders(st, seat)
        label = msg(N_("{card}: take {guilders}"), card=name,
                    guilders=terms.guilders(max(d["dice"][c.colour], min_die) + bonus))
    elif action == "threat":
        label = msg(N_("{card}: discard {marker}, +1 point"), card=name,  # the point: BRU-068
                    marker=terms.markers(arg or c.colour, 1))
    elif action == "canal":
        space = p["canal"][arg] + 1
        label = msg(N_("{card}: canal {section} space {space} for {guilders}"), card=name,
                    section=terms.SECTIONS[arg], space=space, guilders=terms.guilders(E.canal_price(st, seat, arg)))
    elif action == "house":
        label = msg(N_("{card}: {colour} house, paying {worker}"), card=name, colour=terms.colour(c.colour, "house"),
                    worker=terms.workers(arg or c.colour, 1))
    else:
        label = msg(N_("Recruit {card} into house {house} for {guilders}"), card=name, house=arg,
                    guilders=terms.guilders(E.recruit_price(st, seat, cid)))
    return Action(text, label, PLAY_GROUPS[action], default=default, data=("play", cid, action, arg))


class _Plays:
    """The card plays of a hand, made only when read (a random playout reads one)."""

    __slots__ = ("st", "seat", "options")

    def __init__(self, st, seat: int):
        self.st, self.seat = st, seat
        mods = E.action_mods(st, seat)
        self.options = [(cid, action, arg) for cid in sorted(set(st.data["players"][seat]["hand"]))
                        for action, arg in E.play_options(st, seat, cid, mods)]

    def __len__(self) -> int:
        return len(self.options)

    def __getitem__(self, i: int) -> Action:
        cid, action, arg = self.options[i]
        # the safe default: the first card for guilders (action II is always possible, BRU-156)
        return play_action(self.st, self.seat, cid, action, arg, default=(i == 1))


def _turn(st, seat: int):
    """BRU-060/064/100: the turn's card (one of the six actions), persons to activate before or after it,
    and the end of the turn once the card is played (or when the hand is empty, BRU-041)."""
    d = st.data
    p = d["players"][seat]
    blocks: list = []
    can_play = d["plays"] and p["hand"]
    if can_play:
        blocks.append(_Plays(st, seat))
    blocks.append([Action(f"activate {cid}", msg(N_("Activate {card}"), card=terms.name(cid)), G_ACTIVATE,
                          data=("activate", cid)) for cid in E.FX.activatable(st, seat)])
    if not can_play:
        blocks.append([Action("end turn", N_("End turn"), G_END, default=True, data=("end",))])
    return Moves(blocks)


def _extra_play(st, seat: int):
    """BRU-102 (the Coachman): one more card and action, now."""
    return Moves([_Plays(st, seat)])


def _penalty_order(st, seat: int) -> list[Action]:
    """BRU-048: the victim chooses which of the roll's penalties strikes first."""
    item = st.data["pending"][-1]
    return [Action(f"first {PENALTY[c]}", msg(N_("{penalty} first"), penalty=terms.PENALTIES[PENALTY[c]]),
                   N_("Penalty"), default=(i == 0), data=("first", c)) for i, c in enumerate(item["colours"])]


def _fire(st, seat: int) -> list[Action]:
    """BRU-133..135: a house (its occupants go back to the hand) or a section's outermost canal token."""
    p = st.data["players"][seat]
    out = []
    for kind, where in X.fire_choices(st, seat):
        if kind == "canal":
            space = p["canal"][where]
            label = msg(N_("Canal token on space {space} of the {section} section"), space=space,
                        section=terms.SECTIONS[where])
            out.append(Action(f"fire canal {where}", label, N_("Fire"), default=not out, data=("fire", kind, where)))
        else:
            house = p["houses"][where]
            who = [c for c in (house["person"], house["pet"]) if c is not None]
            if who:
                label = msg(N_("House {house} ({colour}, {cards} back to hand)"), house=where + 1,
                            colour=terms.colour(house["colour"], "house"), cards=[terms.name(c) for c in who])
            else:
                label = msg(N_("House {house} ({colour}, empty)"), house=where + 1,
                            colour=terms.colour(house["colour"], "house"))
            out.append(Action(f"fire house {where + 1}", label, N_("Fire"), default=not out,
                              data=("fire", kind, where)))
    return out


def _plague(st, seat: int) -> list[Action]:
    """BRU-130, PET-08: a person (or a pet) of the play area; the default is the one worth least."""
    # persons first, then the pets that may stand in for one (PET-08), each the one worth least first
    choices = sorted(X.plague_choices(st, seat), key=lambda c: (card(c).pet, card(c).points, c))
    return [Action(f"plague {c}", msg(N_("Discard the pet {card}") if card(c).pet else N_("Discard {card}"),
                                      card=terms.name(c)),
                   N_("Plague"), default=(i == 0), data=("plague", c)) for i, c in enumerate(choices)]


LEGAL = {"draw": _draw, "reputation": _reputation, "turn": _turn, "extra_play": _extra_play,
         "penalty_order": _penalty_order, "fire": _fire, "plague": _plague}


# ---- performing -------------------------------------------------------------------------------------------

def perform(st, seat: int, action: Action, ctx) -> None:
    d = st.data
    decision = d["decision"]
    if decision in E.FX.DECISIONS:
        E.FX.DECISIONS[decision][1](st, seat, d["pending"][-1], action, ctx)
    else:
        HANDLERS[action.data[0]](st, seat, action.data, ctx)
    E.settle(st, ctx)


def perform_draw(st, seat: int, data, ctx) -> None:
    E.draw(st, seat, data[1], ctx)


def perform_stop_drawing(st, seat: int, data, ctx) -> None:
    E._log(ctx, N_("{who} stops drawing."), who=E.seat_ref(seat))
    E.end_draw(st, seat, ctx)


def perform_reputation(st, seat: int, data, ctx) -> None:
    if data[1]:
        E.buy_step(st, seat, ctx)
    else:
        E.pass_step(st, seat, ctx)


def perform_play(st, seat: int, data, ctx) -> None:
    d = st.data
    if d["decision"] == "extra_play":
        d["pending"].pop()
    else:
        d["plays"] -= 1
    _, cid, action, arg = data
    E.play_card(st, seat, cid, action, arg, ctx)


def perform_activate(st, seat: int, data, ctx) -> None:
    E.activate(st, seat, data[1], ctx)


def perform_end_turn(st, seat: int, data, ctx) -> None:
    E.end_turn_action(st, seat, ctx)


def perform_penalty_first(st, seat: int, data, ctx) -> None:
    item = st.data["pending"][-1]
    colour = data[1]
    item["colours"].remove(colour)
    if not item["colours"]:
        st.data["pending"].pop()
    X.strike(st, seat, colour, ctx)


def perform_fire(st, seat: int, data, ctx) -> None:
    st.data["pending"].pop()
    X.fire(st, seat, (data[1], data[2]), ctx)


def perform_plague(st, seat: int, data, ctx) -> None:
    st.data["pending"].pop()
    X.plague(st, seat, data[1], ctx)


HANDLERS = {"draw": perform_draw, "stop": perform_stop_drawing, "reputation": perform_reputation,
            "play": perform_play, "activate": perform_activate, "end": perform_end_turn,
            "first": perform_penalty_first, "fire": perform_fire, "plague": perform_plague}
