"""The renderer draws every player count from the views alone, within the phone-size limits."""
import pytest

from render import castles as R
from render.canvas import MAX_WIDTH
import i18n
from i18n import LANGS
from rules.castles import GAME
from rules.castles.views import tile_info
from rules.core import Rng


@pytest.mark.parametrize("n", [2, 3, 4])
def test_public_and_private_images(n):
    st = GAME.new([f"Player {i}" for i in range(n)], n)
    chooser = Rng(1)
    for _ in range(40 * n):
        seat = GAME.current(st)[0]
        legal = GAME.actions(st, seat)
        GAME.apply(st, seat, legal[chooser.below(len(legal))])
    pub = R.render_public(GAME.view(st, None))
    assert pub.width <= MAX_WIDTH and pub.height > 400
    for seat in range(n):
        img = R.render_private(GAME.view(st, seat))
        assert img.width <= MAX_WIDTH


def test_tile_marks_cannot_be_confused():
    """Marks are the only way to tell tiles apart without art. In every language each tile kind, building
    and animal has its own (church "Ch", chickens "Ck"; Italian magazzino "Mg", maiali "Ma"), case being no
    difference, and the key pairs each mark with its word."""
    from rules.castles.components import TILES
    faces = [c for c in TILES if c != "facedown"]  # the solo game's face-down tile shows its back, no face
    for lang in LANGS:
        view = {"lang": lang, "game": "castles", "tiles": {c: tile_info(c) for c in faces}}
        marks = {}
        for info in R._tiles(view).values():
            letters = info["mark"][0]
            what = (info["kind"], info.get("number") or info.get("building") or info.get("animal"))
            marks.setdefault(letters.lower(), set()).add(what)
        assert all(len(whats) == 1 for whats in marks.values()), (lang, marks)
        kinds = {(i["kind"], i.get("number") or i.get("building") or i.get("animal")) for i in view["tiles"].values()}
        assert len(marks) == len(kinds)
    it = {"lang": "it", "game": "castles", "depots": [], "black": [],
          "tiles": {c: tile_info(c) for c in ("ship", "market", "cow3", "pig2")}}
    assert sorted(i["mark"] for i in R._tiles(it).values()) == [("Ma", "2"), ("Me", None), ("Mu", "3"), ("N", None)]
    entries, _ = R._key_entries(it)
    assert entries[:2] == ["Me mercato", "N nave"] and "Mu mucche" in entries and "Ma maiali" in entries


# ---- the modules, the team game and solo play (fixtures: tests/castles/render_fixtures.py) ---------------
import re  # noqa: E402

from render import canvas, registry  # noqa: E402
from tests.castles import render_fixtures as F  # noqa: E402


def _render(view):
    with canvas.record_text() as drawn:
        images = registry.render_images(view)
    return images, drawn


def _texts(drawn):
    return [t for _, t in drawn]


def _within_phone_rules(images, drawn):
    for img in images:
        assert img.width <= canvas.MAX_WIDTH and img.height <= canvas.MAX_HEIGHT
        assert min(size for size, _ in drawn) >= img.width / 45
    assert len(images) <= 2  # the board and panels, then the key


@pytest.mark.parametrize("lang,long", [("en", False), ("it", True)])
def test_every_module_fixture_renders_within_the_phone_rules(lang, long):
    with F.pseudo_italian():
        for name, view in F.every(lang, long):
            images, drawn = _render(view)
            assert images and drawn, name
            _within_phone_rules(images, drawn)


def test_a_private_image_of_the_base_game_still_fits_one_screen():
    for seat in (0, 2):
        assert len(registry.render_images(F.base(3, seat))) == 1


