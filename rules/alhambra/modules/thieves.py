"""Thieves (ALH-200..208): after another player's turn, a thief steals a money card of its currency from
the display.

After every turn but the last, the window does not hold up the table: the next player's turn begins at
once, and until that player's first action everyone else who can steal may (`may_act`, told in private
only); a steal is resolved when played (ALH-207 [CHOICE]). After the last turn nobody is next: the
decision `thief_window` waits for every thief holder, and the claims are resolved in ALH-206 order.
Who is asked, and when a window opens or closes, depends only on public facts (who holds how many
thieves, who plays next).
"""
from __future__ import annotations

from rules.core import Action, OptionSpec
from rules.core.text import N_, msg, seat as who
from rules.alhambra import engine
from rules.alhambra.components import CURRENCIES, MODULES, card_msg
from rules.alhambra.money import card_name

OPTION = OptionSpec(N_("thieves"), "bool", False, N_("Thieves: steal a money card after another player's turn"))
ASK_AGAIN = Action("thief ask-again", N_("Ask me again about thieves"), N_("Thief"), data=("ask_again",))


def dealt(st):
    """ALH-201: thieves dealt face down, their number by the players'."""
    thieves = [c for c in range(len(CURRENCIES)) for _ in range(MODULES["thieves"]["per_currency"])]
    st.rng.shuffle(thieves)
    for p in st.data["players"]:
        p["thieves"] = sorted(thieves.pop() for _ in range(MODULES["thieves"]["deal"][st.n]))


# ---- the windows -------------------------------------------------------------------------------------

def turn_begins(st, before, seat):
    """ALH-202/204: the window beside the next turn opens whenever someone else holds a thief."""
    holders = [s for s, p in enumerate(st.data["players"]) if p["thieves"] and s != seat and s not in st.resigned]
    st.data["thief"] = {"after": before, "next": seat, "done": [False] * st.n} if holders else None


def before_move(st, seat, action, ctx):
    """ALH-202: the next player's first action closes the window (asking again about thieves is a
    setting, not an action)."""
    d = st.data
    if d["thief"] is not None and seat == d["turn"] and d["decision"] != "thief_window" \
            and action.data[0] != "ask_again":
        d["thief"] = None
        ctx.seal()  # the thieves saw this move: taking it back must not reopen their window


def last_turn_over(st, ctx):
    """ALH-208: after the final turn every thief holder may play; the table waits for them all."""
    d = st.data
    d["thief"] = {"after": d["turn"], "next": None, "answers": [None] * st.n}
    waiting = final_waiting(st)
    if not waiting:
        d["thief"] = None
        return None
    d["thief"]["asked"] = waiting
    d["decision"] = "thief_window"
    ctx.log(N_("Last chance for thieves: every player holding one answers before the leftover "
               "buildings are handed out."))
    return True


