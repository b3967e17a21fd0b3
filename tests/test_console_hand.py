"""`hand NAME` at the console: a player's own view, also once the game is over (nothing is secret from its owner,
and the last hand is worth a look), as Discord's /hand and Telegram's private menu show it."""
from bot import table_doc as T
from bot.console import Console


async def test_hand_after_the_game_shows_the_final_private_view(service):
    out = []
    con = Console(service, images=False, write=out.append)
    for line in ("new pebbles Ann rounds=1", "join Bob", "start", "autoplay 100"):
        await con.run_line(line)
    assert (await con.current())["status"] == T.FINISHED
    out.clear()
    await con.run_line("hand Ann")
    assert out[0] == "Ann's private view:" and out[-1] == "  The game is over.", out
    assert not any(line.startswith("error") for line in out)
