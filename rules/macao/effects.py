"""What Macao's cards do: each of the 102 card names in ONE place below (its rule id, when it works, its text
as a message, and its behaviour: a phase-3 use, a query the engine asks, a hook the engine calls, or its
end-game points), registered in EFFECTS by name. The engine never names a card: it asks the hooks of this
module (engine.HOOKS lists them once), which look the cards up in EFFECTS.

Only activated cards work (MAC-080: players[s]["active_cards"]). A card is used at most once per round unless
its rule says otherwise (MAC-081); uses this round are counted in players[s]["used"] as {str(card id): n}
(engine.mark_used; the engine empties it each round). Once-per-round triggers and discounts count there too.

The hooks (engine.HOOKS; the engine marks a card id it gets back from a discount / payment query as used):
  phase 1   may_skip_card(st, seat) -> bool                                   Müssiggänger
  phase 2   die_shift(st, seat) -> card | None                                Meister
            on_die(st, seat, colour, value, sector, ctx)                      Forscher (+1 cube), Professor
  phase 3   usable(st, seat) -> [cards]; use(st, seat, card, ctx)             cards used (the engine counts
                                                                              and logs the use)
            activation_discount(st, seat, card) -> card | None                Archiv / Kran / Heiler
            activation_by_gold(st, seat, card) -> (card, 4) | None            Graf
            activation_free(st, seat, card) -> card | None                    Handwerker
            on_activate(st, seat, card, ctx)                                  Baumeister, Kämmerer, Spital
            district_discount(st, seat) -> card | None                        Spekulant
            district_by_gold(st, seat) -> (card, 3) | None                    Herold
            districts_per_round(st, seat) -> int                              Nachtwächter
            on_district(st, seat, district, tile, ctx)                        Zimmerman, Brunnen
            joker_uses(st, seat) -> int                                       Gaukler
            tributes_per_round(st, seat) -> int; on_tribute(st, seat, ctx)    Diplomat; Botschaft, Gesandter
            delivery_points(st, seat, good, value) -> PP                      the 8 warehouses
            on_deliver(st, seat, good, ctx)                                   Böttcherei, Leuchtturm
            on_ship(st, seat, spaces, ctx)                                    Kapitän (every space, K-17)
            wall_on_top(st, seat) -> bool                                     Turm
  game end  no_card_penalty(st, seat) -> bool; end_points(st, seat) -> {card: PP}   Abt; Spielende cards
  words     card_text(card) -> message
  choices   DECISIONS {kind: (legal, perform)} (perform pops its own item), prompt(st, seat, item)

Decisions pushed by cards (C = cube colour, N = card number); the engine's own `pay` (cubes of any colour),
`cube` (a cube of any colour gained) and `ship_free` (Segelmacherei, Steuermann) are used for the rest:
  cathedral  pay C | stop          Kathedrale: one more cube of a colour not yet paid, 1 PP; default stop
  bury       discard N | keep      Totengräber: an activated person discarded for 2 gold; default keep
                                   (nothing discarded, no gold)
"""
from __future__ import annotations

from dataclasses import dataclass

from rules.core import Action
from rules.core.text import N_, msg, plural, seat as seat_ref
from rules.macao import cards as K
from rules.macao import rose as R
from rules.macao import terms as W

COLOURS = K.COLOURS


@dataclass
class Effect:
    """One card name: its rule, timing and text; `use`/`can`/`limit` for a phase-3 use (limit None: any
    number of times); `end` for its game-end points; `needs` a per-card data field (good, ship_spaces)."""
    name: str
    rule: str
    timing: str
    text: object
    use: object = None
    can: object = None
    limit: int | None = 1
    end: object = None
    needs: str | None = None
    office: str | None = None  # a colour: "gain 1 gold when you use that office card"


EFFECTS: dict[str, Effect] = {}


def card(name, rule, timing, text, *, can=None, limit=1, needs=None, office=None):
    """Register a card name; decorate its phase-3 use with the result, or call it alone for a card that is only
    asked (a modifier, a trigger: its queries follow it)."""
    e = Effect(name, rule, timing, text, can=can, limit=limit, needs=needs, office=office)
    EFFECTS[name] = e

    def register(fn):
        e.use = fn
        return fn
    return register


def scores(name, rule, text):
    """Register a game-end card: the decorated function gives its points (st, seat, card id) -> int."""
    e = Effect(name, rule, "game_end", text)
    EFFECTS[name] = e

    def register(fn):
        e.end = fn
        return fn
    return register


# ---- small readers ---------------------------------------------------------------------------------------

def _p(st, seat: int) -> dict:
    return st.data["players"][seat]


def active(st, seat: int) -> list[int]:
    """The seat's activated cards (MAC-080)."""
    return list(_p(st, seat)["active_cards"])


def owned(st, seat: int, name: str) -> list[int]:
    """The seat's activated cards of that name."""
    return [c for c in active(st, seat) if K.card(c).name == name]


def has(st, seat: int, name: str) -> bool:
    return bool(owned(st, seat, name))


def count_type(st, seat: int, kind: str) -> int:
    return sum(1 for c in active(st, seat) if K.card(c).type == kind)


