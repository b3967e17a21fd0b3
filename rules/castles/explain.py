"""Texts that depend on the position: the prompt of a die action, and why a typed move is not legal
(the first rule it breaks), as messages (rules/core/text.py).

Refusals are checked in the order a player thinks about a move (the tile, the space, then the die),
so the message names the real obstacle instead of always pointing at the dice."""
from __future__ import annotations

from functools import partial

from rules.castles import duchy as D
from rules.castles import engine as E
from rules.castles import moves as M
from rules.castles import team as T
from rules.castles import italian, solo, take_by_kind, terms
from rules.castles.components import SCORING, TILES, board, ring_neighbours
from rules.core.text import N_, either, listing, msg, parse_int, plural, worded


def die_prompt(st, seat: int):
    """What the active player may do with the dice left, and whether a purchase is still open."""
    d = st.data
    p = E.estate(d, seat)
    left = sorted(v for i, v in enumerate(d["dice"][seat]) if not d["used"][i])  # doubles: both
    buy = _buy_text(p) if E.can_buy(st, seat) else None
    if not left:
        if buy:
            return msg(N_("Both your dice are used: {buy}, or end your turn."), buy=buy)
        return N_("Both your dice are used: end your turn.")
    if len(left) == 2:
        dice = msg(N_("Your dice show {a} and {b}: use each for one action (take a tile, place a tile, sell goods "
                      "or take workers)."), a=left[0], b=left[1])
    else:
        dice = msg(N_("Your other die shows {a}: use it for one action (take a tile, place a tile, sell goods or "
                      "take workers)."), a=left[0])
    parts = [dice]
    shields = d.get("depot_shields")  # the shields module
    if shields and len(left) == 2 and left[0] == left[1] and shields[left[0] - 1]:
        parts.append(msg(N_("Your pair may instead take a shield from depot {depot}."), depot=left[0]))  # COB-281
    workers = p["workers"]
    if workers:
        if D.has_mon(p, 8):
            parts.append(msg(N_("You have {workers}: each changes a die by up to 2."), workers=terms.workers(workers)))
        else:
            parts.append(msg(N_("You have {workers}: each changes a die by 1."), workers=terms.workers(workers)))
    if buy:
        parts.append(msg(N_("You may also {buy}."), buy=buy))
    return _sentences(parts)


def _sentences(parts: list):
    """Several sentences as one message, a space between them."""
    if len(parts) == 1:
        return parts[0]
    keys = {2: N_("{a} {b}"), 3: N_("{a} {b} {c}"), 4: N_("{a} {b} {c} {d}")}
    return msg(keys[len(parts)], **dict(zip("abcd", parts)))


def _buy_text(p: dict):
    price = SCORING["purchase_price"]
    if D.has_mon(p, 6):
        return msg(N_("buy one tile from any depot for {price} silver or workers"), price=price)
    return msg(N_("buy one tile from the black depot for {silver}"), silver=terms.silver(price))


def buy(st, seat: int):
    """Why the purchase is closed now."""
    d = st.data
    p = E.estate(d, seat)
    price = SCORING["purchase_price"]
    if d["bought"]:
        return N_("You have already bought a tile this turn: one purchase per turn.")
    if D.has_mon(p, 6):
        if p["silver"] + p["workers"] < price:
            return msg(N_("A purchase costs {price} silver or workers; you have {silver} and {workers}."),
                       price=price, silver=terms.silver(p["silver"]), workers=terms.workers(p["workers"]))
        return N_("There is no tile left to buy.")
    if p["silver"] < price:
        return msg(N_("A purchase costs {price}; you have {silver}."), price=terms.silver(price), silver=p["silver"])
    return N_("The black depot is empty.")


def buy_workers(st, seat: int):
    """Why "buy workers" (monastery 28) is refused."""
    p = E.estate(st.data, seat)
    if not D.has_mon(p, 28):
        return N_("Buying workers needs monastery 28 in your duchy.")
    if p["silver"] < TILES["mon28"]["silver"]:
        return msg(N_("Workers cost {silver}; you have none."), silver=terms.silver(TILES["mon28"]["silver"]))
    return None


