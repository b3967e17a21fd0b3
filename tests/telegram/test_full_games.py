"""Issue 12, done when: a whole game of each game through the Telegram adapter posts one board per turn (not one
per step), mentions only who is asked anew, ends with the result, and makes no call a real platform would
refuse. The moves are the table's autopilot (as after a deadline); the boards go through the real adapter
code."""
from __future__ import annotations

import pytest

from tests.positions import play_out
from tests.telegram.conftest import ANN, BOB, CID, DAN, GROUP

# Castles also with every module (border duchies, shields, inns...), as a team game and as a table of one.
CASTLES_MODULES = "extra_tiles=yes border_posts=yes white_castles=yes inns=yes trade_routes=yes shields=yes"
GAMES = [("castles", 2, ""), ("castles", 3, CASTLES_MODULES), ("castles", 4, "team=expert shields=yes inns=yes"),
         ("castles", 1, "solo=expert"), ("alhambra", 3, "thieves=yes traders=yes"), ("bruges", 3, "pets=yes"), ("macao", 2, "dice_choice=simultaneous"), ("colonia", 3, "")]


@pytest.mark.parametrize("game,n,options", GAMES)
async def test_a_whole_game_in_telegram_posts_one_board_per_turn(tg, service, game, n, options):
    users = [ANN, BOB, CID, DAN][:n]
    tid = await tg.open_table(f"{game} {options}".strip(), alone=n == 1)
    for u in users[2:]:
        await tg.do(u, GROUP, f"/join {tid}")
    for u in users:  # everybody gets their menus in private
        await tg.do(u, {"id": u["id"], "type": "private", "first_name": u["first_name"]}, f"/start t_{tid}")
    await tg.do(ANN, GROUP, "/start_game")
    moves, turns = await play_out(service, tid)
    await tg.settle()
    boards = tg.api.sent("sendPhoto", GROUP["id"])
    assert "Game over" in boards[-1].text
    # one per turn, not one per step (a table of one: one per round, 25 in Castles' solo game)
    assert len(boards) <= (turns if n > 1 else 25) + 2 and len(boards) < moves
    # the tg fixture asserts on teardown that the Bot API refused no call




async def test_colonia_secret_family_cards_are_chosen_in_private_chats(tg, service):
    """Issue 17: the simultaneous choice goes through each player's private chat; the group learns only who has
    chosen, until the last answer reveals all of them in one line; a choice typed in the group is refused."""
    from tests.telegram.fake_api import private_chat
    users = [ANN, BOB, CID]
    tid = await tg.open_table("colonia")
    await tg.do(CID, GROUP, f"/join {tid}")
    for u in users:
        await tg.do(u, private_chat(u), f"/start t_{tid}")
    await tg.do(ANN, GROUP, "/start_game")
    for _ in range(50):  # the autopilot up to Tuesday's secret family cards
        doc = await service.table(tid)
        if len(service.to_act(doc)) > 1:
            break
        await service.autoplay(tid, service.to_act(doc)[0], reason="test")
    doc = await service.table(tid)
    assert len(service.to_act(doc)) == 3
    calls = await tg.do(ANN, GROUP, "/move card 8")  # typed in the group: everyone would see it
    assert any("private chat" in c.text for c in calls)
    before = len(tg.api.sent("sendMessage", GROUP["id"])) + len(tg.api.sent("sendPhoto", GROUP["id"]))
    for u, card in zip(users[:2], ("8", "7")):
        await tg.do(u, private_chat(u), f"/move card {card}")
    await tg.settle()
    said = [c.text for c in tg.api.sent("sendMessage", GROUP["id"]) + tg.api.sent("sendPhoto", GROUP["id"])][before:]
    assert not any("8" in t or "7" in t for t in said)  # nothing of the answers in the group yet
    await tg.do(CID, private_chat(CID), "/move card 6")
    await tg.settle()
    said = " ".join(c.text for c in tg.api.sent("sendMessage", GROUP["id"]) + tg.api.sent("sendPhoto", GROUP["id"]))
    assert "Ann: 8" in said and "Bob: 7" in said and "Cid: 6" in said  # revealed together