def test_new_tiles_have_marks_distinct_within_their_kind_in_every_language_and_the_key_names_them():
    """Crane "Cr", white castle "Wc", geese "Ge" (no count), inn "In", a black tile face down "Bl", monasteries
    27-29 by their numbers: none is read as another tile, and the key pairs each with its word."""
    from rules.castles.components import TILES
    for lang in LANGS:
        tiles = {**{c: tile_info(c) for c in TILES}, **F.NEW_TILES}
        view = {"lang": lang, "game": "castles", "depots": [], "black": [], "tiles": tiles}
        marks = {}
        for info in R._tiles(view).values():
            what = (info["kind"], info.get("number") or info.get("building") or info.get("animal"))
            marks.setdefault(info["mark"][0].lower(), set()).add(what)
        assert all(len(whats) == 1 for whats in marks.values()), (lang, marks)
    view = {"lang": "en", "game": "castles", "depots": [], "black": [], "tiles": dict(F.NEW_TILES)}
    assert {c: i["mark"] for c, i in R._tiles(view).items()} == {
        "mon27": ("27", None), "mon28": ("28", None), "mon29": ("29", None), "crane": ("Cr", None),
        "geese": ("Ge", None), "whitecastle": ("Wc", None), "inn": ("In", None), "facedown": ("Bl", None)}
    entries, _ = R._key_entries(view)
    for entry in ("Cr crane", "Wc white castle", "Ge geese", "In inn", "Bl black tile, face down",
                  "numbers: monasteries 27, 28, 29"):
        assert entry in entries


def test_shields_show_on_the_depots_with_their_vp_on_castles_and_in_the_key():
    view = F.modules(4)
    _, drawn = _render(view)
    texts = _texts(drawn)
    joined = "\n".join(texts)
    on_depots = [x for d in view["depot_shields"] for x in d]
    held = [sh["number"] for p in view["players"] for sh in p["shields"]]
    for number in on_depots + held:
        assert str(number) in texts  # a shield's number drawn on it
        info = view["shield_info"][str(number)]
        assert f"Shield {number} ({info['vp']} VP): " in joined
    assert texts.count("12 VP") >= sum(1 for x in on_depots if x <= 6)
    assert "Shield 6: also the monasteries of Bruno" in texts  # COB-290


def test_inns_border_posts_and_stand_in_boards_are_said():
    view = F.modules(3)
    _, drawn = _render(view)
    texts = _texts(drawn)
    joined = "\n".join(texts)
    assert "×2" in texts  # two inns stacked beside the black depot (COB-210)
    assert "All three border points linked: 3 VP left" in texts  # COB-203
    assert "Border points: all three linked" in texts and "Border points: two linked" in texts
    assert "flag: border point" in joined and "stand-in board: 11a, 11b, 11c" in joined


def test_each_trade_route_has_its_bonus_letters_explained():
    view = F.modules(2)
    letters = R._route_letters(view)
    assert sorted(letters.values()) == list("abcdefgh")[:len(letters)]
    _, drawn = _render(view)
    joined = "\n".join(_texts(drawn))
    for text, letter in letters.items():
        assert f"{letter} {text}" in joined
    assert "a✓" in _texts(drawn) or any(t.endswith("✓") for t in _texts(drawn))  # a bonus earned (COB-222)
    _, mine = _render(F.modules(2, seat=0))
    assert "Trade route" in _texts(mine) and "Trade route bonuses" not in "\n".join(_texts(mine))


def test_a_team_game_shows_each_team_once_with_its_partners_side_by_side():
    view = F.team()
    _, drawn = _render(view)
    texts = _texts(drawn)
    assert "Team A" in texts and "Team B" in texts
    assert "Anna + Carla" in texts and "Bruno + Dario" in texts
    assert texts.count("Shared storage") == 2 and texts.count("Private") == 4
    assert texts.count("#74") == 0  # the public image draws no space ids


def test_a_team_players_private_image_shows_the_partners_private_tile():
    view = F.team(seat=1)
    _, drawn = _render(view)
    joined = " ".join(_texts(drawn))  # a long line is wrapped
    assert "team B with Dario" in joined
    assert "Dario's private tile: you may see it, not use it" in joined
    assert "#74" in _texts(drawn)  # the whole 74-space team duchy with its ids


