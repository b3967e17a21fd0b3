"""Change (ALH-300..308): coins back for overpaying, drawn blind from a bag; coins pay like cards of
their currency and count as money at the end (ALH-306)."""
from __future__ import annotations

from rules.core import OptionSpec
from rules.core.text import N_, listing, seat as who
from rules.alhambra import engine
from rules.alhambra.components import CURRENCIES, MODULES, coins_msg
from rules.alhambra.money import change_for

OPTION = OptionSpec(N_("change"), "bool", False, N_("Change: coins back for every 2 overpaid"))
UNITS_PER_COIN = MODULES["change"]["overpaid_units_per_coin"]


def setup(st):
    """ALH-301: the coin bag holds the same number of coins of each currency."""
    st.data["coin_bag"] = [MODULES["change"]["coins_per_currency"]] * len(CURRENCIES)


def pays_over(st):
    """ALH-303: overpaying earns coins, so every payment reaching the price is a way to pay."""
    return True


def paid(st, seat, space, coins, total, price, ctx):
    """ALH-304/308: coins spent go back into the bag first; ALH-302/303: then one coin drawn blind from
    the bag per 2 overpaid, while the bag lasts. Change is no exact payment (ALH-305)."""
    if coins:
        st.data["players"][seat]["coins"][space] -= coins
        st.data["coin_bag"][space] += coins
    got = [0] * len(CURRENCIES)
    for _ in range(change_for(total - price, UNITS_PER_COIN)):
        cur = engine.draw_coin(st)
        if cur is None:
            break
        got[cur] += 1
        st.data["players"][seat]["coins"][cur] += 1
    if any(got):
        ctx.log(N_("{who} gets change: {coins}."), who=who(seat),
                coins=listing(coins_msg(c, n) for c, n in enumerate(got) if n))


def money_held(st, p, currency):
    return p["coins"][currency]  # ALH-306


def resigned(st, seat, ctx):
    """A resigned seat's coins go back into the bag."""
    p = st.data["players"][seat]
    st.data["coin_bag"] = [a + b for a, b in zip(st.data["coin_bag"], p["coins"])]
    p["coins"] = [0] * len(CURRENCIES)


def view(st, seat, out):
    out["coin_bag"] = sum(st.data["coin_bag"])


def player_view(st, s, pv):
    pv["coins"] = list(st.data["players"][s]["coins"])  # ALH-304: coins lie face up