def ship_note(st, seat: int):
    """For a ship's choice: why some choices keep only some colours (None when all fit)."""
    d = st.data
    p = E.estate(d, seat)
    if any(len(E.goods_choices(p, goods, solo.goods_colour_limit(d))) > 1 for goods in d["depot_goods"] if goods):
        return msg(N_("You can store goods of at most {limit} colours: choose which new colours to keep; the other "
                      "goods stay in the depot."), limit=SCORING["goods_colour_limit"])
    return None


def typed(move: str):
    """A move in an example, as each language types it ("take 3 cow2", "prendi 3 mucche2")."""
    return worded({"en": move, "it": italian.typed_move(move)})


def _typed_tile(code: str):
    """A tile code in an example, as each language types it ("cow2", "mucche2")."""
    return worded({"en": code, "it": italian.tile_word(code)})


def turn_untouched(d: dict) -> bool:
    """Whether the turn has not begun: no die used or changed, nothing bought."""
    return d["decision"] == "die_action" and not any(d["used"]) and not d["bought"] and not d.get("shifted")


def late_end(st, seat: int):
    """A typed "end turn" at a turn not yet begun: most likely meant for the turn before, which ended by itself
    (both dice used, nothing to buy) before it arrived. Ending now would lose both dice: it must say "anyway"."""
    return msg(N_("Your turn has only just begun: ending it now loses both dice ({dice}). To end it all the same, "
                  "type “end turn anyway”."), dice=_dice_text(sorted(st.data["dice"][seat])))  # as the prompt


def _dice_text(dice: list[int]):
    """One or two dice's values: "3 and 5", "4"."""
    return msg(N_("{a} and {b}"), a=dice[0], b=dice[1]) if len(dice) == 2 else dice[0]


def _shown(dice: list[int], p: dict, want: int | None = None):
    """The unused dice ("3 and 5"), with a hint that workers can change one: into `want` (the value a move
    needs) with the fewest workers, when the player has enough; with no value wanted, any change they afford."""
    values = _dice_text(dice)
    targets = [want] if want in range(1, 7) else [v % 6 + 1 for v in dice] if want is None else []
    changes = sorted((M.shift_cost(p, v, t), v, t) for v in dice for t in targets if v != t)
    changes = [c for c in changes if c[0] <= p["workers"]]
    if not changes:
        return values
    _, die, value = changes[0]
    return msg(N_("{dice} (workers can change a die, e.g. adjust {die} to {value})"), dice=values, die=die,
               value=value)