@pytest.mark.parametrize("level", ["beginner", "expert"])
def test_solo_shows_round_counter_target_and_the_result_with_its_level(level):
    _, drawn = _render(F.solo(level, None))
    texts = _texts(drawn)
    assert f"Solo, {level} · round 12/25" in texts and "Counter 17 of target 45" in texts
    assert "Bonus VP left" not in texts  # COB-263
    start = 50 if level == "beginner" else 53
    rating = "standard" if level == "beginner" else "harder"
    for won, word in ((True, "WON"), (False, "LOST")):
        _, drawn = _render(F.solo(level, 0, won=won))
        texts = _texts(drawn)
        assert word in texts and f"target started at {start}: {rating}" in texts
    assert R._target_level(45) == "easier"


def test_solo_rivers_are_drawn_under_the_islands():
    """COB-258: a river link is a band between two spaces of different islands; the pixel midway between
    two linked spaces far apart is river blue."""
    view = F.solo("beginner", 0)
    board = view["boards"]["13a"]
    size, beside = R._private_layout(view, 0)
    assert not beside
    at = R._centres(0, 0, size, board)
    a, b = max(board["links"], key=lambda ab: abs(at[ab[0]][0] - at[ab[1]][0]) + abs(at[ab[0]][1] - at[ab[1]][1]))
    from PIL import Image, ImageDraw
    img = Image.new("RGB", R._duchy_size(size, board), (255, 255, 255))
    R._draw_duchy(ImageDraw.Draw(img), 0, 0, size, board, view["players"][0], R._tiles(view))
    mid = ((at[a][0] + at[b][0]) / 2, (at[a][1] + at[b][1]) / 2)
    assert img.getpixel(mid) == R.SPACE_FILL["river"]


def test_every_word_of_the_module_images_comes_from_the_catalogs():
    """With a catalog that lengthens every word, every word of four letters or more drawn is lengthened,
    unless it belongs to a player's name."""
    allowed = set()
    for name in F.LONG_NAMES:
        allowed |= set(re.findall(r"[A-Za-z]{4,}", name))
    with F.pseudo_italian():
        for name, view in F.every("it", True):
            _, drawn = _render(view)
            for _, text in drawn:
                for word in re.findall(r"[A-Za-z]+…?", text):
                    if len(word) >= 4 and not word.endswith("…") and not word.endswith("ione"):
                        assert word in allowed, (name, word, text)


def test_every_decision_and_score_part_the_rules_name_has_words_on_the_image():
    # The image says whom the table waits for and why, and each score's parts: a decision or a breakdown key
    # the renderer does not know would show as a raw key ("shield_upkeep"). Seeded games of every mode, played
    # by a chooser that avoids ending turns and skipping effects, so that the effects' decisions come up.
    from render.castles import BREAKDOWN, DECISIONS
    from rules.castles import GAME as CASTLES
    from rules.core import Rng
    everything = {"extra_tiles": True, "white_castles": True, "inns": True, "trade_routes": True, "shields": True}
    seen, parts = set(), set()
    for n, options in ((3, {**everything, "border_posts": True}), (4, {**everything, "team": "yes"}),
                       (1, {"solo": "beginner"}), (2, {**everything, "duchy": "random"})):
        for seed in range(4):
            st = CASTLES.new([f"P{i}" for i in range(n)], seed, options)
            chooser = Rng(seed)
            while not CASTLES.over(st):
                seen.add(st.data["decision"])
                seat = CASTLES.current(st)[0]
                legal = CASTLES.actions(st, seat)
                keen = [a for a in legal if a.text not in ("end-turn", "skip")] or legal
                CASTLES.apply(st, seat, keen[chooser.below(len(keen))])
            parts.update(k for b in CASTLES.result(st).breakdown for k in b)
    assert seen - {"over", "die_action"} <= set(DECISIONS), seen - set(DECISIONS)
    assert parts <= set(BREAKDOWN), parts - set(BREAKDOWN)
    assert len(seen) > 15  # the chooser reached the modules' decisions


# ---- what a QA pass found on real positions (bench.playout.played: the rules' own views) ----------------
from bench.playout import played  # noqa: E402


def _real(n, seed, steps, options, seat=None, lang="en"):
    view = GAME.view(played(GAME, n, seed, steps, options), seat)
    view["lang"] = lang
    return view


