"""Alhambra speaks Italian (issue 14): log lines, prompts, labels, refusals, scoring lines and the modules'
texts in the words of the Italian rulebook (/work/glossary/alhambra.md), moves typed in Italian, and a
whole game with the four modules played through the service by an Italian table with an English player."""
import pytest

import i18n
from bot import table_doc as T
from bot.models import Place, Player
from rules.alhambra import GAME, engine
from rules.alhambra.modules import thieves
from rules.alhambra.scoring import parts_msg
from rules.core import Context, IllegalAction
from rules.core.text import english

from .helpers import blank, money, new, stack, tile

HERE = Place("telegram", "-100888")
ANNA = Player("telegram", "11", "Anna", "it")
BOB = Player("telegram", "12", "Bob", "en")


def it(message, st=None) -> str:
    return i18n.say("it", message, st.names if st else (), "alhambra")


def lines_of(st, seat, text):
    """The log lines one move writes (public and private), as messages."""
    return [ev.message for ev in GAME.apply(st, seat, text).events]


# ---- typed moves ----------------------------------------------------------------------------------------

def tower_for(hand, **modules):
    st = blank(new(3, **modules))
    st.data["market"][0] = tile("tower", 9, "NE")  # on the blue space
    st.data["players"][0]["hand"] = sorted(money("blue", v) for v in hand)
    return st


def test_a_purchase_typed_in_italian_is_the_same_move():  # ALH-040
    st = tower_for([5, 4])
    assert GAME.canonical(st, 0, "compra torre 9 con blu 5 + blu 4") == "buy tower 9 with blue 4+blue 5"
    GAME.apply(st, 0, "compra torre 9 con blu 4+blu 5")
    assert st.data["players"][0]["pending"] == [tile("tower", 9, "NE")]


def test_coins_typed_in_italian():  # ALH-304
    st = tower_for([6], change=True)
    st.data["players"][0]["coins"][0] = 3
    assert GAME.canonical(st, 0, "compra torre 9 con 3 monete blu+blu 6") == "buy tower 9 with blue 6+3 blue coins"
    assert GAME.canonical(st, 0, "compra torre 9 con 1 moneta blu+blu 6") == "buy tower 9 with blue 6+1 blue coin"
    assert GAME.canonical(st, 0, "compra giardino 6 con 2 monete verdi") == "buy garden 6 with 2 green coins"


def test_take_place_reserve_swap_and_end_in_italian():  # ALH-030, ALH-050, ALH-060, ALH-021
    st = blank(new(3))
    st.data["display"] = sorted([money("blue", 3), money("green", 2), money("orange", 9), money("yellow", 8)])
    assert GAME.canonical(st, 0, "prendi verde 2 + blu 3") == "take blue 3+green 2"
    assert GAME.canonical(st, 0, "prendi gialla 8") == GAME.canonical(st, 0, "prendi giallo 8") == "take yellow 8"
    assert GAME.canonical(st, 0, "piazza 12 a 1,-1") == "place 12 at 1,-1"
    assert GAME.canonical(st, 0, "riserva 37") == GAME.canonical(st, 0, "metti 37 in riserva") == "reserve 37"
    assert GAME.canonical(st, 0, "scambia 12 con 37") == "swap 12 for 37"
    assert GAME.canonical(st, 0, "dai 37 a dirk") == "dirk 37"
    assert GAME.canonical(st, 0, "fine turno") == "end turn" and GAME.canonical(st, 0, "passo") == "pass"
    assert GAME.canonical(st, 0, "metti 12 a 1,-1") == "place 12 at 1,-1" and GAME.canonical(st, 0, "togli 37") == "reserve 37"
    GAME.apply(st, 0, "prendi verde 2+blu 3")
    assert sorted(st.data["players"][0]["hand"]) == [money("blue", 3), money("green", 2)]
    st = blank(new(3))
    g = tile("garden", 10)
    st.data["players"][0]["pending"] = [g]
    st.data["decision"] = "place_bought"
    GAME.apply(st, 0, f"piazza {g} a 1,0")
    assert [1, 0, g] in st.data["players"][0]["grid"]