def die_action(st, seat: int, words: list[str], any_die: bool = False):
    """Why a die action is refused; `any_die`: a bonus action as if with any die (a castle, a building), where
    only the tile and the space can stand in the way."""
    d = st.data
    dice = list(range(1, 7)) if any_die else M.unused_dice(d, seat)
    if not dice:
        return N_("Both your dice are used this turn.")
    if "with" in words:  # a shifted action names its die: the checks below are about the tile and space
        words = words[:words.index("with")]
    p = E.estate(d, seat)
    shown = partial(_shown, dice, p)  # shown(value): the dice, and how workers could make that value
    kind = words[0]
    if kind == "take" and len(words) == 3 and words[2] not in TILES:  # "take 2 tile": no tile is named
        depot = parse_int(words[1], 1, 6)
        if depot and take_by_kind.known_kind(words[2]):  # "take 6 sheep" with no sheep there
            return msg(N_("Depot {depot} holds no tile of that kind: it holds {tiles}."), depot=depot,
                       tiles=listing(terms.tile(c) for c in d["depots"][depot - 1] if c))
        words = words[:2]
    if kind == "take" and len(words) == 3:
        return _take(d, parse_int(words[1], 1, 6), words[2], shown, dice)
    if kind == "take" and len(words) == 2:  # the tile left out, or the depot ("take church")
        depot = parse_int(words[1], 1, 6)
        if depot is None and words[1].isdigit():
            return N_("The depots are numbered 1 to 6.")
        if depot is None:
            example = next((a.text for a in M.legal(st, seat) if a.text.split()[0] == "take"
                            and a.text.split()[2:] == [words[1]]), None)
            if example:
                return msg(N_("Name the depot too, e.g. {example}."), example=typed(example))
            holding = [i + 1 for i, slots in enumerate(d["depots"]) if words[1] in slots]
            if holding:  # there, but no unused die reaches its depot
                return _take(d, holding[0], words[1], shown, dice)
            # a kind without its count ("take cow"), or no tile at all ("take tile"): a take that would do
            alike = sorted((i + 1 not in dice, i + 1, c) for i, slots in enumerate(d["depots"]) for c in slots
                           if c and take_by_kind.is_kind(c, words[1]))
            if alike:
                _, depot, code = alike[0]
                return msg(N_("Name the depot too, e.g. {example}."), example=typed(f"take {depot} {code}")) \
                    if depot in dice else _take(d, depot, code, shown, dice)
            example = next((a.text for a in M.legal(st, seat) if a.text.split()[0] == "take"), None)
            if example:
                return msg(N_("Name the depot and the tile, e.g. {example}."), example=typed(example))
            return N_("The depots are numbered 1 to 6.")
        tiles = [c for c in d["depots"][depot - 1] if c]
        if not tiles:
            return msg(N_("Depot {depot} is empty."), depot=depot)
        kinds = (d["pending"][-1] if d["pending"] else {}).get("kinds")
        if kinds:  # a building's take (COB-103..105): the example must be a tile it allows
            tiles = [c for c in tiles if TILES[c]["colour"] in kinds]
            if not tiles:
                return msg(N_("Now you may take only {tiles}."), tiles=terms.route_tiles(kinds))
        if depot not in dice:  # naming the tile would not help
            return _depot_die(depot, shown(depot))
        return msg(N_("Name the tile too, e.g. take {depot} {code}."), depot=depot, code=_typed_tile(tiles[0]))
    if kind == "place" and len(words) == 2 and "@" in words[1]:
        return _place(d, seat, p, words[1], dice, shown)
    if kind == "place" and len(words) == 2:  # the tile or the space left out (the storage is public)
        example = next((a.text for a in M.legal(st, seat) if a.text.startswith("place ")
                        and (a.text[6:].startswith(words[1] + "@") or a.text.endswith("@" + words[1]))), None)
        if example:
            return msg(N_("Name the tile and its space, e.g. {example}."), example=typed(example))
        if words[1] in TILES and words[1] not in E.usable_storage(d, seat):  # "place ship" with no ship stored
            return _not_stored(words[1])
        if words[1] in TILES:  # stored, but no unused die reaches a space where it fits (COB-070, COB-071)
            return _no_space_now(p, words[1], shown)
    if kind == "workers" and len(words) == 2:  # COB-078: any unused die
        return _no_die(parse_int(words[1]), shown)
    if kind == "adjust" and len(words) in (2, 3) and words[2:] in ([], ["to"]):  # the new value left out
        v = parse_int(words[1])
        return _no_die(v, shown) if v not in dice else \
            msg(N_("Say the value too, e.g. adjust {die} to {value}."), die=v, value=v % 6 + 1)
    if kind == "adjust" and len(words) == 4 and words[2] == "to":  # COB-050..052
        v, t = parse_int(words[1]), parse_int(words[3], 1, 6)
        if v not in dice:
            return _no_die(v, shown)
        if t is None or t == v:
            return msg(N_("A die shows 1 to 6: e.g. adjust {die} to {value} turns your {die} into a {value}."), die=v,
                       value=v % 6 + 1)
        cost = M.shift_cost(p, v, t)
        return msg(N_("Turning {die} into {value} takes {needed}; you have {workers}."), die=v, value=t,
                   needed=terms.workers(cost), workers=terms.workers(p["workers"]))
    if kind == "sell" and len(words) == 2:
        colour = parse_int(words[1], 1, 6)
        if colour is None:
            return N_("Goods colours are numbered 1 to 6 like the dice: sell N sells your goods of colour N.")
        if not p["goods"][colour]:
            return msg(N_("You have no {goods} to sell."), goods=terms.goods(colour))
        if colour in dice:
            return None
        return msg(N_("Selling {goods} needs a die showing {colour}; your unused dice show {shown}."),
                   goods=terms.goods(colour), colour=colour, shown=shown(colour))
    return None


