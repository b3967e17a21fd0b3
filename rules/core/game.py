"""The interface every game implements, and the checks around it that all games share.

A game is a stateless rules object; the State carries everything. Subclasses implement the
`setup ... result` hooks below; callers use `new`, `current`, `actions`, `apply`, `view`, `over`,
`final`, `default_action`, `dump` and `load`.
"""
from __future__ import annotations

import json
from typing import Any, Sequence

from rules.core.errors import IllegalAction, SetupError
from rules.core.moves import handed_out
from rules.core.options import OptionSpec, resolve_options
from rules.core.rng import Rng
from rules.core.state import ENVELOPE_VERSION, State, dumps
from rules.core.text import N_, listing, msg
from rules.core.text import seat as seat_ref
from rules.core.types import Action, Applied, Event, Result, normalise, rank_by

# a typed move that is not legal now (a console says where its list is instead of the chat's private menu)
NOT_LEGAL = N_("'{move}' is not a legal move now. Your private menu lists your moves.")
# a verb alone where its moves need more words ("place", "discard"): said without naming any legal move
INCOMPLETE = N_("'{move}' needs more words (which, where or how many). Your private menu lists your moves.")


def verb_alone(text: str, legal) -> bool:
    """Whether `text` is one word that begins legal moves of more words ("place" for "place 12 at 1,0")."""
    if " " in text or not text:
        return False
    return any(normalise(a.text).startswith(text + " ") for a in legal)


class Context:
    """Collects what one action produced: log lines and whether it revealed anything."""

    __slots__ = ("events", "revealed", "sealed", "hushed")

    def __init__(self):
        self.events: list[Event] = []
        self.revealed = False
        self.sealed = False
        self.hushed = False

    def log(self, message, **params) -> None:
        """A public log line: a message, or a key (marked N_) with its parameters."""
        self.events.append(Event(msg(message, **params) if params else message))

    def private(self, seat: int, message, **params) -> None:
        """A log line only `seat` may read (a card drawn into a hand, a secret choice)."""
        self.events.append(Event(msg(message, **params) if params else message, seat))

    def reveal(self) -> None:
        """Mark that information came out without the RNG (a secret choice resolved)."""
        self.revealed = True

    def hush(self) -> None:
        """Mark that what this action drew from the RNG is worth no board of its own (Bruges: the back of
        the card that surfaces on a pile as a player draws card after card). Undo still stops here; a
        `reveal()` in the same action is news all the same."""
        self.hushed = True

    def seal(self) -> None:
        """Mark that this action may not be taken back although nothing came to light: others may
        already have acted on what went before (a thief window it closed)."""
        self.sealed = True


