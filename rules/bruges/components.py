"""Components of Bruges, read once from the package's data files (board.yaml, pets.yaml; the deck is
cards.py's): colours, the score and reputation tracks, the guard houses and their canal sections, statues,
threat markers and penalties, the players' setup, and one record per card (person or pet).

Numbers come from the data files; the stand-in ones are labelled there (`reconstructed`).
"""
from __future__ import annotations

from importlib import resources


import yaml

from rules.bruges import cards as _cards


def _load(name: str) -> dict:
    text = (resources.files("rules.bruges") / "data" / name).read_text(encoding="utf-8")
    return yaml.safe_load(text)


BOARD = _load("board.yaml")
PETS_DATA = _load("pets.yaml")

COLOURS: tuple[str, ...] = tuple(BOARD["colours"])  # BRU-006: cards, dice, workers, markers, canal spaces
SECTIONS = ("left", "right")

# ---- tracks --------------------------------------------------------------------------------------
START_POINTS = BOARD["score_track"]["start_points"]  # BRU-022
REP_STEPS = BOARD["reputation_track"]["steps"]  # BRU-058: 12 steps above the town hall (0)
REPUTATION_POINTS: tuple[int, ...] = tuple(BOARD["reputation_track"]["points_by_step"][i]
                                           for i in range(REP_STEPS + 1))  # BRU-123 (stand-in except step 6)

# ---- canals and statues ----------------------------------------------------------------------------
CANAL_SPACES = BOARD["canals"]["per_player"]["spaces_per_section"]  # BRU-070
CANAL_COST: tuple[int, ...] = tuple(BOARD["canals"]["space_cost"][i] for i in range(1, CANAL_SPACES + 1))
THIRD_SPACE_POINTS = BOARD["canals"]["third_space_points"]  # BRU-074
GUARD_HOUSES: dict[int, dict[str, tuple[str, ...]]] = {
    int(k): {side: tuple(v[side]) for side in SECTIONS} for k, v in BOARD["canals"]["guard_houses"].items()}
STATUES: tuple[int, ...] = tuple(BOARD["statues"]["values_top_to_bottom"])  # BRU-015: 7 on top
MAX_STATUES = BOARD["statues"]["max_per_player"]  # BRU-076

# ---- majorities ----------------------------------------------------------------------------------
MAJORITIES: tuple[str, ...] = tuple(BOARD["majorities"]["check_order"])  # BRU-106
MAJORITY_POINTS = BOARD["majorities"]["points_per_flipped_tile"]  # BRU-121
PET_MAJORITY_POINTS = BOARD["majorities"]["expansion_pets"]["points"]  # PET-07

# ---- threats ---------------------------------------------------------------------------------------
THREATS_PER_COLOUR = BOARD["threats"]["markers_per_colour"]  # BRU-005
PENALTY_AT = BOARD["threats"]["penalty_on_marker"]  # BRU-047
DISCARD_POINTS = BOARD["threats"]["discard_scores"]  # BRU-068
# BRU-129..137: each colour's penalty, by the canonical word a move types ("first fire")
PENALTY = {"blue": "flood", "brown": "plague", "red": "fire", "purple": "intrigue", "yellow": "raid"}
PENALTY_COLOUR = {v: k for k, v in PENALTY.items()}
INTRIGUE_POINTS = 3  # BRU-137

# ---- players and deck ------------------------------------------------------------------------------
SETUP = BOARD["player_setup"]  # BRU-022..024
START_WORKERS: dict[str, int] = dict(SETUP["workers"])
START_GUILDERS = SETUP["guilders"]
HAND_SIZE = BOARD["deck"]["hand_size"]  # BRU-029
TURNS_PER_ROUND = BOARD["deck"]["turns_per_round"]  # BRU-061
SETUP_PILES = BOARD["deck"]["piles_at_setup"]  # BRU-016
DIE_FACES = 6


def rep_points(step: int) -> int:
    """BRU-123: the points printed on a reputation step (the town hall scores 0)."""
    return REPUTATION_POINTS[max(0, min(step, REP_STEPS))]


def section_colours(seat: int, section: str) -> tuple[str, ...]:
    """BRU-021/070: the colours of a seat's canal section, spaces 1..5 from the seal outwards (guard house
    seat+1, in seating order)."""
    return GUARD_HOUSES[seat + 1][section]


# ---- cards ---------------------------------------------------------------------------------------
# The deck (persons 1..N, pets 201..) is cards.py's: one record per card with `colour` (the back, BRU-011),
# `price`, `points`, `group`, `activation`, `infinity_type`, `pet`.
PET_BASE = 200
card = _cards.card


def colour(cid: int) -> str:
    """The colour of a card's back: public (BRU-031)."""
    return card(cid).colour


def person_ids() -> list[int]:
    """Every person card of the deck in use."""
    return _cards.deck().ids


def pet_ids() -> list[int]:
    """Every pet card (PET-10: shuffled into the deck when the module is on)."""
    return _cards.deck().pet_ids


def is_pet(cid: int) -> bool:
    return cid > PET_BASE