def offices_of(st, seat: int, colour: str) -> int:
    return sum(1 for c in active(st, seat) if K.card(c).type == "office" and K.card(c).colour == colour)


def uses(st, seat: int, cid: int) -> int:
    return _p(st, seat)["used"].get(str(cid), 0)


def _mark(st, seat: int, cid: int) -> None:
    used = _p(st, seat)["used"]
    used[str(cid)] = used.get(str(cid), 0) + 1


def _fresh(st, seat: int, name: str) -> int | None:
    """An activated card of that name not yet used this round (once-per-round triggers and discounts)."""
    for c in owned(st, seat, name):
        if uses(st, seat, c) == 0:
            return c
    return None


def _cubes(st, seat: int) -> dict:
    return _p(st, seat)["cubes"]


def _cube_total(st, seat: int) -> int:
    return sum(_cubes(st, seat).values())


def _fire(st, seat: int, cid: int, ctx) -> None:
    """A card that works by itself (a trigger): counted as used this round and named in the log."""
    _mark(st, seat, cid)
    if ctx is not None:
        ctx.log(N_("{player} uses {card}."), player=seat_ref(seat), card=K.name(cid))


def _gain(st, seat, what, n, ctx):
    if n > 0:
        E.gain(st, seat, what, n, ctx)


def _pay(st, seat, what, n, ctx):
    if n > 0:
        E.pay(st, seat, what, n, ctx)


def _wall_order(st) -> list[int]:
    return E.wall_order(st)


def _districts(st, seat: int) -> list[int]:
    return [i for i, d in enumerate(st.data["districts"]) if d["owner"] == seat]


def _board(st):
    from rules.macao.components import board
    return board(st)


# ---- the office cards (MAC-100..106): each a separate card, once a round (Schreiber: twice) -----------------

def _office_can(st, seat: int, cid: int) -> bool:
    """MAC-106/177/K-13: each office card once a round; with Schreiber, per colour one card a second time."""
    colour = K.card(cid).colour
    if _cubes(st, seat).get(colour, 0) < 1:
        return False
    n = uses(st, seat, cid)
    if n == 0:
        return True
    if n >= 2 or not has(st, seat, "Schreiber"):
        return False
    same = [c for c in active(st, seat) if K.card(c).type == "office" and K.card(c).colour == colour]
    return all(uses(st, seat, c) < 2 for c in same)


def _use_office(st, seat: int, cid: int, ctx) -> None:
    """Pay 1 cube of the card's colour, gain 1 gold; then the cards that pay for using that office (once a
    round each: Grenzposten, Richter, Vermesser, Schatzmeister, Magistrat, Exerzierplatz)."""
    colour = K.card(cid).colour
    _pay(st, seat, colour, 1, ctx)
    _gain(st, seat, "gold", 1, ctx)
    for e in EFFECTS.values():
        if e.office == colour:
            other = _fresh(st, seat, e.name)
            if other is not None:
                _fire(st, seat, other, ctx)
                _gain(st, seat, "gold", 1, ctx)


for _name, _rule, _text in (
        ("Zoll", "MAC-100", N_("Pay 1 red cube: gain 1 gold")),
        ("Justiz", "MAC-101", N_("Pay 1 blue cube: gain 1 gold")),
        ("Bau", "MAC-102", N_("Pay 1 green cube: gain 1 gold")),
        ("Finanzen", "MAC-103", N_("Pay 1 grey cube: gain 1 gold")),
        ("Verwaltung", "MAC-104", N_("Pay 1 purple cube: gain 1 gold")),
        ("Militärwesen", "MAC-105", N_("Pay 1 black cube: gain 1 gold"))):
    card(_name, _rule, "phase3", _text, can=_office_can, limit=None)(_use_office)

# The cards that pay 1 gold when their office card is used (MAC-081: "when", once a round); fired by
# _use_office above.
card("Grenzposten", "MAC-140", "phase3", N_("Gain 1 gold when you use a Zoll card"), office="red")
card("Richter", "MAC-172", "phase3", N_("Gain 1 gold when you use a Justiz card"), office="blue")
card("Vermesser", "MAC-191", "phase3", N_("Gain 1 gold when you use a Bau card"), office="green")
card("Schatzmeister", "MAC-174", "phase3", N_("Gain 1 gold when you use a Finanzen card"), office="grey")
card("Magistrat", "MAC-157", "phase3", N_("Gain 1 gold when you use a Verwaltung card"), office="purple")
card("Exerzierplatz", "MAC-126", "phase3", N_("Gain 1 gold when you use a Militärwesen card"), office="black")

# MAC-177, K-13: Schreiber is read by _office_can above.
card("Schreiber", "MAC-177", "phase3",
     N_("Of each office colour, one of your office cards may be used twice a round"))


def _offices_used(st, seat: int) -> set:
    """The colours of the office cards the seat used this round (Amtsdiener, Amtsstube)."""
    return {K.card(c).colour for c in active(st, seat) if K.card(c).type == "office" and uses(st, seat, c)}


@card("Amtsdiener", "MAC-111", "phase3", N_("Gain 1 gold for each office colour you used this round"),
      can=lambda st, s, c: bool(_offices_used(st, s)))
