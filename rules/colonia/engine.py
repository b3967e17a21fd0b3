"""The flow of play (setup, six weeks of seven days, the end), the one `settle` that names the next decision,
and the only draws from hidden things (the bag, the four decks, the die).

State (st.data, plain JSON):
  files (digest of the data files), week 1..6, day 1..7, stage (a step of the week, STAGES), started (the
  stage's opening ran), decision (the named decision), over,
  bag [materials] / week_deck / ord_deck / relic_deck / ship_deck [ids]: hidden, sorted, drawn with st.rng.draw;
  week_card id, relic_discard [ids] (face up), ship_discard [ids], supply {good: n},
  stalls [{materials [m], seat, n}] (regular stalls, then the 2 extra stalls),
  crafts {craftsman: {fields [[seat, n]] top down, stick (fields fulfilled this week), new (new contracts)}},
  berths [{id, holds [seat|None], extra seat|None}] x 4, depart (ships leaving Saturday), extra_hold (COL-ORD-12),
  display [{id, secured seat|None} | None] (10 regular spaces, then the 2 extra ones),
  ords [{id, status pending|passed|failed}] (this week's three, in day order), fewer (COL-ORD-17 passed),
  order [seats] (turn order, mayor first), prev_order, secret {kind card|vote, ord, asked [seats],
  answers {seat: value}} | None, round {kind, active [seats], i} | None, pending [items] (the top is asked first),
  windows {city: seat|None} (at the end),
  players [{home, council, street {tue, wed, thu, fri}, cards [left in hand], played value|None,
           zero (card counts 0), money {currency: n}, materials {m: n}, goods {g: n}, relics [ids behind the
           screen], shrines [{id, city, relic id|None}]}].
"""
from __future__ import annotations

from rules.colonia import council, craftsmen, family, harbour, market, ordinances, relics, terms
from rules.colonia.components import FAMILY_CARDS, WEEKS, current, data
from rules.core.text import N_, listing, msg, plural, seat as seat_ref

STAGES = ("monday", "council", "tuesday_end", "votes", "market", "wednesday_end", "votes", "contracts",
          "thursday_end", "votes", "loading", "friday_end", "votes", "saturday", "buying", "securing",
          "sunday_end")
DAY_OF_STAGE = (1, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 7, 7, 7)


def log(ctx, key, **params) -> None:
    if ctx is not None:
        ctx.log(key, **params)


# ---- the only draws ------------------------------------------------------------------------------------

def draw(st, pile: str):
    """One card or raw material out of a hidden pile (COL-013, COL-016); None when it is empty."""
    p = st.data[pile]
    return st.rng.draw(p) if p else None


def roll(st) -> int:
    return st.rng.die()


# ---- setup (COL-012..021) ------------------------------------------------------------------------------

def new_player(D, n: int) -> dict:
    return {"home": D.members[n], "council": 0, "street": {s: 0 for s in ("tue", "wed", "thu", "fri")},
            "cards": list(FAMILY_CARDS), "played": None, "zero": False,
            "money": {c: D.start_money.get(c, 0) for c in D.currencies},
            "materials": {m: 0 for m in D.materials}, "goods": {g: 0 for g in D.goods},
            "relics": [], "shrines": []}


