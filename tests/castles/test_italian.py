"""Issue 14: The Castles of Burgundy speaks Italian, in the words of the Italian rulebook
(/work/glossary/castles.md): log lines, prompts, button labels, refusals, the image's words and the final
breakdown; and a player may type a move in Italian ("prendi 4 castello"), which means its canonical text."""
import pytest

import i18n
from bot import table_doc as T
from bot.models import Place, Player
from render import castles as R
from rules.castles import GAME
from rules.castles.italian import canonical
from rules.core import IllegalAction, Rng
from rules.core.game import Context
from rules.core.text import english

from .helpers import act, cover, new, player, set_depot, ship_to_load, turn

ENGLISH_WORDS = (" takes ", " places ", " sells ", " buys ", " ships ", " ends the turn", " moves ahead", " depot ",
                 " goods", " worker", " silver", "Phase ", "Your ", " your ", " die ", " dice ")


def it(message, st=None):
    return i18n.say("it", message, st.names if st else (), "castles")


def it_events(applied, st):
    return [it(e.message, st) for e in applied.events]


def it_labels(st, seat=0):
    return {a.text: it(a.label, st) for a in GAME.actions(st, seat)}


def refusal(st, text, seat=0):
    with pytest.raises(IllegalAction) as err:
        act(st, text, seat)
    return it(err.value.message, st)


# ---- typed moves in Italian -----------------------------------------------------------------------

@pytest.mark.parametrize("typed, canon", [
    ("prendi 4 castello", "take 4 castle"),
    ("prendo castello dal deposito 4", "take 4 castle"),
    ("prendi 3 mucche 3 con 4", "take 3 cow3 with 4"),
    ("prendi 4 torre di vedetta", "take 4 watchtower"),
    ("piazza mucche3@11", "place cow3@11"),
    ("piazza il castello sullo spazio 12", "place castle@12"),
    ("gioca monastero 7 su 13", "place mon7@13"),
    ("vendi 4", "sell 4"),
    ("vendi le merci rosse", "sell 4"),
    ("prendi lavoratori con il dado 3", "workers 3"),
    ("cambia il dado 3 in 5", "adjust 3 to 5"),
    ("nave 3 tieni marrone turchese", "ship 3 keep 1 5"),
    ("lavoratori 2", "workers 2"),
    ("prendi lavoratori 5", "workers 5"),
    ("cambia 3 in 5", "adjust 3 to 5"),
    ("compra nero banca", "buy black bank"),
    ("compra dal deposito nero la banca con 1 lavoratore", "buy black bank with 1 worker"),
    ("compra 3 centro cittadino con 2 lavoratori", "buy 3 cityhall with 2 workers"),
    ("scarta bottega del carpentiere", "discard carpenter"),
    ("nave 3", "ship 3"),
    ("nave 3 tieni 1 5", "ship 3 keep 1 5"),
    ("fine turno", "end turn"),  # "end-turn" once the turn has begun (game.canonical)
    ("passo", "end turn"),
    ("fine turno comunque", "end-turn"),
    ("salta", "skip"),
    ("take 4 castle", "take 4 castle"),  # English stays as it is
])
def test_an_italian_move_reads_as_its_canonical_text(typed, canon):
    assert canonical(typed) == canon


def test_italian_moves_are_played_through_the_same_actions():  # COB-060, COB-070, COB-075, COB-078
    st = new(2)
    p = turn(st, 0, dice=(3, 2))
    set_depot(st, 3, ["cow3", None])
    p["goods"] = [0] * 7
    applied = act(st, "Prendi 3 mucche 3")
    assert applied.action == "take 3 cow3" and "cow3" in player(st)["storage"]
    applied = act(st, "fine turno")
    assert applied.action == "end-turn" and it_events(applied, st) == ["P0 finisce il turno."]
    turn(st, 0, dice=(5, 6))
    applied = act(st, "lavoratori 5")
    assert applied.action == "workers 5" and it_events(applied, st) == ["P0 prende 2 lavoratori."]