def test_module_moves_in_italian():  # ALH-103, ALH-203, ALH-401, ALH-404, ALH-405
    st = blank(new(3))
    assert GAME.canonical(st, 0, "muro no su 37") == "wall nw on 37"  # O is Ovest, West
    assert GAME.canonical(st, 0, "ruba blu 5") == GAME.canonical(st, 0, "ladro ruba blu 5") == "thief steal blue 5"
    assert GAME.canonical(st, 0, "abitanti verde blu rosso") == "residents blue red green"
    assert GAME.canonical(st, 0, "venditore a 1,0") == "trader at 1,0"
    assert GAME.canonical(st, 0, "metti il venditore a 1,0") == "trader at 1,0"
    assert GAME.canonical(st, 0, "erigi le mura ne su 37") == GAME.canonical(st, 0, "costruisci muro ne su 37") \
        == "wall ne on 37"
    assert GAME.canonical(st, 0, "scegli verde blu rosso") == "residents blue red green"
    assert GAME.canonical(st, 0, "scambia rosso con bianco") == "resident swap red for white"
    assert GAME.canonical(st, 0, "prendi abitante verde") == "resident take green"
    assert GAME.canonical(st, 0, "prendi verde") == "take green"  # no resident to take here: a money card, in part
    st = GAME.new(["Ann", "Bob"], 1, {"traders": "yes"})
    GAME.apply(st, 0, "abitanti marrone blu rosso")
    assert st.data["players"][0]["chosen"] == ["blue", "red", "brown"]
    GAME.apply(st, 0, "venditore a 0,-1")
    assert st.data["players"][0]["trader"] == [0, -1]


def test_an_italian_move_on_a_table_without_thieves_is_refused_in_italian():  # ALH-200
    st = blank(new(3))
    with pytest.raises(IllegalAction) as err:
        GAME.apply(st, 0, "ruba blu 5")
    assert it(err.value.message) == "A questo tavolo si gioca senza ladri."


# ---- what the game says ---------------------------------------------------------------------------------

def test_log_lines_of_a_purchase_in_italian():  # ALH-040, ALH-021
    st = tower_for([5, 4])
    lines = [it(m, st) for m in lines_of(st, 0, "buy tower 9 with blue 4+blue 5")]
    assert lines == ["Ann compra la tessera Torre 9 dalla casella blu per 9.", "Importo esatto: Ann fa un'altra azione."]
    assert english(GAME.prompt(st, 0)) == "You paid exactly: take another action, or end your turn."
    assert it(GAME.prompt(st, 0)) == "Hai pagato l'importo esatto: fai un'altra azione, oppure termina il turno."


def test_take_and_place_lines_and_labels_in_italian():  # ALH-030, ALH-060
    st = blank(new(3))
    st.data["display"] = sorted([money("blue", 3), money("green", 2), money("orange", 9), money("yellow", 8)])
    assert it(GAME.prompt(st, 0)) == "Prendi denaro, compra un edificio o ristruttura la tua Alhambra."
    take = next(a for a in GAME.actions(st, 0) if a.text == "take blue 3+green 2")
    assert it(take.label) == "Prendi blu 3 e verde 2" and it(take.group) == "Denaro"
    assert it(lines_of(st, 0, "take blue 3+green 2")[0], st) == "Ann prende blu 3 e verde 2."
    st = blank(new(2))
    g = tile("garden", 10)
    st.data["players"][0]["pending"] = [g]
    st.data["decision"] = "place_bought"
    assert it(GAME.prompt(st, 0)) == ("Piazza l'edificio che hai comprato nella tua Alhambra o nella tua riserva, "
                                      "oppure dallo a Dirk.")
    place = next(a for a in GAME.actions(st, 0) if a.text == f"place {g} at 1,0")
    assert it(place.label) == f"Piazza Giardino 10 #{g} in 1,0" and it(place.group) == "Piazza"
    assert it(lines_of(st, 0, f"place {g} at 1,0")[0], st) == "Ann costruisce la tessera Giardino 10 in 1,0."


def test_buy_labels_name_the_currency_and_the_overpayment():  # ALH-040, ALH-303
    st = tower_for([6, 5], change=True)
    labels = {a.text: it(a.label) for a in GAME.actions(st, 0) if a.text.startswith("buy")}
    assert labels["buy tower 9 with blue 5+blue 6"] == "Torre 9: blu 5+6 (2 in più)"


def test_refusals_in_italian():  # ALH-040, ALH-060
    st = tower_for([6, 7])
    st.data["players"][0]["reserve"] = [12]
    with_reason = {}
    for text in ("buy tower 9 with blue 9", "buy tower 9 with green 9", "buy garden 3 with blue 6",
                 "buy tower 9 with blue 7+blue 7", "place 12 at 5,5", "place 13 at 1,0"):
        with pytest.raises(IllegalAction) as err:
            GAME.apply(st, 0, text)
        with_reason[text] = it(err.value.message)
    assert with_reason["buy tower 9 with blue 9"] == "Non hai blu 9."
    assert with_reason["buy tower 9 with green 9"] == \
        "Sulla casella blu del mercato c'è l'edificio di tipo torre da 9: pagalo in valuta blu."
    assert with_reason["buy garden 3 with blue 6"] == \
        "Nel cortile da edificare non c'è un edificio di tipo giardino da 3."
    assert with_reason["buy tower 9 with blue 7+blue 7"] == "Hai 1 blu 7, non 2."
    assert with_reason["place 12 at 5,5"] == "Quel punto non tocca la tua Alhambra."
    assert with_reason["place 13 at 1,0"].startswith("Non hai nessun Serraglio 8 #13 da piazzare")