class Game:
    id: str = ""
    title: str = ""
    min_players: int = 2
    max_players: int = 4
    options: tuple[OptionSpec, ...] = ()
    schema_version: int = 1
    summary: str = ""  # a few lines for /rules
    rules_ref: str = ""  # where the rule checklist lives
    # Whether the game can go on when a seat resigns or is voted out: the seat then stays in the game,
    # played by the table's autopilot (its safe default actions), ranked last. Else the table ends.
    continues_without_player: bool = False
    # Whether the seats' order is the order of play. Not in a game whose order comes from the board (Macao's
    # wall): its opening says that order, and the table's start line does not call the seats an order.
    seats_are_turn_order: bool = True
    # The order a menu shows its groups in (their keys), where it should not follow the first action of each: in
    # a game whose actions come card by card, a group the first card lacks would move about from turn to turn.
    # Groups not named here follow, as they come. The legal actions keep their own order.
    group_order: tuple[str, ...] = ()

    # ---- hooks a game implements -------------------------------------------------------------
    def has_windows(self, options: dict) -> bool:
        """Whether a table with these (resolved) options has optional out-of-turn windows (`is_interrupt`:
        Alhambra's thieves), which the table closes after its window time; without them the table has no
        such setting to show."""
        return False

    def setup(self, st: State) -> None:
        """Fill st.data for a new game (use st.rng for every random choice)."""
        raise NotImplementedError

    def to_act(self, st: State) -> list[int]:
        """Seats that must act now: one, or several for a simultaneous or out-of-turn decision."""
        raise NotImplementedError

    def public_to_act(self, st: State) -> list[int]:
        """The seats the public is told the table waits for. Usually those of `current`; a game hides
        the progress of a decision whose answers would tell a secret (who has already answered in
        Alhambra's last thief window) by naming everyone asked until the decision is over."""
        return self.current(st)

    def may_act(self, st: State) -> list[int]:
        """Seats that may act now out of turn without being waited for (Alhambra's thieves while the
        next player has not moved). Who they are may depend on a secret, so they are told only in
        private, never named in public, and no deadline or reminder concerns them."""
        return []

    def window_seats(self, st: State) -> list[int]:
        """While an optional out-of-turn window is open beside the seats waited for (Alhambra: "Until Bob
        moves, thieves may be played"), every seat that may be asked in it as far as the public knows
        (every other player holding a thief, whatever its currency): a superset of `may_act`, from public
        facts only, so the table may act on it in public (a computer player waited for pauses while a
        person may answer; the computer's own seats among them look privately whether they may). Empty
        when no such window is open, and for a game whose `may_act` is no window (Colonia's answers
        changed before the last comes in)."""
        return []

    def legal_actions(self, st: State, seat: int) -> Sequence[Action]:
        """Every legal action of `seat` now (empty when the seat does not act): a list, or a Moves
        that makes each action only when it is read."""
        raise NotImplementedError

    def perform(self, st: State, seat: int, action: Action, ctx: Context) -> None:
        """Apply an action that `legal_actions` offered. Never called with anything else."""
        raise NotImplementedError

    def player_view(self, st: State, seat: int | None) -> dict:
        """JSON-able view of the game for `seat` (None: the public). Hide everything that seat may not know."""
        raise NotImplementedError

    def is_over(self, st: State) -> bool:
        raise NotImplementedError

    def result(self, st: State) -> Result:
        """Scores with breakdown and tie-breaks; must also work mid-game (current standing)."""
        raise NotImplementedError

    def hidden_piles(self, st: State) -> list[list]:
        """Every pile nobody may look into (a bag, the piles of a face-down deck). Such a pile keeps
        no order (it is stored sorted) and is drawn from only with `st.rng.draw`, so the order of
        what comes out is decided at the draw, and the core marks that move as a reveal (undo never
        crosses it). Listed so tests can check this of every game."""
        return []

    def prompt(self, st: State, seat: int):
        """What `seat` is asked to do now: a message (rules/core/text.py)."""
        return N_("Your move.")

    def not_now(self, st: State, seat: int, text: str = ""):
        """Why `seat` may not act now (it is not waited for): a message shown to that seat alone, so it may
        speak of what only the seat knows. `text`: the move it tried, if known."""
        return msg(N_("It is not your turn. {waiting}"), waiting=self.waiting_text(st))

    def waiting_text(self, st: State):
        """Who the table waits for: a message."""
        seats = self.current(st)
        if not seats:
            return N_("The game is over.")
        return msg(N_("Waiting for {players}."), players=listing(seat_ref(s) for s in seats))

    def opening(self, st: State) -> list:
        """Public messages on what setup decided, logged when the game starts: who begins and why, what
        lies face up. Setup has no log of its own, so without them a player cannot tell why Ann begins."""
        return []

    def is_interrupt(self, st: State) -> bool:
        """True while the acting seats answer an optional out-of-turn window (Alhambra's thieves): the
        table closes such a window after its window time instead of applying the turn deadline."""
        return False

    def canonical(self, st: State, seat: int, text: str) -> str:
        """The canonical form of a typed move (already `normalise`d) when a game accepts several
        spellings of one move, e.g. the cards of a payment in any order: `find_action` matches this
        form against the action texts. Default: the text itself."""
        return text

    def explain_illegal(self, st: State, seat: int, text: str) -> str | None:
        """A game may explain why a move is not legal; None gives the generic message."""
        return None

    def remove_seat(self, st: State, seat: int, ctx: Context) -> None:
        """Games with continues_without_player take a resigned seat out of play here."""

    def encode_data(self, data: Any) -> Any:
        return data

    def decode_data(self, obj: Any) -> Any:
        return obj

    def upgrade(self, obj: Any, from_schema: int) -> Any:
        """Bring stored data of an older schema up to date."""
        raise SetupError(f"Saved {self.title} game has schema {from_schema}; no upgrade is known.")

    # ---- the shared API ------------------------------------------------------------------------
    def new(self, names: list[str], seed: int, options: dict | None = None) -> State:
        if not (self.min_players <= len(names) <= self.max_players):
            raise SetupError(N_("{game} is for {least}-{most} players, not {count}."), game=self.title,
                             least=self.min_players, most=self.max_players, count=len(names))
        opts = resolve_options(self.options, options)
        self.check_options(opts, len(names))
        st = State(self.id, self.schema_version, names, int(seed), opts, Rng(int(seed)))
        self.setup(st)
        return st

    def check_options(self, options: dict, players: int | None) -> None:
        """A game may refuse a combination of options (raise SetupError): `players` None when a table opens
        (options that never go together), the player count when the game starts."""

    def teams(self, options: dict, players: int) -> list[list[int]] | None:
        """The seats of each team (team A first) when these options make a team game for this many players,
        else None: the table says who plays with whom."""
        return None

    def over(self, st: State) -> bool:
        if st.resigned and (not self.continues_without_player or st.n - len(st.resigned) < 2):
            return True  # the game cannot go on, or nobody is left to play against
        return self.is_over(st)

    def current(self, st: State) -> list[int]:
        """Seats that must act now; a resigned seat of a game that goes on is among them (autopilot)."""
        if self.over(st):
            return []
        return self.to_act(st)

    def acts_now(self, st: State, seat: int) -> bool:
        """Whether `seat` has a decision now: waited for, or free to act out of turn."""
        return not self.over(st) and (seat in self.to_act(st) or seat in self.may_act(st))

    def actions(self, st: State, seat: int) -> Sequence[Action]:
        if not self.acts_now(st, seat):
            return []
        legal = self.legal_actions(st, seat)
        st.offered = (st.moves, seat, legal)
        return legal

    def find_action(self, st: State, seat: int, action: str | Action) -> Action:
        """The legal action matching canonical text (or an Action), or IllegalAction with a reason."""
        offered = st.offered
        if isinstance(action, Action) and offered and offered[0] == st.moves and offered[1] == seat \
                and handed_out(offered[2], action):
            return action  # the very object just offered to this seat in this state: legal as it is
        if not 0 <= seat < st.n:
            raise IllegalAction(N_("There is no such seat at this table."))
        if self.over(st):
            raise IllegalAction(N_("The game is over."))
        typed = normalise(action.text if isinstance(action, Action) else str(action))
        if not self.acts_now(st, seat):
            raise IllegalAction(self.not_now(st, seat, typed))
        text = self.canonical(st, seat, typed)
        legal = self.legal_actions(st, seat)
        for candidate in legal:
            if normalise(candidate.text) == text:
                return candidate
        # a verb alone that begins legal moves ("ship", "draft"): told it needs more words, before a game's
        # reason that reads the missing words as wrong ones
        alone = verb_alone(text, legal)
        reason = None if alone else self.explain_illegal(st, seat, text)
        if reason:
            raise IllegalAction(reason)
        # No sample of the legal moves here: this text may be shown in a group, and a move can name a
        # secret (the money cards a payment uses). The private panel lists them.
        as_typed = " ".join(str(action).split()) if not isinstance(action, Action) else typed  # its own case
        shown = as_typed if len(as_typed) <= 60 else as_typed[:57] + "..."  # (perhaps in Italian)
        raise IllegalAction(INCOMPLETE if alone else NOT_LEGAL, move={"text": shown})

    def apply(self, st: State, seat: int, action: str | Action) -> Applied:
        """Apply one legal action of `seat`. Illegal: IllegalAction, and the state is unchanged."""
        chosen = self.find_action(st, seat, action)
        ctx = Context()
        st.rng.draws = 0
        self.perform(st, seat, chosen, ctx)
        st.moves += 1
        if not any(e.seat is None for e in ctx.events):
            st.quiet += 1
        drew = st.rng.draws > 0
        news = ctx.revealed or (drew and not ctx.hushed)
        return Applied(ctx.events, ctx.revealed or drew or ctx.sealed, chosen.text, news)

    def default_action(self, st: State, seat: int) -> Action | None:
        legal = self.actions(st, seat)
        for a in legal:
            if a.default:
                return a
        return legal[0] if legal else None

    def resign(self, st: State, seat: int) -> Applied:
        if self.over(st):
            raise IllegalAction(N_("The game is over."))
        if seat in st.resigned:
            raise IllegalAction(N_("You have already resigned."))
        ctx = Context()
        st.resigned.append(seat)
        ctx.log(N_("{player} resigns."), player=seat_ref(seat))
        if self.continues_without_player and not self.over(st):
            self.remove_seat(st, seat, ctx)
        st.moves += 1
        return Applied(ctx.events, True, "resign")

    def final(self, st: State) -> Result:
        """The result, with resigned seats ranked last and never winners."""
        res = self.result(st)
        if not st.resigned:
            return res
        keep = [s for s in res.ranking if s not in st.resigned]
        ranking = keep + [s for s in res.ranking if s in st.resigned]
        if not keep:
            winners = []
        elif set(res.winners) & set(keep):
            winners = [s for s in keep if s in res.winners]
        elif res.keys is not None:  # the winner resigned: those tied for the best place left share it
            winners = [s for s in keep if res.keys[s] == res.keys[keep[0]]]
        else:
            winners = [keep[0]]
        return Result(res.scores, res.breakdown, ranking, winners, res.tiebreak_note, res.keys, res.outcome)

    def view(self, st: State, seat: int | None = None) -> dict:
        """What `seat` may see (None: the public). Renderers draw only from this."""
        current = self.current(st)
        over = self.over(st)
        out = {
            "game": self.id,
            "title": self.title,
            "seat": seat,
            "names": st.names,
            "options": st.options,
            "moves": st.moves - st.quiet,  # the moves everyone saw
            "to_act": self.public_to_act(st),
            "waiting": self.waiting_text(st),
            "resigned": st.resigned,
            "over": over,
            "interrupt": (not over) and self.is_interrupt(st),
        }
        if seat is not None and (seat in current or (not over and seat in self.may_act(st))):
            out["prompt"] = self.prompt(st, seat)
            out["may_act"] = seat not in current
        if over:
            out["result"] = self.final(st).as_dict()
        out.update(self.player_view(st, seat))
        return out

    # ---- serialisation -------------------------------------------------------------------------
    def dump(self, st: State) -> str:
        return dumps(st.envelope(self.encode_data(st.data)))

    def load(self, text: str | bytes) -> State:
        env = json.loads(text)
        if env.get("v") != ENVELOPE_VERSION:
            raise SetupError(f"Unknown saved-state format {env.get('v')!r}.")
        if env["game"] != self.id:
            raise SetupError(f"Saved state is a {env['game']} game, not {self.id}.")
        data = env["data"]
        if env["schema"] != self.schema_version:
            data = self.upgrade(data, env["schema"])
        return State(self.id, self.schema_version, env["names"], env["seed"], env["options"],
                     Rng(env["rng"]), self.decode_data(data), env["moves"], env["resigned"], env.get("quiet", 0))

    def replay(self, names: list[str], seed: int, options: dict | None,
               actions: list[tuple[int, str]]) -> State:
        """Rebuild a game from its seed and (seat, action text) pairs; "resign" resigns."""
        st = self.new(names, seed, options)
        for seat, text in actions:
            if text == "resign":
                self.resign(st, seat)
            else:
                self.apply(st, seat, text)
        return st

    def describe(self) -> dict:
        return {
            "id": self.id,
            "title": self.title,
            "players": [self.min_players, self.max_players],
            "options": [o.describe() for o in self.options],
        }


__all__ = ["Game", "Context", "Result", "rank_by"]
