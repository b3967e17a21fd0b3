"""Why a move is refused, in player words (never listing the player's options: the text may be shown in
a group, and never naming a rule id)."""
from __future__ import annotations

from rules.core.text import N_, is_number, listing, msg, parse_int  # ASCII digits only: '³'.isdigit() is true
from rules.alhambra import city
from rules.alhambra import modules as hooks
from rules.alhambra.components import (CURRENCIES, CURRENCY_WORDS, KIND_NAMES, KIND_WORDS, SIDE_WORDS, TILE_PRICE,
                                       TILE_TYPE, coins_msg, tile_ref)
from rules.alhambra.money import TAKE_LIMIT
from rules.alhambra.moves import FOUNTAIN_WORDS, NAMED_MOVES, TILE_KINDS, legal, market_prices, named_tiles

# a building bought this turn, named while the turn's actions go on (an extra action after an exact buy)
END_FIRST = N_("The buildings you bought are placed, or given to Dirk, once your actions are over: type end "
               "turn first.")

# a purchase typed without its payment (or its price, when one building of that kind is for sale)
PAY_HOW = N_("Say how you pay too: {move} with CURRENCY VALUE+CURRENCY VALUE (the options list the ways).")


def explain_illegal(st, seat, text):
    d = st.data
    reason = hooks.call(st, "explain", seat, text)
    if reason:
        return reason
    decision = d["decision"]
    placing = decision in ("place_bought", "place_leftover")
    acting = decision in ("action", "extra_action")
    if placing and (text.startswith("buy ") or text.startswith("swap ") or text.startswith("take ")):
        return N_("Your actions for this turn are over: now place the buildings you bought.")
    if acting and text.startswith("buy ") and " with " not in text and len(text.split()) == 3:  # no payment
        return msg(PAY_HOW, move=text)
    if acting and text.split()[:1] == ["buy"] and len(text.split()) == 2:  # the price left out: "buy garden"
        kind = text.split()[1]
        shown = sorted(set(market_prices(d["market"], kind)))
        if len(shown) == 1:
            return msg(PAY_HOW, move=f"buy {kind} {shown[0]}")
    if acting and text.startswith("buy ") and " with " in text:
        return (payment(d["market"], text, d["players"][seat], bool(hooks.call(st, "pays_over")))
                or N_("That payment is not among your options, which list every way you can pay."))
    if acting and text.startswith("take "):
        return taking(d["display"], text[5:])
    words = text.split()
    named = tile_by_name(st, seat, words)
    if named:
        return named
    if text.startswith("place ") and (acting or placing):
        p = d["players"][seat]
        if len(words) > 1 and not is_number(words[1]):
            mine = p["pending"] or (p["reserve"] if acting else [])
            if mine:  # an example with one of the seat's own tiles and a cell where it fits
                return msg(N_("Name the tile by its number, or its name and price, as the options and the image do: "
                              "e.g. place {tile} at {cell} or place {name} at {cell}."), tile=mine[0],
                           name=msg(N_("{kind} {price}"), kind=TILE_TYPE[mine[0]], price=TILE_PRICE[mine[0]]),
                           cell=_a_cell(st, seat, mine[0]))
            return N_("Name the tile by its number or its name and price, as the options and the image do (place 50 "
                      "at 0,-1, place garden 10 at 0,-1).")
        number = parse_int(words[1])
        if number == 0:
            return N_("The fountain is where your Alhambra starts: it is never placed.")
        if acting and number in p["pending"]:
            return END_FIRST
        if number not in p["pending"] + p["reserve"]:
            return not_to_place(tile_ref(number) if number in TILE_TYPE and number else words[1])
        if placing and number not in p["pending"]:  # ALH-044, ALH-050a: the reserve is built from by an action
            return N_("Now only the buildings bought this turn are placed; a tile on your reserve is built with an "
                      "action (a redesign) on one of your turns.")
        return placement(p, number, words, _a_cell(st, seat, number))
    pending = d["players"][seat]["pending"]
    if acting and len(words) == 2 and words[0] == "reserve" and parse_int(words[1]) in pending:
        return END_FIRST
    if placing and len(words) == 2 and words[0] == "reserve" and parse_int(words[1]) not in pending:
        return N_("Now only the buildings bought this turn go onto the reserve; moving a building of your Alhambra "
                  "there is an action (a redesign) on one of your turns.")
    if words[:1] == ["dirk"]:  # ALH-091, ALH-096
        if d["dirk"] is None:
            return N_("Dirk, the neutral player, plays only in games of two players.")
        if acting and parse_int(words[1] if len(words) > 1 else "") in pending:
            return END_FIRST
        if decision != "place_bought":
            return N_("A building goes to Dirk only right after you bought it, instead of placing it.")
        if len(words) == 2 and parse_int(words[1]) not in pending:
            return N_("Only a building bought this turn goes to Dirk.")
    if acting and len(words) in (2, 3) and words[0] == "swap" and words[2:] in ([], ["for"]):  # half a swap
        r = tile_word(words[1])
        if r not in d["players"][seat]["reserve"]:
            return swapping(d["players"][seat], r, None)
        return msg(N_("Name both tiles: swap {reserve} for N, N the number of a building of your Alhambra."),
                   reserve=r)
    if acting and len(words) == 4 and words[0] == "swap" and words[2] == "for":
        return swapping(d["players"][seat], tile_word(words[1]), tile_word(words[3]))
    if acting and len(words) == 2 and words[0] == "reserve":
        return removing(d["players"][seat], tile_word(words[1]))
    word = words[0] if words else ""
    for m in hooks.MODULES:
        if word in getattr(m, "WORDS", ()) and m not in hooks.on(st):
            return m.OFF_TEXT
    return None