def can_steal(st, s) -> bool:
    """A thief of `s` matches a card on the display (and `s` takes part and wants to be asked)."""
    d = st.data
    p = d["players"][s]
    if p["auto_pass"] or not p["thieves"] or s in st.resigned:
        return False
    return any(c // 10 in p["thieves"] for c in d["display"])


def final_waiting(st) -> list:
    """ALH-208: every player holding a thief answers, whatever their thieves' currencies or standing
    answer: who is waited for then tells nothing the thief counts do not."""
    answers = st.data["thief"]["answers"]
    return [s for s, p in enumerate(st.data["players"])
            if p["thieves"] and s not in st.resigned and answers[s] is None]


def to_act(st):
    return final_waiting(st) if st.data["decision"] == "thief_window" else None


def may_act(st):
    """ALH-202/204/207: while the next player has not moved, every other player who can steal."""
    d = st.data
    w = d["thief"]
    if w is None or d["decision"] == "thief_window":
        return []
    return [s for s in range(st.n) if s != w["next"] and not w["done"][s] and can_steal(st, s)]


def window_seats(st):
    """ALH-207: beside a turn, everyone the board says may play a thief (each other holder, whatever its
    currency or answers so far: those are private)."""
    d = st.data
    w = d["thief"]
    if w is None or d["decision"] == "thief_window":
        return None
    return [s for s, p in enumerate(d["players"]) if s != w["next"] and p["thieves"] and s not in st.resigned]


def public_to_act(st):
    """ALH-208: in the last window the public sees everyone asked until all have answered."""
    d = st.data
    if d["decision"] == "thief_window":
        return [s for s in d["thief"]["asked"] if s not in st.resigned]
    return None


def is_interrupt(st):
    """ALH-208: the last window is optional (pass is always safe): the table closes it on time."""
    return True if st.data["decision"] == "thief_window" else None


# ---- actions -----------------------------------------------------------------------------------------

def out_of_turn(st, seat):
    d = st.data
    if d["decision"] == "thief_window" or (d["thief"] is not None and seat != d["turn"]):
        return thief_actions(st, seat)
    return None


def thief_actions(st, seat):
    d = st.data
    p = d["players"][seat]
    out = [Action("pass", N_("Pass"), N_("Thief"), default=True, data=("thief_pass",))]
    for c in sorted(set(d["display"])):
        if c // 10 in p["thieves"]:
            out.append(Action(f"thief steal {card_name(c)}",
                              msg(N_("Thief: steal {card}"), card=card_msg(c // 10, c % 10)),
                              N_("Thief"), data=("thief_steal", c)))
    out.append(Action("thief always-pass", N_("Never ask me about thieves"), N_("Thief"), data=("thief_never",)))
    return out


def turn_actions(st, seat):
    p = st.data["players"][seat]
    return [[ASK_AGAIN]] if p["auto_pass"] and p["thieves"] else []


def ask_again(st, seat, data, ctx):
    st.data["players"][seat]["auto_pass"] = False  # a setting, not an action: the turn goes on
    ctx.private(seat, N_("You will be asked again when a thief can be played."))


def thief_pass(st, seat, data, ctx):
    w = st.data["thief"]
    if st.data["decision"] == "thief_window":
        w["answers"][seat] = 0
        answered(st, ctx)
    else:
        w["done"][seat] = True  # private: nothing public changes
        ctx.private(seat, N_("You pass in this thief window."))


def thief_never(st, seat, data, ctx):
    st.data["players"][seat]["auto_pass"] = True
    ctx.private(seat, N_("You will not be asked about thieves again (use 'thief ask-again' on your turn). "
                         "After the last turn every thief holder is asked all the same."))
    thief_pass(st, seat, data, ctx)


def thief_steal(st, seat, data, ctx):
    if st.data["decision"] == "thief_window":
        st.data["thief"]["answers"][seat] = data[1]
        ctx.private(seat, N_("You claim {card} with a thief."), card=card_msg(data[1] // 10, data[1] % 10))
        answered(st, ctx)
    else:  # ALH-207 [CHOICE]: beside the next turn, a steal is resolved when it is played
        steal(st, seat, data[1], ctx)


HANDLERS = {f.__name__: f for f in (ask_again, thief_pass, thief_never, thief_steal)}


def steal(st, s, card, ctx):
    """ALH-203/205: one card of the thief's currency from the display; the thief leaves the game and
    the display is refilled after each thief."""
    d = st.data
    p = d["players"][s]
    ctx.reveal()
    d["display"].remove(card)
    p["hand"].append(card)
    p["hand"].sort()
    p["thieves"].remove(card // 10)
    ctx.log(N_("{who} plays a thief and steals {card}."), who=who(s), card=card_msg(card // 10, card % 10))
    engine.refill_display(st, ctx)


def answered(st, ctx):
    """The last window: once everyone answered, claims are resolved in ALH-206 order; a steal makes a
    new display and a new round of answers (ALH-205)."""
    if final_waiting(st):
        return
    d = st.data
    w = d["thief"]
    stolen = False
    for k in range(1, st.n + 1):  # ALH-206: from the next player round to the one who just played
        s = (w["after"] + k) % st.n
        claim = w["answers"][s]
        if not claim:
            continue
        if claim in d["display"]:
            steal(st, s, claim, ctx)
            stolen = True
        else:
            ctx.private(s, N_("{card} was already taken; you keep your thief."), card=card_msg(claim // 10, claim % 10))
    if stolen:
        w["answers"] = [None] * st.n
        w["asked"] = final_waiting(st)
        if w["asked"]:
            return
    d["thief"] = None
    engine.hand_out_leftovers(st, ctx)


def resigned(st, seat, ctx):
    """A resigned seat's thieves leave the game; the last window may now be complete."""
    st.data["players"][seat]["thieves"] = []
    if st.data["decision"] == "thief_window":
        answered(st, ctx)


# ---- reading -----------------------------------------------------------------------------------------

def view(st, seat, out):
    d = st.data
    if d["thief"] is not None:  # never who is asked or who answered: that follows their thieves
        out["thief_window"] = {"last": d["decision"] == "thief_window", "before": d["thief"]["next"]}
    if seat is not None:
        p = d["players"][seat]
        out["thieves"] = [CURRENCIES[c] for c in p["thieves"]]
        out["always_pass"] = p["auto_pass"]
        if d["decision"] == "thief_window" and d["thief"]["answers"][seat]:
            out["thief_claim"] = card_name(d["thief"]["answers"][seat])


def player_view(st, s, pv):
    pv["thief_count"] = len(st.data["players"][s]["thieves"])


def prompt(st, seat):
    d = st.data
    if d["decision"] == "thief_window":
        return N_("Last chance for thieves before the leftover buildings are handed out: steal one money "
                  "card from the display in the currency of one of your thieves, or pass.")
    if d["thief"] is not None and seat != d["turn"]:  # out of turn (ALH-202)
        return msg(N_("Before {who} moves, you may play a thief: steal one money card from the "
                      "display in the currency of one of your thieves, or pass."), who=who(d["turn"]))
    return None


def waiting(st):
    d = st.data
    if d["decision"] == "thief_window":  # named by nobody: who holds a thief is public, who answered need not be
        return N_("Last thief window: waiting for the thief holders' answers.")
    if d["thief"] is not None:
        return msg(N_("Waiting for {who}. Until {who} moves, thieves may be played."), who=who(d["turn"]))
    return None


def not_now(st, seat):
    """Why a thief holder may not play a thief now, in words for that seat alone (its own pass, standing
    answer or thieves): the table's waiting line says that thieves may be played, and they may, by others."""
    d = st.data
    w = d["thief"]
    p = d["players"][seat]
    if w is None or not p["thieves"] or seat in st.resigned:
        return None
    if d["decision"] == "thief_window":
        reason = N_("You have answered in the last thief window.") if w["answers"][seat] is not None else None
    elif seat == w["next"]:
        reason = None
    elif w["done"][seat]:
        reason = msg(N_("You passed in this thief window: your thieves may steal again after {who}'s turn."),
                     who=who(d["turn"]))
    elif p["auto_pass"]:
        reason = N_("You asked never to be asked about thieves: 'thief ask-again' on your turn asks you again.")
    else:
        reason = N_("None of your thieves matches a money card on the display now.")
    return msg(N_("{reason} {waiting}"), reason=reason, waiting=waiting(st)) if reason else None


def explain(st, seat, text):
    d = st.data
    if d["thief"] is not None and seat != d["turn"] and d["decision"] != "thief_window" \
            and not text.startswith("thief"):
        return msg(N_("It is {who}'s turn: until {who} moves, you may only play a thief or pass."),
                   who=who(d["turn"]))
    if text.startswith("thief"):
        if d["decision"] == "thief_window" or seat in may_act(st):
            return N_("A thief steals only a money card of its own currency that is on the display now.")
        if text.startswith("thief steal"):
            return N_("You cannot play a thief now: thieves steal after another player's turn, before the "
                      "next player moves.")
    return None


WORDS = ("thief",)  # a move word of this module, and what a table without it answers
OFF_TEXT = N_("This table plays without thieves.")
