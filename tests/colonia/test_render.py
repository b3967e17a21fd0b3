"""The Colonia renderer draws every hand-built view of the contract (tests/colonia/render_views.py: 3, 4 and 6
players; Tuesday with the family cards chosen in secret, Thursday, a Friday vote in secret, Sunday and the end;
in English and with long words) within the phone rules: at most canvas.WIDTH wide and canvas.MAX_HEIGHT tall,
pages split when needed, no text under canvas.MIN_TEXT or outside its image; every word from the catalogs; a
private image shows its own seat's screen and answer, never another seat's; nothing secret in a public image."""
import re

import pytest

from i18n import LANGS
from render import canvas
from render import colonia as R
from tests.colonia import render_views as V
from tests.macao.test_render import _check, _render as _macao_render


def _render(view):
    real = __import__("tests.macao.test_render", fromlist=["R"]).R
    mod = __import__("tests.macao.test_render", fromlist=["R"])
    mod.R = R
    try:
        return _macao_render(view)
    finally:
        mod.R = real


def _texts(drawn):
    return [t for _, t in drawn]


@pytest.mark.parametrize("long", [False, True])
@pytest.mark.parametrize("n,stage", V.FIXTURES)
def test_every_fixture_renders_within_the_phone_rules(n, stage, long):
    lang = "it" if long else "en"
    with V.pseudo_italian():
        images, drawn = _render(V.view(n, stage, None, lang, long))
        _check(images, drawn)
        assert len(images) <= 3
        for seat in range(n):
            images, drawn = _render(V.view(n, stage, seat, lang, long))
            _check(images, drawn)
            assert len(images) <= 2
            assert R.holdings(V.view(n, stage, seat, lang, long))
        assert R.render_public(V.view(n, stage, None, lang, long)).width == canvas.WIDTH


def test_a_private_image_fits_one_screen_in_english():
    for stage in V.STAGES:
        for seat in (0, 2):
            assert len(R.render_private_pages(V.view(4, stage, seat))) == 1, (stage, seat)


def test_the_public_image_shows_the_seven_days_and_the_board():
    view = V.view(4, "vote")
    images, drawn = _render(view)
    texts = _texts(drawn)
    joined = "\n".join(texts)
    assert "Colonia · week 4 of 6 · Friday" in texts
    for day, area in (("Monday", "week card and ordinances"), ("Tuesday", "town hall"), ("Wednesday", "market"),
                      ("Thursday", "craftsmen"), ("Friday", "harbour"), ("Saturday", "ships depart"),
                      ("Sunday", "relics")):
        assert f"{day} · {area}" in texts
    for c in ("saddler", "wainwright", "painter", "tailor", "shoemaker"):
        assert c in texts
    for berth in ("I", "II", "III", "IV"):
        assert berth in texts
    assert "→9" in texts and "+7Lo" in texts  # a hold's payout; what a departing ship pays its loader
    assert "✓ passed · Wednesday" in texts and "✗ failed · Thursday" in texts
    assert "Market plus one: one more raw material on each stall." in joined
    assert "Turn order" in texts and "♔" in joined
    for s in range(4):
        assert view["names"][s] in joined
    assert "15Be" in texts and "×2 VP" in texts  # a relic's price and a shrine
    assert "Tavolo stand-ins" in joined


def test_who_still_chooses_is_shown_never_what():
    for stage in ("council", "vote"):
        view = V.view(4, stage)
        _, drawn = _render(view)
        joined = "\n".join(_texts(drawn))
        names = [view["names"][s] for s in view["choosing"]]
        assert "Still choosing in secret: " in joined and all(n in joined for n in names)
        assert ("? voting now, in secret · Friday" in joined) == (stage == "vote")
        assert "Your secret answer" not in joined and "vote yes" not in joined and "family card 6" not in joined


