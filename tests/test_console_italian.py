"""Issue 14: both games played to the end at the console in Italian (`python -m bot --lang it`): every line
the table reads is Italian, in the words of the Italian rulebooks."""
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GAMES = {
    "alhambra walls=yes thieves=yes change=yes traders=yes": (
        ["prende", "Carte denaro scoperte", "Valutazione 3", "per gli edifici", "abitant", "Partita finita."],
        [" takes ", " buys ", "Money display", "Scoring", " places ", "Waiting for", "Game over"]),
    "castles": (
        ["prende", "dal deposito", "La fase E è finita: punteggio finale.", "Partita finita."],
        [" takes ", " places ", " depot ", "Phase ", "Waiting for", "Game over", " workers"]),
    "macao dice_choice=simultaneous": (
        ["cubett", "settore", "Partita finita.", "tessere penalità"],
        [" takes ", " cubes", "Waiting for", "Game over", " passes", "Round "]),
    "colonia": (
        ["ha votato", "Vetrate della chiesa", "Partita finita."],
        [" has chosen", " has voted", " takes ", "Waiting for", "Game over", " passes", "Church windows"]),
    "bruges pets=yes": (
        ["gioca la carta", "fiorini", "conteggio finale", "Partita finita."],
        [" takes ", " draws ", " guilders", "Waiting for", "Game over", " round ", " threat marker"]),
}


@pytest.mark.parametrize("new", GAMES)
def test_a_whole_game_at_the_console_in_italian(tmp_path, new):
    script = tmp_path / "game.txt"
    game, *options = new.split()
    script.write_text(f"new {game} Anna {' '.join(options)}\njoin Bruno\njoin Carla\nstart\noptions\nautoplay 4000\nstatus\nlog\n")
    out = subprocess.run([sys.executable, "-m", "bot", "--lang", "it", "--script", str(script), "--no-images"],
                         cwd=ROOT, capture_output=True, text=True, timeout=300,
                         env={k: v for k, v in __import__("os").environ.items() if k != "REDIS_URL"})
    assert out.returncode == 0, out.stderr
    table = [line for line in out.stdout.splitlines() if not line.startswith(">") and "[" not in line[:3]]
    text = "\n".join(table)
    italian, english = GAMES[new]
    for word in italian:
        assert word in text, word
    for word in english:
        assert word not in text, (word, [line for line in table if word in line][:3])
    assert "errore" not in text and "Traceback" not in out.stderr


def test_a_player_sets_their_own_language_and_a_refusal_quotes_what_was_typed(tmp_path):
    script = tmp_path / "s.txt"
    script.write_text("new alhambra Anna\njoin Bruno\nstart\nsettings Anna me lang en\nsettings Anna\n"
                      "next prendi rosso 3\nnext Compra Tutto\nmove Anna prendi rosso 3\nnew scacchi Carla\nmove Anna\n")
    out = subprocess.run([sys.executable, "-m", "bot", "--lang", "it", "--script", str(script), "--no-images"],
                         cwd=ROOT, capture_output=True, text=True, timeout=120,
                         env={k: v for k, v in __import__("os").environ.items() if k != "REDIS_URL"})
    text = out.stdout
    assert out.returncode == 0, out.stderr
    assert "lang=en" not in text  # Anna's own language, not the table's
    assert "inglese" in text.split("> settings Anna\n")[1].split("\n")[0]  # her preferences say so, in Italian
    assert ("Name the cards as the options do" in text or "Indica le carte come fanno le opzioni" in text) \
        and "take rosso" not in text  # explained, in the words of whoever acts (either may start)
    # a refusal for Anna is in her language, as a chat tells her alone, though the table speaks Italian
    assert text.split("> move Anna prendi rosso 3\n")[1].startswith("error: ")
    assert "'Compra Tutto'" in text  # a move nobody can read is quoted as typed
    assert "Gioco sconosciuto 'scacchi'" in text
    assert "errore: Uso: move NOME N|TESTO" in text  # the usage line in the words of `help`