def test_scoring_lines_in_italian():  # ALH-070, ALH-075, ALH-409
    parts = parts_msg({"buildings": 8, "walls": 3, "residents": 2})
    assert it(parts) == "8 per gli edifici + 3 per il muro + 2 per gli abitanti"
    assert english(parts) == "8 for buildings + 3 for the wall + 2 for residents"  # points, not counts
    one = parts_msg({"buildings": 1, "walls": 3})  # was "1 buildings + 3 wall"
    assert english(one) == "1 for buildings + 3 for the wall" and it(one) == "1 per gli edifici + 3 per il muro"
    st = blank(new(3))
    st.data["players"][0]["grid"] += [[1, 0, tile("garden", 10)]]
    ctx = Context()
    engine.score_round(st, 1, ctx)
    line = it(ctx.events[0].message, st)
    assert line.startswith("Valutazione 1: Ann +") and "Bob +0 (0 per gli edifici + 0 per il muro)" in line


def test_result_note_in_italian():  # ALH-097
    st = blank(new(2))
    st.data["dirk_score"] = 12
    note = GAME.result(st).tiebreak_note
    assert it(note).endswith("Dirk, il giocatore neutrale, ha 12 punti e non può vincere.")


def test_thief_texts_in_italian():  # ALH-202, ALH-203, ALH-208
    st = blank(new(4, thieves=True))
    d = st.data
    d["display"] = [money("blue", 9), money("green", 2), money("green", 3), money("orange", 1)]
    d["deck"] = stack(*[money("yellow", v) for v in range(1, 9)])
    for p in d["players"]:
        p["thieves"] = [1]
    GAME.apply(st, 0, "take orange 1")
    assert it(GAME.prompt(st, 2), st) == ("Prima che Bob muova, puoi giocare un ladro: ruba una carta denaro "
                                          "scoperta nella valuta di uno dei tuoi ladri, oppure passa.")
    assert it(GAME.waiting_text(st), st) == "In attesa di Bob. Finché Bob non muove, si possono giocare i ladri."
    steal = next(a for a in GAME.actions(st, 2) if a.text == "thief steal green 2")
    assert it(steal.label) == "Ladro: ruba verde 2" and it(steal.group) == "Ladro"
    assert it(lines_of(st, 2, "thief steal green 2")[0], st) == "Cid gioca un ladro e ruba verde 2."
    assert it(thieves.OFF_TEXT) == "A questo tavolo si gioca senza ladri."


def test_trader_texts_in_italian():  # ALH-401, ALH-403, ALH-404
    st = GAME.new(["Ann", "Bob"], 1, {"traders": "yes"})
    assert it(GAME.waiting_text(st), st) == "In attesa che Ann e Bob preparino il loro venditore ambulante."
    assert it(GAME.prompt(st, 0)).startswith("Scegli 3 abitanti per il tuo venditore ambulante")
    events = GAME.apply(st, 0, "residents blue red brown").events
    assert it(events[0].message, st) == "Ann sceglie 3 abitanti in segreto."
    assert events[1].seat == 0 and it(events[1].message) == "I tuoi abitanti: blu, rosso e marrone."
    st = new(2, traders=True)
    d = st.data
    d["decision"], d["turn"] = "resident_moves_in", 0
    d["res"] = {"tile": tile("arcades", 8, "E")}
    d["players"][0]["trader_res"] = ["blue", "red", "brown"]
    assert "insedia l'abitante marrone del venditore" in it(GAME.prompt(st, 0))
    labels = {a.text: it(a.label) for a in GAME.actions(st, 0)}
    assert labels == {"resident move": "Insedia l'abitante marrone", "resident stay": "Lascia gli abitanti"}
    assert GAME.canonical(st, 0, "lascia") == "resident stay"


