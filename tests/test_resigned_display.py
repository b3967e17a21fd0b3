"""A resigned seat is ranked after every player still in, and every place that shows scores says so.

Issue 11.7: "Winner: Bob. Scores: … Cat 139" — a seat that resigned with the highest score was shown
unmarked, and the images listed it where its score put it (Alhambra: the panels in seat order under
"Winner: Bob", Castles: a bare "Final:" line), as did the console and Telegram status ("Final: …")."""
import re

import pytest

from bot.console import Console
from bot.discord import texts as discord_texts
from bot.models import Place, Player
from bot.service import TableService
from bot.telegram.handlers import status_lines
from render import canvas, render_png
from rules import get_game
from rules.core import Result
from rules.core.rng import Rng
from rules.core.text import english

HERE = Place("console", "local")  # the console's own channel, so a Console reads this table
ANN, BOB, CAT = (Player("console", n.lower(), n) for n in ("Ann", "Bob", "Cat"))
NAMES = ["Ann", "Bob", "Cat"]


# ---- what an image says: every text and badge drawn, in drawing order ----------------------------

@pytest.fixture
def drawn(monkeypatch):
    seen: list[str] = []
    text, badge = canvas.text, canvas.badge

    def spy_text(draw, xy, value, *args, **kwargs):
        seen.append(str(value))
        return text(draw, xy, value, *args, **kwargs)

    def spy_badge(draw, xy, label, *args, **kwargs):
        seen.append(f"[{label}]")
        return badge(draw, xy, label, *args, **kwargs)

    monkeypatch.setattr(canvas, "text", spy_text)
    monkeypatch.setattr(canvas, "badge", spy_badge)
    return seen


def standing_of(seen: list[str], name: str, score: int, unit: str) -> tuple[int, str]:
    """Where the final standings name this seat, and its place ("" for none)."""
    pattern = re.compile(rf"^(\d+\. )?{name}: {score} {unit}$")
    hits = [(i, m.group(1) or "") for i, m in ((i, pattern.match(s)) for i, s in enumerate(seen)) if m]
    assert len(hits) == 1, f"{name}: {score} {unit} is not in the final standings: {seen[:40]}"
    return hits[0]


# ---- a finished game where the leader resigned near the end --------------------------------------

def _play(game, st, chooser, steps=None):
    n = 0
    while not game.over(st) and (steps is None or n < steps):
        seat = game.current(st)[0]
        acts = game.actions(st, seat)
        action = acts[chooser.below(len(acts))] if chooser else game.default_action(st, seat)
        game.apply(st, seat, action)
        n += 1
    return n


def resigned_leader_game(game_id, options=None, random_moves=False):
    """A 3-player game in which the seat leading a few moves before the end resigns and still ends
    with more points than the winner: the "Cat 139" of the issue. Returns (game, state, that seat)."""
    game = get_game(game_id)
    for seed in range(1, 9):
        chooser = (lambda: Rng(seed)) if random_moves else (lambda: None)
        length = _play(game, game.new(NAMES, seed, options), chooser())
        st = game.new(NAMES, seed, options)
        rng = chooser()
        _play(game, st, rng, length - 12)
        scores = game.result(st).scores
        leader = max(range(3), key=lambda s: scores[s])
        game.resign(st, leader)
        _play(game, st, None)  # the rest with safe defaults, whoever plays the resigned seat
        res = game.final(st)
        if res.scores[leader] > max(res.scores[w] for w in res.winners):
            return game, st, leader
    raise AssertionError(f"no {game_id} seed where a resigned leader outscores the winner")


CASES = [("castles", None, True, "VP"), ("alhambra", None, False, "pts"),
         ("alhambra", {"thieves": "yes", "traders": "yes", "walls": "yes"}, False, "pts")]


@pytest.mark.parametrize("game_id,options,random_moves,unit", CASES)
def test_final_image_ranks_a_resigned_top_score_last_and_marks_it(drawn, game_id, options, random_moves, unit):
    game, st, quitter = resigned_leader_game(game_id, options, random_moves)
    res = game.final(st)
    assert res.ranking[-1] == quitter and quitter not in res.winners
    view = game.view(st, None)
    drawn.clear()
    render_png(view)
    shown = drawn[len(drawn) - drawn[::-1].index("Final standings"):]  # a layout may measure on a scratch first
    places = {s: standing_of(shown, NAMES[s], res.scores[s], unit) for s in range(3)}
    where, place = places[quitter]
    assert place == "" and shown[where + 1] == f"[{canvas.RESIGNED}]"  # no place, marked
    assert all(places[s][0] < where for s in range(3) if s != quitter)  # after everyone still in
    for w in res.winners:
        assert places[w][1] == "1. " and shown[places[w][0] + 1] == "[winner]"
    # the resigned seat's own panel says so too, beside its name
    assert shown.count(f"[{canvas.RESIGNED}]") == 2
    # and its private image
    drawn.clear()
    render_png(game.view(st, quitter))
    assert any(canvas.RESIGNED in s for s in drawn)


def test_a_running_game_marks_the_resigned_seat_on_its_panel(drawn):
    game = get_game("castles")
    st = game.new(NAMES, 3)
    _play(game, st, Rng(3), 60)
    game.resign(st, 2)
    drawn.clear()
    render_png(game.view(st, None))
    at = drawn.index("Cat")
    assert drawn[at + 1] == f"[{canvas.RESIGNED}]"
    assert "Final standings" not in drawn


