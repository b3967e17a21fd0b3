"""The grammar of Alhambra's moves, the legal actions of each decision, and one handler per action kind.

Canonical texts (rules/alhambra/RULES.md gives each rule; the lists are built in fast/lists.py):
  take blue 3+green 2            take money (ALH-030)
  buy garden 8 with blue 5+blue 3 [+2 blue coins]   buy a building (ALH-040; coins: Change)
  place 37 at 0,-1               a bought tile (ALH-060), or a reserve tile (ALH-050a)
  reserve 37                     a bought tile onto the reserve, or a city tile to it (ALH-050b)
  swap 12 for 37                 reserve tile 12 in for 37 on the same cell (ALH-050c)
  dirk 37                        two players: a bought tile to Dirk (ALH-096)
  end turn | pass                the extra action left unused (ALH-021) | nothing to take
The modules add theirs (modules/*.py): wall..., thief..., residents..., trader at..., resident....
A player may also type the Italian form (`prendi blu 3`, `compra torre 9 con blu 3`, `piazza 12 a 1,-1`):
`canonical` reads it as the English text above, which never changes with the language.
"""
from __future__ import annotations

from itertools import product

from rules.core import Action
from rules.core.types import normalise
from rules.core.moves import Moves
from rules.core.text import N_, listing, parse_int, seat as who
from rules.alhambra import city, engine
from rules.alhambra import fast
from rules.alhambra import modules as hooks
from rules.alhambra.components import (COLOURS, CURRENCIES, CURRENCY_WORDS, TILE_PRICE, TILE_TYPE, TYPES, card_msg,
                                       compass, tile_name, xy_text)
from rules.alhambra.fast.lists import buy_block, dirk_action, pending_reserve_action, placements, redesign_block, take_block

N_SPACES = len(CURRENCIES)
TILE_KINDS = set(TYPES)  # a tile typed by name: its kind as the buy texts write it ("garden 8")
FOUNTAIN_WORDS = ("fountain", "fontana")
NAMED_MOVES = ("wall", "place", "reserve", "dirk", "swap")  # moves whose tiles may be typed by name
END_TURN = Action("end turn", N_("End turn"), N_("End"), default=False, data=("end_turn",))
END_TURN_DEFAULT = Action("end turn", N_("End turn"), N_("End"), default=True, data=("end_turn",))
PASS = Action("pass", N_("Pass"), N_("End"), default=True, data=("end_turn",))


# ---- legal actions -----------------------------------------------------------------------------------

def legal(st, seat: int):
    d = st.data
    if seat != d["turn"] or d["decision"] not in TURN_DECISIONS:
        out = hooks.call(st, "out_of_turn", seat)
        if out is not None:
            return out
    decide = TURN_DECISIONS.get(d["decision"]) or _module_decisions(st).get(d["decision"])
    return decide(st, seat) if decide else []


def _module_decisions(st) -> dict:
    known = st.cache.get("alhambra.decisions")
    if known is None:
        known = st.cache["alhambra.decisions"] = hooks.decisions(st)
    return known


