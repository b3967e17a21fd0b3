"""Street traders (ALH-400..410): each player's trader carries residents; a building put on the trader's
cell takes one in, and resident sets score in every scoring round.

Decisions: `choose_residents` (before the market is dealt, every seat at once: 3 residents in secret,
then the trader next to the fountain), and at the end of a turn whose building went onto the trader's
cell: `resident_moves_in` (or a swap with the supply), `new_resident` (one from the supply, after one
moved in), then after the bought tiles are placed `trader_back`.
"""
from __future__ import annotations

from itertools import combinations

from rules.core import Action, OptionSpec
from rules.core.text import N_, listing, msg, seat as who
from rules.alhambra import city, engine, fast, scoring
from rules.alhambra.components import COLOUR_ADJ, COLOURS, MODULES, TILE_TYPE, TYPE_COLOUR, tile_name, xy_text

OPTION = OptionSpec(N_("traders"), "bool", False, N_("Street traders: residents move into your buildings"))
CHOSEN = MODULES["street_traders"]["chosen_at_setup"]


def first_decision(st):
    return "choose_residents"  # ALH-401: chosen before the market is filled


# ---- setup: residents and the trader's first cell ----------------------------------------------------

def choose_residents(st, seat):
    p = st.data["players"][seat]
    if p["chosen"] is None:
        return [Action("residents " + " ".join(trio), msg(N_("Residents: {colours}"), colours=_colours_msg(trio)),
                       N_("Residents"), default=(i == 0), data=("residents_chosen", list(trio)))
                for i, trio in enumerate(combinations(COLOURS, CHOSEN))]
    return [Action(f"trader at {xy_text(c)}", msg(N_("Trader to {cell}"), cell=xy_text(c)), N_("Trader"),
                   default=(i == 0), data=("first_trader_cell", c))
            for i, c in enumerate(city.neighbours(city.ORIGIN))]


def _colours_msg(colours):
    """Resident colours as a list parameter ("red, white and green")."""
    return listing(COLOUR_ADJ[c] for c in colours)


def residents_chosen(st, seat, data, ctx):
    st.data["players"][seat]["chosen"] = data[1]
    ctx.log(N_("{who} chooses 3 residents in secret."), who=who(seat))
    ctx.private(seat, N_("Your residents: {colours}."), colours=_colours_msg(data[1]))
    _setup_done(st, ctx)


def first_trader_cell(st, seat, data, ctx):
    st.data["players"][seat]["trader"] = list(data[1])
    ctx.log(N_("{who} puts the trader tile at {cell}."), who=who(seat), cell=xy_text(data[1]))
    _setup_done(st, ctx)


def _setup_done(st, ctx):
    """ALH-401: once every seat is set up, the chosen residents are revealed together; then the deal."""
    d = st.data
    if any(p["chosen"] is None or p["trader"] is None for p in d["players"]):
        return
    ctx.reveal()
    d["supply"] = {c: MODULES["street_traders"]["residents_per_colour"] for c in COLOURS}
    for s, p in enumerate(d["players"]):
        p["trader_res"] = list(p["chosen"])  # its own list: the chosen three stay as chosen
        for c in p["chosen"]:
            d["supply"][c] -= 1
        ctx.log(N_("{who}'s trader carries {colours}."), who=who(s), colours=_colours_msg(p["chosen"]))
    engine.deal(st, ctx)


def to_act(st):
    d = st.data
    if d["decision"] == "choose_residents":
        return [s for s, p in enumerate(d["players"]) if p["chosen"] is None or p["trader"] is None]
    return None


# ---- a building on the trader's cell -----------------------------------------------------------------

def built(st, seat, t, c):
    """ALH-403: the trader steps aside; a resident may move in at the end of the turn."""
    p = st.data["players"][seat]
    if p["trader"] is not None and tuple(p["trader"]) == c:
        p["trader"] = None
        p["trader_moved"] = True
        st.data["res"] = {"tile": t}


def removed(st, seat, t):
    """ALH-408: a building leaving the Alhambra sends its resident back to the supply."""
    colour = st.data["players"][seat]["residents"].pop(str(t), None)
    if colour:
        st.data["supply"][colour] += 1


def before_placing(st):
    return "resident_moves_in" if st.data["res"] else None


def after_placing(st):
    return "trader_back" if st.data["players"][st.data["turn"]]["trader_moved"] else None


def resident_moves_in(st, seat):
    """ALH-404/405: the building's colour moves in from the trader, or (none of it there) a resident of
    the trader may be swapped for one from the supply."""
    d = st.data
    p = d["players"][seat]
    colour = TYPE_COLOUR[TILE_TYPE[d["res"]["tile"]]]
    if colour in p["trader_res"]:
        return [Action("resident move", msg(N_("Move the {colour} resident in"), colour=COLOUR_ADJ[colour]),
                       N_("Trader"), default=True, data=("resident_move_in",)),
                Action("resident stay", N_("Leave the residents"), N_("Trader"), data=("residents_stay",))]
    supply = [c for c in COLOURS if d["supply"][c] > 0]
    out = [Action("resident keep", N_("Keep the residents"), N_("Trader"), default=True, data=("residents_stay",))]
    for mine in sorted(set(p["trader_res"]), key=COLOURS.index):
        for c in supply:
            if c != mine:
                out.append(Action(f"resident swap {mine} for {c}",
                                  msg(N_("Swap {colour} for {other}"), colour=COLOUR_ADJ[mine], other=COLOUR_ADJ[c]),
                                  N_("Trader"), data=("resident_swap", mine, c)))
    return out


