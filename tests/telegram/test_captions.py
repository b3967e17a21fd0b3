"""A long question (Macao's cards on offer, each with its effect) never breaks a menu's caption."""
from bot.telegram.texts import CAPTION_MAX, PROMPT_MAX, clipped, esc, fit


def test_a_long_question_is_cut_at_a_word_before_it_is_wrapped_in_tags():
    question = "\n".join(f"Card {i} (1{i}): 2 red cubes; phase 3. Gain 1 gold for each office colour you used" for i in range(20))
    cut = clipped(question)
    assert len(cut) <= PROMPT_MAX and cut.endswith("…") and question.startswith(cut[:-1])
    caption = fit("Macao #abc · your view", ["a line of the log"] * 30, f"<b>{esc(cut)}</b>")
    assert len(caption) <= CAPTION_MAX and caption.endswith("</b>")  # the closing tag is kept


def test_a_short_question_is_left_as_it_is():
    assert clipped("Choose a die.") == "Choose a die."
