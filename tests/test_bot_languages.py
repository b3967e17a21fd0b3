"""Issue 14: the table service speaks each reader's language.

A table's public lines (log, channel summaries) are in the table's language, which its opener's
language sets; a player's private lines, answers and refusals are in that player's own. The service
stores its log lines as messages, so an old game reads again in whatever language the table has now;
a line stored before messages existed reads as it was written."""
import pytest

import i18n
from bot import table_doc as T
from bot.console import Console
from bot.errors import NotAllowed
from bot.models import Place, Player
from bot.reminders import Reminders
from bot.reminders.settings import DAY, HOUR, humane

HERE = Place("discord", "chan-it")
ANNA = Player("discord", "1", "Anna", "it")  # her app is in Italian: she opens an Italian table
BOB = Player("discord", "2", "Bob", "en")  # his app is in English


async def italian_table(service):
    doc = await service.create(HERE, "pebbles", {}, ANNA)
    assert T.table_lang(doc) == "it"
    await service.join(doc["id"], BOB)
    return doc


def by(doc, pid):
    return ANNA if pid == ANNA.pid else BOB


async def test_italian_table_public_lines_and_an_english_readers_own(service, events):
    doc = await italian_table(service)
    tid = doc["id"]
    assert T.reader_lang(await service.table(tid), BOB.pid, BOB.lang) == "en"
    # a refusal: in the reader's language (the adapters pick it with T.reader_lang)
    with pytest.raises(NotAllowed) as refused:
        await service.start(tid, BOB)
    assert refused.value.say("en") == "Only the player who opened the table can start it (in a chat, its admins too)."
    assert refused.value.say("it") == ("Solo chi ha aperto il tavolo può iniziare la partita (in una chat, anche i suoi "
                                       "amministratori).")

    answer = await service.settings.change(tid, ANNA, False, "deadline", "2d", platform="discord")
    assert answer.startswith("Fatto: deadline ora è 2d.") and "2 giorni" in answer
    assert "Deadline 2 d:" not in answer
    with pytest.raises(NotAllowed) as refused:
        await service.settings.change(tid, BOB, False, "deadline", "1d", platform="discord")
    assert refused.value.say(T.reader_lang(await service.table(tid), BOB.pid)) == (
        "Only the player who opened the table can change its settings (in a chat, its admins too).")

    doc = await service.start(tid, ANNA)
    summaries = [e.summary for e in events]
    assert "Bob si siede (2/4)." in summaries
    assert "Anna ha cambiato le impostazioni: deadline=2d." in summaries
    started = next(e for e in events if e.kind == "started").summary
    assert started.startswith("Si comincia: Pebbles! Ordine dei posti: 1. ")

    # not his turn: the refusal names who the table waits for, by name, in his English
    waiting = service.to_act(doc)[0]
    other = BOB if waiting == ANNA.pid else ANNA
    with pytest.raises(NotAllowed) as refused:
        await service.move(tid, other, "single")
    assert refused.value.say("en").startswith("It is not your turn.")
    assert refused.value.say("it").startswith("Non è il tuo turno.")
    assert "#1" not in refused.value.say("en") and "#2" not in refused.value.say("en")

    # autopilot for Bob: the table reads it in Italian, Bob his own line in English
    doc = await service.move(tid, by(doc, waiting), "single")
    events.clear()
    await service.autoplay(tid, BOB.pid)
    (moved,) = [e for e in events if e.kind in ("moved", "private")]
    assert moved.public[0] == "Il pilota automatico (scadenza superata) gioca per Bob."
    assert moved.private[BOB.pid][0].startswith("Autopilot played for you: Play ")
    public_log = await service.log(tid)
    assert "• La partita inizia. Ordine dei posti: 1. " in "\n".join(public_log)
    bobs = await service.log(tid, BOB)
    assert any(line.strip().startswith("Autopilot played for you:") for line in bobs)
    assert not any("Autopilot played for you" in line for line in await service.log(tid, ANNA))

    # resigning ends pebbles: the final line, stored as a message, read in Italian by the table
    doc = await service.resign(tid, BOB)
    assert doc["status"] == "finished"
    (end,) = [e for e in await service.store.log(tid, 5) if e["kind"] == "end"]
    assert "key" in end["events"][0] and "text" not in end["events"][0]
    names = T.seat_names(doc)
    italian = T.say(doc, end["events"][0])
    assert italian.startswith("Partita finita. Vince Anna. Punteggi: Anna: ") and "(ritirato)" in italian
    assert service.final_line(names, doc["result"], [names.index("Bob")], lang="en").startswith(
        "Game over. Winner: Anna. Scores: Anna: ")
    assert next(e for e in events if e.kind == "finished").summary == italian