def tile_by_name(st, seat, words: list[str]):
    """Why a move naming a tile by its name ("wall n on garden 8") was not read (moves.by_name): no tile of
    the seat has that name, or several do and more than one would fit (their numbers are public: the city
    and the reserve are in sight)."""
    if not words or words[0] not in NAMED_MOVES or words[0] == "buy":
        return None
    for kind, price in zip(words, words[1:]):
        value = parse_int(price, 1, 99)
        if kind not in TILE_KINDS or value is None:
            continue
        name = msg(N_("{kind} {price}"), kind=KIND_NAMES[kind], price=value)  # as tile_name says it
        tiles = named_tiles(st, seat, kind, value, words[0])
        if not tiles:
            return not_to_place(name) if words[0] == "place" else msg(N_("You have no tile called {tile}."), tile=name)
        if len(tiles) > 1:
            return msg(N_("Several of your tiles are called {tile}: type the number of the one you mean ({numbers})."),
                       tile=name, numbers=", ".join(f"#{t}" for t in tiles))
    return None


def _a_cell(st, seat: int, t: int) -> str:
    """A cell where tile t may be placed now, as the options write it (for an example), else 0,-1."""
    prefix = f"place {t} at "
    return next((a.text[len(prefix):] for a in legal(st, seat) if a.text.startswith(prefix)), "0,-1")


def placement(p: dict, t: int, words: list[str], example: str = "0,-1"):
    """Which placement rule (ALH-061..064) keeps tile t off the cell of "place t at x,y"; `example`: a cell
    where it fits, for a move without one."""
    cell = parse_cell(words[3]) if len(words) == 4 and words[2] == "at" else None
    if cell is None:
        return msg(N_("Say where with the space's two numbers, as the options do: place {tile} at {cell}."), tile=t,
                   cell=example)
    cells = city.cells_of(p)
    fault = city.placement_fault(cells, city.walls_of(p, t), cell)
    if fault is None:  # it fits the walls: something else stands in the way (a module's piece, say)
        return N_("That tile cannot go there: it must share a full side with your Alhambra, walls must match "
                  "on touching sides, one touching side must be open, and no empty space may be enclosed.")
    if fault[0] == "apart" and not any((cell[0] + dx, cell[1] + dy) in cells for dx in (-1, 1) for dy in (-1, 1)):
        return N_("That space does not touch your Alhambra.")
    return wall_fault(fault) if fault[0] in ("wall", "no_wall") else FAULTS[fault[0]]


