"""The rules core, exercised through the small Pebbles game."""
import json

import pytest

from rules import IllegalAction, get_game
from rules.core import Action, Rng
from rules.core.errors import SetupError


@pytest.fixture
def game():
    return get_game("pebbles")


def test_registry_lists_test_game(game):
    assert game.title == "Pebbles"
    assert get_game("PEBBLES") is game


def test_wrong_player_count_is_refused(game):
    with pytest.raises(SetupError, match="2-4 players"):
        game.new(["solo"], 1)


def test_unknown_and_bad_options_are_refused(game):
    with pytest.raises(SetupError, match="Unknown option"):
        game.new(["a", "b"], 1, {"walls": "yes"})
    with pytest.raises(SetupError, match="between 1 and 6"):
        game.new(["a", "b"], 1, {"rounds": "9"})
    st = game.new(["a", "b"], 1, {"rounds": "2", "stakes": "no"})
    assert st.options == {"rounds": 2, "stakes": False}


def test_one_seat_then_simultaneous(game):
    st = game.new(["a", "b", "c"], 7)
    assert game.current(st) == [0]
    game.apply(st, 0, "double")
    assert game.current(st) == [0, 1, 2]  # everyone plays at once


def test_illegal_action_leaves_state_unchanged(game):
    st = game.new(["a", "b"], 3)
    before = game.dump(st)
    with pytest.raises(IllegalAction, match="not your turn"):
        game.apply(st, 1, "single")
    with pytest.raises(IllegalAction, match="not a legal move"):
        game.apply(st, 0, "triple")
    with pytest.raises(IllegalAction, match="'Play The Triple' is not a legal move") as err:  # as typed, its case too
        game.apply(st, 0, "  Play  The  Triple ")
    assert err.value.message["params"]["move"] == {"text": "Play The Triple"}
    assert game.dump(st) == before


def test_a_verb_alone_is_told_it_needs_more_words(game):
    st = game.new(["a", "b"], 3)
    game.apply(st, 0, "single")
    before = game.dump(st)
    with pytest.raises(IllegalAction, match=r"^'Play' needs more words \(which, where or how many\)\.") as err:
        game.apply(st, 1, "Play")
    assert err.value.message["params"] == {"move": {"text": "Play"}}  # no legal move (a secret card) named
    with pytest.raises(IllegalAction, match="^'dance' is not a legal move now"):
        game.apply(st, 1, "dance")  # a word that begins no move
    assert game.dump(st) == before


def test_hidden_information_stays_with_its_owner(game):
    st = game.new(["a", "b"], 3)
    game.apply(st, 0, "single")
    card = st.data["hands"][1][0]
    game.apply(st, 1, f"play {card}")
    public = json.dumps(game.view(st, None))
    other = game.view(st, 0)
    assert "hand" not in game.view(st, None)
    assert other["hand"] == st.data["hands"][0]
    assert other["chosen"] == [False, True]
    assert "my_card" in other and other["my_card"] is None
    assert str(st.data["hands"][1]) not in public


def test_reveal_is_marked_only_when_information_comes_out(game):
    st = game.new(["a", "b"], 11)
    assert game.apply(st, 0, "single").reveals is False
    first = game.apply(st, 0, game.actions(st, 0)[0])
    assert first.reveals is False
    second = game.apply(st, 1, game.actions(st, 1)[0])
    assert second.reveals is True  # cards shown and new cards drawn


def test_private_events_name_their_seat(game):
    st = game.new(["a", "b"], 5)
    game.apply(st, 0, "single")
    ev = game.apply(st, 0, game.actions(st, 0)[0]).events
    assert any(e.seat == 0 and e.text.startswith("You played") for e in ev)
    assert all(e.seat in (None, 0) for e in ev)


def test_same_seed_and_actions_replay_exactly(game):
    st = game.new(["a", "b", "c"], 42)
    taken = []
    rng = Rng(9)
    while not game.over(st):
        seat = rng.choice(game.current(st))
        act = rng.choice(game.actions(st, seat))
        taken.append((seat, act.text))
        game.apply(st, seat, act)
    again = game.replay(["a", "b", "c"], 42, None, taken)
    assert game.dump(again) == game.dump(st)
    assert game.final(again).as_dict() == game.final(st).as_dict()


def test_json_round_trip_and_schema_version(game):
    st = game.new(["a", "b"], 5)
    text = game.dump(st)
    env = json.loads(text)
    assert env["v"] == 1 and env["schema"] == game.schema_version
    assert " " not in text.split('"names"')[0]  # compact separators
    assert game.dump(game.load(text)) == text
    env["schema"] = 99
    with pytest.raises(SetupError, match="no upgrade"):
        game.load(json.dumps(env))


def test_default_action_is_the_safe_choice(game):
    st = game.new(["a", "b"], 5)
    assert game.default_action(st, 0).text == "single"
    game.apply(st, 0, "single")
    low = min(st.data["hands"][1])
    assert game.default_action(st, 1).text == f"play {low}"


def test_actions_have_text_label_and_group(game):
    st = game.new(["a", "b"], 5)
    for a in game.actions(st, 0):
        assert a.text and a.label and a.group == "Stake"