def test_a_private_image_shows_its_own_screen_answer_and_cards_never_anothers():
    for stage in ("council", "vote"):
        for seat in range(4):
            view = V.view(4, stage, seat)
            # a stray screen in another seat's entry (never in a view) is not read
            for s, p in enumerate(view["players"]):
                if s != seat:
                    p["screen"] = {"money": {"mark": 77}, "goods": {"painting": 9}}
                    p["my_choice"] = 8
            _, drawn = _render(view)
            texts = _texts(drawn)
            joined = "\n".join(texts)
            assert "Behind your screen" in texts
            assert f"{5 + seat}Be" in texts and "2Dr" in texts
            assert "77Be" not in texts and "9Pt" not in texts
            assert "Your family cards and what each would do" in texts
            for c in view["players"][seat]["family_cards"]:
                assert str(c) in texts
            mine = view["my_choice"]
            if mine is not None:
                assert "Your secret answer: " + ("vote yes" if mine == "yes" else f"family card {mine}") in texts
            elif seat in view["choosing"]:
                assert "Your secret answer: not given yet" in texts
            assert "Your secret answer: family card 8" not in texts or mine == 8


def test_the_final_image_shows_each_seats_points_by_source():
    _, drawn = _render(V.view(3, "over"))
    joined = "\n".join(_texts(drawn))
    assert "Final standings" in joined and "relics" in joined and "church windows" in joined


def test_each_language_has_distinct_marks_and_the_key_names_every_one():
    for lang in LANGS:
        view = dict(V.view(4, "vote"), lang=lang)
        mk = R.Marks(view)
        every = list(mk.material.values()) + list(mk.good.values()) + list(mk.city.values()) + [mk.shrine]
        assert len({m.lower() for m in every}) == len(every), (lang, every)
        entries = R.key_entries(view)
        for table in (mk.material, mk.good, mk.city):
            for m in table.values():
                assert any(e.startswith(m + " ") for e in entries), (lang, m)
    en = R.Marks(V.view(3, "vote"))
    assert list(en.material.values()) == ["Le", "Ir", "Wo", "Li", "Fu"]
    assert list(en.good.values()) == ["Sa", "Wh", "Pt", "Dr", "Sh"]


def test_holdings_say_the_seats_things_in_words():
    lines = R.holdings(V.view(3, "vote", 0))
    joined = "\n".join(lines)
    assert "Money: 5 Mark, 3 Gulden, 0 Pfund Sterling, and 11 Grivna." in lines
    assert "Raw materials: iron ×1, wood ×2, and furs ×3." in lines  # counts that read in any number
    assert "Goods: saddle ×1, dress ×2, and shoes ×1." in lines
    assert "relic of Bergen (2 VP)" in joined and "Family cards: 3, 4, and 5." in lines
    assert "Your secret answer" not in joined  # seat 0 has not answered this vote yet
    assert "Your secret answer: vote yes" in R.holdings(V.view(3, "vote", 1))


def test_every_word_comes_from_the_catalogs():
    """With a catalog that lengthens every word, every word of four letters or more drawn is lengthened,
    unless it is a player's name."""
    allowed = set()
    for name in V.LONG_NAMES:
        allowed |= set(re.findall(r"[A-Za-z]{4,}", name))
    for n, stage in ((3, "council"), (4, "thursday"), (6, "vote"), (3, "sunday"), (4, "over")):
        with V.pseudo_italian():
            for seat in [None] + list(range(n)):
                view = V.view(n, stage, seat, "it", True)
                _, drawn = _render(view)
                for _, text in drawn:
                    for word in re.findall(r"[A-Za-z]+…?", text):
                        if len(word) >= 4 and not word.endswith("…") and not word.endswith("ione") \
                                and word not in allowed:
                            raise AssertionError(f"{word!r} in {text!r} is not from a catalog")
                for line in R.holdings(view) if seat is not None else ():
                    for word in re.findall(r"[A-Za-z]+", line):
                        assert len(word) < 4 or word.endswith("ione") or word in allowed, (word, line)


