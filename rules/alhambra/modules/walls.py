"""City walls (ALH-100..107): wall cards in the money deck; an action builds a wall card's wooden pieces
on one of the player's own tiles."""
from __future__ import annotations

from rules.core import OptionSpec
from rules.core.text import N_, msg, parse_int, seat as who
from rules.alhambra import city, engine, fast
from rules.alhambra.components import (MODULES, WALL_CARDS, compass, mask_sides, side_mask, sides_text,
                                       tile_ref)
from rules.alhambra.fast.lists import wall_block
from rules.alhambra.money import WALL_CARD

OPTION = OptionSpec(N_("walls"), "bool", False, N_("City walls: wall cards in the money deck, build walls"))


def money_piles(st, piles):
    """ALH-101: two wall cards into each of piles 2-5."""
    walls = st.rng.shuffled(range(len(WALL_CARDS)))
    for pile, count in MODULES["city_walls"]["cards_per_pile"].items():
        for _ in range(count):
            piles[pile - 1].append(WALL_CARD + walls.pop())


def card_drawn(st, card, ctx):
    """ALH-102: a wall card turned up is laid out beside the display, and another card is drawn."""
    if card < WALL_CARD:
        return None
    k = card - WALL_CARD
    st.data["walls_up"].append(k)
    ctx.log(N_("A wall card ({sides}) is turned up."), sides=sides_text(mask_sides(WALL_CARDS[k])))
    return True


def turn_actions(st, seat):
    """ALH-103..105: build a face-up wall card on an own tile."""
    d = st.data
    if not d["walls_up"]:
        return []
    p = d["players"][seat]
    return [wall_block(fast.city(st, seat), tuple(p["reserve"]), tuple(p["pending"]),
                       tuple(sorted(set(d["walls_up"]))))]


def build_wall(st, seat, data, ctx):
    """ALH-106/107: the pieces join the tile's walls; the card leaves the game."""
    d = st.data
    _, k, t = data
    d["walls_up"].remove(k)
    d["walls_used"] += 1
    city.add_wall(st, seat, t, WALL_CARDS[k])
    ctx.log(N_("{who} builds a wall ({sides}) on {tile}."), who=who(seat),
            sides=sides_text(mask_sides(WALL_CARDS[k])), tile=tile_ref(t))
    engine.actions_over(st)


def explain(st, seat, text):
    """Why a wall typed on one's own tile is refused: no card of those sides is face up, or the tile's sides
    are walled already or face a neighbour (ALH-104/105)."""
    words = text.split()
    if len(words) != 4 or words[0] != "wall" or words[2] != "on" or parse_int(words[3]) is None \
            or st.data["decision"] not in ("action", "extra_action"):
        return None
    sides = compass(words[1]).upper() if set(words[1]) <= set("nesw") else ""
    p = st.data["players"][seat]
    t = int(words[3])
    if not sides or t not in [c[2] for c in p["grid"]] + p["reserve"] + p["pending"]:
        return None
    if side_mask(sides) not in [WALL_CARDS[k] for k in st.data["walls_up"]]:
        return msg(N_("No wall card {sides} is face up."), sides=sides_text(sides))
    return msg(N_("That wall cannot go on {tile}: one of its sides has a wall already, or faces a neighbour in your "
                  "Alhambra."), tile=tile_ref(t))


HANDLERS = {"build_wall": build_wall}


def view(st, seat, out):
    d = st.data
    out["wall_cards"] = [compass(mask_sides(WALL_CARDS[k])) for k in d["walls_up"]]
    out["wall_cards_used"] = d["walls_used"]
