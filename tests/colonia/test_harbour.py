"""Friday's loading and Saturday's departures (COL-071 COL-072 COL-073 COL-074 COL-075 COL-076 COL-077 COL-078 COL-079 COL-080 COL-081 COL-082)."""
from rules.colonia import GAME
from rules.colonia import harbour
from tests.colonia.helpers import D, act, at, clear_screens, give, new, public, resettle, texts


def friday(n=3, seed=5, week=1):
    st = at(new(n, seed), "loading", week=week)
    clear_screens(st)
    for s in range(n):  # every player could load something, so the round stays open
        give(st, s, saddle=3, cart_wheel=3, painting=3, dress=3, shoes=3)
    return st


def put_ship(st, berth, sid):
    st.data["berths"][berth - 1] = {"id": sid, "holds": [None] * len(D(st).ships[sid]["holds"]), "extra": None}


def test_loading_hands_in_the_goods_and_places_one_member():  # COL-072 COL-073
    st = friday()
    d = st.data
    put_ship(st, 1, "COL-SHIP-BRU-1")
    seat = d["order"][0]
    home, supply = d["players"][seat]["home"], d["supply"]["saddle"]
    a = act(st, seat, "load 1 3")  # three saddles
    p = d["players"][seat]
    assert p["goods"]["saddle"] == 0 and d["supply"]["saddle"] == supply + 3 and p["home"] == home - 1
    assert d["berths"][0]["holds"] == [None, None, seat]
    assert public(a) == [f"#{seat + 1} loads 3 saddles on the ship at berth I."]


def test_a_hold_is_filled_once_and_any_ship_may_be_loaded():  # COL-073 COL-074
    st = friday()
    d = st.data
    put_ship(st, 1, "COL-SHIP-BRU-1")
    first, second = d["order"][0], d["order"][1]
    act(st, first, "load 1 3")
    assert "load 1 3" not in texts(st, second)
    assert any(t.startswith("load 4 ") for t in texts(st, second))  # a ship that does not depart this week


def test_rulebook_example_red_receives_nine_gulden():  # COL-077 COL-078 COL-079 COL-080
    st = friday()
    d = st.data
    put_ship(st, 1, "COL-SHIP-BRU-1")
    red = d["order"][0]
    act(st, red, "load 1 3")
    d["depart"] = 2
    gulden = d["players"][red]["money"]["gulden"]
    street = d["players"][red]["street"]["fri"]
    second = d["berths"][2]["id"]
    while d["decision"] == "loading":
        act(st, GAME.current(st)[0], "pass")
    at(st, "buying")
    assert d["players"][red]["money"]["gulden"] == gulden + 9
    assert d["players"][red]["street"]["fri"] == street + 1  # COL-079
    assert "COL-SHIP-BRU-1" in d["ship_discard"]  # COL-080
    assert d["berths"][0]["id"] == second  # COL-082: the third ship moved up to berth I
    assert all(b is not None for b in d["berths"])


def test_ships_that_stay_keep_their_members():  # COL-081 COL-082
    st = friday()
    d = st.data
    d["depart"] = 1
    seat = d["order"][0]
    sid = d["berths"][3]["id"]
    hold = next(t for t in texts(st, seat) if t.startswith("load 4 "))
    act(st, seat, hold)
    while d["decision"] == "loading":
        act(st, GAME.current(st)[0], "pass")
    at(st, "buying")
    assert d["berths"][2]["id"] == sid and seat in d["berths"][2]["holds"]


def test_the_ship_deck_is_reshuffled_when_empty():  # COL-082
    st = friday()
    d = st.data
    d["ship_discard"] += d["ship_deck"]
    d["ship_deck"] = []
    harbour.depart(st, 2, None)
    assert all(b is not None for b in d["berths"]) and len(d["ship_deck"]) + len(d["ship_discard"]) == 12


def test_friday_street_field_goes_home_after_loading():  # COL-075
    st = friday(week=2)
    d = st.data
    for s, p in enumerate(d["players"]):
        p["street"]["fri"] = s + 1  # last Saturday's ship members
    fri = [p["street"]["fri"] for p in d["players"]]
    homes = [p["home"] for p in d["players"]]
    while d["decision"] == "loading":
        act(st, GAME.current(st)[0], "pass")
    assert any(fri) and [p["home"] for p in d["players"]] == [h + f for h, f in zip(homes, fri)]


BOTS = ["Bot 1", "Bot 2", "Ann"]  # computer players' names end in a number


def said(messages, lang):
    import i18n
    return [i18n.say(lang, m, BOTS, "colonia") for m in messages]