def test_resign_ends_a_game_that_cannot_continue(game):
    st = game.new(["a", "b", "c"], 5)
    game.resign(st, 1)
    assert game.over(st)
    res = game.final(st)
    assert res.ranking[-1] == 1 and 1 not in res.winners


def test_final_scores_with_tie_break(game):
    st = game.new(["a", "b"], 5, {"rounds": 1, "stakes": "no"})
    st.data["hands"] = [[2, 9], [2, 9]]
    st.data["deck"] = []  # nothing to draw: the hands stay equal
    game.apply(st, 0, "play 9")
    game.apply(st, 1, "play 9")  # tie: nobody scores
    res = game.final(st)
    assert res.scores == [0, 0]
    assert res.breakdown == [{"pile": 0}, {"pile": 0}]
    assert sorted(res.winners) == [0, 1]  # equal scores and equal hands share the win


def test_rng_is_deterministic_and_uniform_enough():
    a, b = Rng(123), Rng(123)
    assert [a.die() for _ in range(50)] == [b.die() for _ in range(50)]
    counts = [0] * 6
    r = Rng(1)
    for _ in range(6000):
        counts[r.die() - 1] += 1
    assert all(850 < c < 1150 for c in counts)


class GoesOn(type(get_game("pebbles"))):
    """Pebbles, but the game continues when a seat resigns."""
    id = "pebbles-goes-on"
    continues_without_player = True


def test_a_game_that_goes_on_keeps_a_resigned_seat_for_autopilot():
    game = GoesOn()
    st = game.new(["a", "b", "c"], 5)
    game.resign(st, 0)
    assert not game.over(st)
    assert game.current(st) == [0]  # the lead's decision is still there: the table's autopilot takes it
    game.apply(st, 0, game.default_action(st, 0))
    res = game.final(st)
    assert res.ranking[-1] == 0 and 0 not in res.winners
    game.resign(st, 1)
    assert game.over(st)  # one player left: nobody to play against


def test_when_the_top_score_resigned_the_players_tied_behind_it_share_the_win():
    """Issue 11.7: resigned seats rank last; the best of the rest win together when tied."""
    game = GoesOn()
    st = game.new(["a", "b", "c"], 5)
    st.data["score"] = [9, 4, 4]
    st.data["hands"] = [[1], [2], [2]]  # equal hand totals: no tie-break between b and c
    game.resign(st, 0)
    res = game.final(st)
    assert res.ranking[-1] == 0 and sorted(res.winners) == [1, 2]


class Window(type(get_game("pebbles"))):
    """Pebbles where seat 2 may say 'hello' out of turn while it is not asked to act."""
    id = "pebbles-window"

    def may_act(self, st):
        return [2] if st.n > 2 and 2 not in self.to_act(st) and not st.data.get("said") else []

    def legal_actions(self, st, seat):
        if seat in self.may_act(st):
            return [Action("hello", "Say hello", "Chat", default=True, data="hello")]
        return super().legal_actions(st, seat)

    def perform(self, st, seat, action, ctx):
        if action.data == "hello":
            st.data["said"] = True
            ctx.private(seat, "You said hello.")
            return
        super().perform(st, seat, action, ctx)


def test_a_seat_may_act_out_of_turn_without_being_waited_for():
    game = Window()
    st = game.new(["a", "b", "c"], 5)
    assert game.current(st) == [0] and game.may_act(st) == [2]  # not waited for ...
    assert [a.text for a in game.actions(st, 2)] == ["hello"]  # ... but free to act
    view = game.view(st, 2)
    assert view["may_act"] is True and "prompt" in view
    assert 2 not in game.view(st, None)["to_act"]  # the public is not told
    game.apply(st, 2, "hello")
    assert game.may_act(st) == [] and game.actions(st, 2) == []


def test_shuffle_draws_exactly_as_below_would():
    """Rng.shuffle inlines its draws for speed: it must stay the Fisher-Yates of below(i + 1), so
    saved games replay the same."""
    for seed in range(50):
        fast, plain = Rng(seed), Rng(seed)
        items = list(range(seed % 17 + 1))
        want = list(items)
        for i in range(len(want) - 1, 0, -1):
            j = plain.below(i + 1)
            want[i], want[j] = want[j], want[i]
        fast.shuffle(items)
        assert items == want and fast.state == plain.state and fast.draws == plain.draws


def test_moves_join_blocks_lazily_and_read_like_a_list():
    """A Moves reads like the list of its blocks joined, making a lazy block's action only when read."""
    from rules.core import Action, Moves

    made = []

    class Lazy:
        def __len__(self):
            return 3

        def __getitem__(self, i):
            made.append(i)
            return Action(f"lazy {i}")

    first = [Action("a"), Action("b")]
    moves = Moves([first, Lazy(), [], [Action("z")]])
    assert len(moves) == 6 and made == []
    assert moves[3].text == "lazy 1" and made == [1]  # one read, one action made
    assert moves[-1].text == "z" and moves[0] is first[0]
    with pytest.raises(IndexError):
        moves[6]
    assert [a.text for a in moves] == ["a", "b", "lazy 0", "lazy 1", "lazy 2", "z"]
    assert [a.text for a in moves[1:3]] == ["b", "lazy 0"]
    assert not Moves([[], []]) and len(Moves([])) == 0