def test_an_italian_move_that_is_not_legal_is_explained_in_italian():  # COB-060, COB-070
    st = new(2)
    p = turn(st, 0, dice=(1, 2))
    set_depot(st, 3, ["cow3", None])
    p["storage"] = ["bank"]
    p["workers"] = 0
    assert refusal(st, "prendi 3 maiali 2") == "Nel deposito 3 non c'è la tessera 2 maiali."
    assert refusal(st, "prendi 3 mucche 3") == (
        "Per prendere dal deposito 3 serve un dado con 3; i tuoi dadi non usati mostrano 1 e 2.")
    assert refusal(st, "piazza banca su 18") == (
        "Lo spazio #18 è uno spazio fiume: la tessera Banca va solo su uno spazio edificio.")


# ---- log lines, labels, prompts, refusals -------------------------------------------------------------

def test_log_lines_in_italian():  # COB-060, COB-070, COB-075, COB-078, COB-121
    st = new(2)
    p = turn(st, 0, dice=(3, 4))
    set_depot(st, 3, ["bank", None])
    p["goods"] = [0, 0, 0, 0, 2, 0, 0]
    assert it_events(act(st, "take 3 bank"), st) == ["P0 prende la tessera Banca dal deposito 3."]
    assert it_events(act(st, "sell 4"), st) == ["P0 vende 2 merci rosse: 4 PV, 1 moneta d'argento."]
    turn(st, 0, dice=(3, 1))
    lines = it_events(act(st, "place bank@12"), st)
    assert lines[0] == "P0 piazza la tessera Banca sullo spazio #12."
    assert any(line.startswith("P0 completa un'area edificio di dimensione") for line in lines)  # COB-121
    assert "P0 ottiene 2 monete d'argento." in lines  # COB-109: the bank
    assert english(act(st, "workers 1").events[0].message, st.names) == "P0 takes 2 workers."


def test_a_sale_of_one_goods_tile_is_singular():  # COB-075, COB-076
    st = new(2)
    p = turn(st, 0, dice=(4, 1))
    p["goods"] = [0, 0, 0, 0, 1, 0, 0]
    assert it_events(act(st, "sell 4"), st) == ["P0 vende 1 merce rossa: 2 PV, 1 moneta d'argento."]


def test_labels_in_italian():  # COB-060, COB-070, COB-050, COB-080
    st = new(2)
    p = turn(st, 0, dice=(3, 5))
    set_depot(st, 3, ["castle", None])
    p["storage"] = ["cow2"]
    p["workers"], p["silver"] = 2, 2
    p["goods"] = [0, 0, 0, 0, 0, 2, 0]
    st.data["black"] = ["mon7"]
    shown = it_labels(st)
    assert shown["take 3 castle"] == "Prendi Castello dal deposito 3"
    assert shown["sell 5"] == "Vendi 2 merci marroni (5)"
    assert shown["workers 3"] == "Prendi lavoratori con il dado 3"
    assert shown["adjust 3 to 4"] == "Cambia il dado 3 in 4 (1 lavoratore)"
    assert shown["buy black mon7"] == "Compra Monastero 7 (deposito nero)"
    assert shown["end-turn"] == "Finisci il turno: perdi i dadi non usati"
    groups = {it(a.group) for a in GAME.actions(st, 0)}
    assert {"Prendi", "Vendi", "Lavoratori", "Compra", "Fine"} <= groups


def test_prompts_in_italian():  # COB-046, COB-047, COB-080, COB-095
    st = new(2)
    p = turn(st, 0, dice=(3, 5))
    p["workers"], p["silver"] = 1, 2
    st.data["black"] = ["bank"]
    assert it(GAME.prompt(st, 0), st) == (
        "I tuoi dadi mostrano 3 e 5: usa ciascuno per un'azione (prendi una tessera, piazza una tessera, vendi "
        "merci o prendi lavoratori). Hai 1 lavoratore: ognuno cambia un dado di 1. Puoi anche "
        "comprare una tessera dal deposito nero per 2 monete d'argento.")
    st.data["used"] = [True, True]
    assert it(GAME.prompt(st, 0), st) == (
        "Hai usato entrambi i dadi: puoi comprare una tessera dal deposito nero per 2 monete d'argento, "
        "oppure finire il turno.")
    st.data["decision"] = "castle_bonus_action"  # COB-095
    assert it(GAME.prompt(st, 0), st).startswith("Il tuo castello ti dà un'azione addizionale")


