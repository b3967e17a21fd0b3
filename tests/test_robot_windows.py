"""Computer players and out-of-turn windows (issue 19), on Alhambra with thieves (ALH-202..207): a computer
player answers a window like a person (a steal when it pays, else a pass that leaves no public trace), and
before a computer player's turn people get the pause to answer theirs; its due time lives in Redis."""
import pytest

from bot import service as service_module, table_doc as T
from bot.models import NOTHING, PRIVATE, Place, Player
from bot.robots import api, worker as robots_worker
from bot.robots import thinker as thinker_module
from bot.robots.thinker import Thinker
from bot.robots.worker import Robots
from bot.service import MACHINE_PAUSE
from rules import get_game
from tests.alhambra.helpers import money

HERE = Place("discord", "chan-windows")
ANN = Player("discord", "1", "Ann")
GAME = get_game("alhambra")
ORDER = [ANN.pid, "bot:1", "bot:2"]  # seats fixed by the tests: Ann, Bot 1, Bot 2
BLUE, GREEN, YELLOW = 0, 1, 3  # currencies by index (rules/alhambra/data: blue first)


@pytest.fixture(scope="module")
def searching():
    """The computer players' real search budget (`normal`: 300 iterations), in a thread of this process: the
    window's decision is the search's, not the tests' quick budget."""
    thinker = Thinker(processes=0)
    yield thinker
    thinker.close()


async def table(service, bots=("normal", "normal"), like: dict | None = None, place: Place = HERE) -> dict:
    """A started Alhambra table with thieves: Ann and the computer players, seated as ORDER says (and in the
    very state of table `like`, if given)."""
    doc = await service.create(place, "alhambra", ["thieves=yes"], ANN)
    for level in bots:
        doc = await api.add_bot(service, doc["id"], ANN, level)
    doc = await service.start(doc["id"], ANN)
    order = ORDER[:1 + len(bots)]

    def seat(doc):
        st = GAME.load((like or doc)["state"])
        names = {p["pid"]: p["name"] for p in doc["players"]}
        st.names = [names[pid] for pid in order]
        doc["seats"] = list(order)
        doc["state"] = GAME.dump(st)
        return [], ""

    return await service.update(doc["id"], seat, "preference", None)


def take(d: dict, card: int) -> None:
    """Take one money card out of the deck (or a hand, or the discards), so every card stays one card."""
    for place in [*d["deck"], d["discard"], *(p["hand"] for p in d["players"])]:
        if card in place:
            place.remove(card)
            return
    raise AssertionError(f"card {card} is nowhere")


async def window(service, doc: dict, nxt: int, display: list[int], thieves: dict[int, list[int]],
                 hands: dict[int, list[int]] | None = None) -> dict:
    """The moment after a turn: seat `nxt` is next and has not moved, the display shows `display`, each seat
    holds `thieves` (currency indexes) and, where given, `hands`; the thieves' window beside the turn is
    open when anyone else holds a thief (ALH-202/207), exactly as the engine opens it."""
    def change(doc):
        st = GAME.load(doc["state"])
        d = st.data
        d["deck"][0] = sorted(d["deck"][0] + d["display"])  # every card stays one card
        d["display"] = []
        for s, hand in (hands or {}).items():
            d["discard"].extend(d["players"][s]["hand"])
            d["players"][s]["hand"] = []
        for card in display:
            take(d, card)
        for s, hand in (hands or {}).items():
            for card in hand:
                take(d, card)
            d["players"][s]["hand"] = sorted(hand)
        d["display"] = sorted(display)
        for s in range(st.n):
            d["players"][s]["thieves"] = sorted(thieves.get(s, []))
        d["decision"], d["turn"] = "action", nxt
        before = (nxt - 1) % st.n
        holders = [s for s in range(st.n) if s != nxt and d["players"][s]["thieves"]]
        d["thief"] = {"after": before, "next": nxt, "done": [False] * st.n} if holders else None
        doc["state"] = GAME.dump(st)
        service._refresh(doc, GAME, st)
        return [], ""

    return await service.update(doc["id"], change, "preference", None)