def action(st, seat: int):
    """ALH-020/021: take money, buy a building, redesign (and the modules' ways), assembled from lazy
    runs (fast/lists.py) that each depend on few inputs, so reading one action does not build the others.
    After an exact payment the extra action may be left unused (end turn)."""
    d = st.data
    p = d["players"][seat]
    takes = take_block(tuple(d["display"]))
    nothing_to_take = not takes.combos
    blocks = [takes]
    coins = p["coins"]
    values = [[] for _ in range(N_SPACES)]  # card values by currency
    for c in p["hand"]:
        values[c // 10].append(c % 10)
    every = bool(hooks.call(st, "pays_over"))
    for i, t in enumerate(d["market"]):
        if t and sum(values[i]) + coins[i] >= TILE_PRICE[t]:  # else nothing to list
            blocks.append(buy_block(i, t, tuple(values[i]), coins[i], every))
    blocks.append(redesign_block(fast.city(st, seat), tuple(p["reserve"])))
    blocks.extend(hooks.collect(st, "turn_actions", seat))
    if d["decision"] == "extra_action":
        blocks.append([END_TURN_DEFAULT if nothing_to_take else END_TURN])
    elif nothing_to_take:  # nothing to take: the player may pass rather than be forced to redesign
        blocks.append([PASS])
    return Moves(blocks)


def place(st, seat: int):
    """ALH-023a/060: each bought (or leftover) tile into the Alhambra where it fits, or onto the reserve;
    with two players a bought one may go to Dirk (ALH-096), a leftover one may not."""
    d = st.data
    p = d["players"][seat]
    lay = fast.city(st, seat)
    first = p["pending"][0]
    dirk = d["dirk"] is not None and d["decision"] == "place_bought"
    blocks = []
    for t in p["pending"]:
        blocks.append(placements(lay, t))
        blocks.append([pending_reserve_action(t, t == first)] + ([dirk_action(t)] if dirk else []))
    return Moves(blocks)


TURN_DECISIONS = {"action": action, "extra_action": action, "place_bought": place, "place_leftover": place}


# ---- perform -----------------------------------------------------------------------------------------

def perform(st, seat: int, chosen: Action, ctx) -> None:
    hooks.call(st, "before_move", seat, chosen, ctx)
    kind = chosen.data[0]
    handler = HANDLERS.get(kind) or hooks.handlers()[kind]
    handler(st, seat, chosen.data, ctx)
    engine.settle(st, ctx)


def take_money(st, seat, data, ctx):
    """ALH-030: the cards go to the hand; the actions are over."""
    p = st.data["players"][seat]
    for c in data[1]:
        st.data["display"].remove(c)
        p["hand"].append(c)
    p["hand"].sort()
    ctx.log(N_("{who} takes {cards}."), who=who(seat), cards=listing(card_msg(c // 10, c % 10) for c in data[1]))
    engine.actions_over(st)


def buy_building(st, seat, data, ctx):
    """ALH-040..042: cards (and coins) of the space's currency to the discards; exact payment gives
    another action (ALH-021)."""
    d = st.data
    p = d["players"][seat]
    _, i, vals, coins, total = data
    t = d["market"][i]
    price = TILE_PRICE[t]
    for v in vals:
        p["hand"].remove(i * 10 + v)
        d["discard"].append(i * 10 + v)
    d["market"][i] = None
    p["pending"].append(t)
    ctx.log(N_("{who} buys {tile} from the {currency} space for {total}."), who=who(seat), tile=tile_name(t),
            currency=CURRENCY_WORDS[CURRENCIES[i]], total=total)
    hooks.call(st, "paid", seat, i, coins, total, price, ctx)  # coins: the Change module's
    if total == price:
        d["decision"] = "extra_action"
        ctx.log(N_("Exact payment: {who} takes another action."), who=who(seat))
    else:
        engine.actions_over(st)


def place_from_reserve(st, seat, data, ctx):
    """ALH-050a: a reserve tile into the Alhambra."""
    _, t, c = data
    st.data["players"][seat]["reserve"].remove(t)
    ctx.log(N_("{who} builds {tile} from the reserve at {cell}."), who=who(seat), tile=tile_name(t), cell=xy_text(c))
    city.build(st, seat, t, c)
    engine.actions_over(st)


def move_to_reserve(st, seat, data, ctx):
    """ALH-050b: a tile of the Alhambra onto the reserve."""
    _, t, c = data
    city.take_away(st, seat, t, c)
    st.data["players"][seat]["reserve"].append(t)
    ctx.log(N_("{who} moves {tile} from {cell} to the reserve."), who=who(seat), tile=tile_name(t), cell=xy_text(c))
    engine.actions_over(st)


def swap_with_reserve(st, seat, data, ctx):
    """ALH-050c: a reserve tile takes the place of a tile of the Alhambra, which goes to the reserve."""
    _, r, t, c = data
    reserve = st.data["players"][seat]["reserve"]
    city.swap(st, seat, r, t, c)
    reserve.remove(r)
    reserve.append(t)
    ctx.log(N_("{who} swaps {tile} from the reserve for {other} at {cell}."), who=who(seat), tile=tile_name(r),
            other=tile_name(t), cell=xy_text(c))
    engine.actions_over(st)


def end_turn(st, seat, data, ctx):
    """ALH-021: the extra action left unused; or a pass when there is no money to take."""
    extra = st.data["decision"] == "extra_action"
    # not "ends the turn": the buildings bought are placed next, still in this turn (ALH-023a)
    ctx.log(N_("{who} takes no further action.") if extra else N_("{who} passes."), who=who(seat))
    engine.actions_over(st)


def place_bought(st, seat, data, ctx):
    """ALH-023a/060 (and ALH-082 for a leftover building): a waiting tile into the Alhambra."""
    _, t, c = data
    st.data["players"][seat]["pending"].remove(t)
    ctx.log(N_("{who} builds {tile} at {cell}."), who=who(seat), tile=tile_name(t), cell=xy_text(c))
    city.build(st, seat, t, c)
    engine.actions_over(st)


def reserve_bought(st, seat, data, ctx):
    """ALH-023a: a waiting tile onto the reserve."""
    p = st.data["players"][seat]
    p["pending"].remove(data[1])
    p["reserve"].append(data[1])
    ctx.log(N_("{who} puts {tile} on the reserve."), who=who(seat), tile=tile_name(data[1]))
    engine.actions_over(st)


def give_to_dirk(st, seat, data, ctx):
    """ALH-096: with two players, a bought tile may go to Dirk (its wooden walls stay behind)."""
    p = st.data["players"][seat]
    p["pending"].remove(data[1])
    p["wood"].pop(str(data[1]), None)
    st.data["dirk"].append(data[1])
    ctx.log(N_("{who} gives {tile} to Dirk."), who=who(seat), tile=tile_name(data[1]))
    engine.actions_over(st)


HANDLERS = {f.__name__: f for f in (take_money, buy_building, place_from_reserve, move_to_reserve,
                                    swap_with_reserve, end_turn, place_bought, reserve_bought, give_to_dirk)}


# ---- grammar -----------------------------------------------------------------------------------------

# ---- Italian: what an Italian player types (the verbs and words of /work/glossary/alhambra.md §2),
# turned into the English canonical text before the same parsing. Only the words; numbers and cells
# stay as typed, so a refusal (explain.py) sees the move as if it had been typed in English.
IT_CURRENCIES = {"blu": "blue", "verde": "green", "arancione": "orange", "giallo": "yellow", "gialla": "yellow",
                 "verdi": "green", "arancioni": "orange", "gialle": "yellow"}  # plurals: "3 monete gialle"
IT_KINDS = {"padiglione": "pavilion", "serraglio": "seraglio", "porticato": "arcades", "portici": "arcades",
            "appartamenti": "chambers", "appartamento": "chambers", "giardino": "garden", "torre": "tower"}
IT_COLOURS = {"blu": "blue", "rosso": "red", "rossi": "red", "marrone": "brown", "marroni": "brown",
              "bianco": "white", "bianchi": "white", "verde": "green", "verdi": "green", "viola": "purple"}
IT_SIDES = {"n": "n", "e": "e", "s": "s", "o": "w", "w": "w"}  # Ovest is West
IT_WORDS = {  # whole moves without parameters
    "fine turno": "end turn", "fine": "end turn", "basta": "end turn", "passo": "pass", "passa": "pass",
    "mai più ladri": "thief always-pass", "chiedimi ancora": "thief ask-again",
    "insedia": "resident move", "sposta": "resident move",
}
KEEP_RESIDENTS = ("lascia", "tieni")  # "resident stay" or "resident keep": whichever is offered (ALH-404/405)


def _it_money(money: str) -> str:
    """"blu 5 + 2 monete blu" -> "blue 5+2 blue coins" (a part it cannot read is left as typed)."""
    out = []
    for part in money.split("+"):
        bits = part.split()
        if len(bits) in (1, 2) and bits[0] in IT_CURRENCIES:  # a card: CURRENCY VALUE (or its value left out)
            out.append(" ".join([IT_CURRENCIES[bits[0]], *bits[1:]]))
        elif len(bits) == 3 and bits[1] in ("moneta", "monete") and bits[2] in IT_CURRENCIES:  # N monete CURRENCY
            out.append(f"{bits[0]} {IT_CURRENCIES[bits[2]]} {'coin' if bits[1] == 'moneta' else 'coins'}")
        else:
            out.append(part.strip())
    return "+".join(out)


def _it_sides(word: str) -> str | None:
    """Italian sides ("so", "os", "no") as the action text writes them ("sw", "nw")."""
    if not word or any(c not in IT_SIDES for c in word):
        return None
    return compass("".join(IT_SIDES[c] for c in word)).lower()


def from_italian(text: str) -> str:
    """The English move an Italian one means (already normalised: lower case, single spaces), e.g.
    `compra torre 9 con blu 5+blu 3` -> `buy tower 9 with blue 5+blue 3`, `piazza 12 a 1,-1` ->
    `place 12 at 1,-1`; any other text as it is."""
    if text in IT_WORDS:
        return IT_WORDS[text]
    words = text.split()
    if not words:
        return text
    if words[0] != "compra":  # a tile named by kind and price is one word here: "giardino 8" -> "garden 8"
        words = tile_names(words)
    verb, rest = words[0], words[1:]
    if verb in ("costruisci", "erigi") and rest[:1] in (["muro"], ["mura"], ["le"]):  # "erigi le mura ne su 37"
        rest = rest[2:] if rest[0] == "le" else rest[1:]
        verb = "muro"
    if verb == "metti" and rest[:2] == ["il", "venditore"]:  # "metti il venditore a 1,0"
        verb, rest = "venditore", rest[2:]
    if verb == "prendi" and rest:
        if len(rest) == 1 and rest[0] in IT_COLOURS:  # a resident from the supply (ALH-404)
            return f"resident take {IT_COLOURS[rest[0]]}"
        if len(rest) == 2 and rest[0] == "abitante" and rest[1] in IT_COLOURS:
            return f"resident take {IT_COLOURS[rest[1]]}"
        return "take " + _it_money(" ".join(rest))
    if verb == "compra" and len(rest) >= 4 and rest[2] == "con":
        return f"buy {IT_KINDS.get(rest[0], rest[0])} {rest[1]} with " + _it_money(" ".join(rest[3:]))
    if verb == "compra" and len(rest) >= 3 and rest[1] == "con":  # the price left out: canonical() may add it
        return f"buy {IT_KINDS.get(rest[0], rest[0])} with " + _it_money(" ".join(rest[2:]))
    if verb == "compra" and len(rest) in (1, 2) and rest[0] in IT_KINDS:  # the payment left out: told what to add
        return " ".join(["buy", IT_KINDS[rest[0]]] + rest[1:])
    if verb in ("piazza", "metti") and len(rest) == 3 and rest[1] in ("a", "in", "su") and rest[2] != "riserva":
        return f"place {rest[0]} at {rest[2]}"
    if verb in ("riserva", "togli") and len(rest) == 1:
        return f"reserve {rest[0]}"
    if verb == "metti" and rest[1:] in (["in", "riserva"], ["nella", "riserva"]):
        return f"reserve {rest[0]}"
    if verb in ("scambia", "sostituisci") and len(rest) == 3 and rest[1] == "con":
        if rest[0] in IT_COLOURS and rest[2] in IT_COLOURS:  # a resident for one of the supply (ALH-405)
            return f"resident swap {IT_COLOURS[rest[0]]} for {IT_COLOURS[rest[2]]}"
        return f"swap {rest[0]} for {rest[2]}"
    if verb == "dai" and len(rest) == 3 and rest[1:] == ["a", "dirk"]:
        return f"dirk {rest[0]}"
    if verb in ("muro", "mura") and len(rest) == 3 and rest[1] == "su" and _it_sides(rest[0]):
        return f"wall {_it_sides(rest[0])} on {rest[2]}"
    if verb == "ladro" and rest[:1] == ["ruba"]:
        verb, rest = "ruba", rest[1:]
    if verb in ("ruba", "ladro") and len(rest) == 2 and rest[0] in IT_CURRENCIES:
        return f"thief steal {IT_CURRENCIES[rest[0]]} {rest[1]}"
    if verb in ("abitanti", "scegli") and rest and all(c in IT_COLOURS for c in rest):
        return "residents " + " ".join(IT_COLOURS[c] for c in rest)
    if verb == "venditore" and len(rest) == 2 and rest[0] in ("a", "in"):
        return f"trader at {rest[1]}"
    if verb in NAMED_MOVES:  # an English move with the tiles named as an Italian image names them
        return " ".join(words)
    if verb in IT_VERBS:  # typed in part ("piazza 24", "scambia 1 con"): in English, for the refusal's reason
        return " ".join([IT_VERBS[verb]] + [IT_LINKS.get(w, w) for w in rest])
    return text


# a move's first word, and the words that join its parts, for a move typed in part (from_italian)
IT_VERBS = {"prendi": "take", "compra": "buy", "piazza": "place", "metti": "place", "riserva": "reserve",
            "togli": "reserve", "scambia": "swap", "sostituisci": "swap", "fine": "end"}
IT_LINKS = {"con": "for", "a": "at", "in": "at", "su": "at"}


def tile_names(words: list[str]) -> list[str]:
    """Italian words with each tile name ("giardino 8") joined into one, in English ("garden 8"); a kind alone
    in English too."""
    out, i = [], 0
    while i < len(words):
        if words[i] in IT_KINDS and i + 1 < len(words) and parse_int(words[i + 1], 1, 99) is not None:
            out.append(f"{IT_KINDS[words[i]]} {words[i + 1]}")
            i += 2
        elif words[i] in IT_KINDS:  # the kind alone ("piazza portici in 1,0"): by_name reads it as the seat's one
            out.append(IT_KINDS[words[i]])
            i += 1
        else:
            out.append(words[i])
            i += 1
    return out


def canonical(st, seat: int, text: str) -> str:
    """The cards of a payment or of a take, and the colours of a residents choice, may be typed in any
    order (and with spaces around '+'): they are put in the order the action texts list them
    (money.payment_text / take_text: cards by currency then value, coins last; residents in COLOURS
    order). A move typed in Italian is read as its English form first (from_italian). Anything that
    does not parse is left as it is, for explain.py."""
    if text in KEEP_RESIDENTS:
        offered = {a.text for a in legal(st, seat)}
        return next((t for t in ("resident stay", "resident keep") if t in offered), text)
    typed, text = text, from_italian(text)
    if text.startswith("resident take ") and len(typed.split()) == 2 and text[14:] in CURRENCIES and \
            not any(a.text.startswith("resident take ") for a in legal(st, seat)):
        text = "take " + text[14:]  # "prendi blu" with no resident to take: money typed in part
    if text == "end":  # the button reads "End turn"
        return "end turn"
    def card_or_coins(part):
        bits = part.split()
        if len(bits) == 2 and bits[0] in CURRENCIES and parse_int(bits[1], 1, 9) is not None:
            return (0, CURRENCIES.index(bits[0]), int(bits[1])), part
        if len(bits) == 3 and bits[1] in CURRENCIES and bits[2] in ("coin", "coins"):
            n = parse_int(bits[0], 1)
            if n is not None:
                return (1, CURRENCIES.index(bits[1]), n), f"{n} {bits[1]} coin" + ("s" if n > 1 else "")
        return None

    def sorted_parts(money):
        parts, currency = [], None
        for part in (p.strip() for p in money.split("+")):
            if currency and parse_int(part, 1, 9) is not None:  # "green 1+4", as an option's label writes it
                part = f"{currency} {part}"
            currency = part.split()[0] if part.split() and part.split()[0] in CURRENCIES else currency
            parts.append(part)
        parsed = [card_or_coins(part) for part in parts]
        if None in parsed:
            return money
        return "+".join(part for _, part in sorted(parsed))

    if text.startswith("buy ") and " with " in text:
        head, _, pay = text.partition(" with ")
        kind = head.split()[1:]
        if len(kind) == 1:  # the price left out: the market's one building of that kind, if it has one
            prices = market_prices(st.data["market"], kind[0])
            head = f"{head} {prices[0]}" if len(prices) == 1 else head
        return f"{head} with {sorted_parts(pay)}"
    if text.startswith("take "):
        return "take " + sorted_parts(text[5:])
    if text.startswith("wall "):  # a corner in either order: "wall es on 37" (as texts once read) is "wall se on 37"
        words = text.split()
        if len(words) in (4, 5) and words[2] == "on" and 0 < len(words[1]) <= 2 and set(words[1]) <= set("nesw"):
            return by_name(st, seat, " ".join(["wall", compass(words[1]).lower(), *words[2:]]))
    if text.split()[:1] and text.split()[0] in NAMED_MOVES:
        return by_name(st, seat, text)
    if text.startswith("residents "):
        colours = text.split()[1:]
        if all(c in COLOURS for c in colours):
            return "residents " + " ".join(sorted(colours, key=COLOURS.index))
    return text


def by_name(st, seat: int, text: str) -> str:
    """Tiles typed by their names rather than their numbers, as the images and the log name them ("wall nw on
    garden 8", "place garden 8 at 1,0", "reserve tower 9", "swap garden 8 for tower 9", "wall n on fountain"):
    each name becomes the number of the seat's one tile of that name, so the rules say what is wrong with the
    move itself. Of several tiles of one name, the one that makes the move legal; the text is left as it is when
    none is the seat's or several fit (explain.py says so)."""
    words = text.split()
    if not words or words[0] not in NAMED_MOVES:
        return text
    choices, i = [], 0
    while i < len(words):
        word = words[i]
        price = parse_int(words[i + 1], 1, 99) if i + 1 < len(words) else None
        if word in TILE_KINDS and (price is not None or words[0] in PLACING):  # "place arcades at 1,0": any price
            tiles = named_tiles(st, seat, word, price, words[0])
            if not tiles:
                return text
            choices.append([str(t) for t in tiles])
            i += 2 if price is not None else 1
        else:
            choices.append(["0"] if word in FOUNTAIN_WORDS and words[0] == "wall" else [word])
            i += 1
    moves = [" ".join(c) for c in product(*choices)]
    if len(moves) == 1:
        return moves[0]
    offered = {normalise(a.text) for a in legal(st, seat)}
    fitting = [m for m in moves if m in offered]
    return fitting[0] if len(fitting) == 1 else text


def market_prices(market: list, kind: str) -> list[int]:
    """The prices of the buildings of this kind on the market, lowest first."""
    return sorted(TILE_PRICE[t] for t in market if t and TILE_TYPE[t] == kind)


PLACING = ("place", "reserve")  # moves of a tile waiting to be placed: its kind alone may name it


def named_tiles(st, seat: int, kind: str, price: int | None, move: str = "") -> list[int]:
    """The seat's tiles of that kind and price (None: any): in its Alhambra, on its reserve or bought and not yet
    placed (for `place`, only those waiting to be placed)."""
    p = st.data["players"][seat]
    built = [t for _, _, t in p["grid"] if t] if move != "place" else []
    own = built + list(p["reserve"]) + list(p["pending"])
    return sorted(t for t in own if TILE_TYPE[t] == kind and price in (None, TILE_PRICE[t]))
