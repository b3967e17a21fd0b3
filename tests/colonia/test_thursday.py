"""Thursday, the craftsmen (COL-061 COL-062 COL-063 COL-064 COL-065 COL-066 COL-067 COL-068 COL-069 COL-070, COL-127)."""
from rules.colonia import GAME
from rules.colonia import craftsmen
from tests.colonia.helpers import act, at, clear_screens, give, new, public, texts


def thursday(n=3, seed=5, busy=True):
    """Thursday's round; with `busy` every player holds linen and furs (a tailor's contract), so the round
    stays open while a test looks."""
    st = at(new(n, seed), "contracts")
    clear_screens(st)
    if busy:
        for s in range(n):
            give(st, s, linen=1, furs=1)
    return st


def test_rulebook_example_the_second_saddle_takes_two_members():  # COL-063 COL-064 (§17.12)
    st = thursday()
    d = st.data
    violet, green = d["order"][0], d["order"][1]
    give(st, violet, leather=1, iron=1, linen=0)
    give(st, green, leather=1, iron=1, linen=0)
    bag = len(d["bag"])
    h_v, h_g = d["players"][violet]["home"], d["players"][green]["home"]
    a = act(st, violet, "contract saddler")
    assert d["players"][violet]["home"] == h_v - 1 and len(d["bag"]) == bag + 2
    assert public(a) == [f"#{violet + 1} commissions the saddler with 1 family member (field 1)."]
    act(st, green, "contract saddler")
    assert d["players"][green]["home"] == h_g - 2
    assert d["crafts"]["saddler"]["fields"] == [[violet, 1], [green, 2]]


def test_carried_contracts_do_not_raise_the_cost():  # COL-064 COL-070
    st = thursday()
    d = st.data
    seat = d["order"][0]
    d["crafts"]["painter"]["fields"] = [[1, 3], [2, 1]]  # carried over from last week
    give(st, seat, wood=1, linen=1, furs=0)
    assert craftsmen.cost(st, "painter") == 1
    act(st, seat, "contract painter")
    assert d["crafts"]["painter"]["fields"][-1] == [seat, 1]


def test_contracts_need_both_raw_materials():  # COL-063
    st = thursday(busy=False)
    seat = st.data["order"][0]
    give(st, seat, wood=1)
    assert [t for t in texts(st, seat) if t.startswith("contract")] == []
    give(st, seat, iron=1)
    assert [t for t in texts(st, seat) if t.startswith("contract")] == ["contract wainwright"]


def test_goods_above_the_stick_one_per_field_and_carry_over():  # COL-066 COL-067 COL-069 COL-070
    st = thursday()
    d = st.data
    for c in d["crafts"].values():
        c["fields"], c["stick"] = [], 0
    d["crafts"]["painter"]["fields"] = [[0, 1], [1, 2], [2, 3]]
    d["crafts"]["painter"]["stick"] = 2
    d["week_card"] = "COL-WEEK-01"
    st.cache.clear()
    from rules.colonia.components import data
    D = data(st)
    D.weeks["COL-WEEK-01"]["rolls"], rolls = 0, D.weeks["COL-WEEK-01"]["rolls"]
    try:
        goods = [p["goods"]["painting"] for p in d["players"]]
        thu = [p["street"]["thu"] for p in d["players"]]
        while d["decision"] == "contracts":
            act(st, GAME.current(st)[0], "pass")
    finally:
        D.weeks["COL-WEEK-01"]["rolls"] = rolls
    assert [p["goods"]["painting"] for p in d["players"]][:2] == [goods[0] + 1, goods[1] + 1]  # one each
    assert d["players"][2]["goods"]["painting"] == goods[2]
    assert d["players"][1]["street"]["thu"] == thu[1] + 2 and d["players"][0]["street"]["thu"] == thu[0] + 1
    assert d["crafts"]["painter"] == {"fields": [[2, 3]], "stick": 0, "new": 0}  # slid to the top