def new_resident(st, seat):
    """ALH-404: after one moved in, a new resident from the supply."""
    supply = [c for c in COLOURS if st.data["supply"][c] > 0]
    return [Action(f"resident take {c}", msg(N_("Take a {colour} resident"), colour=COLOUR_ADJ[c]), N_("Trader"),
                   default=(i == 0), data=("resident_take", c))
            for i, c in enumerate(supply)]


def trader_back(st, seat):
    """ALH-407: the trader goes back next to one of the player's buildings."""
    return [Action(f"trader at {xy_text(c)}", msg(N_("Trader to {cell}"), cell=xy_text(c)), N_("Trader"),
                   default=(i == 0), data=("trader_back_at", c))
            for i, c in enumerate(fast.city(st, seat).trader_cells())]


def resident_move_in(st, seat, data, ctx):
    d = st.data
    p = d["players"][seat]
    t = d["res"]["tile"]
    colour = TYPE_COLOUR[TILE_TYPE[t]]
    p["trader_res"].remove(colour)
    p["residents"][str(t)] = colour
    ctx.log(N_("A {colour} resident moves into {who}'s {tile}."), colour=COLOUR_ADJ[colour], who=who(seat),
            tile=tile_name(t))
    if any(d["supply"].values()):
        d["decision"] = "new_resident"
    else:
        d["res"] = None
        engine.actions_over(st)


def resident_take(st, seat, data, ctx):
    d = st.data
    d["supply"][data[1]] -= 1
    d["players"][seat]["trader_res"].append(data[1])
    ctx.log(N_("{who} puts a {colour} resident from the supply on the trader."), who=who(seat),
            colour=COLOUR_ADJ[data[1]])
    d["res"] = None
    engine.actions_over(st)


def resident_swap(st, seat, data, ctx):
    d = st.data
    _, mine, new = data
    res = d["players"][seat]["trader_res"]
    res.remove(mine)
    res.append(new)
    d["supply"][mine] += 1
    d["supply"][new] -= 1
    ctx.log(N_("{who} swaps a {colour} resident for a {other} one."), who=who(seat), colour=COLOUR_ADJ[mine],
            other=COLOUR_ADJ[new])
    d["res"] = None
    engine.actions_over(st)


def residents_stay(st, seat, data, ctx):
    st.data["res"] = None
    engine.actions_over(st)


def trader_back_at(st, seat, data, ctx):
    p = st.data["players"][seat]
    p["trader"] = list(data[1])
    p["trader_moved"] = False
    ctx.log(N_("{who} puts the trader tile back at {cell}."), who=who(seat), cell=xy_text(data[1]))
    st.data["decision"] = "refill"


DECISIONS = {"choose_residents": choose_residents, "resident_moves_in": resident_moves_in,
             "new_resident": new_resident, "trader_back": trader_back}
HANDLERS = {"residents_chosen": residents_chosen, "first_trader_cell": first_trader_cell,
            "resident_move_in": resident_move_in, "resident_take": resident_take, "resident_swap": resident_swap,
            "residents_stay": residents_stay, "trader_back_at": trader_back_at}


# ---- scoring and reading -----------------------------------------------------------------------------

def round_points(st, seat):
    """ALH-409/410: resident sets score in every round."""
    return "residents", scoring.resident_points(list(st.data["players"][seat]["residents"].values()))


def view(st, seat, out):
    d = st.data
    if d["supply"] is not None:
        out["supply"] = dict(d["supply"])
    if d["res"]:
        step = "pick" if d["decision"] == "new_resident" else "choose"
        out["resident_step"] = {"tile": d["res"]["tile"], "step": step}
    if seat is not None and d["supply"] is None:
        out["my_residents"] = d["players"][seat]["chosen"]


def player_view(st, s, pv):
    d = st.data
    p = d["players"][s]
    pv["trader"] = p["trader"]
    if d["supply"] is not None:
        pv["trader_residents"] = list(p["trader_res"])
    else:
        pv["residents_chosen"] = p["chosen"] is not None
    pv["resident_points"] = scoring.resident_points(list(p["residents"].values()))


def prompt(st, seat):
    d = st.data
    decision = d["decision"]
    if decision == "choose_residents":
        if d["players"][seat]["chosen"] is None:
            return N_("Choose 3 residents for your street trader (kept secret until everyone has chosen).")
        return N_("Put your trader tile next to your fountain.")
    if decision == "new_resident":
        return N_("Choose a new resident from the supply for your trader.")
    if decision == "resident_moves_in":
        built = tile_name(d["res"]["tile"])
        colour = TYPE_COLOUR[TILE_TYPE[d["res"]["tile"]]]
        if colour in d["players"][seat]["trader_res"]:
            return msg(N_("You built {tile} on your trader's square: move the trader's {colour} resident in, "
                          "or leave the residents on the trader."), tile=built, colour=COLOUR_ADJ[colour])
        return msg(N_("You built {tile} on your trader's square, and your trader carries no {colour} resident: "
                      "keep the residents, or swap one for a resident from the supply."),
                   tile=built, colour=COLOUR_ADJ[colour])
    if decision == "trader_back":
        return N_("Put your trader tile back next to one of your buildings.")
    return None


def waiting(st):
    if st.data["decision"] != "choose_residents":
        return None
    seats = to_act(st)
    if len(seats) == 1:
        return msg(N_("Waiting for {who} to set up their street trader."), who=who(seats[0]))
    return msg(N_("Waiting for {players} to set up their street traders."), players=listing(who(s) for s in seats))