def _amtsdiener(st, seat, cid, ctx):
    _gain(st, seat, "gold", len(_offices_used(st, seat)), ctx)


@card("Amtsleiter", "MAC-112", "phase3", N_("Gain 1 gold if you have at least 3 activated office cards"),
      can=lambda st, s, c: count_type(st, s, "office") >= 3)
def _amtsleiter(st, seat, cid, ctx):
    _gain(st, seat, "gold", 1, ctx)


@card("Amtsstube", "MAC-113", "phase3", N_("Gain 1 PP if you used an office card this round"),
      can=lambda st, s, c: bool(_offices_used(st, s)))
def _amtsstube(st, seat, cid, ctx):
    _gain(st, seat, "pp", 1, ctx)


def _per_office(colour):
    def can(st, seat, cid):
        return offices_of(st, seat, colour) >= 1

    def use(st, seat, cid, ctx):
        _gain(st, seat, "pp", offices_of(st, seat, colour), ctx)
    return can, use


for _name, _rule, _colour, _text in (
        ("Gericht", "MAC-133", "blue", N_("Gain 1 PP for each activated Justiz card")),
        ("Rathaus", "MAC-169", "purple", N_("Gain 1 PP for each activated Verwaltung card")),
        ("Steinbruch", "MAC-186", "green", N_("Gain 1 PP for each activated Bau card")),
        ("Zollstation", "MAC-197", "red", N_("Gain 1 PP for each activated Zoll card"))):
    _can, _use = _per_office(_colour)
    card(_name, _rule, "phase3", _text, can=_can)(_use)

for _name, _rule, _colour, _text in (
        ("Festung", "MAC-127", "black", N_("Gain 1 PP if you have a Militärwesen card activated")),
        ("Schatzkammer", "MAC-173", "grey", N_("Gain 1 PP if you have a Finanzen card activated"))):
    card(_name, _rule, "phase3", _text, can=(lambda colour: lambda st, s, c: offices_of(st, s, colour) >= 1)(_colour))(
        lambda st, seat, cid, ctx: _gain(st, seat, "pp", 1, ctx))


# ---- plain income (MAC-115, 124, 129, 131, 132, 154, 156, 162, 180, 194, 195) ------------------------------

def _income(name, rule, text, what, n):
    card(name, rule, "phase3", text)(lambda st, seat, cid, ctx: _gain(st, seat, what, n, ctx))


_income("Bank", "MAC-115", N_("Gain 2 gold"), "gold", 2)
_income("Donna Blu", "MAC-124", N_("Gain 1 blue cube"), "blue", 1)
_income("Frau Rot", "MAC-129", N_("Gain 1 red cube"), "red", 1)
_income("Lady Black", "MAC-154", N_("Gain 1 black cube"), "black", 1)
_income("Madame Vert", "MAC-156", N_("Gain 1 green cube"), "green", 1)
_income("Miss Grey", "MAC-162", N_("Gain 1 grey cube"), "grey", 1)
_income("Senora Violeta", "MAC-180", N_("Gain 1 purple cube"), "purple", 1)
_income("Gelehrter", "MAC-132", N_("Gain 1 cube of any colour"), "cube:any", 1)


@card("Geldverleiher", "MAC-131", "phase3", N_("Gain 1 gold and 1 PP"))
def _geldverleiher(st, seat, cid, ctx):
    _gain(st, seat, "gold", 1, ctx)
    _gain(st, seat, "pp", 1, ctx)


def _inn(partner):
    def use(st, seat, cid, ctx):
        _gain(st, seat, "gold", 3 if has(st, seat, partner) else 1, ctx)
    return use


card("Wirt", "MAC-194", "phase3", N_("Gain 1 gold, or 3 gold if you also have Wirthaus activated"))(_inn("Wirthaus"))
card("Wirthaus", "MAC-195", "phase3", N_("Gain 1 gold, or 3 gold if you also have Wirt activated"))(_inn("Wirt"))


# ---- income on a condition: usable only while it holds ---------------------------------------------------

def _empty_spaces(st, seat: int) -> int:
    from rules.macao.components import CARD_SPACES
    return CARD_SPACES - len(_p(st, seat)["board"])


@card("Kutscher", "MAC-152", "phase3", N_("Gain 1 gold if you have at least 3 activated buildings"),
      can=lambda st, s, c: count_type(st, s, "building") >= 3)
def _kutscher(st, seat, cid, ctx):
    _gain(st, seat, "gold", 1, ctx)


@card("Mik's Tavern", "MAC-159", "phase3", N_("Gain 1 gold if you have at least 3 activated persons"),
      can=lambda st, s, c: count_type(st, s, "person") >= 3)
def _miks(st, seat, cid, ctx):
    _gain(st, seat, "gold", 1, ctx)


@card("Schule", "MAC-178", "phase3", N_("Gain 1 gold if at least 2 of your 5 card spaces are empty"),
      can=lambda st, s, c: _empty_spaces(st, s) >= 2)
def _schule(st, seat, cid, ctx):
    _gain(st, seat, "gold", 1, ctx)


@card("Universität", "MAC-190", "phase3", N_("Gain 1 PP if at least 2 of your 5 card spaces are empty"),
      can=lambda st, s, c: _empty_spaces(st, s) >= 2)