def test_random_duchies_the_choosing_player_sees_both_candidates_each_with_its_own_castle_spaces():
    # COB-022: before the starting castle, a player of duchy=random holds both sides of a board; player 2 chooses
    # first (duchy 1 or 2), player 1 next (duchy 9 or 10). The view says so, and the image shows both duchies.
    view = _real(2, 1, 0, {"duchy": "random"}, seat=1)
    assert view["players"][1]["sides"] == ["1", "2"] and view["players"][0]["sides"] == ["9", "10"]
    from rules.castles.components import board
    assert view["start_choices"] == {k: sorted(board(k).castle_choices) for k in ("1", "2")}
    assert view["legal_spaces"] == []  # no mix of both sides' spaces on one duchy
    _, drawn = _render(view)
    texts = _texts(drawn)
    assert "Duchy 1" in texts and "Duchy 2" in texts
    assert "Outlined: the dark-green spaces for your starting castle" in texts
    # each candidate drawn whole, with its own ids: two of every space id
    assert texts.count("#37") == 2 and texts.count("#1") == 2
    # both outlined in magenta: each duchy's castle spaces, on that duchy only
    board_1, board_2 = view["boards"]["1"], view["boards"]["2"]
    from PIL import Image, ImageDraw
    height, draw_fn = R._own_sides_block(view, 1)
    img = Image.new("RGB", (canvas.WIDTH, height), (255, 255, 255))
    draw_fn(ImageDraw.Draw(img), 0)
    for key, (x0, y0, size) in R._sides_layout(view, 1).items():
        at = R._centres(x0, y0, size, view["boards"][key])
        for space in view["boards"][key]["spaces"]:
            cx, cy = at[space["id"]]
            edge = img.getpixel((int(cx), int(cy - size + 5)))
            assert (edge == R.MAGENTA) == (space["id"] in view["start_choices"][key]), (key, space["id"])
    assert board_1 is not board_2
    # the seat who chooses later sees both too, nothing outlined yet
    _, drawn = _render(_real(2, 1, 0, {"duchy": "random"}, seat=0))
    texts = _texts(drawn)
    assert "Duchy 9" in texts and "Duchy 10" in texts and not any(t.startswith("Outlined") for t in texts)


def test_random_duchies_the_public_image_says_who_chooses_and_then_which_duchy_each_plays():
    _, drawn = _render(_real(2, 1, 0, {"duchy": "random"}))
    texts = _texts(drawn)
    assert "chooses duchy 9 or 10" in texts and "chooses duchy 1 or 2" in texts
    _, drawn = _render(_real(2, 1, 1, {"duchy": "random"}))  # player 2 chose duchy 1, player 1 still chooses
    texts = _texts(drawn)
    assert "chooses duchy 9 or 10" in texts and "duchy 1 · 0 VP" in texts
    view = _real(2, 1, 2, {"duchy": "random"})  # both chose: duchies 10 and 1
    _, drawn = _render(view)
    texts = _texts(drawn)
    assert "duchy 10 · 0 VP" in texts and "duchy 1 · 0 VP" in texts
    _, drawn = _render(_real(2, 1, 2, {"duchy": "random"}, seat=0))
    assert any("your duchy 10" in t for t in _texts(drawn))
    _, drawn = _render(F.base(3, None))  # everyone on the same duchy: nothing to tell apart
    assert not any(t.startswith("duchy ") for t in _texts(drawn))


def test_random_duchies_the_console_hand_names_each_duchys_castle_spaces():
    view = _real(2, 1, 0, {"duchy": "random"}, seat=1)
    lines = registry.holdings(view)
    assert "You choose duchy 1 or 2 with your starting castle." in lines
    assert "Duchy 1, spaces for your starting castle: 2, 3, 7, 19" in lines
    assert "Duchy 2, spaces for your starting castle: 4, 16, 19, 37" in lines
    assert not any(line.startswith("Spaces a stored tile") for line in lines)


