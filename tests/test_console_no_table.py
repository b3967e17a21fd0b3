"""Without a table in use, the console says what to type there, not what a chat would ("in this channel")."""
from bot.console import PLACE, Console


async def test_no_table_yet_says_how_to_open_one(service):
    out = []
    con = Console(service, images=False, write=out.append)
    await con.run_line("options")
    assert out == ["error: No table yet: new GAME NAME opens one (games lists the games)."]


async def test_several_tables_and_none_chosen_says_how_to_choose(service):
    out = []
    first = Console(service, images=False, write=out.append)
    await first.run_line("new pebbles Ann")
    await first.run_line("new pebbles Bob")
    docs = await service.tables_in(PLACE)
    out.clear()
    other = Console(service, images=False, write=out.append)  # a console started later on the same store
    await other.run_line("status")
    assert len(docs) == 2 and out[0].startswith("error: Several tables are open: #")
    assert out[0].endswith(". use ID picks one.") and all(f"#{d['id']} (pebbles)" in out[0] for d in docs)
    await other.run_line(f"use {docs[0]['id']}")
    assert out[-1] == f"Using table #{docs[0]['id']}."