def setup(st) -> None:
    D = current()
    st.cache["data"] = D
    st.data = d = {
        "files": D.digest, "week": 0, "day": 1, "stage": "monday", "started": False, "decision": "", "over": False,
        "bag": sorted(m for m in D.materials for _ in range(D.material_count)),
        "week_deck": sorted(D.weeks), "ord_deck": sorted(D.ordinances), "relic_deck": sorted(D.relics),
        "ship_deck": sorted(D.ships), "week_card": None, "relic_discard": [], "ship_discard": [],
        "supply": {g: D.goods_count for g in D.goods},
        "stalls": [{"materials": [], "seat": None, "n": 0} for _ in range(D.stall_count + D.extra_stalls)],
        "crafts": {c: {"fields": [], "stick": 0, "new": 0} for c in D.craftsmen},
        "berths": [None] * 4, "depart": 0, "extra_hold": False,
        "display": [None] * (D.relic_spaces + D.extra_relic_spaces),
        "ords": [], "fewer": False, "fewer_now": False, "stage_index": 0, "order": list(range(st.n)), "prev_order": list(range(st.n)),
        "secret": None, "round": None, "pending": [], "windows": None,
        "players": [new_player(D, st.n) for _ in range(st.n)],
    }
    relics.refill(st, None)  # COL-014
    harbour.refill(st)  # COL-015
    for s in range(st.n):  # COL-019
        p = d["players"][s]
        for _ in range(D.start_materials):
            m = draw(st, "bag")
            if m is not None:
                p["materials"][m] += 1
    sixes = []
    for s in range(st.n):  # COL-020: a die for one good; a 6 lets the player choose
        v = roll(st)
        if v == 6:
            sixes.append(s)
        else:
            take_good(st, s, D.die_good[v])
    for s in reversed(sixes):
        d["pending"].append({"kind": "good", "seat": s})
    settle(st, None)


def take_good(st, seat: int, g: str) -> bool:
    """One good from the limited supply behind the screen (COL-008); False when the supply is out (COL-124)."""
    d = st.data
    if d["supply"][g] <= 0:
        return False
    d["supply"][g] -= 1
    d["players"][seat]["goods"][g] += 1
    return True


# ---- the decision machine -----------------------------------------------------------------------------

def settle(st, ctx) -> None:
    """Run the automatic steps until the game waits for a decision; name it."""
    d = st.data
    while True:
        if d["over"]:
            d["decision"] = "over"
            return
        if d["pending"]:
            d["decision"] = d["pending"][-1]["kind"]
            return
        sec = d["secret"]
        if sec is not None:
            if len(sec["answers"]) < len(sec["asked"]):
                d["decision"] = sec["kind"]
                return
            if ctx is not None:
                ctx.reveal()
            d["secret"] = None
            if sec["kind"] == "card":
                council.resolve_cards(st, sec, ctx)
            else:
                council.resolve_vote(st, sec, ctx)
            continue
        rnd = d["round"]
        if rnd is not None:
            if not rnd["active"]:
                d["round"] = None
                continue
            seat = rnd["active"][rnd["i"]]
            if not ROUNDS[rnd["kind"]].can_act(st, seat):  # COL-123: who cannot act passes
                pass_turn(st, seat, ctx, quiet=True)
                continue
            d["decision"] = rnd["kind"]
            return
        if not d["started"]:
            d["started"] = True
            if not enter(st, ctx):
                continue
        next_stage(st, ctx)


def next_stage(st, ctx) -> None:
    d = st.data
    i = d["stage_index"] + 1 if "stage_index" in d else 1
    if i >= len(STAGES):
        end_week(st, ctx)
        return
    d["stage_index"] = i
    d["stage"] = STAGES[i]
    d["day"] = DAY_OF_STAGE[i]
    d["started"] = False


def enter(st, ctx) -> bool:
    """Open the current stage: True when it is done at once, False when it opened a decision (then the stage
    is asked again once the decision is over, through `again`)."""
    d = st.data
    stage = d["stage"]
    if stage == "monday":
        start_week(st, ctx)
        return True
    if stage == "council":
        council.open_cards(st, ctx)
        return False
    if stage == "tuesday_end":
        council.end_tuesday(st, ctx)
        return True
    if stage == "votes":
        if ordinances.next_vote(st, ctx):  # opened a vote (or resolved one without voters)
            d["started"] = False  # ask again for the next ordinance of the day
            return False
        return True
    if stage in ROUNDS:
        return ROUNDS[stage].start(st, ctx)
    if stage == "wednesday_end":
        market.end_wednesday(st, ctx)
        return True
    if stage == "thursday_end":
        craftsmen.end_thursday(st, ctx)
        return True
    if stage == "friday_end":
        family.street_home(st, "fri")  # COL-075
        return True
    if stage == "saturday":
        harbour.saturday(st, ctx)
        return True
    if stage == "sunday_end":
        relics.end_sunday(st, ctx)
        return True
    raise AssertionError(stage)