def test_a_six_moves_all_sticks():  # COL-066
    st = thursday()
    craftsmen.move_stick(st, "tailor", 1)
    before = {c: v["stick"] for c, v in st.data["crafts"].items()}
    for c in st.data["crafts"]:
        craftsmen.move_stick(st, c, 1)
    assert all(st.data["crafts"][c]["stick"] == before[c] + 1 for c in before)


def test_empty_supply_leaves_the_field_waiting():  # COL-068
    st = thursday()
    d = st.data
    for c in d["crafts"].values():
        c["fields"], c["stick"] = [], 0
    d["crafts"]["tailor"]["fields"] = [[0, 1], [1, 1]]
    d["crafts"]["tailor"]["stick"] = 12
    d["supply"]["dress"] = 1
    while d["decision"] == "contracts":
        act(st, GAME.current(st)[0], "pass")
    assert d["crafts"]["tailor"]["fields"] == [[1, 1]] and d["supply"]["dress"] == 0


def test_a_full_track_takes_no_contract_and_the_stick_stops():  # COL-127
    st = thursday()
    d = st.data
    seat = d["order"][0]
    d["crafts"]["shoemaker"]["fields"] = [[1, 1]] * 12
    give(st, seat, furs=1, leather=1)
    assert "contract shoemaker" not in texts(st, seat)
    craftsmen.move_stick(st, "shoemaker", 40)
    assert d["crafts"]["shoemaker"]["stick"] == 12


def test_the_extra_rolls_say_which_stick_each_moves(monkeypatch):  # COL-066
    import i18n
    from rules.colonia import engine
    from rules.colonia.components import data
    from rules.core.game import Context
    st = thursday()
    D = data(st)
    week = st.data["week_card"]
    faces = iter([1, 6, 6, 1, 3])
    monkeypatch.setattr(engine, "roll", lambda st: next(faces))
    monkeypatch.setitem(D.weeks[week], "rolls", 5)
    ctx = Context()
    craftsmen.end_thursday(st, ctx)
    line = [e.message for e in ctx.events if e.seat is None][0]
    assert i18n.say("en", line, ["Ann", "Bob", "Cy"], "colonia") == (
        "Extra contracts: the die shows 1 (saddler), 6 (all craftsmen), 6 (all craftsmen), 1 (saddler), and "
        "3 (painter); each roll moves that craftsman's stick one field down, a 6 moves all five.")
    assert i18n.say("it", line, ["Ann", "Bob", "Cy"], "colonia") == (
        "Incarichi extra: il dado mostra 1 (mastro sellaio), 6 (tutti gli artigiani), 6 (tutti gli artigiani), "
        "1 (mastro sellaio) e 3 (pittore); ogni tiro sposta di un campo in giù il bastoncino di quell'artigiano, "
        "un 6 tutti e cinque.")


def test_a_thursday_with_no_goods_says_why(monkeypatch):  # COL-067 COL-068
    import i18n
    from rules.colonia.components import data
    from rules.core.game import Context

    def line(fields, stick, dresses=5):
        st = thursday()
        d = st.data
        monkeypatch.setitem(data(st).weeks[d["week_card"]], "rolls", 0)
        for c in d["crafts"].values():
            c["fields"], c["stick"] = [], 0
        d["crafts"]["tailor"]["fields"], d["crafts"]["tailor"]["stick"] = fields, stick
        d["supply"]["dress"] = dresses
        ctx = Context()
        craftsmen.end_thursday(st, ctx)
        said = [e.message for e in ctx.events if e.seat is None]
        return [i18n.say(lang, said[-1], ["Ann", "Bob", "Cy"], "colonia") for lang in ("en", "it")]

    assert line([], 0) == ["No contract is fulfilled: nobody holds one.",
                           "Nessun incarico viene eseguito: nessuno ne ha."]
    assert line([[0, 1]], 0) == ["No contract is fulfilled: none stands above its craftsman's stick.",
                                 "Nessun incarico viene eseguito: nessuno sta sopra il bastoncino del suo artigiano."]
    assert line([[0, 1]], 3, dresses=0) == [
        "No contract is fulfilled: the supply has none of those goods left.",
        "Nessun incarico viene eseguito: nelle scorte generali quelle merci sono finite."]