def public(service, doc: dict) -> dict:
    """The public view, as a board or a status shows it (the version is left out: every change counts)."""
    view = service.view_of(doc, None)
    view.pop("version", None)
    view.pop("table", None)
    return view


def said(events) -> list[tuple]:
    """What the table's public messages say: kind, what the group is shown, summary, public lines, mentions
    (an event that shows the group nothing, a private one, must carry nothing public or for a person)."""
    for e in events:
        if e.show in (PRIVATE, NOTHING):
            assert e.public == [] and all(not T.is_bot(pid) for pid in e.private)
    return [(e.kind, e.show, e.summary, e.public, e.to_act)
            for e in events if e.show not in (PRIVATE, NOTHING)]


# ---- (a) a computer player answers a window -------------------------------------------------------------

@pytest.mark.parametrize("value,steals", [(9, True), (1, False)])
async def test_a_bot_steals_when_it_pays_and_else_passes_without_a_trace(service, events, searching, value, steals):
    """Bot 2 holds a blue thief while Ann is next: a blue 9 on the display is worth the thief (a small hand
    that can use it), a blue 1 is not (a thief keeps its chance at a better card). A pass is as silent as a
    person's: no public line, no board, the same public view and log."""
    doc = await table(service)
    doc = await window(service, doc, nxt=0, display=[money("blue", value), money("yellow", 4), money("orange", 5),
                                                       money("yellow", 6)],
                       thieves={2: [BLUE]}, hands={2: [money("yellow", 2)]})
    assert service.machine_may_act(doc) == ["bot:2"] and service.may_act(doc) == []
    before, log_before, export = public(service, doc), await service.log(doc["id"]), await service.export(doc["id"])
    boards = await service.store.r.zcard(f"{service.store.prefix}:{{ann}}:due:discord")
    events.clear()
    worker = Robots(service, thinker=searching)
    done = await worker.drain()
    assert done == 1
    doc = await service.table(doc["id"])
    st = GAME.load(doc["state"])
    if steals:
        assert GAME.load(doc["state"]).data["players"][2]["thieves"] == []
        assert any("Bot 2 plays a thief and steals blue 9." in line for e in events for line in e.public)
        return
    assert st.data["players"][2]["thieves"] == [BLUE] and st.data["thief"]["done"][2]  # passed
    assert [e.kind for e in events] == ["private"] and events[0].public == [] and events[0].private == {}
    assert public(service, doc) == before and await service.log(doc["id"]) == log_before
    assert await service.store.r.zcard(f"{service.store.prefix}:{{ann}}:due:discord") == boards  # no board
    assert await service.export(doc["id"]) == export  # the public record of the running game
    assert service.to_act(doc) == [ANN.pid]  # Ann's turn goes on untouched


async def test_a_bot_answers_before_the_next_bot_moves_whatever_order_their_looks_come_in(service, events,
                                                                                           searching):
    """Bot 1 is next and no person holds a thief (no pause): Bot 2 still gets its window before Bot 1's first
    action closes it, though Bot 1's move would be claimed first (members sort by name)."""
    doc = await table(service)
    doc = await window(service, doc, nxt=1, display=[money("blue", 9), money("yellow", 4), money("orange", 5),
                                                       money("yellow", 6)],
                       thieves={2: [BLUE]}, hands={2: [money("yellow", 2)]})
    assert service.pause_until(doc) is None and service.machine_may_act(doc) == ["bot:2"]
    events.clear()
    worker = Robots(service, thinker=searching)
    await worker.plan_table(doc)
    done = await worker.run_once()
    assert done[0][1:] == ("bot:1", "moved")
    lines = [line for e in events for line in e.public]
    assert lines[0] == "Bot 2 plays a thief and steals blue 9."
    assert lines[1].startswith("Money display:") and lines[2].startswith("Bot 1 ")