def _no_space_now(p: dict, code: str, shown):
    """A stored tile no unused die can place: no free space of its colour touches the estate, or none whose
    number a die shows (then which numbers would, and how workers could make one)."""
    b = board(p["board"])
    spaces = D.spaces_for(b, p, code, None)
    if not spaces:
        return msg(N_("No free space of its colour next to your estate takes {tile} now."), tile=terms.tile(code))
    numbers = sorted({b.die[s] for s in spaces})
    return msg(N_("Placing {tile} needs a die showing {numbers}, a number of the spaces where it fits; your unused "
                  "dice show {shown}."), tile=terms.tile(code), numbers=either(str(n) for n in numbers),
               shown=shown(numbers[0]))


def _no_die(value, shown):
    """No unused die shows `value` (a number as typed, or None when it is none): for workers or a die change,
    so the hint is any change the player affords, in the form such a move takes."""
    if value is None or not 1 <= value <= 6:
        return msg(N_("Dice show 1 to 6; your unused dice show {shown}."), shown=shown())
    return msg(N_("None of your unused dice shows {value}: they show {shown}."), value=value, shown=shown())


def _take(d: dict, depot: int | None, code: str, shown, dice: list[int]):
    if depot is None:  # not 1..6 in ASCII digits
        return N_("The depots are numbered 1 to 6.")
    if code not in d["depots"][depot - 1]:  # (a word that names no tile never gets here: see die_action)
        return msg(N_("There is no {tile} tile in depot {depot}."), depot=depot, tile=terms.tile(code))
    pending = d["pending"][-1] if d["pending"] else {}
    if "kinds" in pending and TILES[code]["colour"] not in pending["kinds"]:  # a building's take (COB-103..105)
        return msg(N_("Now you may take only {tiles}."), tiles=terms.route_tiles(pending["kinds"]))
    if depot in dice:  # the die is there: something else is in the way
        return None
    return _depot_die(depot, shown(depot))


def _depot_die(depot: int, shown):
    return msg(N_("Taking from depot {depot} needs a die showing {depot}; your unused dice show {shown}."),
               depot=depot, shown=shown)


def _place(d: dict, seat: int, p: dict, target: str, dice: list[int], shown):
    code, _, where = target.partition("@")
    if code not in E.usable_storage(d, seat):
        if T.on(d) and code in E.private_storage(d, T.partner(d, seat)):  # COB-237
            return msg(N_("Your partner keeps {tile} on their own storage space: only they can place that tile."),
                       tile=terms.tile(code))
        return _not_stored(code)
    b, tile = board(p["board"]), TILES[code]
    space = parse_int(where, 1, b.size)
    if space is None:
        return msg(N_("The spaces of your duchy are numbered 1 to {size}."), size=b.size)
    name = terms.tile(code)
    if D.covered(p, space):
        return msg(N_("Space {space} is already covered."), space=space)
    if not D.colour_fits(b, code, space):
        return plural("Space {space} is a {colour} space: {tile} goes only on a {tile_colour} space.",
                      "Space {space} is a {colour} space: {tile} go only on a {tile_colour} space.", "n",
                      space=space, colour=terms.COLOURS[b.colour[space]], tile=name,
                      tile_colour=terms.COLOURS[tile["colour"]], n=terms.tile_number(code))
    if not D.touches_covered(b, p, space) and not D.has_shield(p, 18):
        return msg(N_("Space {space} does not touch any tile of your duchy yet: place next to a covered space."),
                   space=space)
    if not D.building_allowed(b, p, code, space):
        if tile["kind"] == "inn":
            return N_("That area already has an inn: at most one inn per area.")
        return msg(N_("That city already has a {tile}: each kind of building only once per city."), tile=name)
    if b.die[space] not in dice:
        return msg(N_("Space {space} needs a die showing {die}; your unused dice show {shown}."), space=space,
                   die=b.die[space], shown=shown(b.die[space]))
    return msg(N_("{tile} cannot go on space {space} now."), tile=name, space=space)


