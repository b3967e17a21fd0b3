"""Issue 14: every reader in their own language. The table's public texts in the table's language, each
player's private texts in theirs (their `lang` preference, else their app's); catalogs complete."""
import i18n
from bot import table_doc as T
from bot.models import Place, Player
from i18n.catalogs import problems
from rules.core.text import N_, english, listing, msg, plural, seat

HERE = Place("telegram", "-100777")
ANNA = Player("telegram", "1", "Anna", "it")
BOB = Player("telegram", "2", "Bob", "en")


def test_every_text_in_the_code_has_its_italian_and_the_catalogs_compile():
    assert problems() == []


def test_where_each_game_s_rule_checklist_lives_reads_in_italian_too():
    from rules.registry import games

    refs = [g for g in games().values() if g.rules_ref]
    assert {g.id for g in refs} >= {"castles", "alhambra", "bruges", "macao", "colonia"}
    for g in refs:  # a text marked for translation, with its Italian (the adapters say it in the reader's language)
        assert "elenco numerato" in i18n.say("it", g.rules_ref, game=g.id), g.id


def test_a_message_reads_in_each_language_with_names_lists_and_plurals():
    waiting = msg(N_("Waiting for {players}."), players=listing([seat(0), seat(1)]))
    assert i18n.say("it", waiting, ["Anna", "Bob"]) == "In attesa di Anna e Bob."
    assert i18n.say("en", waiting, ["Anna", "Bob"]) == "Waiting for Anna and Bob."
    assert english(waiting, ["Anna", "Bob"]) == "Waiting for Anna and Bob."
    assert i18n.say("it", {"text": "Ann buys a tower."}) == "Ann buys a tower."  # a line from before messages
    coins = plural("{n} coin", "{n} coins", "n", n=1)
    assert english(coins) == "1 coin" and english({**coins, "params": {"n": 3}}) == "3 coins"
    assert i18n.lang_of("it-IT") == "it" and i18n.lang_of("pt-BR") == "en" and i18n.lang_of(None) == "en"


async def test_the_table_speaks_italian_while_bob_reads_his_own_texts_in_english(service):
    doc = await service.create(HERE, "pebbles", {}, ANNA)
    assert T.table_lang(doc) == "it"  # the opener's language
    await service.join(doc["id"], BOB)
    doc = await service.start(doc["id"], ANNA)
    assert service.view_of(doc, None)["lang"] == "it"
    assert service.view_of(doc, BOB)["lang"] == "en"
    assert service.view_of(doc, ANNA)["lang"] == "it"
    waiting = [p for p in (ANNA, BOB) if p.pid not in service.to_act(doc)][0]
    assert service.options_of(doc, waiting).prompt == (
        "In attesa di " if waiting is ANNA else "Waiting for ") + T.name_of(doc, service.to_act(doc)[0]) + "."
    doc = await service.resign(doc["id"], BOB)
    assert any(line.endswith("Bob si ritira.") for line in await service.log(doc["id"]))  # public: Italian


async def test_a_lang_preference_overrides_the_app_for_private_texts(service):
    from bot.reminders import api

    doc = await service.create(HERE, "pebbles", {}, BOB)
    await service.join(doc["id"], ANNA)
    assert "italiano" in await api.set_preference(service, BOB, "lang", "it")  # said in the new language
    doc = await service.table(doc["id"])
    assert T.reader_lang(doc, BOB.pid, "en") == "it" and T.table_lang(doc) == "en"
    await api.set_preference(service, BOB, "lang", "auto")
    doc = await service.table(doc["id"])
    assert T.reader_lang(doc, BOB.pid, "en") == "en"


def test_a_word_a_data_file_gives_in_several_languages():
    """A replaceable deck names its cards in the languages it has: shown in the reader's, else English."""
    from rules.core.text import english, msg, N_, worded
    heir = worded({"en": "Heir", "it": "Erede"})
    assert i18n.say("it", heir) == "Erede" and english(heir) == "Heir"
    assert i18n.say("it", worded({"en": "Heir"})) == "Heir"
    assert english(msg(N_("{who} resigns."), who=heir)) == "Heir resigns."


def test_a_text_marked_alone_and_as_a_plural_is_refused():
    """One msgid cannot be both a single text and the singular of a plural: one use would stay English."""
    from i18n.catalogs import _single_and_plural
    wanted = {"bruges": {("empty house", None): [("render/bruges.py", 1)],
                         (("empty house", "empty houses"), None): [("rules/bruges/cards.py", 2)]}}
    assert _single_and_plural(wanted) and not _single_and_plural({"bruges": {("empty house", None): [("x", 1)]}})