async def test_a_bot_that_may_not_steal_is_looked_at_and_does_nothing(service, searching):
    """A bot whose thieves match nothing on the display is looked at like any thief holder (the public
    cannot tell them apart), and the look plays nothing."""
    doc = await table(service)
    doc = await window(service, doc, nxt=0, display=[money("yellow", 4), money("orange", 5), money("yellow", 6),
                                                       money("orange", 7)], thieves={2: [BLUE]})
    assert service.window_pids(doc) == ["bot:2"] and service.machine_may_act(doc) == []
    worker = Robots(service, thinker=searching)
    assert await worker.queue.due_at(doc["id"], "bot:2") is None
    await worker.plan_table(doc)
    assert await worker.queue.due_at(doc["id"], "bot:2") is not None  # looked at, as any thief holder would be
    assert [what for *_, what in await worker.run_once()] == ["not waiting"]
    assert (await service.table(doc["id"]))["version"] == doc["version"]


async def test_colonia_s_changeable_answers_are_no_window_for_a_bot(service):
    """Colonia lets whoever answered a secret choice change it until the last answer comes in (`may_act`):
    a computer player's answer stands, and it never pauses anyone."""
    doc = await service.create(HERE, "colonia", {}, ANN)
    await service.join(doc["id"], Player("discord", "2", "Bob"))
    for _ in range(2):
        doc = await api.add_bot(service, doc["id"], ANN, "easy")
    doc = await service.start(doc["id"], ANN)
    colonia, worker, answered = get_game("colonia"), Robots(service), 0
    for _ in range(150):
        await worker.drain()
        doc = await service.table(doc["id"])
        st = colonia.load(doc["state"])
        bots = [s for s in colonia.may_act(st) if T.is_bot(doc["seats"][s])]
        answered += bool(bots)
        assert service.machine_may_act(doc) == [] and service.pause_until(doc) is None
        if bots:
            assert await worker.drain() == 0  # nothing more to do for the bots that answered
        waiting = service.to_act(doc)
        if not waiting or answered >= 3:
            break
        await service.autoplay(doc["id"], waiting[0], reason="test")
    assert answered  # the bots did answer secret choices and then waited like anyone


# ---- (b) and (c) the pause before a computer player's turn --------------------------------------------------

async def test_people_may_steal_during_the_pause_before_a_bot_s_turn_and_then_it_moves(service, events, searching):
    """Bot 1 is next while Ann holds a thief: the board says when Bot 1 moves, Ann may steal meanwhile (told
    in private), Bot 1 waits the pause and then moves. The due time lives in Redis: another worker sees it."""
    doc = await table(service)
    events.clear()
    # two thieves that match the display: after one steal Ann may still steal, so the pause goes on
    doc = await window(service, doc, nxt=1, display=[money("blue", 8), money("yellow", 4), money("orange", 5),
                                                       money("yellow", 6)], thieves={0: [BLUE, YELLOW]})
    start = doc["waiting_since"]["bot:1"]
    assert service.pause_until(doc) == start + MACHINE_PAUSE
    assert service.may_act(doc) == [ANN.pid] and service.machine_to_act(doc) == ["bot:1"]
    waiting = i18n_en(service, doc)
    assert "Until Bot 1 moves, thieves may be played. Bot 1 moves in 3 min." in waiting
    from bot.discord import texts  # the board's text on Discord says it too (the image has `waiting`)

    assert texts.board_text(doc, [], [], pause=service.pause_line(doc)).endswith("\nBot 1 moves in 3 min.")
    worker = Robots(service, thinker=searching)
    await worker.plan_table(doc)
    assert await worker.queue.due_at(doc["id"], "bot:1") == pytest.approx(start + MACHINE_PAUSE)
    assert await worker.run_once() == []  # not due yet
    service.clock_value[0] += 60
    doc = await service.move(doc["id"], ANN, "thief steal blue 8")  # within the pause
    assert any("Ann plays a thief and steals blue 8." in line for e in events for line in e.public)
    assert "Bot 1 moves in 2 min." in i18n_en(service, doc)
    await worker.plan_table(doc)
    assert await worker.queue.due_at(doc["id"], "bot:1") == pytest.approx(start + MACHINE_PAUSE)  # not restarted
    other = Robots(service, thinker=searching)  # (c) a second worker, as after a restart: the time is in Redis
    assert await other.run_once() == []
    service.clock_value[0] += MACHINE_PAUSE - 60 + 1
    done = await other.run_once()
    assert [(pid, what) for _, pid, what in done] == [("bot:1", "moved")]
    doc = await service.table(doc["id"])
    beside = GAME.load(doc["state"]).data["thief"]
    assert beside is None or beside["next"] != 1  # Bot 1's first action closed the window beside its turn


