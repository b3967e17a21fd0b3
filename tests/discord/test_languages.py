"""Each reader's language on Discord (issue 14): /tavolo carries Italian names and descriptions (a
catalog Translator, in the synced payload); the channel reads the table's language (the opener's);
each member reads their ephemeral answers, panels and errors in their own (their app's locale)."""
import discord
import pytest
from discord.app_commands import TranslationContext, TranslationContextLocation, locale_str

import i18n
from bot.discord.app import DiscordApp
from bot.discord.client import TavoloBot, commands_payload
from bot.discord.commands import CatalogTranslator
from bot.discord.texts import COMMAND_NAMES, OPTION_NAMES, command
from bot.models import Place
from tests.discord.conftest import CHANNEL
from tests.discord.fakes import custom_ids, components, press

PLACE = Place("discord", str(CHANNEL))
OTHER = TranslationContext(TranslationContextLocation.other, None)


async def translate(text: str, locale: discord.Locale, key: str | None = None):
    string = locale_str(text, key=key) if key else locale_str(text)
    return await CatalogTranslator().translate(string, locale, OTHER)


async def test_the_translator_gives_italian_for_italian_and_nothing_for_english():
    assert await translate("new", discord.Locale.italian, COMMAND_NAMES["new"]) == "nuovo"
    assert await translate("table", discord.Locale.italian, OPTION_NAMES["table"]) == "tavolo"
    assert await translate("Make a move by typing it", discord.Locale.italian) == "Fai una mossa scrivendola"
    # English is the default Discord shows; a language the bot does not speak falls back to it
    for locale in (discord.Locale.american_english, discord.Locale.british_english, discord.Locale.german):
        assert await translate("new", locale, COMMAND_NAMES["new"]) is None
        assert await translate("Make a move by typing it", locale) is None


def test_the_italian_command_names_are_natural_lower_case_words():
    from i18n import gettext
    names = {english: gettext("it", key) for english, key in COMMAND_NAMES.items()}
    assert names["new"] == "nuovo" and names["move"] == "mossa" and names["rules"] == "regole"
    assert all(n == n.lower() and " " not in n and n != key for n, key in zip(names.values(), COMMAND_NAMES.values()))
    assert len(set(names.values())) == len(names)  # one command per Italian name


async def test_the_synced_payload_carries_the_italian_localizations(service):
    bot = TavoloBot(DiscordApp(service))
    await bot.tree.set_translator(CatalogTranslator())
    (top,) = await commands_payload(bot.tree, None)
    assert top["name"] == "tavolo" and top["description_localizations"]["it"]
    subs = {c["name"]: c for c in top["options"]}
    new = subs["new"]
    assert new["name_localizations"] == {"it": "nuovo"}
    assert new["description_localizations"] == {"it": "Apri un nuovo tavolo in questo canale (prendi tu il primo posto)"}
    options = {o["name"]: o for o in new["options"]}
    assert options["game"]["name_localizations"] == {"it": "gioco"}
    assert subs["move"]["name_localizations"] == {"it": "mossa"}
    assert {o["name"]: o["name_localizations"] for o in subs["move"]["options"]} == {
        "action": {"it": "mossa"}, "table": {"it": "tavolo"}}
    scope = next(o for o in subs["settings"]["options"] if o["name"] == "scope")
    assert [c["name_localizations"] for c in scope["choices"]] == [{"it": "questo tavolo"}, {"it": "le mie preferenze"}]
    # every command and option has its Italian name
    assert all(c["name_localizations"].get("it") for c in top["options"])
    assert all(o["name_localizations"].get("it") for c in top["options"] for o in c.get("options", []))