async def test_abandon_and_leave_lines_in_the_tables_language(service, events):
    doc = await italian_table(service)
    await service.leave(doc["id"], BOB)
    await service.abandon(doc["id"], ANNA)
    summaries = [e.summary for e in events]
    assert "Bob se ne va." in summaries and "Anna ha chiuso il tavolo." in summaries
    opened = next(e for e in events if e.kind == "created").summary
    assert opened.startswith("Anna ha aperto un tavolo: Pebbles (#") and "2-4 giocatori; regole standard)" in opened
    with pytest.raises(NotAllowed) as refused:
        await service.join(doc["id"], BOB)
    assert refused.value.say("it") == "Questo tavolo è stato chiuso."


async def test_a_log_line_stored_before_messages_still_reads_as_written(service):
    doc = await italian_table(service)
    old = "Bob joins (2/4)."  # how the service stored its lines before messages: finished English text

    def change(doc):
        entry = {"v": doc["version"] + 1, "t": service.clock(), "kind": "settings", "seat": None,
                 "events": [{"text": old, "seat": None}]}
        return [entry], old

    await service.update(doc["id"], change, "settings", None)
    assert (await service.log(doc["id"]))[-1] == "• " + old
    assert (await service.log(doc["id"], BOB))[-1] == "• " + old
    # and a table of today, switched to English, reads its stored messages in English
    await service.change_settings(doc["id"], ANNA, False, {"lang": "en"})
    lines = await service.log(doc["id"])
    assert lines[0] == "• Bob joins (2/4)." and lines[-1] == "• Anna changed the settings: lang=en."


async def test_console_in_italian(service):
    out = []
    con = Console(service, images=False, write=out.append)
    for line in ("new pebbles Ann", "join Bob", "settings Ann lang it", "start", "options"):
        await con.run_line(line)
    text = "\n".join(out)
    assert "Ann ha cambiato le impostazioni: lang=it." in text
    assert "Fatto: lang ora è it." in text
    assert "Si comincia: Pebbles! Ordine dei posti: 1. " in text
    assert "(predefinita)" in text
    out.clear()
    for line in ("next 1", "next 1", "next 1", "frobnicate", "join Cid", "status"):
        await con.run_line(line)
    text = "\n".join(out)
    assert "ora: " in text
    assert "errore: Comando sconosciuto 'frobnicate'. Scrivi help per l'elenco." in text
    assert "errore: La partita a questo tavolo è già iniziata." in text
    assert " mossa " in text
    out.clear()
    await con.run_line("help")
    assert out[0].startswith("Comandi (NOME è il nome di un giocatore locale):")
    out.clear()
    await con.run_line("settings")
    assert out[0].startswith("Impostazioni del tavolo Pebbles #") and "primo promemoria 12 ore dopo" in out[0]


async def test_console_opened_in_italian_opens_italian_tables(service):
    out = []
    con = Console(service, images=False, write=out.append, lang="it")
    await con.run_line("tables")
    assert out == ["Nessun tavolo aperto."]
    await con.run_line("new pebbles Ann")
    doc = await con.current()
    assert T.table_lang(doc) == "it"


def test_durations_per_language():
    assert [humane(s) for s in (45 * 60, 12 * HOUR, 2 * DAY + 3 * HOUR, 3 * DAY)] == \
        ["45 min", "12 h", "2 d 3 h", "3 d"]
    assert [humane(s, "it") for s in (60, 45 * 60, HOUR, 12 * HOUR, 2 * DAY + 3 * HOUR, 2 * DAY + HOUR, 3 * DAY)] == \
        ["1 minuto", "45 minuti", "1 ora", "12 ore", "2 giorni e 3 ore", "2 giorni e 1 ora", "3 giorni"]


async def test_reminders_in_italian_for_an_italian_reader(service):
    seen = []

    async def listen(ev):
        seen.append(ev)

    service.bus.subscribe(listen)
    worker = Reminders(service)
    worker.attach()
    doc = await italian_table(service)
    await service.change_settings(doc["id"], ANNA, False, {"deadline": "2d"})
    doc = await service.start(doc["id"], ANNA)
    (waiting,) = service.to_act(doc)
    service.clock_value[0] += 13 * HOUR
    await worker.run_once(service.clock())
    (ev,) = [e for e in seen if e.kind == "reminder"]
    assert ev.summary == (f"Promemoria: Pebbles #{doc['id']} ti aspetta da 13 ore. Scadenza tra 35 ore, poi il pilota "
                          "automatico gioca per te.")
    (private,) = ev.private[waiting]
    if waiting == ANNA.pid:
        assert private.startswith(f"Tocca a te a Pebbles #{doc['id']}: ")
    else:  # Bob's app is in English: his private reminder too
        assert private.startswith(f"Your turn at Pebbles #{doc['id']}: ") and "13 h for you" in private