async def test_the_pause_ends_when_the_only_person_has_answered(service, events, searching):
    """With one person at the table, her pass ends the pause: nobody else could learn from the bot's timing
    that she had a thief to answer with. With two people it would tell the other one, so it stays."""
    doc = await table(service)
    doc = await window(service, doc, nxt=1, display=[money("blue", 8), money("yellow", 4), money("orange", 5),
                                                       money("yellow", 6)], thieves={0: [BLUE]})
    assert service.pause_until(doc) is not None and service.may_act(doc) == [ANN.pid]
    doc = await service.move(doc["id"], ANN, "pass")
    assert service.pause_until(doc) is None and "moves in" not in i18n_en(service, doc)
    worker = Robots(service, thinker=searching)
    await worker.plan_table(doc)
    assert await worker.queue.due_at(doc["id"], "bot:1") == pytest.approx(service.clock())

    bob = Player("discord", "2", "Bob")  # two people: Bob holds no thief, so Ann's pass must not show
    doc = await service.create(HERE, "alhambra", ["thieves=yes"], ANN)
    await service.join(doc["id"], bob)
    doc = await api.add_bot(service, doc["id"], ANN, "normal")
    doc = await service.start(doc["id"], ANN)

    def seat(doc):
        st = GAME.load(doc["state"])
        st.names = ["Ann", "Bot 1", "Bob"]
        doc["seats"] = [ANN.pid, "bot:1", bob.pid]
        doc["state"] = GAME.dump(st)
        return [], ""

    doc = await service.update(doc["id"], seat, "preference", None)
    doc = await window(service, doc, nxt=1, display=[money("blue", 8), money("yellow", 4), money("orange", 5),
                                                       money("yellow", 6)], thieves={0: [BLUE]})
    until = service.pause_until(doc)
    doc = await service.move(doc["id"], ANN, "pass")
    assert service.pause_until(doc) == until and "Bot 1 moves in 3 min." in i18n_en(service, doc)


async def test_a_pause_is_announced_on_a_board_and_skipped_where_no_person_may_be_asked(service, events):
    """The turn passing to a computer player that pauses posts a board (so people are told, Discord's thief
    prompt goes with it); without a person among the thief holders the computer moves at once."""
    doc = await table(service)
    # Ann holds a thief of every currency: whatever refills the display after her turn, she may steal
    doc = await window(service, doc, nxt=0, display=[money("blue", 3), money("yellow", 4), money("orange", 5),
                                                       money("yellow", 6)], thieves={0: [0, 1, 2, 3], 2: [GREEN]})
    events.clear()
    doc = await service.move(doc["id"], ANN, next(o.text for o in service.options_of(doc, ANN).options
                                                  if o.text.startswith("take")))
    while service.to_act(doc) == [ANN.pid]:  # the rest of Ann's turn, if any
        doc = await service.autoplay(doc["id"], ANN.pid, reason="test")
    assert service.machine_to_act(doc) == ["bot:1"]
    assert service.pause_until(doc) is not None  # Ann holds a thief: she may be asked
    assert doc.get("post_v") == doc["version"]  # a board, though only a computer player is waited for
    doc = await window(service, doc, nxt=1, display=[money("blue", 3), money("yellow", 4), money("orange", 5),
                                                       money("yellow", 6)], thieves={2: [GREEN]})
    assert service.pause_until(doc) is None and "moves in" not in i18n_en(service, doc)
    worker = Robots(service)
    await worker.plan_table(doc)
    assert await worker.queue.due_at(doc["id"], "bot:1") == pytest.approx(service.clock())


