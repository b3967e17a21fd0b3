"""Legal actions per named decision, in player language, and one handler per action kind.

Grammar (canonical texts; S = a stall 1..8, B = a berth 1..4, H = a hold 1..4, N = a relic space 1..12,
G = a good, C = a craftsman, M = a currency):
  good G                   choose a good (a rolled 6 at setup, COL-020, or under COL-ORD-15)
  card N                   Tuesday: the secret family card 3..8 (again to change it until all have chosen)
  vote yes | vote no       a secret vote on the ordinance (again to change it until all have voted)
  stall S                  Wednesday: buy a whole stall with as many family members
  contract C               Thursday: commission the craftsman (his two raw materials, k members)
  load B H                 Friday: load hold H of the ship at berth B
  load B extra G           Friday (COL-ORD-12): the ship's extra hold with one good G
  relic N                  Sunday: buy the relic (or shrine) on space N
  shrine CODE | shrine none   put a relic (ber-04 ...) into the matching shrine, or leave it empty
  secure N                 Sunday: a family member on the relic on space N
  recall K                 an ordinance: K (1-3) of one's members home from a street field
  draw                     an ordinance: 2 raw materials from the bag
  exchange K M1 M2         an ordinance: K (1-5) of currency M1 into M2 at 1:1
  pass                     end one's part of a round, or decline an ordinance's offer
"""
from __future__ import annotations

from rules.colonia import council, craftsmen, engine as E, family, harbour, market, relics, terms
from rules.colonia.components import data
from rules.core import Action
from rules.core.text import N_, msg

G_CARD, G_VOTE, G_MARKET, G_CONTRACT, G_LOAD, G_RELIC, G_SHRINE, G_SECURE, G_ORD, G_GOOD, G_PASS = (
    N_("Family card"), N_("Vote"), N_("Market"), N_("Craftsmen"), N_("Load"), N_("Relics"), N_("Shrine"),
    N_("Secure"), N_("Ordinance"), N_("Good"), N_("Pass"))

PASS = Action("pass", N_("Pass"), G_PASS, default=True, data=("pass",))


def legal(st, seat: int) -> list[Action]:
    d = st.data
    if d["over"]:
        return []
    return LEGAL[d["decision"]](st, seat)


def _good(st, seat):
    D = data(st)
    out = [Action(f"good {g}", terms.good(g), G_GOOD, data=("good", g)) for g in D.goods if st.data["supply"][g] > 0]
    if not out:
        return [Action("good none", N_("No good (the supply is out)"), G_GOOD, default=True, data=("good", None))]
    return [Action(out[0].text, out[0].label, G_GOOD, True, out[0].data)] + out[1:]


def _card(st, seat):
    cards = st.data["players"][seat]["cards"]
    return [Action(f"card {v}", msg(N_("Family card {value}"), value=v), G_CARD, default=i == 0, data=("card", v))
            for i, v in enumerate(cards)]


def _vote(st, seat):
    return [Action("vote yes", N_("Yes"), G_VOTE, data=("vote", "yes")),
            Action("vote no", N_("No"), G_VOTE, default=True, data=("vote", "no"))]


def _market(st, seat):
    out = [Action(f"stall {i + 1}", msg(N_("Stall {stall}: {materials} for {members}"), stall=i + 1,
                                          materials=terms.counted(_count(x["materials"]), terms.material),
                                          members=terms.members(len(x["materials"]))),  # COL-056
                  G_MARKET, data=("stall", i))
           for i, x in enumerate(st.data["stalls"]) if market.can_buy(st, seat, i)]
    return out + [PASS]


def _count(items):
    out = {}
    for m in items:
        out[m] = out.get(m, 0) + 1
    return out


def _contracts(st, seat):
    D = data(st)
    out = [Action(f"contract {c}", msg(N_("{craftsman}: {members}, {materials}"), craftsman=terms.CRAFTSMAN[c],
                                       members=terms.members(craftsmen.cost(st, c)),
                                       materials=terms.counted(_count(D.inputs[c]), terms.material)),
                  G_CONTRACT, data=("contract", c))
           for c in st.data["crafts"] if craftsmen.can_contract(st, seat, c)]
    return out + [PASS]


def _loading(st, seat):
    out = []
    D = data(st)
    for bi, hi, g in harbour.loads(st, seat):
        b = st.data["berths"][bi]
        if hi is None:
            out.append(Action(f"load {bi + 1} extra {g}", msg(N_("Berth {berth}, extra hold: {good} for {money}"),
                                                             berth=terms.BERTH[bi + 1], good=terms.good(g),
                                                             money=terms.money(harbour.EXTRA_PAYS,
                                                                               D.currency[D.ships[b["id"]]["city"]])),
                              G_LOAD, data=("load", bi, None, g)))
        else:
            h = D.ships[b["id"]]["holds"][hi]
            out.append(Action(f"load {bi + 1} {hi + 1}", msg(N_("Berth {berth}, hold {hold}: {goods} for {money}"),
                                                            berth=terms.BERTH[bi + 1], hold=hi + 1,
                                                            goods=terms.goods(h["goods"]),
                                                            money=terms.money(h["pays"], D.currency[D.ships[b["id"]]["city"]])),
                              G_LOAD, data=("load", bi, hi, None)))
    return out + [PASS]


