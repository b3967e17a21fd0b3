"""The team game (RULES.md section 21, COB-230..240): two teams of two, each on one shared team duchy.

Seats: team A is seats 0 and 2, team B seats 1 and 3 (COB-230). The rulebook seats partners next to each
other and plays the first round A1, B1, A2, B2 (COB-235); a Tavolo seat number is a place in that turn
order, not a chair, so partners are two seats apart and the first round runs 0, 1, 2, 3 from A1.
Which team is A is not said; reading: the start player's team (the highest roll, COB-019), so the start
player is drawn among seats 0 and 2 and plays A1; team B, playing second, gets the 5 workers (COB-233).

A team shares one estate (engine.estate: duchy, shared storage, goods, silver, workers, points; COB-237,
COB-238); each player keeps their own dice and bridge pawn (COB-234) and their own private storage space
(`private_storage`, per seat; engine.store/unstore/usable_storage are the only ways in and out).
"""
from __future__ import annotations

from rules.castles import terms
from rules.core import Action
from rules.core.text import N_, msg

BOARDS = {"yes": "12a", "expert": "12b"}  # COB-231: beginners 12a, experts 12b (stand-ins)
NAMES = ("A", "B")
SEATS = ((0, 2), (1, 3))  # COB-230: team A, team B
WORKERS = (3, 5)  # COB-233: team A, team B
SILVER = 2  # COB-233: per team, not per player
SHARED_SPACES = 2  # COB-236: bottom centre of the team board
PRIVATE_SPACES = 1  # COB-236: one per player, in the board's corners
TIEBREAK = N_("more empty spaces in the team duchy")  # COB-240


def chosen(options: dict) -> bool:
    """Whether the table plays the team game (option team=yes|expert)."""
    return options.get("team", "no") != "no"


def on(d: dict) -> bool:
    """Whether this game is a team game (its state lists the teams)."""
    return "teams" in d


def board_key(options: dict) -> str:
    return BOARDS[options["team"]]


def groups(n: int) -> list[list[int]] | None:
    """The seats of each team, team A first (COB-230); None but at 4 players."""
    return [list(s) for s in SEATS] if n == 4 else None


def estate_of() -> list[int]:
    """Seat -> estate: team A plays estate 0, team B estate 1."""
    return [0, 1, 0, 1]


def start_player(rng) -> int:
    """COB-019 with COB-235: the highest roll starts and makes its team team A (reading): A1, seat 0 or 2."""
    return SEATS[0][rng.below(2)]


def supplies(estates: list[dict]) -> None:
    """COB-233: team A 3 workers, team B 5; 2 silver per team."""
    for p, workers in zip(estates, WORKERS):
        p["workers"] = workers
        p["silver"] = SILVER


def add_state(d: dict, n: int) -> None:
    """The teams and each player's private storage space (COB-236)."""
    d["teams"] = groups(n)
    d["private_storage"] = [[] for _ in range(n)]


# ---- storage (COB-236/237): the decisions of the shared and private spaces --------------------------

STORED = {False: N_("{who} puts {tile} on a shared storage space."),
          True: N_("{who} puts {tile} on their own storage space.")}


def storage_actions() -> list[Action]:
    """Where a new tile goes when a shared space and the player's private one are both free. Default: the
    private one, which only this player can ever use; the shared spaces stay free for both partners."""
    return [Action(f"store {where}", terms.STORAGE_SPACES[where], N_("Store"), default=where == "private",
                   data=("store", where)) for where in ("private", "shared")]


def discard_private(code: str) -> Action:
    """Discard the tile on one's own private space when a shared space holds the same tile (COB-062)."""
    return Action(f"discard private {code}", msg(N_("Discard {tile} (own space)"), tile=terms.tile(code)),
                  N_("Discard"), data=("discard", code, True))


def partner(d: dict, seat: int) -> int:
    return next(s for team in d["teams"] if seat in team for s in team if s != seat)


def opening(d: dict):
    """What partners share (COB-233..237); the table names the teams (Game.teams)."""
    return msg(N_("Team game: partners share one duchy, its goods, silver, workers and two storage spaces; each "
                  "player has their own dice and one storage space of their own. Team A starts with {a}, team B "
                  "with {b}."), a=terms.workers(WORKERS[0]), b=terms.workers(WORKERS[1]))


def view(d: dict) -> list[dict] | None:
    """view["teams"]: each team's name, seats and estate (None when not a team game)."""
    if not on(d):
        return None
    return [{"name": NAMES[i], "seats": list(team), "estate": d["estate_of"][team[0]]}
            for i, team in enumerate(d["teams"])]


def result_keys(scores: list[int], empty: list[int]) -> list[tuple]:
    """COB-240: partners share the team's score; ties go to more empty spaces, and partners never differ."""
    return [(scores[s], empty[s]) for s in range(len(scores))]