def test_before_the_first_roll_no_die_shows_0():
    for seat in (None, 1):
        view = _real(2, 1, 0, {"duchy": "random"}, seat=seat)
        assert view["white"] == 0 and view["dice"] == [[0, 0], [0, 0]]
        _, drawn = _render(view)
        texts = _texts(drawn)
        assert "0" not in texts and "white die" not in texts and "white 0" not in texts
    assert "Dice: not rolled yet" in registry.holdings(view)
    _, drawn = _render(_real(2, 1, 2, {"duchy": "random"}, seat=1))  # rolled: the dice and the white die
    texts = _texts(drawn)
    assert "white 4" in texts and "2" in texts and "3" in texts


def test_the_starting_castles_outline_is_explained_as_such():
    view = _real(2, 1, 0, {"duchy": 5}, seat=1)  # duchy 1 fixes the castle's space, duchy 5 does not
    assert view["decision"] == "start_castle" and view["legal_spaces"]
    _, drawn = _render(view)
    texts = _texts(drawn)
    assert "Outlined: the dark-green spaces for your starting castle" in texts
    assert "Outlined: a stored tile can go there with your dice now" not in texts
    assert "Spaces for your starting castle: 11, 20, 24, 32" in registry.holdings(view)
    assert view["legal_spaces"] == [11, 20, 24, 32]


def test_solo_shows_the_counter_and_target_not_the_track_vp_and_scores_spaces():
    view = _real(1, 3, 60, {"solo": "expert"}, seat=0)
    solo, me = view["solo"], view["players"][0]
    assert me["vp"] != solo["counter"]  # VP move the counter only as the solo rules say (COB-264)
    _, drawn = _render(view)
    texts = _texts(drawn)
    assert f"{me['vp']} VP" not in texts
    assert texts.count(f"Counter {solo['counter']} of target {solo['target']}") >= 2  # the head and the solo panel
    lines = registry.holdings(view)
    covered = 37 - me["empty_spaces"]
    assert f"Silver {me['silver']}, workers {me['workers']}, VP counter {solo['counter']} of target " \
           f"{solo['target']}; {covered} of 37 spaces covered." in lines
    assert not any("VP on the track" in line for line in lines)
    pub = _real(1, 3, 60, {"solo": "expert"})
    _, drawn = _render(pub)
    assert f"{me['vp']} VP" not in _texts(drawn)
    # an emptied depot space is a pale hex; the key says what pale hexes are
    assert any(None in d["tiles"] for d in pub["depots"])
    assert "pale hexes: empty spaces" in "\n".join(_texts(drawn))


def test_solo_final_standings_count_spaces_not_vp():
    view = _real(1, 3, 200, {"solo": "expert"})  # COB-267: lost, the score being the spaces covered
    assert view.get("over")
    covered = view["result"]["scores"][0]
    _, drawn = _render(view)
    texts = _texts(drawn)
    assert any(t.endswith(f" {covered} of 37 spaces") for t in texts), texts
    assert not any(t.endswith(f" {covered} VP") for t in texts)


def test_team_vp_is_shown_once_per_team_not_per_partner():
    view = _real(4, 2, 150, {"team": "yes"})
    team_vp = {t["name"]: view["players"][t["seats"][0]]["vp"] for t in view["teams"]}
    assert team_vp == {"A": 4, "B": 16}
    _, drawn = _render(view)
    texts = _texts(drawn)
    assert texts.count("16 VP") == 1 and texts.count("4 VP") == 1  # COB-240: the team's, once; not 32
    assert "32 VP" not in texts and "8 VP" not in texts
    mine = _real(4, 2, 150, {"team": "yes"}, seat=1)
    lines = registry.holdings(mine)
    assert any(line.startswith("Shared storage: ") for line in lines)
    assert not any(line.startswith("Storage: ") for line in lines)
    assert any(line.startswith("Storage: ") for line in registry.holdings(_real(2, 1, 2, {}, seat=0)))