def test_wall_and_change_texts_in_italian():  # ALH-102, ALH-106, ALH-302
    st = blank(new(3, walls=True))
    ctx = Context()
    from rules.alhambra.modules import change, walls
    walls.card_drawn(st, 200, ctx)
    assert it(ctx.events[0].message).startswith("Viene scoperta una carta delle mura (")
    st = blank(new(3, change=True))
    ctx = Context()
    change.paid(st, 0, 0, 0, 13, 9, ctx)  # 4 overpaid: two coins
    assert it(ctx.events[0].message, st).startswith("Ann riceve il resto: ")
    assert "moneta" in it(ctx.events[0].message, st) or "monete" in it(ctx.events[0].message, st)
    assert it(walls.OPTION.help) == "Le mura: carte delle mura nel mazzo del denaro, erigi le mura"
    assert it(GAME.summary).startswith("Compra edifici con la valuta giusta")


# ---- a whole game through the service ------------------------------------------------------------------

def pick(options):
    """A quick, legal game: buy when possible, place what was bought, else the default."""
    for start in ("buy ", "place ", "residents ", "trader at "):
        chosen = [o for o in options if o.text.startswith(start)]
        if chosen:
            return chosen[0]
    return next((o for o in options if o.default), options[0])


async def test_a_whole_game_with_every_module_in_italian_and_bob_reads_english(service):
    doc = await service.create(HERE, "alhambra", {"walls": "yes", "thieves": "yes", "change": "yes",
                                                  "traders": "yes"}, ANNA)
    assert T.table_lang(doc) == "it"
    await service.join(doc["id"], BOB)
    doc = await service.start(doc["id"], ANNA)
    tid = doc["id"]
    players = {ANNA.pid: ANNA, BOB.pid: BOB}
    prompts = {ANNA.pid: [], BOB.pid: []}
    dealt = False
    for _ in range(3000):
        doc = await service.table(tid)
        if doc["status"] != T.ACTIVE:
            break
        for pid in service.to_act(doc):
            opts = service.options_of(doc, players[pid])
            prompts[pid].append(opts.prompt)
            await service.move(tid, players[pid], index=pick(opts.options).index, version=doc["version"])
            break
        if not dealt and GAME.load((await service.table(tid))["state"]).data["decision"] != "choose_residents":
            dealt = True  # the deal is done: each player's own lines read in their language
            anna_log = "\n".join(await service.log(tid, ANNA, last=300))
            bob_log = "\n".join(await service.log(tid, BOB, last=300))
            assert "Il tuo denaro iniziale:" in anna_log and "I tuoi abitanti:" in anna_log
            assert "Your starting money:" in bob_log and "Your residents:" in bob_log
            assert "Il tuo denaro iniziale" not in bob_log and "Your starting money" not in anna_log
    doc = await service.table(tid)
    assert doc["status"] != T.ACTIVE and dealt
    public = await service.log(tid, None, last=300)
    text = "\n".join(public)
    assert "Valutazione 3:" in text and " compra " in text
    for english_word in (" buys ", " takes ", "Scoring round", " builds ", "Waiting for", "Exact payment"):
        assert english_word not in text, english_word
    assert all("Your " not in line for line in public)
    assert any("Tocca a te" in p or p.startswith(("Prendi", "Piazza", "Scegli", "Metti", "Hai ", "Ultima", "Prima"))
               for p in prompts[ANNA.pid])
    assert all(not p.startswith(("Take money", "Place ", "Choose", "Waiting")) for p in prompts[ANNA.pid])
    assert any(p.startswith(("Take money", "Place ", "Choose", "Put ", "You ", "Last", "Before", "Waiting"))
               for p in prompts[BOB.pid])


def test_no_two_options_read_the_same_in_either_language():
    """A button's label tells its option apart (rules/HOUSE_RULES.md), in English and in Italian alike."""
    from rules.core import Rng
    mixes = [{}, {"walls": "yes", "thieves": "yes", "change": "yes", "traders": "yes"}]
    for n, mix in ((2, mixes[1]), (3, mixes[0]), (4, mixes[1])):
        st = GAME.new([f"P{i}" for i in range(n)], n, mix)
        rng = Rng(n)
        for _ in range(300):
            if GAME.over(st):
                break
            seats = GAME.current(st) + GAME.may_act(st)
            seat = seats[rng.below(len(seats))]
            acts = GAME.actions(st, seat)
            for lang in ("en", "it"):
                labels = [i18n.say(lang, a.label) for a in acts]
                assert len(set(labels)) == len(labels), (lang, labels)
                assert all(i18n.say(lang, a.group) for a in acts)
            GAME.apply(st, seat, acts[rng.below(len(acts))])