def _buying(st, seat):
    D = data(st)
    out = []
    for i, r in enumerate(st.data["display"]):
        if relics.can_buy(st, seat, i):
            x = D.relics[r["id"]]
            out.append(Action(f"relic {i + 1}", msg(N_("Space {space}: {relic}, {vp} VP, {money}"), space=i + 1,
                                                    relic=terms.relic(D, r["id"]), vp=x["vp"],
                                                    money=terms.money(x["price"], D.currency[x["city"]])),
                              G_RELIC, data=("relic", i)))
    return out + [PASS]


def _shrine(st, seat):
    item = st.data["pending"][-1]
    D = data(st)
    out = [Action(f"shrine {D.code[r]}", msg(N_("Into the shrine: {relic} ({vp} VP)"), relic=terms.relic(D, r),
                                             vp=D.relics[r]["vp"]), G_SHRINE, default=i == 0, data=("shrine", r))
           for i, r in enumerate(relics.shrine_choices(st, seat, item["bought"]))]
    return out + [Action("shrine none", N_("Leave the shrine empty"), G_SHRINE, data=("shrine", None))]


def _securing(st, seat):
    D = data(st)
    out = [Action(f"secure {i + 1}", msg(N_("Secure space {space}: {relic} ({vp} VP)"), space=i + 1,
                                         relic=terms.relic(D, r["id"]), vp=D.relics[r["id"]]["vp"]), G_SECURE,
                  data=("secure", i))
           for i, r in enumerate(st.data["display"]) if relics.can_secure(st, seat, i)]
    return out + [PASS]


def _recall(st, seat):
    n = family.recall_most(st, seat)
    return [Action(f"recall {k}", msg(N_("Bring {members} home"), members=terms.members(k)), G_ORD,
                   data=("recall", k)) for k in range(1, n + 1)] + [PASS]


def _draw(st, seat):
    return [Action("draw", N_("Draw 2 raw materials"), G_ORD, data=("draw",)), PASS]


def _exchange(st, seat):
    D = data(st)
    money = st.data["players"][seat]["money"]
    out = []
    for a in D.currencies:
        for b in D.currencies:
            if a == b:
                continue
            for k in range(1, min(5, money[a]) + 1):
                out.append(Action(f"exchange {k} {a} {b}", msg(N_("{money} into {currency}"),
                                                                money=terms.money(k, a), currency=terms.CURRENCY[b]),
                                  G_ORD, data=("exchange", k, a, b)))
    return out + [PASS]


LEGAL = {"good": _good, "card": _card, "vote": _vote, "market": _market, "contracts": _contracts,
         "loading": _loading, "buying": _buying, "shrine": _shrine, "securing": _securing, "recall": _recall,
         "draw": _draw, "exchange": _exchange}


# ---- handlers -------------------------------------------------------------------------------------------

def perform(st, seat: int, action: Action, ctx) -> None:
    kind = action.data[0]
    HANDLERS[kind](st, seat, action.data, ctx)
    E.settle(st, ctx)


def _pass(st, seat, a, ctx):
    d = st.data
    if d["pending"]:
        d["pending"].pop()
        ctx.log(N_("{player} passes."), player={"seat": seat})  # as a pass anywhere else reads
        return
    E.pass_turn(st, seat, ctx)


def _on_good(st, seat, a, ctx):
    st.data["pending"].pop()
    if a[1] is not None:
        E.take_good(st, seat, a[1])
        ctx.private(seat, N_("You took: {good}."), good=terms.good(a[1]))
        ctx.log(N_("{player} chooses a good."), player={"seat": seat})


def _secret(st, seat, a, ctx):
    council.answer(st, seat, a[1], ctx)


def _turn(handler):
    def run(st, seat, a, ctx):
        handler(st, seat, *a[1:], ctx)
        E.next_turn(st)
    return run


def _on_shrine(st, seat, a, ctx):
    item = st.data["pending"].pop()
    relics.enshrine(st, seat, item["bought"], a[1], ctx)


def _on_recall(st, seat, a, ctx):
    item = st.data["pending"].pop()
    family.recall(st.data["players"][seat], item["street"], a[1])
    ctx.log(N_("{player} brings {members} home from the {street}."), player={"seat": seat},
            members=terms.members(a[1]), street=terms.STREET[item["street"]])


def _on_draw(st, seat, a, ctx):
    st.data["pending"].pop()
    p = st.data["players"][seat]
    got = []
    for _ in range(2):
        m = E.draw(st, "bag")
        if m is not None:
            p["materials"][m] += 1
            got.append(terms.material(m))
    ctx.log(N_("{player} draws 2 raw materials from the bag."), player={"seat": seat})
    ctx.private(seat, N_("You drew: {materials}."), materials={"list": got})


def _on_exchange(st, seat, a, ctx):
    st.data["pending"].pop()
    _, k, x, y = a
    money = st.data["players"][seat]["money"]
    money[x] -= k
    money[y] += k
    ctx.log(N_("{player} exchanges money with the bank."), player={"seat": seat})
    ctx.private(seat, N_("You exchanged {money} into {currency}."), money=terms.money(k, x), currency=terms.CURRENCY[y])


def _relic(st, seat, i, ctx):
    relics.buy(st, seat, i, ctx)


HANDLERS = {
    "pass": _pass, "good": _on_good, "card": _secret, "vote": _secret,
    "stall": _turn(market.buy), "contract": _turn(craftsmen.contract),
    "load": _turn(lambda st, seat, bi, hi, g, ctx: harbour.load(st, seat, bi, hi, g, ctx)),
    "relic": _turn(_relic), "secure": _turn(relics.secure),
    "shrine": _on_shrine, "recall": _on_recall, "draw": _on_draw, "exchange": _on_exchange,
}
