"""`export`: a running game gives its public record only; a finished or abandoned one the whole game,
which `python -m rules replay` plays back to the same final state (issue 11.7)."""
import json

from bot import table_doc as T

import pytest

from bot.console import Console
from bot.errors import NotAllowed
from bot.models import Place, Player
from rules import get_game
from rules.alhambra.money import card_name
from rules.cli import main as rules_main
from tests.alhambra.test_playouts import keys_of

HERE = Place("console", "local")  # the console's channel, so a Console reads these tables too
ANN, BOB, CAT = (Player("console", n.lower(), n) for n in ("Ann", "Bob", "Cat"))
SEED = 987_654_321_987_654_321
MODULES = {"thieves": "yes", "traders": "yes"}
# what only a seat's own view holds (Alhambra), and what a player's own part of the state holds
PRIVATE_VIEW = {"hand", "my_residents", "thieves", "thief_claim", "always_pass", "legal_cells", "may_act", "prompt"}
PRIVATE_PLAYER = {"hand", "thieves", "chosen", "coins", "auto_pass"}


@pytest.fixture
def seeded(monkeypatch):
    monkeypatch.setattr("bot.service.secrets.randbits", lambda bits: SEED)


async def alhambra(service, options=MODULES):
    doc = await service.create(HERE, "alhambra", options, ANN)
    for p in (BOB, CAT):
        await service.join(doc["id"], p)
    return await service.start(doc["id"], ANN)


def player_at(doc, seat):
    return next(p for p in (ANN, BOB, CAT) if p.pid == doc["seats"][seat])


async def autoplay(service, doc, steps):
    for _ in range(steps):
        if doc["status"] != "active":
            break
        doc = await service.autoplay(doc["id"], service.to_act(doc)[0], reason="test")
    return doc


async def secrets_of(service, doc):
    """What the table never read: private lines, and action texts the public lines do not spell out
    (a payment names the money cards it uses; the table reads only the price)."""
    log = await service.store.full_log(doc["id"])
    public = " ".join(T.say(doc, ev) for e in log for ev in e["events"] if ev["seat"] is None)
    return ([T.say(doc, ev) for e in log for ev in e["events"] if ev["seat"] is not None]
            + [e["action"] for e in log if "action" in e and e["action"] not in public])


def assert_public_only(spec: dict, secrets: list[str]):
    text = json.dumps(spec, ensure_ascii=False)
    assert spec["record"] == "public" and "does not replay" in spec["about"]
    assert str(SEED) not in text and "rng" not in text.lower() and not {"seed", "rng"} & set(keys_of(spec))
    assert not PRIVATE_VIEW & set(spec["view"]) and spec["view"]["seat"] is None
    assert all(not PRIVATE_PLAYER & set(p) for p in spec["view"]["players"])
    assert "actions" not in spec and all(set(e) == {"t", "kind", "seat", "lines"} for e in spec["log"])
    for line in secrets:
        assert line not in text


async def test_a_running_alhambra_exports_no_seed_hand_or_secret_choice(service, seeded):
    doc = await alhambra(service)
    game = get_game("alhambra")
    # one seat chooses its residents in secret; the others have not yet
    first = player_at(doc, 0)
    choice = service.options_of(doc, first).options[3].text
    doc = await service.move(doc["id"], first, choice)
    spec = await service.export(doc["id"])
    assert_public_only(spec, await secrets_of(service, doc))
    text = json.dumps(spec)
    assert choice not in text and "Your residents" not in text
    assert "chooses 3 residents in secret" in text  # what the table saw

    # setup done: everyone holds secret starting money and thieves
    for seat in (1, 2):
        p = player_at(doc, seat)
        doc = await service.move(doc["id"], p, service.options_of(doc, p).options[0].text)
    for _ in range(3):
        p = next(player_at(doc, s) for s in range(3) if doc["seats"][s] in service.to_act(doc))
        doc = await service.move(doc["id"], p, service.options_of(doc, p).options[0].text)
    st = game.load(doc["state"])
    assert game.view(st, None)["decision"] == "action" and all(p["hand"] for p in st.data["players"])
    spec = await service.export(doc["id"])
    assert_public_only(spec, await secrets_of(service, doc))
    text = json.dumps(spec, ensure_ascii=False)
    shown = {card_name(c) for c in st.data["display"]}  # the display is public: a hand may hold its twin
    hidden = {card_name(c) for p in st.data["players"] for c in p["hand"]} - shown
    assert hidden
    for name in hidden:
        assert f" {name}" not in text, name
    assert spec["view"]["seat"] is None and spec["players"] == st.names and spec["options"] == st.options
    assert [e["kind"] for e in spec["log"]][:3] == ["join", "join", "start"]  # the log as the table read it
    assert "Ann puts the trader tile at" in text

    # a few turns on, with thieves about: still nothing private
    doc = await autoplay(service, doc, 40)
    spec = await service.export(doc["id"])
    secrets = await secrets_of(service, doc)
    assert any(s.startswith("buy ") and "+" in s for s in secrets)  # a payment with several cards was made
    assert_public_only(spec, secrets)


async def test_export_refuses_a_table_that_has_not_started(service):
    doc = await service.create(HERE, "alhambra", {}, ANN)
    with pytest.raises(NotAllowed, match="not started"):
        await service.export(doc["id"])


async def test_a_finished_game_exports_everything_and_replays_to_its_final_state(service, seeded, tmp_path,
                                                                                  capsys):
    doc = await alhambra(service)
    doc = await autoplay(service, doc, 2000)
    assert doc["status"] == "finished"
    packed, listed = (service.store._k(doc["id"], part) for part in ("logz", "log"))
    assert await service.store.r.exists(packed) and not await service.store.r.exists(listed)  # read packed (issue 20)
    spec = await service.export(doc["id"])
    assert spec["record"] == "complete" and spec["seed"] == SEED
    game = get_game("alhambra")
    st = game.replay(spec["players"], spec["seed"], spec["options"], [tuple(a) for a in spec["actions"]])
    assert game.dump(st) == doc["state"]  # the very same bytes (issue 11.6)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(spec))
    capsys.readouterr()
    assert rules_main(["replay", str(path)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["over"] and out["result"] == doc["result"]


async def test_an_abandoned_game_exports_everything(service, seeded):
    doc = await alhambra(service, {"walls": "yes", "thieves": "yes", "change": "yes"})
    doc = await autoplay(service, doc, 12)
    doc = await service.abandon(doc["id"], ANN)
    spec = await service.export(doc["id"])
    assert spec["record"] == "complete"
    game = get_game("alhambra")
    st = game.replay(spec["players"], spec["seed"], spec["options"], [tuple(a) for a in spec["actions"]])
    assert game.dump(st) == doc["state"]


async def test_console_export_says_what_the_file_is(service, seeded, tmp_path):
    out: list[str] = []
    console = Console(service, images=False, write=out.append)
    doc = await alhambra(service, {})
    console.table = doc["id"]
    path = tmp_path / "running.json"
    await console.run_line(f"export {path}")
    assert json.loads(path.read_text())["record"] == "public"
    assert any("public record of this running game" in line and "does not replay" in line for line in out)
    await console.run_line("abandon yes")
    console.table = doc["id"]
    path = tmp_path / "whole.json"
    await console.run_line(f"export {path}")
    assert json.loads(path.read_text())["record"] == "complete"
    assert any(f"python -m rules replay {path}" in line for line in out)
