"""A pseudo-Italian catalog for the render tests: every catalog word made about 45% longer, so that what fits
with it fits in Italian (the renderers' tests check images with it before and after the real catalog)."""
from contextlib import contextmanager

import i18n


def longer(text: str) -> str:
    """Every word outside {placeholders} made about 45% longer, as Italian words run against English."""
    out, depth, word = [], 0, ""
    for ch in text + " ":
        if ch == "{":
            depth += 1
        if depth == 0 and ch.isalpha():
            word += ch
            continue
        if word:
            out.append(word + ("ione" if len(word) > 3 else "ò" * max(1, len(word) // 2)))
            word = ""
        if ch == "}":
            depth -= 1
        out.append(ch)
    return "".join(out)[:-1]


class Longer:
    def gettext(self, key):
        return longer(key)

    def ngettext(self, one, many, n):
        return longer(one if n == 1 else many)

    def pgettext(self, context, key):
        # marks stay short (a catalog gives one to three letters); words in context ("empty" house) grow
        return key if len(key) <= 3 else longer(key)


@contextmanager
def pseudo_italian():
    """Inside the block, views in "it" read every catalog word lengthened (a stand-in for the Italian
    catalog someone fills later): what fits here fits in Italian."""
    real = i18n.translations

    def fake(lang, game=None):
        return Longer() if lang == "it" else real(lang, game)
    i18n.translations = fake
    try:
        yield
    finally:
        i18n.translations = real