def _universitaet(st, seat, cid, ctx):
    _gain(st, seat, "pp", 1, ctx)


@card("Soldat", "MAC-182", "phase3", N_("Gain 1 gold for every 4 of your control markers in the city"),
      can=lambda st, s, c: len(_districts(st, s)) >= 4)
def _soldat(st, seat, cid, ctx):
    _gain(st, seat, "gold", len(_districts(st, seat)) // 4, ctx)


@card("Schiffsjunge", "MAC-175", "phase3", N_("Gain 1 PP if you have at most 2 goods tiles on your ship"),
      can=lambda st, s, c: len(_p(st, s)["goods"]) <= 2)
def _schiffsjunge(st, seat, cid, ctx):
    _gain(st, seat, "pp", 1, ctx)


@card("Kapelle", "MAC-147", "phase3", N_("Gain 1 PP if you have already gained PP this round"),
      can=lambda st, s, c: _p(st, s)["gained"]["pp"] >= 1)
def _kapelle(st, seat, cid, ctx):
    _gain(st, seat, "pp", 1, ctx)


@card("Pfandleihe", "MAC-166", "phase3", N_("Gain 1 gold if you have already gained gold this round"),
      can=lambda st, s, c: _p(st, s)["gained"]["gold"] >= 1)
def _pfandleihe(st, seat, cid, ctx):
    _gain(st, seat, "gold", 1, ctx)


def _strictly(st, seat: int, better) -> bool:
    """K-05: strictly ahead of (or behind) every other player on the prestige track."""
    mine = _p(st, seat)["pp"]
    return all(better(mine, _p(st, s)["pp"]) for s in range(st.n) if s != seat)


@card("Kloster", "MAC-150", "phase3", N_("Gain 1 PP if you lead the prestige track"),
      can=lambda st, s, c: _strictly(st, s, lambda a, b: a > b))
def _kloster(st, seat, cid, ctx):
    _gain(st, seat, "pp", 1, ctx)


@card("Bettler", "MAC-118", "phase3", N_("Gain 1 cube of any colour if you are last on the prestige track"),
      can=lambda st, s, c: _strictly(st, s, lambda a, b: a < b))
def _bettler(st, seat, cid, ctx):
    _gain(st, seat, "cube:any", 1, ctx)


@card("Tor", "MAC-188", "phase3", N_("Gain 1 PP if your wall disc is first in wall order"),
      can=lambda st, s, c: _wall_order(st)[0] == s)
def _tor(st, seat, cid, ctx):
    _gain(st, seat, "pp", 1, ctx)


@card("Kanonier", "MAC-146", "phase3", N_("Gain 1 gold if your wall disc is last in wall order"),
      can=lambda st, s, c: _wall_order(st)[-1] == s)
def _kanonier(st, seat, cid, ctx):
    _gain(st, seat, "gold", 1, ctx)


@card("Wachposten", "MAC-193", "phase3",
      N_("If your wall disc is not first in wall order, advance it 1 space for free"),
      can=lambda st, s, c: _wall_order(st)[0] != s and _wall_room(st, s))
def _wachposten(st, seat, cid, ctx):
    E.move_wall(st, seat, 1, ctx, free=True)


def _wall_room(st, seat: int) -> bool:
    from rules.macao import wall
    return wall.spaces_left(st, seat) > 0  # MAC-069: a disc on the last space moves no more


# ---- exchanges: pay something, gain something ------------------------------------------------------------

@card("Bischof", "MAC-119", "phase3", N_("Pay 1 gold: gain 2 PP"), can=lambda st, s, c: _p(st, s)["gold"] >= 1)
def _bischof(st, seat, cid, ctx):
    _pay(st, seat, "gold", 1, ctx)
    _gain(st, seat, "pp", 2, ctx)


@card("Edler", "MAC-125", "phase3", N_("Pay 2 gold: gain 1 cube of any colour"),
      can=lambda st, s, c: _p(st, s)["gold"] >= 2)
def _edler(st, seat, cid, ctx):
    _pay(st, seat, "gold", 2, ctx)
    _gain(st, seat, "cube:any", 1, ctx)


def _pay_cubes(n: int, then: str):
    """Pay n cubes of any colours (the engine's `pay` choices), then gain 1 gold or 1 cube of any colour. The
    cube gained is asked after the payment (pushed first: the stack answers the payment first)."""
    def use(st, seat, cid, ctx):
        if then == "cube":
            _gain(st, seat, "cube:any", 1, ctx)
            _pay(st, seat, "cube:any", n, ctx)
        else:
            _pay(st, seat, "cube:any", n, ctx)
            _gain(st, seat, "gold", 1, ctx)
    return use


card("Goldschmied", "MAC-136", "phase3", N_("Pay 1 cube of any colour: gain 1 gold"),
     can=lambda st, s, c: _cube_total(st, s) >= 1)(_pay_cubes(1, "gold"))
# MAC-137, MAC-081: Goldsucher may be used any number of times a round.
card("Goldsucher", "MAC-137", "phase3", N_("Pay 3 cubes of any colours: gain 1 gold, as often as you like"),
     can=lambda st, s, c: _cube_total(st, s) >= 3, limit=None)(_pay_cubes(3, "gold"))
card("Laden", "MAC-153", "phase3", N_("Pay 2 cubes of any colours: gain 1 cube of any colour"),
     can=lambda st, s, c: _cube_total(st, s) >= 2)(_pay_cubes(2, "cube"))


@card("Kathedrale", "MAC-149", "phase3", N_("Pay up to 6 cubes, each of another colour: gain 1 PP per cube"),
      can=lambda st, s, c: _cube_total(st, s) >= 1)
def _kathedrale(st, seat, cid, ctx):
    E.push(st, {"kind": "cathedral", "seat": seat, "card": cid, "paid": []})


@card("Totengräber", "MAC-189", "phase3", N_("Discard one of your activated persons: gain 2 gold"),
      can=lambda st, s, c: count_type(st, s, "person") >= 1)
def _totengraeber(st, seat, cid, ctx):
    # K-09: any activated person, Totengräber itself included.
    E.push(st, {"kind": "bury", "seat": seat, "card": cid})


# ---- the ship ------------------------------------------------------------------------------------------

def _sail_can(st, seat, cid):
    return K.card(cid).ship_spaces > 0


def _sail(pay_gold: int):
    def use(st, seat, cid, ctx):
        _pay(st, seat, "gold", pay_gold, ctx)
        E.free_ship(st, seat, K.card(cid).ship_spaces, ctx, cid)
    return use


# MAC-179, K-16: up to ship_spaces (2, in data), free, once a round; MAC-187: up to 4 (in data) for 1 gold.
# Their texts take the number of spaces from the card (card_text).
card("Segelmacherei", "MAC-179", "phase3",
     lambda n: plural("Move your ship up to {n} space without paying cubes",
                      "Move your ship up to {n} spaces without paying cubes", "n", n=n),
     can=_sail_can, needs="ship_spaces")(_sail(0))
card("Steuermann", "MAC-187", "phase3",
     lambda n: plural("Pay 1 gold: move your ship up to {n} space without paying cubes",
                      "Pay 1 gold: move your ship up to {n} spaces without paying cubes", "n", n=n),
     can=lambda st, s, c: _sail_can(st, s, c) and _p(st, s)["gold"] >= 1, needs="ship_spaces")(_sail(1))

for _name, _good, _text in (
        ("Gewürzlager", "spices", N_("Each spices tile you deliver scores double PP")),
        ("Jadelager", "jade", N_("Each jade tile you deliver scores double PP")),
        ("Lackwarenlager", "lacquer", N_("Each lacquer tile you deliver scores double PP")),
        ("Papierlager", "paper", N_("Each paper tile you deliver scores double PP")),
        ("Porzellanlager", "porcelain", N_("Each porcelain tile you deliver scores double PP")),
        ("Reislager", "rice", N_("Each rice tile you deliver scores double PP")),
        ("Seidenlager", "silk", N_("Each silk tile you deliver scores double PP")),
        ("Teelager", "tea", N_("Each tea tile you deliver scores double PP"))):
    card(_name, "MAC-135", "phase3", _text, needs="good")
card("Böttcherei", "MAC-121", "phase3", N_("Gain 1 extra PP for each goods tile you deliver (never doubled)"))
card("Leuchtturm", "MAC-155", "phase3", N_("Gain 1 gold for each goods tile you deliver"))


def delivery_points(st, seat: int, good: str, value: int) -> int:
    """MAC-135: a warehouse of the good doubles the delivery space's PP (Böttcherei's is never doubled)."""
    doubled = any(K.card(c).good == good for c in active(st, seat))
    return 2 * value if doubled else value


def on_deliver(st, seat: int, good: str, ctx) -> None:
    """After each tile delivered: the warehouse counted as used, Böttcherei 1 PP (MAC-121), Leuchtturm 1 gold
    (MAC-155); each tile (MAC-081 "for each")."""
    for c in active(st, seat):
        k = K.card(c)
        if k.good == good:
            _mark(st, seat, c)
        elif k.name == "Böttcherei":
            _fire(st, seat, c, ctx)
            _gain(st, seat, "pp", 1, ctx)
        elif k.name == "Leuchtturm":
            _fire(st, seat, c, ctx)
            _gain(st, seat, "gold", 1, ctx)


card("Kapitän", "MAC-148", "phase3", N_("Gain 1 PP once you have moved your ship at least 2 spaces this round"))


def on_ship(st, seat: int, spaces: int, ctx) -> None:
    """After every ship move, paid or free (K-17; the engine counts the round's spaces in done["ship"]):
    Kapitän gives 1 PP once a round as soon as the total reaches 2."""
    c = _fresh(st, seat, "Kapitän")
    if c is not None and _p(st, seat)["done"]["ship"] >= 2:
        _fire(st, seat, c, ctx)
        _gain(st, seat, "pp", 1, ctx)


# ---- activating cards: discounts and other payments -----------------------------------------------------

# MAC-114/151/143, K-14: one cube less for an office card / building / person, once a round each.
DISCOUNT = {"office": "Archiv", "building": "Kran", "person": "Heiler"}
card("Archiv", "MAC-114", "phase3", N_("Activating an office card costs 1 cube less, once a round"))
card("Kran", "MAC-151", "phase3", N_("Activating a building costs 1 cube less, once a round"))
card("Heiler", "MAC-143", "phase3", N_("Activating a person costs 1 cube less, once a round"))
card("Graf", "MAC-139", "phase3", N_("Once a round, pay 4 gold instead of the cubes to activate a card"))
card("Handwerker", "MAC-141", "phase3",
     N_("Once a round, activate a card without spending its cubes (you must hold them)"))
GRAF_GOLD = 4

# Fired after an activation (MAC-081 "when": once a round each): the card type and the gold it gives.
WHEN_ACTIVATED = {"Baumeister": ("building", 2), "Kämmerer": ("office", 1), "Spital": ("person", 1)}
card("Baumeister", "MAC-117", "phase3", N_("Gain 2 gold when you activate a building"))
card("Kämmerer", "MAC-145", "phase3", N_("Gain 1 gold when you activate an office card"))
card("Spital", "MAC-184", "phase3", N_("Gain 1 gold when you activate a person"))


def activation_discount(st, seat: int, cid: int) -> int | None:
    """MAC-114/151/143, K-14: the unused Archiv / Kran / Heiler that spares 1 cube of activating `cid` (the
    player chooses the cube; the engine marks the card used when it is applied)."""
    return _fresh(st, seat, DISCOUNT[K.card(cid).type])


def activation_by_gold(st, seat: int, cid: int) -> tuple | None:
    """MAC-139 Graf: (Graf, 4 gold) instead of the cubes, once a round."""
    g = _fresh(st, seat, "Graf")
    return None if g is None else (g, GRAF_GOLD)


def activation_free(st, seat: int, cid: int) -> int | None:
    """MAC-141 Handwerker, once a round: activate without spending; the engine checks that the seat holds the
    card's full printed cost among its active cubes."""
    return _fresh(st, seat, "Handwerker")


def on_activate(st, seat: int, cid: int, ctx) -> None:
    """After `cid` was activated: Baumeister / Kämmerer / Spital (MAC-117/145/184), once a round each."""
    kind = K.card(cid).type
    for name, (of, gold) in WHEN_ACTIVATED.items():
        if of == kind:
            other = _fresh(st, seat, name)
            if other is not None:
                _fire(st, seat, other, ctx)
                _gain(st, seat, "gold", gold, ctx)


# ---- districts and jokers (MAC-060..066) -----------------------------------------------------------------

card("Spekulant", "MAC-183", "phase3", N_("Taking a district costs 1 cube less"))
card("Herold", "MAC-144", "phase3", N_("You may pay 3 gold instead of a district's cubes"))
card("Nachtwächter", "MAC-164", "phase3", N_("You may take a second district each round"))
card("Zimmerman", "MAC-196", "phase3", N_("Gain 1 gold each time you take a tile from a district"))
card("Brunnen", "MAC-122", "phase3",
     N_("When you take a tile from a district, advance your wall disc 1 space for free"))
card("Gaukler", "MAC-130", "phase3", N_("Each of your joker tiles may be cashed in twice"))
HEROLD_GOLD = 3


def district_discount(st, seat: int) -> int | None:
    """MAC-183 Spekulant: every district 1 cube less (never below 0; not limited to once a round)."""
    c = owned(st, seat, "Spekulant")
    return c[0] if c else None


def district_by_gold(st, seat: int) -> tuple | None:
    """MAC-144 Herold: (Herold, 3 gold) instead of the district's cubes."""
    c = owned(st, seat, "Herold")
    return (c[0], HEROLD_GOLD) if c else None


def districts_per_round(st, seat: int) -> int:
    """MAC-065/164: one district a round, two with Nachtwächter."""
    return 2 if has(st, seat, "Nachtwächter") else 1


def on_district(st, seat: int, district: int, tile: str | None, ctx) -> None:
    """After the seat took a district and its tile: Zimmerman 1 gold each time (MAC-196), Brunnen 1 free
    wall space once a round (MAC-122; not the wall action)."""
    if tile is None:
        return
    for c in owned(st, seat, "Zimmerman"):
        _fire(st, seat, c, ctx)
        _gain(st, seat, "gold", 1, ctx)
    c = _fresh(st, seat, "Brunnen")
    if c is not None and _wall_room(st, seat):
        _fire(st, seat, c, ctx)
        E.move_wall(st, seat, 1, ctx, free=True)


def joker_uses(st, seat: int) -> int:
    """MAC-130 Gaukler: each joker tile cashed in twice."""
    return 2 if has(st, seat, "Gaukler") else 1


# ---- the tribute (MAC-075..077) ----------------------------------------------------------------------------

card("Diplomat", "MAC-123", "phase3", N_("You may buy PP on the tribute track a second time each round"))
card("Botschaft", "MAC-120", "phase3", N_("Gain 2 extra PP when you buy PP on the tribute track"))
card("Gesandter", "MAC-134", "phase3", N_("Gain 1 cube of any colour each time you buy PP on the tribute track"))


def tributes_per_round(st, seat: int) -> int:
    """MAC-075/123: one purchase a round, two with Diplomat."""
    return 2 if has(st, seat, "Diplomat") else 1


def on_tribute(st, seat: int, ctx) -> None:
    """After a purchase: Botschaft 2 PP once a round, Gesandter 1 cube each time (K-10)."""
    c = _fresh(st, seat, "Botschaft")
    if c is not None:
        _fire(st, seat, c, ctx)
        _gain(st, seat, "pp", 2, ctx)
    for c in owned(st, seat, "Gesandter"):
        _fire(st, seat, c, ctx)
        _gain(st, seat, "cube:any", 1, ctx)


# ---- the wall ------------------------------------------------------------------------------------------

card("Turm", "MAC-160", "continuous", N_("Your wall disc is always on top of its stack"))


def wall_on_top(st, seat: int) -> bool:
    """MAC-160, K-11: Turm keeps its owner's disc on top of any stack (the last space included)."""
    return has(st, seat, "Turm")


# ---- phases 1 and 2 -------------------------------------------------------------------------------------

card("Müssiggänger", "MAC-163", "phase1", N_("Phase 1: you need not take a card"))
card("Meister", "MAC-158", "phase2",
     N_("Phase 2: once a round, place a die's cubes one sector lower or higher (1 to 6)"))
card("Forscher", "MAC-128", "phase2", N_("Phase 2: once a round, take 1 extra cube with a die"))
card("Professor", "MAC-168", "phase2", N_("Phase 2: gain 1 gold for each die you choose that counts as 1"))


def may_skip_card(st, seat: int) -> bool:
    """MAC-035/163: with Müssiggänger the seat may take no card in phase 1."""
    return has(st, seat, "Müssiggänger")


def die_shift(st, seat: int) -> int | None:
    """MAC-158, K-07: Meister lets one die's cubes go one sector lower or higher (1..6, no wrapping); the
    engine offers it while the card is unused this round and marks it used."""
    c = owned(st, seat, "Meister")
    return c[0] if c else None


def on_die(st, seat: int, colour: str, value: int, sector: int, ctx) -> None:
    """After the seat took the cubes of a die (value as it counts, K-08): Professor 1 gold if it counts as 1
    (each die, MAC-168); Forscher 1 extra cube of that colour at the same sector, with the first die of the
    round (K-06: once a round; no choice of die is offered)."""
    if value == 1:
        for c in owned(st, seat, "Professor"):
            _fire(st, seat, c, ctx)
            _gain(st, seat, "gold", 1, ctx)
    f = _fresh(st, seat, "Forscher")
    if f is not None:
        _fire(st, seat, f, ctx)
        R.add(_p(st, seat), sector, colour, 1)
        if ctx is not None:
            ctx.log(N_("{player} takes {cubes} for sector {sector}."), player=seat_ref(seat),
                    cubes=W.cubes(colour, 1), sector=sector)


# ---- game end (MAC-201/202) ----------------------------------------------------------------------------

card("Abt", "MAC-110", "game_end", N_("Game end: no penalty for cards left on your board"))


def no_card_penalty(st, seat: int) -> bool:
    """MAC-110/201: Abt: no -3 for cards left unactivated."""
    return has(st, seat, "Abt")


def _baronesa(st, seat, cid):
    """MAC-116: each Baronesa 3 PP; 4 each with two; 5 each with all three."""
    n = sum(1 for name in ("Baronesa Um", "Baronesa Dois", "Baronesa Três") if has(st, seat, name))
    return {1: 3, 2: 4, 3: 5}[n]


for _name in ("Baronesa Um", "Baronesa Dois", "Baronesa Três"):
    scores(_name, "MAC-116", N_("Game end: 3 PP; 4 PP each with 2 Baronesas, 5 PP each with all 3"))(_baronesa)


@scores("Gouverneur", "MAC-138", N_("Game end: gain 7 PP"))
def _gouverneur(st, seat, cid):
    return 7


@scores("Vizegouverneur", "MAC-192", N_("Game end: gain 4 PP"))
def _vizegouverneur(st, seat, cid):
    return 4


@scores("Hebamme", "MAC-142", N_("Game end: 1 PP for each activated person, this one included"))
def _hebamme(st, seat, cid):
    return count_type(st, seat, "person")


@scores("Residenz", "MAC-171", N_("Game end: 1 PP for each activated building, this one included"))
def _residenz(st, seat, cid):
    return count_type(st, seat, "building")


@scores("Präfektur", "MAC-167", N_("Game end: 1 PP for each activated office card"))
def _praefektur(st, seat, cid):
    return count_type(st, seat, "office")


def _office_counts(st, seat) -> list[int]:
    return [offices_of(st, seat, c) for c in COLOURS]


@scores("Ratsherr", "MAC-170", N_("Game end: 6 PP for each office colour of which you have 3 activated cards"))
def _ratsherr(st, seat, cid):
    return 6 * sum(1 for n in _office_counts(st, seat) if n >= 3)


@scores("Sitzungssaal", "MAC-181", N_("Game end: 2 PP for each pair of activated office cards of one colour"))
def _sitzungssaal(st, seat, cid):
    return 2 * sum(n // 2 for n in _office_counts(st, seat))


@scores("Schmiede", "MAC-176", N_("Game end: 1 PP for each district you control"))
def _schmiede(st, seat, cid):
    return len(_districts(st, seat))


@scores("Statue", "MAC-185", N_("Game end: 3 PP for each dark district you control"))
def _statue(st, seat, cid):
    dark = _board(st).dark
    return 3 * sum(1 for i in _districts(st, seat) if dark[i])


@scores("Palast", "MAC-165", N_("Game end: 2 PP for each activated card that gives PP, this one included"))
def _palast(st, seat, cid):
    # K-04: which cards count is data (cards.yaml gives_pp).
    return 2 * sum(1 for c in active(st, seat) if K.card(c).gives_pp)


def end_points(st, seat: int) -> dict[int, int]:
    """MAC-202b: the PP of each activated game-end card of the seat."""
    out = {}
    for c in active(st, seat):
        e = EFFECTS[K.card(c).name]
        if e.end is not None:
            out[c] = e.end(st, seat, c)
    return out


# ---- phase 3: the cards a player uses -------------------------------------------------------------------

def can_use(st, seat: int, cid: int) -> bool:
    """Whether the seat may use its activated card `cid` now (MAC-078/081)."""
    if cid not in _p(st, seat)["active_cards"]:
        return False
    e = EFFECTS[K.card(cid).name]
    if e.use is None:
        return False
    if e.limit is not None and uses(st, seat, cid) >= e.limit:
        return False
    return e.can is None or bool(e.can(st, seat, cid))


def usable(st, seat: int) -> list[int]:
    """The seat's activated cards it may use now, in the order it activated them."""
    return [c for c in active(st, seat) if can_use(st, seat, c)]


def use(st, seat: int, cid: int, ctx) -> None:
    """MAC-078: use an activated card (the engine has checked usable, counted the use and logged it); may push
    a choice."""
    EFFECTS[K.card(cid).name].use(st, seat, cid, ctx)


def card_text(cid):
    """The card's effect as a message (its Effect's text; Segelmacherei and Steuermann with their spaces)."""
    c = K.card(cid)
    text = EFFECTS[c.name].text
    if EFFECTS[c.name].needs == "ship_spaces":  # a text that counts the card's spaces (in data)
        return text(c.ship_spaces)
    return text


# ---- decisions: legal actions and handlers (each handler pops its item) ----------------------------------

def _most_first(st, seat: int, colours) -> list[str]:
    held = _cubes(st, seat)
    return sorted(colours, key=lambda c: (-held.get(c, 0), COLOURS.index(c)))


CATHEDRAL_MAX = 6


def _cathedral_legal(st, seat: int, item: dict) -> list[Action]:
    """`pay C` (a colour held and not yet paid, while fewer than 6 are paid) | `stop`; default stop."""
    out = []
    if len(item["paid"]) < CATHEDRAL_MAX:
        colours = [c for c in COLOURS if _cubes(st, seat).get(c, 0) > 0 and c not in item["paid"]]
        out = [Action(f"pay {c}", W.cubes(c, 1), N_("Pay"), data=("pay", c)) for c in _most_first(st, seat, colours)]
    label = N_("Pay no more") if item["paid"] else N_("Pay nothing")
    return out + [Action("stop", label, N_("End"), default=True, data=("stop",))]


def _cathedral_perform(st, seat: int, item: dict, action: Action, ctx) -> None:
    st.data["pending"].pop()
    if action.data[0] == "stop":
        return
    colour = action.data[1]
    _pay(st, seat, colour, 1, ctx)
    item["paid"].append(colour)
    _gain(st, seat, "pp", 1, ctx)
    if len(item["paid"]) < CATHEDRAL_MAX and any(
            _cubes(st, seat).get(c, 0) > 0 and c not in item["paid"] for c in COLOURS):
        E.push(st, item)


def _bury_legal(st, seat: int, item: dict) -> list[Action]:
    """`discard N` (an activated person, Totengräber itself included, K-09) | `keep`; default keep."""
    persons = [c for c in active(st, seat) if K.card(c).type == "person"]
    out = [Action(f"discard {c}", K.name(c), N_("Discard"), data=("discard", c)) for c in persons]
    return out + [Action("keep", N_("Discard none"), N_("End"), default=True, data=("keep",))]


def _bury_perform(st, seat: int, item: dict, action: Action, ctx) -> None:
    st.data["pending"].pop()
    if action.data[0] == "keep":
        return
    E.discard_card(st, seat, action.data[1], ctx)
    _gain(st, seat, "gold", 2, ctx)


DECISIONS = {
    "cathedral": (_cathedral_legal, _cathedral_perform),
    "bury": (_bury_legal, _bury_perform),
}


def prompt(st, seat: int, item: dict):
    """The question of a card's decision, naming the card."""
    kind, name = item["kind"], K.name(item["card"])
    if kind == "cathedral":
        return msg(N_("{card}: pay one more cube of a colour not yet paid for 1 PP, or stop."), card=name)
    return msg(N_("{card}: choose an activated person to discard for 2 gold."), card=name)


assert len(EFFECTS) == 102, len(EFFECTS)

# engine.py imports this module; importing it last lets either be loaded first.
from rules.macao import engine as E  # noqa: E402