async def test_preferences_answer_in_the_players_language(service):
    answer = await service.settings.change_mine(ANNA, "quiet", "22-7")
    assert answer.startswith("Ore di silenzio 22:00-07:00 (UTC)")
    assert (await service.settings.show_mine(ANNA)).startswith("Fuso orario: UTC; ore di silenzio: 22:00-07:00")
    assert (await service.settings.show_mine(BOB)).startswith("Time zone UTC; quiet hours off")
    answer = await service.settings.change_mine(BOB, "lang", "it")  # after the change: in the new language
    assert answer == "I tuoi testi privati ora sono in italiano."


def test_option_descriptions_and_errors_in_italian():
    from rules import get_game
    from rules.core.errors import SetupError

    rounds = get_game("pebbles").options[0]
    assert rounds.describe() == "rounds=1..6 (default 3): rounds to play"
    assert i18n.say("it", rounds.message()).startswith("rounds=1..6 (predefinito 3): ")
    with pytest.raises(SetupError) as bad:
        rounds.parse("9")
    assert str(bad.value) == "Option rounds must be between 1 and 6."
    assert i18n.say("it", bad.value.message) == "L'opzione rounds deve essere tra 1 e 6."


async def test_console_hand_of_castles_in_italian(service):
    """The console's own words about a private view, with the rulebook's terms (glossary: dadi, monete
    d'argento, lavoratori, punti vittoria = p.v., spazi chiave: the tiles' storage)."""
    out = []
    con = Console(service, images=False, write=out.append, lang="it")
    for line in ("new castles Ann", "join Bob", "start"):
        await con.run_line(line)
    out.clear()
    await con.run_line("hand Ann")
    assert out[0] == "Vista privata di Ann:"
    assert out[1].startswith("  Dadi")  # "Dadi: 3 e 5", or "Dadi ancora da usare: ..." when it is her turn
    assert out[2].startswith("  Monete d'argento ") and " PV sul tracciato (" in out[2]
    assert out[3] == "  Spazi chiave: nessuna tessera"
    assert out[4].startswith("  Merci: ")


async def test_table_options_are_typed_and_shown_in_the_tables_language(service):
    """`mura=sì` opens the same table as `walls=yes`; each table shows its options in its own language."""
    from bot.models import Place, Player

    said = []

    async def listen(event):
        said.append(event.summary)
    service.bus.subscribe(listen)
    anna, ann = Player("telegram", "71", "Anna", "it"), Player("telegram", "72", "Ann", "en")
    it = await service.create(Place("telegram", "-7001"), "alhambra", ["mura=sì", "ladri=no"], anna)
    en = await service.create(Place("telegram", "-7002"), "alhambra", ["walls=yes"], ann)
    assert it["options"] == en["options"] and it["options"]["walls"] is True
    assert "giocatori; mura=sì)." in said[0]  # the options that change the game: the defaults go without saying
    assert "players; walls=yes)." in said[1]


async def test_a_choice_is_typed_by_its_word_in_the_tables_language(service):
    """`squadre=esperto` is `team=expert`, `ducato=casuale` is `duchy=random` (Castles, issue 18)."""
    from bot.models import Place, Player

    anna = Player("telegram", "73", "Anna", "it")
    doc = await service.create(Place("telegram", "-7003"), "castles", ["squadre=esperto", "scudi=sì"], anna)
    assert doc["options"]["team"] == "expert" and doc["options"]["shields"] is True
    doc = await service.create(Place("telegram", "-7004"), "castles", ["ducato=casuale"], anna)
    assert doc["options"]["duchy"] == "random"


async def test_a_choice_is_shown_in_the_tables_language(service):
    from bot.models import Place, Player

    said = []

    async def listen(event):
        said.append(event.summary)
    service.bus.subscribe(listen)
    anna = Player("telegram", "74", "Anna", "it")
    await service.create(Place("telegram", "-7005"), "castles", ["squadre=esperto"], anna)
    assert "squadre=esperto" in said[0] and "solitario" not in said[0]  # a default goes without saying