async def test_the_console_shows_the_pause_and_wait_ends_it(service):
    from bot.console import PLACE, Console

    lines = []
    console = Console(service, images=False, write=lines.append)
    doc = await table(service, place=PLACE, like=None)
    console.table = doc["id"]
    doc = await window(service, doc, nxt=1, display=[money("blue", 3), money("yellow", 4), money("orange", 5),
                                                       money("yellow", 6)], thieves={0: [BLUE]})
    await console.run_line("status")
    assert any("Until Bot 1 moves, thieves may be played. Bot 1 moves in 3 min." in line for line in lines)
    lines.clear()
    await console.run_line("options")  # the table waits for the computer, not for nobody
    assert "Until Bot 1 moves, thieves may be played. Bot 1 moves in 3 min." in lines[0]
    assert not any("nobody must act" in line for line in lines)
    assert (await service.table(doc["id"]))["version"] == doc["version"]  # Bot 1 waits
    lines.clear()
    await console.run_line("wait")
    assert lines[0].startswith(f"[{doc['id']}] Bot 1 ")  # its move, posted like any
    assert (await service.table(doc["id"]))["version"] > doc["version"]


async def test_in_the_console_a_bot_moves_when_its_pause_runs_out_with_nobody_typing(service):
    import asyncio

    from bot.console import PLACE, Console, computer_clock

    console = Console(service, images=False, write=lambda line: None)
    doc = await table(service, place=PLACE, like=None)
    doc = await window(service, doc, nxt=1, display=[money("blue", 3), money("yellow", 4), money("orange", 5),
                                                       money("yellow", 6)], thieves={0: [BLUE]})
    clock = asyncio.create_task(computer_clock(console, asyncio.Lock(), every=0.01))
    try:
        await asyncio.sleep(0.2)
        assert (await service.table(doc["id"]))["version"] == doc["version"]  # pausing: Ann may steal
        service.clock_value[0] += MACHINE_PAUSE + 1
        for _ in range(200):
            if (await service.table(doc["id"]))["version"] > doc["version"]:
                break
            await asyncio.sleep(0.05)
        assert (await service.table(doc["id"]))["version"] > doc["version"]  # Bot 1 moved, nobody typed
    finally:
        clock.cancel()


async def test_the_console_s_autoplay_prints_no_pause_it_does_not_make(service):
    from bot.console import PLACE, Console

    lines = []
    console = Console(service, images=False, write=lines.append)
    doc = await table(service, place=PLACE, like=None)
    console.table = doc["id"]
    await window(service, doc, nxt=0, display=[money("blue", 3), money("yellow", 4), money("orange", 5),
                                                 money("yellow", 6)], thieves={0: [0, 1, 2, 3]})
    await console.run_line("autoplay 6")
    assert any(line.startswith(f"[{doc['id']}] Bot 1 ") for line in lines)  # the bots moved...
    during, after = lines[:-1], lines[-1]
    assert not any("moves in" in line for line in during), lines  # ...without a pause announced
    doc = await service.table(doc["id"])  # where autoplay stopped, a pause still due is said (once)
    assert ("moves in" in after) == (service.pause_line(doc) is not None)
    lines.clear()
    await console.run_line("wait")  # a pause after the computer's move is said once, last, as after a move
    doc = await service.table(doc["id"])
    assert [line for line in lines if "moves in" in line] == (lines[-1:] if service.pause_line(doc) else []), lines


