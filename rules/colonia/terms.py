"""Game terms as messages (keys marked N_ for the catalogs): what log lines, labels and views name."""
from __future__ import annotations

from rules.core.text import N_, listing, msg, plural

MATERIAL = {"leather": N_("leather"), "iron": N_("iron"), "wood": N_("wood"), "linen": N_("linen"),
            "furs": N_("furs")}
GOOD = {"saddle": N_("saddle"), "cart_wheel": N_("cart wheel"), "painting": N_("painting"), "dress": N_("dress"),
        "shoes": N_("shoes")}
CRAFTSMAN = {"saddler": N_("saddler"), "wainwright": N_("wainwright"), "painter": N_("painter"),
             "tailor": N_("tailor"), "shoemaker": N_("shoemaker")}
CITY = {"bergen": N_("Bergen"), "bruegge": N_("Brügge"), "london": N_("London"), "nowgorod": N_("Nowgorod")}
CURRENCY = {"mark": N_("Mark"), "gulden": N_("Gulden"), "pfund_sterling": N_("Pfund Sterling"),
            "grivna": N_("Grivna")}
DAY = {1: N_("Monday"), 2: N_("Tuesday"), 3: N_("Wednesday"), 4: N_("Thursday"), 5: N_("Friday"),
       6: N_("Saturday"), 7: N_("Sunday")}
# an ordinance's heading in the log: a phrase of its own, as Italian writes a day in lower case mid-sentence
ORDINANCE_OF = {1: N_("Monday's ordinance"), 2: N_("Tuesday's ordinance"), 3: N_("Wednesday's ordinance"),
                4: N_("Thursday's ordinance"), 5: N_("Friday's ordinance"), 6: N_("Saturday's ordinance"),
                7: N_("Sunday's ordinance")}
STREET = {"tue": N_("Tuesday street field"), "wed": N_("Wednesday street field"),
          "thu": N_("Thursday street field"), "fri": N_("Friday street field")}
ORDINANCE = {
    "market_plus_one": N_("Each merchant offers one more raw material."),
    "foreign_merchants": N_("Foreign merchants: the two extra stalls get 4 raw materials each."),
    "recall_from_tuesday_street": N_("Each family may bring 1 to 3 members home from the Tuesday street field."),
    "recall_from_wednesday_street": N_("Each family may bring 1 to 3 members home from the Wednesday street field."),
    "draw_two_raw_materials": N_("Each family may draw 2 raw materials from the bag."),
    "saddler_plus_two": N_("The saddler fulfils two more contracts this week."),
    "wainwright_plus_two": N_("The wainwright fulfils two more contracts this week."),
    "painter_plus_two": N_("The painter fulfils two more contracts this week."),
    "tailor_plus_two": N_("The tailor fulfils two more contracts this week."),
    "shoemaker_plus_two": N_("The shoemaker fulfils two more contracts this week."),
    "recall_from_thursday_street": N_("Each family may bring 1 to 3 members home from the Thursday street field."),
    "extra_hold": N_("Every ship gets an extra hold for any one good, paying 2."),
    "two_ships_depart": N_("The ships on berths I and II depart at once."),
    "one_ship_departs": N_("The ship on berth I departs at once."),
    "roll_for_a_good": N_("Each family rolls the die and takes the good of that number."),
    "two_extra_relics": N_("Two more relics are laid out on the extra spaces."),
    "one_fewer_council_member": N_("Next week every family sends one member fewer to the council."),
    "currency_exchange": N_("Each family may exchange up to 5 of one currency into another."),
}
BERTH = {1: "I", 2: "II", 3: "III", 4: "IV"}


def material(m):
    return MATERIAL.get(m, m)


def good(g):
    return GOOD.get(g, g)


# one good with its article, as a sentence names what a player takes ("takes a dress", "prende un vestito")
GOOD_ONE = {"saddle": N_("a saddle"), "cart_wheel": N_("a cart wheel"), "painting": N_("a painting"),
            "dress": N_("a dress"), "shoes": N_("a pair of shoes")}


def a_good(g):
    return GOOD_ONE.get(g, g)


# a good counted, as the log and the menus count things ("2 cart wheels"; a shoes tile is a pair)
GOOD_COUNTED = {
    "saddle": lambda n: plural("{n} saddle", "{n} saddles", "n", n=n),
    "cart_wheel": lambda n: plural("{n} cart wheel", "{n} cart wheels", "n", n=n),
    "painting": lambda n: plural("{n} painting", "{n} paintings", "n", n=n),
    "dress": lambda n: plural("{n} dress", "{n} dresses", "n", n=n),
    "shoes": lambda n: plural("{n} pair of shoes", "{n} pairs of shoes", "n", n=n),
}


def goods(items):
    """Goods (a list, repeats allowed) as a list of counted goods in the order they first come."""
    count = {}
    for g in items:
        count[g] = count.get(g, 0) + 1
    return listing(GOOD_COUNTED[g](n) if g in GOOD_COUNTED else msg(N_("{thing} ×{n}"), thing=g, n=n)
                   for g, n in count.items())


def money(n, currency):
    return msg(N_("{n} {currency}"), n=n, currency=CURRENCY.get(currency, currency))


def members(n):
    return plural("{n} family member", "{n} family members", "n", n=n)


def ordinance(key):
    return ORDINANCE.get(key, key)


def counted(items: dict, word):
    """{thing: n} as a list of '2 leather' messages."""
    return [msg(N_("{thing} ×{n}"), n=n, thing=word(k)) for k, n in items.items() if n]


def relic(D, rid: str):
    """A relic card as players know it: its city, and whether it is a shrine (the cards have no names; their
    ids are for typed moves only)."""
    r = D.relics[rid]
    if r["shrine"]:
        return msg(N_("shrine of {city}"), city=CITY[r["city"]])
    return msg(N_("relic of {city}"), city=CITY[r["city"]])