def test_a_load_counts_its_goods_in_either_language():  # COL-073: "2 cart wheels", not "cart wheel and cart wheel"
    st = friday()
    d = st.data
    put_ship(st, 1, "COL-SHIP-BER-1")  # hold 3: dress, dress, shoes
    seat = d["order"][0]
    a = act(st, seat, "load 1 3")
    lines = [e.message for e in a.events if e.seat is None]
    name = BOTS[seat]
    assert said(lines, "en") == [f"{name} loads 2 dresses and 1 pair of shoes on the ship at berth I."]
    assert said(lines, "it") == [f"{name} carica 2 vestiti e 1 paio di calzature sulla barca al posto I."]
    put_ship(st, 2, "COL-SHIP-BER-2")  # its menu counts the same way: hold 2 takes two saddles
    label = next(x.label for x in GAME.actions(st, GAME.current(st)[0]) if x.text == "load 2 2")
    assert said([label], "en") == ["Berth II, hold 2: 2 saddles for 6 Mark"]
    assert said([label], "it") == ["Posto II, stiva 2: 2 selle per 6 Mark"]


def test_a_payment_keeps_the_players_number_apart_from_the_money():  # COL-078
    from rules.core.game import Context
    st = friday()
    d = st.data
    put_ship(st, 1, "COL-SHIP-BER-1")
    d["berths"][0]["holds"] = [1, None, 2]  # Bot 2 on hold 1 (3 Mark), Ann on hold 3 (10 Mark)
    ctx = Context()
    harbour.depart(st, 1, ctx)
    lines = [e.message for e in ctx.events if e.seat is None]
    assert said(lines, "en") == ["The ship to Bergen (berth I) departs: Bot 2: 3 Mark; Ann: 10 Mark."]
    assert said(lines, "it") == ["La barca per Bergen (posto I) salpa: Bot 2: 3 Mark; Ann: 10 Mark."]


def test_each_departing_ship_has_its_line_with_each_player_once():  # COL-077 COL-078
    from rules.core.game import Context
    st = friday()
    d = st.data
    put_ship(st, 1, "COL-SHIP-BER-1")
    put_ship(st, 2, "COL-SHIP-BER-2")
    d["berths"][0]["holds"] = [1, 1, None]  # Bot 2: 3 + 7 Mark on berth I
    d["berths"][1]["holds"] = [2, None, 1]  # Ann: 3 Mark, Bot 2: 11 Mark on berth II
    ctx = Context()
    harbour.depart(st, 2, ctx)
    lines = [e.message for e in ctx.events if e.seat is None]
    assert said(lines, "en") == ["The ship to Bergen (berth I) departs: Bot 2: 10 Mark.",
                                 "The ship to Bergen (berth II) departs: Ann: 3 Mark; Bot 2: 11 Mark."]


def test_each_ship_pays_in_its_citys_currency_on_its_own_line():  # COL-078
    from rules.core.game import Context
    st = friday()
    d = st.data
    put_ship(st, 1, "COL-SHIP-BER-1")  # Mark
    put_ship(st, 2, "COL-SHIP-BRU-1")  # Gulden
    d["berths"][0]["holds"] = [2, None, 0]  # Ann: 3 Mark, Bot 1: 10 Mark
    d["berths"][1]["holds"] = [2, 0, 2]  # Ann twice, Bot 1 once, in Gulden
    pays = [h["pays"] for h in D(st).ships["COL-SHIP-BRU-1"]["holds"]]
    ann_g, bot_g = pays[0] + pays[2], pays[1]
    ctx = Context()
    harbour.depart(st, 2, ctx)
    lines = [e.message for e in ctx.events if e.seat is None]
    assert said(lines, "en") == ["The ship to Bergen (berth I) departs: Ann: 3 Mark; Bot 1: 10 Mark.",
                                 f"The ship to Brügge (berth II) departs: Ann: {ann_g} Gulden; Bot 1: {bot_g} Gulden."]
    assert said(lines, "it") == ["La barca per Bergen (posto I) salpa: Ann: 3 Mark; Bot 1: 10 Mark.",
                                 f"La barca per Brügge (posto II) salpa: Ann: {ann_g} Gulden; Bot 1: {bot_g} Gulden."]


def test_a_ship_with_empty_holds_is_named_when_it_departs():  # COL-077 COL-108
    from rules.core.game import Context
    st = friday()
    put_ship(st, 1, "COL-SHIP-BER-1")
    ctx = Context()
    harbour.depart_now(st, 1, ctx)
    lines = [e.message for e in ctx.events if e.seat is None]
    assert said(lines, "en") == ["The ship to Bergen (berth I) departs with empty holds."]
    assert said(lines, "it") == ["La barca per Bergen (posto I) salpa con le stive vuote."]