def test_every_monastery_drawn_has_its_effect_in_the_key():
    view = _real(3, 4, 250, {"trade_routes": True})  # over: the players' duchies and storage, no depots drawn
    held = {c for p in view["players"] for c in list(p["duchy"].values()) + p["storage"]}
    mons = {info["number"]: info["text"] for c, info in view["tiles"].items() if info["kind"] == "monastery"
            and c in held}
    assert len(mons) > 5
    _, drawn = _render(view)
    joined = " ".join(_texts(drawn))
    for number, text in mons.items():
        assert f"{number}: {i18n.in_view(view, text)}" in joined, number


def test_the_new_monasteries_are_explained_29_as_a_stand_in():
    view = F.base(3, None)
    p = view["players"][0]
    space = next(s for s in view["boards"][p["board"]]["spaces"] if s["colour"] == "monastery"
                 and str(s["id"]) not in p["duchy"])["id"]
    p["duchy"][str(space)] = "mon29"
    p["storage"] = ["mon27", "mon28"]
    view["tiles"].update({c: tile_info(c) for c in ("mon27", "mon28", "mon29")})
    assert view["tiles"]["mon29"]["stand_in"] is True
    _, drawn = _render(view)
    joined = " ".join(_texts(drawn))
    assert "27: your bridge pawn always on top" in joined
    assert "28: your turn: " in joined
    assert "29: end: " in joined and "(stand-in)" in joined.split("29: end: ")[1][:60]


def test_goods_on_a_trade_route_fill_their_square_in_their_own_colour():
    from PIL import Image, ImageDraw
    img = Image.new("RGB", (120, 120), (255, 255, 255))
    draw = ImageDraw.Draw(img)
    R._route_space(draw, 10, 10, {"colour": 2, "bonus": "x", "goods": 6}, "a")
    R._route_space(draw, 60, 10, {"colour": 2, "bonus": "x", "goods": None}, "b")
    # the filled square: the goods' colour right up to its ink border (no frame of the route's colour)
    for xy in ((14, 14), (10 + R.ROUTE_CELL - 4, 14), (14, 10 + R.ROUTE_CELL - 4)):
        assert img.getpixel(xy) == R.GOODS_FILL[6], xy
    # the empty square: light inside, far from any goods colour
    inside = img.getpixel((60 + 10, 10 + 10))
    assert sum(inside) > 3 * 200 and inside not in R.GOODS_FILL.values()


@pytest.mark.parametrize("lang, storage, captions", [
    ("en", ["facedown", "cow3", "boarding"], ["a face-down", "tile", "3 cows", "Boarding", "house"]),
    ("it", ["carpenter", "cityhall", "watchtower"], ["Bottega del", "carpentiere", "Centro", "cittadino", "Torre di",
                                                     "vedetta"])])
def test_a_stored_tiles_name_is_written_whole_under_it(lang, storage, captions):
    """A storage space's caption goes on two lines rather than lose its end ("Boarding h…")."""
    st = GAME.new(["Ann"], 7)
    GAME.apply(st, 0, "start 7")
    st.data["players"][0]["storage"] = storage
    with canvas.record_text() as drawn:
        R.render_private(dict(GAME.view(st, 0), lang=lang))
    texts = _texts(drawn)
    assert all(c in texts for c in captions), [t for t in texts if "…" in t]
    assert not any(t.endswith("…") for t in texts if t.split()[0] in ("a", "Boarding", "Bottega", "Centro", "Torre"))


def test_the_console_hand_names_the_values_of_the_dice_still_to_use():
    # "Dice: 2 unused" (one die showing 2) read as "two dice unused": the line names the values it lists
    for steps in range(2, 40):
        view = GAME.view(played(GAME, 2, 1, steps, {}), None)
        seat = view.get("active")
        if seat is None:
            continue
        view = _real(2, 1, steps, {}, seat=seat)
        left = [v for v, used in zip(view["dice"][seat], view["used"]) if not used]
        if len(left) == 1:
            break
    else:
        raise AssertionError("no turn with one die used in the first 40 steps")
    assert f"Dice: showing {left[0]}, unused" in registry.holdings(view)
    assert f"Dadi ancora da usare: {left[0]}" in registry.holdings(_real(2, 1, steps, {}, seat=seat, lang="it"))