def test_breakdown_words_and_option_help_in_italian():  # ALH-070, ALH-300, ALH-400
    from rules.alhambra.modules import change, traders
    from rules.alhambra.scoring import BREAKDOWN_WORDS
    st = blank(new(3))
    assert set(GAME.result(st).breakdown[0]) == set(BREAKDOWN_WORDS)  # every part has its word
    assert [it(BREAKDOWN_WORDS[k]) for k in ("buildings", "walls", "residents")] == ["edifici", "muro", "abitanti"]
    # the longest outer wall is one wall, in a round's line as in the final standings and the player's panel
    assert english(BREAKDOWN_WORDS["walls"]) == "wall" and "muro" in it(parts_msg({"walls": 3}))
    assert it(change.OPTION.help) == "Il resto: una moneta per ogni 2 pagati in più"
    assert it(traders.OPTION.help) == "Il venditore ambulante: gli abitanti si insediano nei tuoi edifici"
    assert it(thieves.OPTION.help) == "I ladri: ruba una carta denaro dopo il turno di un altro giocatore"


def test_wall_sides_read_in_the_readers_letters():  # ALH-103, ALH-106
    """A west side is "O" (ovest) in Italian, in a button's label and in the log, as typed in "muro so su 0"."""
    st = blank(new(3, walls=True))
    st.data["walls_up"] = [6]  # the SW card
    seat = GAME.current(st)[0]
    wall = next(a for a in GAME.actions(st, seat) if a.text == "wall SW on 0")
    assert it(wall.label).startswith("Erigi le mura SO sulla tessera Fontana")
    assert english(wall.label).startswith("Build wall SW on")
    line = lines_of(st, seat, "muro so su 0")[0]
    assert "(SO)" in it(line, st) and "(SW)" in english(line, st.names)


@pytest.mark.parametrize("card, en, it_marks", [(5, "SE", "SE"), (7, "NW", "NO"), (4, "NE", "NE"), (6, "SW", "SO")])
def test_a_wall_corner_reads_as_a_compass_point(card, en, it_marks):  # ALH-101, ALH-102, ALH-103
    """The data's corners (ES, WN) read as players write a compass point, north or south first: SE and NW in
    English, SE and NO (ovest) in Italian, in the log, in a button's label, in the move's text and in the view."""
    from rules.alhambra.modules import walls

    st = blank(new(3, walls=True))
    ctx = Context()
    walls.card_drawn(st, walls.WALL_CARD + card, ctx)
    assert english(ctx.events[0].message) == f"A wall card ({en}) is turned up."
    assert it(ctx.events[0].message) == f"Viene scoperta una carta delle mura ({it_marks})."
    assert GAME.view(st, None)["wall_cards"] == [en]
    seat = GAME.current(st)[0]
    wall = next(a for a in GAME.actions(st, seat) if a.data[0] == "build_wall")
    assert wall.text == f"wall {en} on 0"
    assert english(wall.label) == f"Build wall {en} on Fountain #0"
    assert it(wall.label).startswith(f"Erigi le mura {it_marks} sulla tessera Fontana")
    line = lines_of(st, seat, f"muro {it_marks.lower()} su 0")[0]
    assert f"({it_marks})" in it(line, st) and f"({en})" in english(line, st.names)


@pytest.mark.parametrize("typed, meant", [("wall se on 0", "wall se on 0"), ("wall es on 0", "wall se on 0"),
                                          ("wall ES on 0", "wall se on 0"), ("wall nw on 0", "wall nw on 0"),
                                          ("wall wn on 0", "wall nw on 0"), ("muro se su 0", "wall se on 0"),
                                          ("muro es su 0", "wall se on 0"), ("muro no su 0", "wall nw on 0"),
                                          ("muro on su 0", "wall nw on 0"), ("wall n on 0", "wall n on 0")])
def test_a_wall_corner_may_be_typed_in_either_order(typed, meant):  # ALH-103
    """"wall ES on 37" (the move's text before corners read as compass points) still plays the SE card."""
    from rules.core.types import normalise
    st = blank(new(3, walls=True))
    assert GAME.canonical(st, 0, normalise(typed)) == meant
    st.data["walls_up"] = [5, 7, 0]  # ES, WN, N
    seat = GAME.current(st)[0]
    GAME.apply(st, seat, typed)
    assert len(st.data["walls_up"]) == 2


def test_a_bought_tile_placed_by_its_name():  # ALH-060
    st = blank(new(3))
    g = tile("garden", 10)
    st.data["players"][0]["pending"] = [g]
    st.data["decision"] = "place_bought"
    assert GAME.canonical(st, 0, "place garden 10 at 1,0") == GAME.canonical(st, 0, "piazza giardino 10 a 1,0") \
        == f"place {g} at 1,0"
    GAME.apply(st, 0, "piazza giardino 10 a 1,0")
    assert [1, 0, g] in st.data["players"][0]["grid"]