def built(p: dict, t) -> tuple | None:
    """The cell of tile t in the player's Alhambra, if it is there."""
    return next(((x, y) for x, y, u in p["grid"] if u == t), None) if t else None


def tile_word(word: str):
    """A tile as a redesign names it: its number, the fountain by name or cell (0), else the word itself."""
    if word in FOUNTAIN_WORDS or word == "0,0":
        return 0
    number = parse_int(word)
    return word if number is None else number


def in_city(p: dict, t):
    """Why tile t cannot leave the Alhambra, when it is not there or is the fountain (ALH-052)."""
    if t == 0:
        return N_("The fountain never leaves your Alhambra.")
    if t not in TILE_TYPE:
        return msg(N_("There is no tile {tile}: tiles are named by their number or their name and price (garden 10)."),
                   tile=str(t))
    if built(p, t) is None:
        return msg(N_("{tile} is not in your Alhambra."), tile=tile_ref(t))
    return None


def swapping(p: dict, r, t):
    """Why "swap r for t" (ALH-050c, ALH-054) is refused: no such reserve tile, no such building, or a side
    touching a neighbour where the walls of the two differ."""
    if r not in p["reserve"]:
        if r not in TILE_TYPE or r == 0:
            return in_city(p, r)  # the fountain, or no such tile
        return msg(N_("You have no {tile} on your reserve."), tile=tile_ref(r))
    reason = in_city(p, t)
    if reason:
        return reason
    c = built(p, t)
    cells = city.cells_of(p)
    del cells[c]
    fault = city.placement_fault(cells, city.walls_of(p, r), c)
    if fault and fault[0] in ("wall", "no_wall"):
        return wall_fault(fault)
    return None


def removing(p: dict, t):
    """Why "reserve t" (ALH-050b, ALH-051) is refused."""
    reason = in_city(p, t)
    if reason:
        return reason
    if not city.can_remove(city.cells_of(p), built(p, t)):
        return msg(N_("Taking {tile} away would leave a hole or cut part of your Alhambra off from the fountain."),
                   tile=tile_ref(t))
    return None


def wall_fault(fault):
    text = (N_("That tile has a wall on its {side} side, where the building next to it has none: walls must "
               "match on touching sides.") if fault[0] == "wall" else
            N_("That tile has no wall on its {side} side, where the building next to it has one: walls must "
               "match on touching sides."))
    return msg(text, side=SIDE_WORDS[fault[1]])


FAULTS = {  # ALH-061, 063, 064 and a cell already built on
    "taken": N_("That space of your Alhambra is already built on."),
    "apart": N_("That space does not share a full side with your Alhambra (touching at a corner is not enough)."),
    "closed": N_("Every side of that tile that touches your Alhambra has a wall: nobody could walk to it from "
                 "the fountain."),
    "hole": N_("That tile would close off an empty space inside your Alhambra."),
}


def parse_cell(word: str):
    """"1,-2" as a cell (1, -2), else None."""
    bits = word.split(",")
    if len(bits) != 2:
        return None
    x, y = (parse_int(b, signed=True) for b in bits)
    return None if x is None or y is None else (x, y)


def not_to_place(tile):
    return msg(N_("You have no {tile} to place: only a building bought this turn or one on your reserve can be "
                  "placed."), tile=tile)


