"""What the channel reads of a move: each public line of the log on a line of its own (a phone reads a week's
events one under another, not run together), and a Discord board too long for one message keeps its latest
lines."""
from bot import table_doc as T
from bot.discord import texts
from bot.discord.limits import CONTENT
from bot.models import Place, Player

HERE = Place("discord", "chan-lines")
ANN, BOB = Player("discord", "1", "Ann"), Player("discord", "2", "Bob")


async def test_a_move_of_several_public_lines_reads_one_per_line(service, events):
    doc = await service.create(HERE, "castles", {}, ANN)
    await service.join(doc["id"], BOB)
    doc = await service.start(doc["id"], ANN)
    for _ in range(200):  # the first moves that tell the table two things or more (an action, then the next round)
        pid = service.to_act(doc)[0]
        who = ANN if pid == ANN.pid else BOB
        events.clear()
        doc = await service.move(doc["id"], who, index=0, version=service.options_of(doc, who).version)
        moved = [e for e in events if e.kind == "moved" and "\n" in e.summary]
        if moved:
            break
    else:
        raise AssertionError("no move told the table two things")
    (event,) = moved
    (entry,) = [e for e in await service.store.log(doc["id"], 1)]
    said = [T.say(doc, ev) for ev in entry["events"] if ev["seat"] is None]
    assert len(said) >= 2 and event.summary.split("\n") == said  # each whole, not run on after the one before


def test_a_long_discord_board_keeps_its_latest_lines():
    doc = {"id": "t1", "game": "castles", "status": T.ACTIVE, "settings": {}, "players": [], "seats": [],
           "place": {"platform": "discord", "channel": "1"}, "lang": "en"}
    lines = [f"Move {i}: somebody did something worth a line." for i in range(200)]
    text = texts.board_text(doc, lines, [])
    assert len(text) <= CONTENT
    body = text.split("\n")
    assert body[-1] == lines[-1] and "…" in body[1]  # the latest move is there; the cut is marked
    assert all(line in lines for line in body[2:])  # whole lines only