@pytest.mark.parametrize("bot_thieves", [[], [0, 1, 2, 3]])
async def test_the_console_s_wait_ends_one_pause_and_the_next_computer_turn_pauses_again(service, bot_thieves):
    """`wait` is for the computer player the table waits for: the one after it still pauses, so a person holding
    a thief gets that window too (a QA player lost it: `wait` made every computer move up to his turn), also
    when that computer holds thieves (its look at Bot 1's window, claimed beside Bot 1's move, played its turn)."""
    from bot.console import PLACE, Console

    lines = []
    console = Console(service, images=False, write=lines.append)
    doc = await table(service, place=PLACE, like=None)
    console.table = doc["id"]
    doc = await window(service, doc, nxt=1, display=[money("blue", 3), money("yellow", 4), money("orange", 5),
                                                       money("yellow", 6)], thieves={0: [0, 1, 2, 3], 2: bot_thieves})
    lines.clear()
    await console.run_line("wait")
    doc = await service.table(doc["id"])
    st = GAME.load(doc["state"])
    assert any(line.startswith(f"[{doc['id']}] Bot 1 ") for line in lines), lines
    # Bot 2 may steal in Bot 1's window, but its turn waits for Ann
    assert not any(line.startswith(f"[{doc['id']}] Bot 2 ") and " steals " not in line for line in lines), lines
    assert st.data["turn"] == 2 and service.machine_to_act(doc) == ["bot:2"]
    assert [line for line in lines if "moves in" in line] == lines[-1:], lines  # said once (QA saw it twice)
    assert lines[-1].endswith("Bot 2 moves in 3 min. (wait: it moves now)"), lines
    lines.clear()
    await console.run_line("wait")  # Bot 2 moves; then the table waits for Ann, and a third wait says so
    lines.clear()
    await console.run_line("wait")
    assert len(lines) == 1 and lines[0].startswith("Waiting for Ann."), lines  # (and a window's note, if open)


async def test_the_console_and_tests_skip_the_pause(service):
    doc = await table(service)
    doc = await window(service, doc, nxt=1, display=[money("blue", 3), money("yellow", 4), money("orange", 5),
                                                       money("yellow", 6)], thieves={0: [BLUE]})
    worker = Robots(service)
    assert await worker.drain() == 0  # pausing
    assert await worker.drain(pauses=False) >= 1
    doc = await service.table(doc["id"])
    assert "bot:1" not in service.machine_to_act(doc) or GAME.load(doc["state"]).data["thief"] is None


# ---- (d) a computer player's thieves stay secret ----------------------------------------------------------

DEAL_SEED = 2026


@pytest.mark.parametrize("nxt", [0, 1])
async def test_nothing_public_differs_whether_a_bot_could_steal(service, events, monkeypatch, searching, nxt):
    """Two tables alike in everything public: Bot 2's one thief matches the display at one (it is asked,
    thinks and passes: its hand is full, a steal would buy nothing) and nothing at the other. Every public
    message and board is the same until the window closes and the turn it was beside is over: Ann's turn, or
    Bot 1's after the pause (Ann holds a thief too)."""
    monkeypatch.setattr(robots_worker, "public_seed", lambda doc: 7)  # the same search at both tables
    # and the same deal every run: the hand sizes the search sees (public) come from the table's seed
    monkeypatch.setattr(service_module.secrets, "randbits", lambda bits: DEAL_SEED)
    # and the whole budget whatever the machine's load: a search cut short by its wall-clock cap may choose
    # otherwise (once seen in a full run on a loaded machine)
    monkeypatch.setitem(thinker_module.CAP, "normal", 600.0)
    display = [money("blue", 2), money("yellow", 4), money("orange", 5), money("yellow", 6)]
    full = [money("yellow", 9), money("yellow", 8), money("orange", 9), money("orange", 8), money("green", 9)]
    seen, first = [], None
    for thief in (BLUE, GREEN):
        doc = first = await table(service, like=first)
        doc = await window(service, doc, nxt=nxt, display=display, thieves={0: [GREEN], 2: [thief]}, hands={2: full})
        assert service.machine_may_act(doc) == (["bot:2"] if thief == BLUE else [])
        events.clear()
        await Robots(service, thinker=searching).drain()  # Bot 2's look at the window: the real search
        doc = await service.table(doc["id"])
        assert GAME.load(doc["state"]).data["players"][2]["thieves"] == [thief]  # it passed
        boards = [public(service, doc)]
        if nxt == 0:  # Ann's turn: her first action closes the window
            while service.to_act(doc) == [ANN.pid]:
                doc = await service.autoplay(doc["id"], ANN.pid, reason="test")
                boards.append(public(service, doc))
        else:  # Bot 1's: at once, since Ann (the only person) cannot steal, else after the pause
            service.clock_value[0] += MACHINE_PAUSE + 1
            await Robots(service).drain()
            boards.append(public(service, await service.table(doc["id"])))
        seen.append((said([e for e in events if e.table == doc["id"]]), boards))
        await service.abandon(doc["id"], ANN)  # the sweep of the next table's worker leaves this one
    assert seen[0] == seen[1]


