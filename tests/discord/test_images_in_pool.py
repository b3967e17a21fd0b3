"""The Discord adapter with the real renderer, drawing in the image worker process (bot/drawing.py): the
channel gets the public board as drawn from the public view (cached for the other processes), a player's
panel their own image (never cached)."""
from bot.discord.app import DiscordApp
from bot.discord.commands import build_group
from render import render_pngs
from tests.discord.test_handlers import lead_of, open_panel, open_table


async def test_boards_and_panels_are_drawn_in_the_pool(service, client, members):
    app = DiscordApp(service, client)  # no stand-in renderer: the real one, in the worker
    client.tavolo = app
    service.bus.subscribe(app.on_event)
    group = build_group(app)
    doc = await open_table(group, members, service)
    board = client.posts[-1]
    assert board.file == render_pngs(service.view_of(doc, None))[0]
    cached = [k async for k in service.store.r.scan_iter(match=f"{service.store.prefix}:*:img:*")]
    assert len(cached) == 1 and f"{{t:{doc['id']}}}:img:{doc['version']}:" in cached[0]
    lead = lead_of(doc, members)
    panel = await open_panel(members, lead, doc["id"])
    player = app.player(members.act(lead))
    assert panel.file == render_pngs(service.view_of(await service.table(doc["id"]), player))[0]
    assert len([k async for k in service.store.r.scan_iter(match=f"{service.store.prefix}:*:img:*")]) == 1
