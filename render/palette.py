"""Colours shared by every renderer.

Player colours follow the Okabe-Ito colour-blind-safe set; renderers add a letter or shape
wherever colour carries meaning, so nothing depends on colour alone.
"""

BACKGROUND = (246, 242, 232)
PANEL = (255, 253, 247)
INK = (34, 34, 34)
MUTED = (110, 110, 110)
LINE = (190, 182, 165)
HIGHLIGHT = (255, 214, 0)
GOOD = (0, 128, 96)
BAD = (190, 40, 40)

# Okabe & Ito (2008), "Color Universal Design": distinguishable under the common colour-vision deficiencies.
PLAYER_COLOURS = [
    (0, 114, 178),    # blue
    (213, 94, 0),     # vermilion
    (0, 158, 115),    # bluish green
    (204, 121, 167),  # reddish purple
    (230, 159, 0),    # orange
    (86, 180, 233),   # sky blue
]
PLAYER_MARKS = ["A", "B", "C", "D", "E", "F"]  # drawn on player tokens next to the colour


def player_colour(seat: int) -> tuple[int, int, int]:
    return PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]


def text_on(fill: tuple[int, int, int]) -> tuple[int, int, int]:
    """Black or white text, whichever reads better on `fill` (relative luminance)."""
    r, g, b = fill[:3]
    return INK if (0.299 * r + 0.587 * g + 0.114 * b) > 140 else (255, 255, 255)