def start_round(st, kind: str) -> None:
    """COL-055/062/072/084/092: in turn order, one action or a final pass each, until all have passed."""
    st.data["round"] = {"kind": kind, "active": list(st.data["order"]), "i": 0}


def next_turn(st) -> None:
    rnd = st.data["round"]
    rnd["i"] = (rnd["i"] + 1) % len(rnd["active"])


def pass_turn(st, seat: int, ctx, quiet=False) -> None:
    rnd = st.data["round"]
    i = rnd["active"].index(seat)
    rnd["active"].pop(i)
    if rnd["active"]:
        rnd["i"] = i % len(rnd["active"])
    if not quiet:
        log(ctx, N_("{player} passes."), player=seat_ref(seat))


def start_week(st, ctx) -> None:
    """COL-027..035: the week card, the stalls, the sticks, the departure stick, three ordinances."""
    d = st.data
    D = data(st)
    d["week"] += 1
    d["stage_index"] = 0
    if not d["week_deck"]:
        d["week_deck"] = sorted(D.weeks)
    wid = draw(st, "week_deck")
    d["week_card"] = wid
    card = D.weeks[wid]
    market.fill(st, card["stalls"])  # COL-029/030
    craftsmen.monday(st, card["contracts"])  # COL-031
    d["depart"] = 4 if d["week"] == WEEKS else min(4, card["ships"])  # COL-032/033
    drawn = [draw(st, "ord_deck") for _ in range(3)]
    drawn = [o for o in drawn if o is not None]
    drawn.sort(key=lambda o: D.ordinances[o]["day"])  # COL-034 (stable: equal days keep the draw order)
    d["ords"] = [{"id": o, "status": "pending"} for o in drawn]
    for line in week_lines(st):
        log(ctx, line)


def week_lines(st) -> list:
    """What Monday laid out, as public lines: the week card, the stalls, the departing ships and the ordinances
    in day order (COL-028..034); logged each Monday, and for week 1 by the game's opening."""
    d, D = st.data, data(st)
    return [plural("Week {week}: the stalls hold {stalls} raw materials; {n} ship departs on Saturday.",
                   "Week {week}: the stalls hold {stalls} raw materials; {n} ships depart on Saturday.", "n",
                   week=d["week"], stalls=listing(len(x["materials"]) for x in d["stalls"][:D.stall_count]),
                   n=d["depart"]),
            # one line per ordinance: each text is a sentence of its own
            *(msg(N_("{ordinance}: {text}"), ordinance=terms.ORDINANCE_OF[D.ordinances[o["id"]]["day"]],
                  text=terms.ordinance(D.ordinances[o["id"]]["key"])) for o in d["ords"])]


def end_week(st, ctx) -> None:
    """COL-097: played cards leave the game; COL-106: unloaded extra holds lapse; then the next Monday."""
    d = st.data
    for p in d["players"]:
        p["played"] = None
        p["zero"] = False
    d["extra_hold"] = False
    d["stage"] = "monday"
    d["stage_index"] = 0
    d["day"] = 1
    d["started"] = False


def finish(st, ctx) -> None:
    """COL-115..117: the game ends after the 6th Sunday's purchases; the church windows are awarded."""
    from rules.colonia import scoring
    d = st.data
    d["round"] = None
    scoring.award_windows(st, ctx)
    d["over"] = True
    d["decision"] = "over"


def to_act(st) -> list[int]:
    d = st.data
    if d["over"]:
        return []
    if d["pending"]:
        return [d["pending"][-1]["seat"]]
    sec = d["secret"]
    if sec is not None:
        return [s for s in sec["asked"] if str(s) not in sec["answers"]]
    rnd = d["round"]
    if rnd is not None and rnd["active"]:
        return [rnd["active"][rnd["i"]]]
    return []


def may_act(st) -> list[int]:
    """Who has answered a secret decision may change the answer until the last one comes in."""
    sec = st.data["secret"]
    if sec is None or st.data["over"]:
        return []
    return [s for s in sec["asked"] if str(s) in sec["answers"]]


from rules.colonia import rounds as _rounds  # noqa: E402  (the rounds read the engine's helpers)

ROUNDS = _rounds.ROUNDS