async def test_the_channel_reads_the_table_language_and_each_member_their_own(group, members, service, client):
    anna = members.act(members.ann, locale="it")  # an Italian app opens the table: the table speaks Italian
    await group.get_command("new").callback(anna, game="pebbles", options="rounds=2")
    assert "Hai aperto" in anna.last().content and "`/tavolo unisciti`" in anna.last().content
    doc = (await service.tables_in(PLACE))[-1]
    assert doc["settings"]["lang"] == "it"
    lobby = client.posts[-1]
    assert "Premi Unisciti per sederti" in lobby.content
    assert [c["label"] for row in components(lobby.view) for c in row["components"]] == [
        "Unisciti", "Inizia", i18n.say("it", "Add a computer player")]
    bob = members.act(members.bob)  # an English app
    await group.get_command("join").callback(bob, table=doc["id"])
    assert bob.last().ephemeral and bob.last().content.startswith("You joined ")
    await group.get_command("start").callback(members.act(members.ann, locale="it"), table=doc["id"])
    doc = await service.table(doc["id"])
    board = client.posts[-1]
    assert "Di turno: <@" in board.content and "Now:" not in board.content
    assert [c["label"] for row in components(board.view) for c in row["components"]] == ["Gioca", "La mia mano"]
    # each member's private panel in their own language, whoever leads
    for user, locale, words in ((members.ann, "it", "Scegli qui sotto, oppure scrivi `/tavolo mossa`."),
                                (members.bob, "en-US", "Choose below, or type `/tavolo move`.")):
        inter = members.act(user, locale=locale)
        await press(inter, f"tv:h:{doc['id']}")
        hand = inter.last()
        assert hand.ephemeral
        assert ("la tua vista privata" if locale == "it" else "your private view") in hand.content
        if f"discord:{user.id}" in service.to_act(doc):
            inter = members.act(user, locale=locale)
            await press(inter, f"tv:a:{doc['id']}")
            assert words in inter.last().content and custom_ids(inter.last().view)


@pytest.mark.parametrize("locale, answer", [("it", "Indica un valore per deadline."),
                                            ("en-US", "Give a value for deadline.")])
async def test_an_error_is_answered_in_the_members_language(group, members, locale, answer):
    inter = members.act(members.ann, locale=locale)
    await group.get_command("settings").callback(inter, key="deadline", value=None, scope=None, table=None)
    assert inter.last().ephemeral and inter.last().content == answer


async def test_a_rules_refusal_is_answered_in_the_members_language(group, members, service):
    """A typed move the rules refuse (rules/core/game.py: not a legal move now) is explained in Italian."""
    await group.get_command("new").callback(members.act(members.ann), game="pebbles", options="rounds=2")
    tid = (await service.tables_in(PLACE))[-1]["id"]
    await group.get_command("join").callback(members.act(members.bob), table=tid)
    await group.get_command("start").callback(members.act(members.ann), table=tid)
    doc = await service.table(tid)
    lead = members.by_pid(doc["seats"][0])
    inter = members.act(lead, locale="it")
    await group.get_command("move").callback(inter, action="dance", table=tid)
    assert inter.last().ephemeral
    assert inter.last().content == "'dance' non è una mossa valida ora. Il tuo menu privato elenca le tue mosse."
    assert (await service.table(tid))["state"] == doc["state"]


def test_a_command_is_named_in_the_readers_language():
    assert command("it", "move") == "/tavolo mossa" and command("en", "move") == "/tavolo move"


async def test_a_changed_translation_is_synced_again(service, monkeypatch):
    from unittest.mock import AsyncMock

    from bot.discord.client import sync_if_changed

    bot = TavoloBot(DiscordApp(service))
    await bot.tree.set_translator(CatalogTranslator())
    bot.tree.sync = AsyncMock(return_value=[])
    assert await sync_if_changed(bot.tree, service, None) is True
    assert await sync_if_changed(bot.tree, service, None) is False
    original = CatalogTranslator.translate

    async def retranslated(self, string, locale, context):
        text = await original(self, string, locale, context)
        return "nuova" if text == "nuovo" else text

    monkeypatch.setattr(CatalogTranslator, "translate", retranslated)
    assert await sync_if_changed(bot.tree, service, None) is True  # only the Italian name of /tavolo new changed


def test_table_options_are_suggested_by_their_italian_names():
    from bot.discord import texts
    from rules import get_game

    game = get_game("alhambra")
    it = [value for _, value in texts.option_suggestions(game.options, "", "it", game.id)]
    assert "mura=sì" in it and "ladri=no" in it and not any(v.startswith("walls") for v in it)
    assert "walls=yes" in [value for _, value in texts.option_suggestions(game.options, "", "en", game.id)]
    after = [value for _, value in texts.option_suggestions(game.options, "mura=sì ", "it", game.id)]
    assert after[1:] and not any(v.split()[-1].startswith("mura") for v in after[1:])  # named once (first: as typed)