def test_the_ship_speaks_italian():  # COB-091, COB-092
    st = ship_to_load()
    shown = it_labels(st)
    assert shown["ship 3 keep 3"] == "Deposito 3: turchese, rosa (marrone resta)"
    assert shown["ship 5"] == "Deposito 5: 2 rosse"
    assert "Puoi tenere merci di al massimo 3 colori" in it(GAME.prompt(st, 0), st)
    ctx = Context()
    GAME.perform(st, 0, next(a for a in GAME.actions(st, 0) if a.text == "ship 3 keep 5"), ctx)
    assert it(ctx.events[0].message, st) == (
        "P0 prende con la nave le merci del deposito 3: turchese, marrone; rosa resta lì.")


def test_refusals_in_italian():  # COB-075, COB-080, COB-081, COB-100
    st = new(2)
    p = turn(st, 0, dice=(1, 2))
    p["goods"] = [0] * 7
    p["workers"] = 0
    assert refusal(st, "sell 4") == "Non hai merci rosse (4) da vendere."
    p["goods"][4] = 2
    assert refusal(st, "vendi 4") == (
        "Per vendere merci rosse (4) serve un dado con 4; i tuoi dadi non usati mostrano 1 e 2.")
    st.data["bought"] = True
    assert refusal(st, "compra nero banca") == (
        "Hai già comprato una tessera in questo turno: un solo acquisto per turno.")  # COB-081
    st.data["bought"] = False
    p["silver"] = 1
    st.data["black"] = ["bank"]
    assert refusal(st, "buy black bank") == "Un acquisto costa 2 monete d'argento; ne hai 1."
    p["storage"] = ["bank"]
    cover(st, 0, [26], "bank")
    turn(st, 0, dice=(1, 5))
    assert refusal(st, "piazza banca su 27") == (  # COB-100: one building of a kind per city
        "Quel villaggio ha già la tessera Banca: ogni tipo di edificio solo una volta per villaggio.")


def test_monastery_texts_and_the_image_words_in_italian():  # COB-153, COB-166
    from rules.castles.views import tile_info

    assert it(tile_info("mon17")["text"]) == "fine: 4 PV per torre di vedetta"
    assert it(tile_info("mon3")["text"]) == "ogni vendita: 2 monete d'argento, non 1"
    assert it(tile_info("mon10")["text"]) == "piazza nave/bestiame: dado +/-1 gratis"
    view = {"lang": "it", "names": ["Anna"]}
    assert R._t(view, R.DECISIONS["die_action"]) == "azione con i dadi"
    assert R._t(view, R.ANIMAL_WORDS["chicken"]) == "galline"
    assert R._t(view, R.ANIMAL_MARK["chicken"]) == "Ga"


def test_the_final_breakdown_and_tie_break_in_italian():  # COB-141, COB-143, COB-144, COB-145
    st = new(2, seed=3)
    while not GAME.over(st):
        seat = GAME.current(st)[0]
        GAME.apply(st, seat, GAME.default_action(st, seat))
    res = GAME.final(st)
    assert it(res.tiebreak_note) == "più spazi vuoti nel ducato, poi più indietro sul ponte"
    assert english(res.tiebreak_note) == "more empty duchy spaces, then further back on the turn-order bridge"
    words = {it(R.BREAKDOWN[k]) for k in res.breakdown[0]}
    assert {"aree", "bestiame", "merci vendute", "edifici", "merci non vendute", "monasteri"} <= words
    view = GAME.view(st, 0)
    view.update(lang="it", over=True, result=res.as_dict())
    assert R.render_private_pages(view)  # the Italian breakdown draws


# ---- a whole game at an Italian table ----------------------------------------------------------------

HERE = Place("telegram", "-100999")
ANNA = Player("telegram", "11", "Anna", "it")
BRUNO = Player("telegram", "12", "Bruno", "it")

# How an Italian player types some moves (the rulebook's verbs, glossary §2): the test types these
# instead of pressing the button, so typed Italian takes part in a real game.
TYPED = {"take": "prendi", "sell": "vendi", "workers": "lavoratori", "skip": "salta", "end-turn": "fine turno comunque"}
TILE_WORDS = {"castle": "castello", "mine": "miniera", "ship": "nave", "bank": "banca", "church": "chiesa",
              "market": "mercato", "warehouse": "magazzino", "boarding": "alloggio", "cityhall": "centro cittadino",
              "watchtower": "torre di vedetta", "carpenter": "bottega del carpentiere"}