def i18n_en(service, doc: dict) -> str:
    """The public waiting text, as the board image and the status texts show it (English)."""
    import i18n

    view = service.view_of(doc, None)
    return i18n.in_view(view, view["waiting"])


async def test_a_player_on_autopilot_answers_windows_and_waits_the_pause(service, events, searching):
    """The autopilot of a player past the deadline does what a computer player does: it answers a thief
    window for them, and pauses before their own turn while another person may steal."""
    from bot.reminders import Reminders, away

    BOB = Player("discord", "2", "Bob")
    doc = await service.create(HERE, "alhambra", ["thieves=yes"], ANN)
    await service.join(doc["id"], BOB)
    doc = await api.add_bot(service, doc["id"], ANN, "normal")
    doc = await service.start(doc["id"], ANN)
    order = [ANN.pid, BOB.pid, "bot:1"]

    def seat(doc):
        st = GAME.load(doc["state"])
        st.names = ["Ann", "Bob", "Bot 1"]
        doc["seats"] = order
        doc["state"] = GAME.dump(st)
        away.away_of(doc)["autopilot"][BOB.pid] = {"t": service.clock(), "v": doc["version"] + 1}
        return [], ""

    doc = await service.update(doc["id"], seat, "preference", None)
    reminders = Reminders(service)
    reminders.thinker = lambda: searching
    # Bob may steal a blue 9 with a small hand while Ann is next: the autopilot steals for him
    doc = await window(service, doc, nxt=0, display=[money("blue", 9), money("yellow", 4), money("orange", 5),
                                                       money("yellow", 6)], thieves={1: [BLUE]},
                       hands={1: [money("yellow", 2)]})
    await reminders.plan_table(doc)
    done = await reminders.run_once()
    assert (doc["id"], BOB.pid, "autopilot") in done
    doc = await service.table(doc["id"])
    assert GAME.load(doc["state"]).data["players"][1]["thieves"] == []
    # Bob's own turn while Ann holds a thief: the autopilot waits the pause
    doc = await window(service, doc, nxt=1, display=[money("blue", 3), money("yellow", 4), money("orange", 5),
                                                       money("yellow", 6)], thieves={0: [BLUE]})
    assert "The autopilot plays for Bob in 3 min." in i18n_en(service, doc)
    await reminders.plan_table(doc)
    assert await reminders.queue.due_at(doc["id"], BOB.pid) == pytest.approx(service.clock() + MACHINE_PAUSE)
    assert [what for t, pid, what in await reminders.run_once() if pid == BOB.pid] == []
    service.clock_value[0] += MACHINE_PAUSE + 1
    assert (doc["id"], BOB.pid, "autopilot") in await reminders.run_once()