def test_the_generic_image_lists_a_resigned_seat_last_and_marked(drawn):
    game = get_game("pebbles")
    st = game.new(NAMES, 1)
    st.data["score"] = [5, 0, 30]
    game.resign(st, 2)  # pebbles cannot go on without a player: the game ends
    drawn.clear()
    render_png(game.view(st, None))
    rows = [s for s in drawn if s.split(" ")[0] in NAMES]
    assert rows == ["Ann", "Bob", "Cat (resigned)"]
    assert drawn[-1] == "Game over. Winner: Ann."


# ---- the texts: the end line, console, Telegram and Discord status -------------------------------

def test_final_line_puts_resigned_seats_last_even_from_a_raw_ranking():
    raw = Result([5, 0, 139], [{}, {}, {}], [2, 0, 1], [0], "")  # ranked by score, Cat first
    line = TableService.final_line(NAMES, raw, [2])
    assert line == "Game over. Winner: Ann. Scores: Ann: 5, Bob: 0, Cat: 139 (resigned)."
    assert TableService.final_line(NAMES, raw.as_dict(), [2]) == line  # a table's stored result
    assert TableService.final_line(NAMES, raw, [2], head="Final:").startswith("Final: Winner: Ann.")


async def test_status_texts_of_a_game_a_leader_left(service, monkeypatch):
    """Pebbles ends when anyone resigns: Cat resigns with the highest score, Ann wins."""
    doc = await started(service, monkeypatch, "pebbles")
    seat_of = {p.pid: p for p in (ANN, BOB, CAT)}
    for _ in range(40):
        scores = service.view_of(doc, None)["score"]
        best = max(scores)
        if best and scores.count(best) == 1:
            break
        p = seat_of[service.to_act(doc)[0]]
        doc = await service.move(doc["id"], p, service.options_of(doc, p).options[-1].text)
    quitter = seat_of[doc["seats"][scores.index(best)]]
    doc = await service.resign(doc["id"], quitter)
    assert doc["status"] == "finished"
    res = doc["result"]
    q = doc["seats"].index(quitter.pid)
    others = [s for s in res["ranking"] if s != q]
    winner = res["winners"][0]
    assert res["scores"][q] > res["scores"][winner] and res["ranking"][-1] == q
    marked = f"{quitter.name}: {res['scores'][q]} (resigned)."
    ranked = ", ".join(f"{name_at(doc, s)}: {res['scores'][s]}" for s in others)
    expected_scores = f"Scores: {ranked}, {marked}"

    end = [e for e in await service.store.log(doc["id"], 5) if e["kind"] == "end"][0]
    line = f"Winner: {name_at(doc, winner)}. {expected_scores}"
    # the line is stored as a message (it reads in any language): in English here
    names = [name_at(doc, s) for s in range(len(doc["seats"]))]
    assert english(end["events"][0], names).startswith(f"Game over. {line}")

    out: list[str] = []
    console = Console(service, images=False, write=out.append)
    console.table = doc["id"]
    out.clear()
    await console.run_line("status")
    assert any(x.startswith(f"Game over. {line}") for x in out)

    final = english(end["events"][0], names)
    assert status_lines(service, doc) == [final]

    board = discord_texts.board_text(doc, None, [])
    assert final in board and "The game is over." not in board


async def started(service, monkeypatch, game_id):
    """Ann, Bob and Cat at a started table, seated in the order seed 4 gives."""
    monkeypatch.setattr("bot.service.secrets.randbits", lambda bits: 4)
    doc = await service.create(HERE, game_id, {}, ANN)
    for p in (BOB, CAT):
        await service.join(doc["id"], p)
    return await service.start(doc["id"], ANN)


def name_at(doc, seat):
    return next(p["name"] for p in doc["players"] if p["pid"] == doc["seats"][seat])


async def test_status_of_a_running_game_names_who_resigned(service, monkeypatch):
    doc = await started(service, monkeypatch, "castles")
    doc = await service.resign(doc["id"], CAT)
    assert doc["status"] == "active"
    assert status_lines(service, doc)[-1] == "Resigned (ranked last): Cat."
    assert "Resigned (ranked last): Cat." in discord_texts.board_text(doc, None, service.to_act(doc))
    out: list[str] = []
    console = Console(service, images=False, write=out.append)
    console.table = doc["id"]
    await console.run_line("status")
    assert "Resigned (ranked last): Cat." in out


@pytest.mark.parametrize("game_id", ["castles", "alhambra", "bruges"])
def test_final_standings_show_where_the_points_came_from(drawn, game_id):  # BRU-117 BRU-118 BRU-119 BRU-120 BRU-121 BRU-122 BRU-123 for bruges
    """Under each seat's final line its points by source, so a player can check the sum; Castles' final
    board no longer shows a next round's order, a white die or the depots."""
    game = get_game(game_id)
    st = game.new(NAMES, 3)
    _play(game, st, None)
    view = game.view(st, None)
    render_png(view)
    res = game.final(st)
    words = {}  # a game may name its breakdown's keys for people (Alhambra: "wall")
    if game_id == "alhambra":
        from rules.alhambra.scoring import BREAKDOWN_WORDS as words
    for seat in range(3):
        parts = [f"{english(words.get(k, k))} {v}" for k, v in res.breakdown[seat].items() if v]
        lines = " · ".join(drawn)
        assert parts and all(part in lines for part in parts), (parts, drawn[:12])
    if game_id == "castles":
        assert "Next round's order" not in drawn and "white die" not in drawn and "Black depot · 2 silver" not in drawn