def italian(text: str) -> str | None:
    """The Italian a player would type for a canonical move, when the test knows one."""
    words = text.split()
    if words[0] not in TYPED or "with" in words:
        return None
    if words[0] == "take" and words[2] not in TILE_WORDS:
        return None
    if words[0] == "take":
        return f"prendi {words[1]} {TILE_WORDS[words[2]]}"
    return " ".join([TYPED[words[0]], *words[1:]]) if words[0] not in ("skip", "end-turn") else TYPED[words[0]]


async def test_a_whole_game_at_an_italian_table(service):
    doc = await service.create(HERE, "castles", {}, ANNA)
    assert T.table_lang(doc) == "it"
    await service.join(doc["id"], BRUNO)
    doc = await service.start(doc["id"], ANNA)
    tid = doc["id"]
    players = {p.pid: p for p in (ANNA, BRUNO)}
    chooser = Rng(2024)
    prompts, labels, typed = set(), set(), 0
    while doc["status"] == T.ACTIVE:
        who = players[service.to_act(doc)[0]]
        opts = service.options_of(doc, who)
        prompts.add(opts.prompt)
        labels.update(o.label for o in opts.options)
        choice = opts.options[chooser.below(len(opts.options))]
        text = italian(choice.text)
        if text:
            typed += 1
            doc = await service.move(tid, who, text)
        else:
            doc = await service.move(tid, who, index=choice.index, version=opts.version)
    assert doc["status"] == T.FINISHED and typed > 20
    lines = [T.say(doc, ev, "it") for entry in await service.store.full_log(tid) for ev in entry.get("events", [])
             if ev["seat"] is None]
    assert len(lines) > 100
    for word in ENGLISH_WORDS:
        assert not any(word in line for line in lines + sorted(prompts)), word
    text = "\n".join(lines)
    for word in ("prende la tessera", "dal deposito", "Inizia la fase", "dado bianco",
                 "La fase E è finita: punteggio finale."):
        assert word in text, word
    assert any("I tuoi dadi mostrano" in p for p in prompts)
    assert any(label.startswith("Prendi ") for label in labels) and any("Finisci il turno" in x for x in labels)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_every_italian_label_fits_a_button(n):
    """Italian words are longer: every label of a random game stays within 60 characters (English: 40)."""
    st = GAME.new([f"P{i}" for i in range(n)], n)
    chooser = Rng(n + 40)
    while not GAME.over(st):
        seat = GAME.current(st)[0]
        legal = GAME.actions(st, seat)
        assert all(len(it(a.label, st)) <= 60 for a in legal)
        GAME.apply(st, seat, legal[chooser.below(len(legal))])


def test_the_longest_italian_prompt_fits_the_private_image():  # COB-046, COB-156, COB-158
    """The private image shows at most four lines of prompt: the longest die prompt (two dice, workers that
    change a die by 2 with monastery 8, a purchase from any depot with monastery 6) fits them in Italian."""
    from render import canvas

    st = new(2)
    p = turn(st, 0, dice=(3, 5))
    p["mons"] += [6, 8]
    p["workers"], p["silver"] = 10, 2
    st.data["black"] = ["bank"]
    text = it(GAME.prompt(st, 0), st)
    assert "fino a 2" in text and "da qualsiasi deposito" in text
    assert len(canvas.wrap(canvas.scratch(), text, canvas.WIDTH - 2 * canvas.MARGIN, 26, True)) <= 4


def test_the_solo_face_down_tile_by_its_italian_name():  # COB-261: "la tessera Nera coperta"
    from rules.castles.italian import canonical
    assert canonical("piazza nera coperta su 12") == "place facedown@12"
    assert canonical("piazza la tessera nera coperta su 12") == "place facedown@12"
    assert canonical("piazza coperta su 12") == "place facedown@12"


def test_a_route_space_that_takes_any_tile_says_so():  # COB-222
    from rules.castles import terms
    from rules.castles.components import COLOURS
    from rules.core.text import english
    assert english(terms.route_tiles(list(COLOURS))) == "any tile"
    assert english(terms.route_tiles(["building"])) == "a building tile"


def test_the_starting_castle_typed_in_italian():  # COB-022
    from rules.castles.italian import canonical
    assert canonical("inizia 18") == "start 18"
    assert canonical("inizia ducato 5 spazio 19") == "start 5@19"
    assert canonical("inizia 5@19") == "start 5@19"
