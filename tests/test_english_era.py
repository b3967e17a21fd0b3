"""Issue 14: a game stored before messages existed keeps loading and reading, and its record replays into
a log that reads in Italian. The fixture is an Alhambra table (thieves, change) played to the end and
stored by the code of commit 0314bcf, whose log holds finished English sentences."""
import gzip
import json
import re
import subprocess
import sys
from pathlib import Path

from bot import table_doc as T

HERE = Path(__file__).resolve().parent
OLD = json.loads(gzip.decompress((HERE / "english_era_alhambra.json.gz").read_bytes()))


async def stored_as_it_was(service) -> str:
    doc = dict(OLD["doc"])
    tid = doc["id"]
    assert await service.store.create(tid, dict(doc, version=0))
    version = await service.store.save(tid, 0, doc, OLD["log"])
    assert version == 1
    return tid


async def test_an_english_era_table_still_loads_and_its_log_reads_as_written(service):
    tid = await stored_as_it_was(service)
    assert all("text" in ev for e in OLD["log"] for ev in e["events"])  # really from before messages
    doc = await service.table(tid)
    assert doc["status"] == T.FINISHED and service.view_of(doc, None)["over"]
    lines = await service.log(tid)
    assert any("takes" in line for line in lines)  # the stored sentences, as they were written
    spec = await service.export(tid)
    assert spec["record"] == "complete" and spec["actions"] == OLD["export"]["actions"]


def test_its_record_replays_into_a_log_that_reads_in_italian(tmp_path):
    record = tmp_path / "game.json"
    record.write_text(json.dumps(OLD["export"]))
    run = lambda lang: subprocess.run(  # noqa: E731
        [sys.executable, "-m", "rules", "replay", str(record), "--log", lang], cwd=HERE.parent,
        capture_output=True, text=True, timeout=120)
    it, en = run("it"), run("en")
    assert it.returncode == 0 and en.returncode == 0, it.stderr + en.stderr
    *it_lines, it_end = it.stdout.strip().split("\n")
    *en_lines, en_end = en.stdout.strip().split("\n")
    same = ("scores", "ranking", "winners")  # the note is a message now, a sentence then
    assert [json.loads(end)["result"][k] for end in (it_end, en_end) for k in same] == \
        [OLD["doc"]["result"][k] for _ in range(2) for k in same]
    assert len(it_lines) == len(en_lines) > 100
    stored = [ev["text"] for e in OLD["log"] if e["kind"] == "move" for ev in e["events"]
              if ev["seat"] is None and not ev["text"].startswith("Autopilot")]
    # the same game: the same moves in the same order (a list of cards now reads "a and b", not "a, b")
    takes = lambda lines: [m.groups() for x in lines if (m := re.match(r"(\w+) takes (\w+ [0-9]+)", x))]  # noqa: E731
    assert takes(en_lines) == takes(stored) and len(takes(stored)) > 10
    text = "\n".join(it_lines)
    assert "prende" in text and "Carte denaro scoperte" in text
    assert " takes " not in text and "Money display" not in text
    # the opening lines come first: the deal, and who starts
    assert en_lines[0].startswith("Market: ") and it_lines[0].startswith("Cortile da edificare: ")
    assert " starts (" in en_lines[1] and it_lines[1].startswith("Inizia ")
    # and the result's note, a message stored in no language, in the language asked for
    it_note, en_note = (json.loads(end)["result"]["tiebreak_note"] for end in (it_end, en_end))
    assert isinstance(it_note, str) and it_note and it_note != en_note