def test_crowded_and_odd_views_still_fit():
    """Full contract tracks, eight stalls, an extra hold everywhere, twelve relics all secured, a face-down card,
    a resigned seat, an empty harbour's street, money in two-digit amounts: every image within the rules."""
    with V.pseudo_italian():
        for lang, long in (("en", False), ("it", True)):
            view = V.view(6, "sunday", None, lang, long)
            for c in view["craftsmen"]:
                c["contracts"] = [k % 6 for k in range(12)]
            view["stalls"] += [{"materials": ["wood", "iron", "linen", "furs"], "member": None}] * 2
            for sh in view["ships"]:
                sh["extra"] = {"good": ["painting"], "pays": 2, "member": 3}
            view["relics"] += [dict(view["relics"][0], id=90), dict(view["relics"][1], id=91)]
            for r in view["relics"]:
                r["secured_by"] = 5
            view["players"][3]["played"] = 0
            view["resigned"] = [5]
            images, drawn = _render(view)
            _check(images, drawn)
            assert len(images) <= 3
            private = dict(view, seat=2, screen={"money": {"mark": 45, "gulden": 38, "pfund_sterling": 27,
                                                           "grivna": 99},
                                                 "materials": {m: 12 for m in V.MATERIALS},
                                                 "goods": {"saddle": 12, "cart_wheel": 11, "painting": 10,
                                                           "dress": 9, "shoes": 8},
                                                 "relics": [dict(r, shrine=False) for r in view["relics"][:9]]},
                           card_effects={c: V.LONG_EFFECT for c in range(3, 9)}, my_choice="no",
                           choosing=[2], prompt=V.N_("Vote on the ordinance in secret: yes or no."))
            private["players"][2]["family_cards"] = [3, 4, 5, 6, 7, 8]
            images, drawn = _render(private)
            _check(images, drawn)
            assert R.holdings(private)


def test_a_private_view_before_its_seat_holds_anything():
    view = V.view(3, "council", 1)
    view["screen"] = {"money": {}, "materials": {}, "goods": {}, "relics": []}
    view["card_effects"] = {}
    images, drawn = _render(view)
    _check(images, drawn)
    assert "0 relics" in _texts(drawn)


@pytest.mark.parametrize("lang", LANGS)
def test_the_craftsmen_are_named_in_full_at_phone_width(lang):  # "mastro sellaio", never "mastro sell…"
    import i18n
    view = V.view(4, "thursday", None, lang)
    images, drawn = _render(view)
    texts = _texts(drawn)
    for c in view["craftsmen"]:
        name = i18n.in_view(view, c["name"])
        lines = R.craftsman_lines(view, c)
        assert " ".join(lines) == name and all(line in texts for line in lines), (name, lines)
        assert all(R._width(line, canvas.MIN_TEXT, True) <= R.CRAFT_W - 12 for line in lines)
        assert not any(t.endswith("…") and name.startswith(t[:-1]) for t in texts), name


@pytest.mark.parametrize("lang", LANGS)
def test_after_saturday_nobody_reads_as_unpaid(lang):  # COL-078 COL-081: the ships have sailed and paid
    import i18n
    for stage in V.SAILED:
        view = V.view(4, stage, None, lang)
        texts = _texts(_render(view)[1])
        assert i18n.in_view(view, R.N_("This week's ships have sailed.")) in texts
        assert i18n.in_view(view, R.N_("nobody is paid")) not in texts
        assert i18n.in_view(view, R.N_("Departing")) not in texts
    texts = _texts(_render(V.view(4, "vote", None, lang))[1])  # on Friday the departing ships are listed
    assert i18n.in_view(V.view(4, "vote", None, lang), R.N_("Departing")) in texts


def test_the_final_standings_keep_a_bots_number_apart_from_its_points():  # "Bot 1: 14 VP", not "Bot 1 14 VP"
    view = dict(V.view(4, "over"), names=["Ann", "Bot 1", "Bot 2", "Bot 3"])
    texts = _texts(_render(view)[1])
    for seat, name in enumerate(view["names"]):
        score = view["result"]["scores"][seat]
        assert any(re.fullmatch(rf"(\d+\. )?{name}: {score} VP", t) for t in texts), (name, texts[:12])


def test_the_final_standings_say_points_as_the_panels_do_in_italian():  # "1 p.", never "1 punti" (QA)
    view = dict(V.view(3, "over"), names=["Ann", "Bob", "Cleo"], lang="it")
    view["result"] = dict(view["result"], scores=[3, 1, 0])
    texts = _texts(_render(view)[1])
    assert any(t.endswith("Bob: 1 p.") for t in texts) and any(t.endswith("Ann: 3 p.") for t in texts), texts[:12]
    assert not any("punti" in t for t in texts if ": " in t), texts[:12]
