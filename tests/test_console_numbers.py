"""A number typed at the console is a position in the list `options` printed: if that list has changed since
(the player moved on within the turn), the number plays nothing and the new list is shown, as a stale chat
button is refused."""
from bot import table_doc as T
from bot.console import Console


async def seated(service, out):
    con = Console(service, images=False, write=out.append)
    for line in ("new pebbles Ann rounds=2", "join Bob", "start"):
        await con.run_line(line)
    doc = await con.current()
    return con, T.name_of(doc, service.to_act(doc)[0])  # the seat order is drawn at random


async def test_a_number_from_a_list_that_has_changed_plays_nothing(service):
    out = []
    con, first = await seated(service, out)
    await con.run_line("options")
    await con.run_line("next 1")  # the stake, out in the open: both now play a card face down
    await con.run_line(f"options {first}")
    listed = [line for line in out if line.startswith("    2. Play ")][-1].split("  [")[0].split(". ", 1)[1]
    await con.run_line(f"move {first} 1")  # a card played in secret: the first may still take it back
    out.clear()
    await con.run_line(f"move {first} 2")  # the second card of the list shown, not playable now
    assert out[0] == (f"error: Option 2 was “{listed}” when the moves were listed; they have changed since, so "
                      "nothing was played. Here they are now:")
    assert not any("plays a card" in line for line in out)
    out.clear()
    await con.run_line(f"undo {first}")  # the card is taken back: the list last shown (empty) had no 2 ...
    await con.run_line(f"move {first} 2")
    assert not any(f"{first} plays a card face down." in line for line in out)
    assert any(line.startswith("    2. Play ") for line in out)  # ... so the moves are shown anew
    await con.run_line(f"move {first} 2")  # and now 2 is the number seen
    assert any(f"{first} plays a card face down." in line for line in out)


async def test_a_number_without_a_list_plays_nothing_and_shows_the_list(service):
    out = []
    con, first = await seated(service, out)
    doc = await con.current()
    out.clear()
    await con.run_line(f"move {first} 1")  # nothing listed yet: the number would name a move never seen
    assert out[0] == f"error: The moves of {first} were not listed yet, so nothing was played. Here they are:"
    assert any(line.startswith("    1. ") for line in out) and await con.current() == doc
    await con.run_line(f"move {first} 1")  # now listed: it plays
    await con.run_line(f"options {first}")
    await con.run_line(f"move {first} 1")  # listed, played, listed again: still "Play ..." at 1
    assert sum(line.startswith("error") for line in out) == 1
    assert any(f"{first} plays a card face down." in line for line in out)


async def test_the_numbers_a_suggestion_names_can_be_typed(service):
    out = []
    con = Console(service, images=False, write=out.append)
    for line in ("new castles Ann hints=yes", "join Bob", "start"):  # (pebbles has no computer player)
        await con.run_line(line)
    doc = await con.current()
    first = T.name_of(doc, service.to_act(doc)[0])
    out.clear()
    await con.run_line(f"suggest {first}")
    assert "would play" in out[-1], out
    number = int(out[-1].split("would play ")[1].split(".")[0])
    await con.run_line(f"move {first} {number}")  # the suggestion showed the list's numbers: they play
    assert not any(line.startswith("error") for line in out), out
    assert (await con.current())["version"] > doc["version"]


async def test_a_number_from_a_list_printed_in_an_earlier_turn_plays_nothing(service):
    """The list was printed a turn ago: the other player has moved since, and the number's place now holds
    another move, which the player never saw numbered."""
    out = []
    con, first = await seated(service, out)
    await con.run_line(f"options {first}")
    old = [line.split("  [")[0].split(". ", 1)[1] for line in out if line.startswith("    1. ")][-1]
    await con.run_line(f"move {first} 1")  # the stake, in the open
    doc = await con.current()
    while first not in [T.name_of(doc, p) for p in con.service.to_act(doc)]:
        other = T.name_of(doc, con.service.to_act(doc)[0])
        await con.run_line(f"move {other} 1")
        doc = await con.current()
    now = con.menu(con.service.options_of(doc, con.seated(doc, first)))[0].label
    assert now != old  # (else the number would rightly play what it showed)
    out.clear()
    await con.run_line(f"move {first} 1")
    assert out[0].startswith(f"error: Option 1 was “{old}” when the moves were listed"), out
    assert await con.current() == doc  # nothing played


async def test_a_typed_move_not_legal_now_says_where_the_console_lists_the_moves(service):
    out = []
    con, first = await seated(service, out)
    out.clear()
    await con.run_line(f"move {first} dance a jig")
    assert out == [f"error: 'dance a jig' is not a legal move now: options {first} lists the moves."], out


async def test_undo_for_someone_not_seated_names_them(service):
    out = []
    con, first = await seated(service, out)
    out.clear()
    await con.run_line("undo Zed")
    assert out == ["error: Zed is not seated at this table."], out


async def test_a_number_beyond_the_list_shown_plays_nothing_when_the_moves_have_grown(service):
    """Two stakes were listed; now three cards may be played: 3 was never a number on the list shown."""
    out = []
    con, first = await seated(service, out)
    await con.run_line(f"options {first}")  # single, double
    await con.run_line(f"move {first} 1")
    doc = await con.current()
    out.clear()
    await con.run_line(f"move {first} 3")
    assert out[0] == (f"error: There is no option 3 in the list shown to {first}, and the moves have changed since, "
                      "so nothing was played. Here they are now:"), out
    assert any(line.startswith("    1. Play ") for line in out) and await con.current() == doc, out