def purchase(st, seat: int, words: list[str]):
    """Why "buy SRC TILE" is refused while a purchase is open (COB-080/081; monastery 6: any depot, COB-156)."""
    d = st.data
    if len(words) == 2 and words[1] == "black":  # the tile left out
        tiles = [c for c in d["black"] if c]
        return msg(N_("Name the tile too, e.g. buy black {code}."), code=_typed_tile(tiles[0])) if tiles else \
            N_("The black depot is empty.")
    if len(words) < 3:
        return None
    src, code = words[1], words[2]
    name = terms.tile(code) if code in TILES else code
    if src == "black":
        if code not in d["black"]:
            return msg(N_("The black depot has no {tile} tile."), tile=name)
        return _paid_with_workers(st, seat, words[3:])
    depot = parse_int(src, 1, 6)
    if depot is None:
        return N_("Buy from the black depot: buy black TILE.")
    if not D.has_mon(E.estate(d, seat), 6):
        return N_("Tiles are bought from the black depot (from any depot only with monastery 6).")
    if code not in d["depots"][depot - 1]:
        return msg(N_("There is no {tile} tile in depot {depot}."), depot=depot, tile=name)
    return _paid_with_workers(st, seat, words[3:])


def _paid_with_workers(st, seat: int, rest: list[str]):
    """Why "... with N workers" is refused: workers pay only with monastery 6 (COB-156), one silver each, and
    the player must have them and the silver still due."""
    if rest[:1] != ["with"]:
        return None
    p = E.estate(st.data, seat)
    price = SCORING["purchase_price"]
    if not D.has_mon(p, 6):
        return N_("Workers pay for a purchase only with monastery 6; else it costs silver.")
    workers = parse_int(rest[1]) if len(rest) > 1 else None
    if workers is None or not 1 <= workers <= price:
        return msg(N_("A purchase costs {silver}; each worker pays 1 of it, so 1 to {n} workers."),
                   silver=terms.silver(price), n=price)
    if workers > p["workers"]:
        return msg(N_("You have {workers}."), workers=terms.workers(p["workers"]))
    if price - workers > p["silver"]:
        return msg(N_("With {workers} you still pay {silver}; you have {have}."), workers=terms.workers(workers),
                   silver=terms.silver(price - workers), have=terms.silver(p["silver"]))
    if len(rest) == 2:  # "with 2": the word "workers" left out
        return msg(N_("Say it in full: with {workers}."), workers=terms.workers(workers))
    return None


def stored(st, seat: int, words: list[str]):
    """Why "discard TILE" is refused when the storage is full: the tile is not stored."""
    if len(words) == 2 and words[1] not in E.usable_storage(st.data, seat):
        return _not_stored(words[1])
    return None


def _not_stored(code: str):
    """No such tile in the storage: named as players read it, or as typed when it names no tile."""
    if code in TILES:
        return msg(N_("You have no {tile} tile in your storage."), tile=terms.tile(code))
    return msg(N_("You have no {code} tile in your storage."), code=code)


def shipping(st, seat: int, words: list[str]):
    """Why "ship D [keep C C]" is refused: no such depot, no goods there (COB-090), not next to the first
    depot (monastery 5's second depot), or the colours kept are not a choice (COB-092)."""
    d = st.data
    depot = parse_int(words[1], 1, 6) if len(words) >= 2 else None
    if depot is None:
        return N_("The depots are numbered 1 to 6.")
    goods = d["depot_goods"][depot - 1]
    if not goods:
        return msg(N_("Depot {depot} has no goods."), depot=depot)
    if d["decision"] == "ship_adjacent":
        first = d["pending"][-1]["depot"]
        if depot not in ring_neighbours(first):
            a, b = ring_neighbours(first)
            return msg(N_("Monastery 5 adds the goods of a depot next to depot {depot}: {a} or {b}."), depot=first,
                       a=a, b=b)
    choices = E.goods_choices(E.estate(d, seat), goods, solo.goods_colour_limit(d))
    if choices == [()] and any(not E.estate(d, seat)["goods"][c] for c in goods):  # no room for a new colour
        return msg(N_("Your goods storage has no room for a new colour: only colours you already hold are taken; type "
                      "ship {depot}."), depot=depot)
    if len(choices) == 1:
        return msg(N_("Every colour of depot {depot} fits your storage: type ship {depot}."), depot=depot)
    new = sorted({c for k in choices for c in k})
    return plural("Your storage has room for one new colour: keep one of {colours}, e.g. ship {depot} keep {example}.",
                  "Your storage has room for {n} new colours: keep {n} of {colours}, e.g. ship {depot} keep {example}.",
                  "n", n=len(choices[0]), colours=either(terms.goods(c) for c in new), depot=depot,
                  example=" ".join(map(str, choices[0])))