def taking(display: list, pay: str):
    """Why `take CARD+CARD...` is refused (ALH-030): a card named wrongly or not on the display, or several
    cards adding up to more than 5. None: the generic message."""
    left = list(display)
    values = []
    for part in pay.split("+"):
        bits = part.split()
        if len(bits) == 1 and bits[0] in CURRENCY_WORDS:  # "take blue": which one (the display is public)
            shown = sorted(c % 10 for c in display if c and c // 10 == CURRENCIES.index(bits[0]))
            if not shown:
                return msg(N_("There is no {currency} card on the display."), currency=CURRENCY_WORDS[bits[0]])
            return msg(N_("Name its value too, e.g. take {currency} {value}."), currency=CURRENCY_WORDS[bits[0]],
                       value=shown[-1])
        if len(bits) != 2 or bits[0] not in CURRENCY_WORDS:
            return N_("Name the cards as the options do: take blue 3, or take blue 3+green 2.")
        value = parse_int(bits[1])
        if value is None or not 1 <= value <= 9:
            return N_("Money cards are worth 1 to 9.")  # ALH-002
        card = CURRENCIES.index(bits[0]) * 10 + value
        if card not in left:
            return msg(N_("There is no {currency} {value} on the display."), currency=CURRENCY_WORDS[bits[0]],
                       value=value)
        left.remove(card)
        values.append(value)
    if len(values) > 1 and sum(values) > TAKE_LIMIT:
        return msg(N_("Several cards may add up to {limit} at most (these make {total}); one card alone may be "
                      "worth anything."), limit=TAKE_LIMIT, total=sum(values))
    return None


def payment(market: list, text: str, p: dict | None = None, change: bool = False):
    """Why `buy TYPE PRICE with PAY` is refused (a message), when it can be told: no such building on the market,
    money of another currency, too little money, money the player `p` does not hold, or (without the
    Change module) a card or coin that could be left out. None: the generic message. Numbers are ASCII
    digits only (parse_int): '②'.isdigit() is true but int('②') raises."""
    head, _, pay = text.partition(" with ")
    words = head.split()
    price = parse_int(words[2]) if len(words) == 3 else None
    prices = market_prices(market, words[1]) if len(words) == 2 else []
    if len(prices) > 1:  # the price left out, and the kind more than once on the market (moves.canonical adds one)
        return msg(N_("More than one of those is for sale: say which by its price too ({prices})."),
                   prices=listing(prices))
    if price is None:
        return N_("Write a purchase as: buy TYPE PRICE with CURRENCY VALUE+CURRENCY VALUE (see the options).")
    kind = words[1]
    space = next((i for i, t in enumerate(market) if t and TILE_TYPE[t] == kind and TILE_PRICE[t] == price), None)
    if space is None:  # a kind the market lacks may be no kind at all: then the word as typed
        return msg(N_("The market has no {kind} for {price}."), kind=KIND_WORDS.get(kind, kind), price=price)
    currency, total, cards, coins = CURRENCIES[space], 0, [], 0
    word = CURRENCY_WORDS[currency]
    for part in pay.split("+"):
        bits = part.split()
        card = parse_int(bits[1]) if len(bits) == 2 else None  # a card: CURRENCY VALUE
        count = parse_int(bits[0]) if len(bits) >= 3 else None  # coins: N CURRENCY coin(s)
        if card is not None:
            cur, value = bits[0], card
            cards.append(card)
        elif count is not None:
            cur, value = bits[1], count
            coins += count
        else:
            return None
        if cur != currency:
            return msg(N_("The market's {currency} space holds the {kind} for {price}: pay it in {currency}."),
                       kind=KIND_WORDS[kind], price=price, currency=word)
        total += value
    short = (msg(N_("You pay {total}, less than the price of {price}."), total=total, price=price) if total < price
             else None)
    if p is None:
        return short
    # money the player does not hold comes first: it is wrong whatever the price
    held = [c % 10 for c in p["hand"] if c // 10 == space]
    for value in sorted(set(cards)):
        need, have = cards.count(value), held.count(value)
        if need > have:
            return (msg(N_("You do not hold {currency} {value}."), currency=word, value=value) if not have else
                    msg(N_("You hold {have} {currency} {value}, not {need}."), have=have, currency=word,
                        value=value, need=need))
    if coins > p["coins"][space]:
        return msg(N_("You have {coins}, not {n}."), coins=coins_msg(space, p["coins"][space]), n=coins)
    if short:
        return short
    if not change:
        spare = [v for v in cards + ([1] if coins else []) if total - v >= price]
        if spare:
            return msg(N_("You pay {total} for {price}: without the Change module, leave out the money you do not "
                          "need (paying more gains nothing)."), total=total, price=price)
    return None
