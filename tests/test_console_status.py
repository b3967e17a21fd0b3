"""`status` at the console of a closed table says it is closed and waits for nobody."""
from bot.console import Console


async def test_a_closed_lobby_waits_for_nobody(service):
    out = []
    con = Console(service, images=False, write=out.append)
    for line in ("new pebbles Ann", "abandon"):
        await con.run_line(line)
    out.clear()
    await con.run_line("status")
    assert "[closed]" in out[0] and not any("Waiting" in line for line in out), out
