"""Configuration by environment only, checked at start: one plain line per mistake, exit code 2, no traceback."""
from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path

from bot.config import Settings, problems

ROOT = Path(__file__).resolve().parent.parent
DISCORD = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GhIjKl.abcdefghijklmnopqrstuvwxyz_-0123456789AB"
TELEGRAM = "123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw_"
SECRET = "s3cr3t-NOT-A-TOKEN-value"


def test_a_good_environment_has_no_problems_and_keeps_its_values():
    env = {"DISCORD_TOKEN": DISCORD, "TELEGRAM_TOKEN": TELEGRAM, "TELEGRAM_WEBHOOK_URL": "https://t.example.org/tg",
           "REDIS_URL": "rediss://:pw@redis.example.org:6380/1", "REDIS_CLUSTER": "Yes", "LOG_LEVEL": "debug",
           "LOG_FORMAT": "JSON", "TAVOLO_HTTP_PORT": "8080", "PORT": "8443", "DISCORD_SHARD_COUNT": "4",
           "DISCORD_SHARD_IDS": "0-1, 3", "TAVOLO_RENDER_WORKERS": "2", "TAVOLO_AI_WORKERS": "0",
           "DISCORD_GUILD_ID": "42", "TAVOLO_FINISHED_TTL_DAYS": "7", "TAVOLO_PREFIX": "tv-prod"}
    s = Settings.from_env(env)
    assert s.problems == ()
    assert (s.redis_cluster, s.log_level, s.log_format, s.http_port, s.port) == (True, "DEBUG", "json", 8080, 8443)
    assert (s.discord_shard_count, s.discord_shard_ids, s.render_workers) == (4, (0, 1, 3), 2)
    assert (s.discord_guild_id, s.finished_ttl_days, s.prefix) == (42, 7, "tv-prod")
    assert Settings.from_env({}).problems == ()  # nothing set: the console, all defaults


def test_each_mistake_is_one_line_naming_the_variable_and_what_is_expected():
    cases = {
        "PORT": ("x", "not a whole number", "1 to 65535"),
        "TAVOLO_HTTP_PORT": ("70000", "out of range", "1 to 65535"),
        "TAVOLO_FINISHED_TTL_DAYS": ("0", "out of range", "at least 1"),
        "TAVOLO_RENDER_WORKERS": ("two", "not a whole number", "at least 0"),
        "TAVOLO_AI_WORKERS": ("-1", "out of range", "at least 0"),
        "DISCORD_SHARD_COUNT": ("1.5", "not a whole number", "at least 1"),
        "DISCORD_GUILD_ID": ("my-server", "not a whole number", "guild"),
        "LOG_LEVEL": ("loud", "not one of", "DEBUG, INFO, WARNING, ERROR, CRITICAL"),
        "LOG_FORMAT": ("xml", "not one of", "text, json"),
        "REDIS_CLUSTER": ("maybe", "neither yes nor no", "yes or no"),
        "REDIS_URL": ("http://redis:6379", "starts with http://", "redis://"),
        "TELEGRAM_API_URL": ("ftp://x", "starts with ftp://", "http"),
        "TAVOLO_PREFIX": ("a b", "cannot hold", "letters, digits"),
    }
    for name, (value, wrong, expected) in cases.items():
        lines = problems({name: value})
        assert len(lines) == 1, (name, lines)
        assert lines[0].startswith(name) and wrong in lines[0] and expected in lines[0], lines


def test_tokens_and_urls_are_checked_without_repeating_secrets():
    for name, bad in (("DISCORD_TOKEN", f"Bot {DISCORD}"), ("DISCORD_TOKEN", SECRET),
                      ("TELEGRAM_TOKEN", "123456789:short"), ("TELEGRAM_TOKEN", SECRET)):
        lines = problems({name: bad})
        assert len(lines) == 1 and lines[0].startswith(f"{name} does not look like a token"), lines
        assert bad not in lines[0] and SECRET not in lines[0]
    assert problems({"DISCORD_TOKEN": DISCORD, "TELEGRAM_TOKEN": TELEGRAM}) == []
    hook = problems({"TELEGRAM_TOKEN": TELEGRAM, "TELEGRAM_WEBHOOK_URL": "http://t.example.org/tg"})
    assert len(hook) == 1 and "https://" in hook[0] and hook[0].startswith("TELEGRAM_WEBHOOK_URL")
    assert problems({"TELEGRAM_WEBHOOK_URL": "https://t.example.org/tg"}) == [
        "TELEGRAM_WEBHOOK_URL is set without TELEGRAM_TOKEN; set the token too, or unset it."]
    # a Redis URL may hold a password: the line says only its scheme
    (line,) = problems({"REDIS_URL": f"http://:{SECRET}@redis:6379"})
    assert SECRET not in line and "redis://, rediss:// or unix://" in line
    assert problems({"REDIS_URL": "unix:///run/redis.sock"}) == []
    assert problems({"REDIS_URL": "redis://"}) == ["REDIS_URL names no host; expected redis://, rediss:// or "
                                                   "unix://, e.g. redis://host:6379/0."]


def test_shard_ids_need_a_count_and_stay_within_it():
    assert problems({"DISCORD_SHARD_IDS": "0,1"}) == [
        "DISCORD_SHARD_IDS is set without DISCORD_SHARD_COUNT; set the total number of shards too."]
    (line,) = problems({"DISCORD_SHARD_COUNT": "2", "DISCORD_SHARD_IDS": "1-3"})
    assert line.startswith("DISCORD_SHARD_IDS='1-3' names shards outside 0-1") and "from 0 to 1" in line
    (line,) = problems({"DISCORD_SHARD_COUNT": "2", "DISCORD_SHARD_IDS": "one"})
    assert "not a list of shard numbers" in line
    # a wrong count is reported once, not again through the ids
    assert [x.split("=")[0] for x in problems({"DISCORD_SHARD_COUNT": "0", "DISCORD_SHARD_IDS": "0"})] == [
        "DISCORD_SHARD_COUNT"]


def test_the_webhook_and_the_ops_server_need_two_ports():
    (line,) = problems({"TELEGRAM_TOKEN": TELEGRAM, "TELEGRAM_WEBHOOK_URL": "https://t.example.org/tg",
                        "PORT": "8080", "TAVOLO_HTTP_PORT": "8080"})
    assert "TAVOLO_HTTP_PORT and PORT are both 8080" in line
    assert problems({"PORT": "8080", "TAVOLO_HTTP_PORT": "8080"}) == []  # no webhook: PORT is unused


# ---- at start: `python -m bot` ------------------------------------------------------------------------
def clean_env(**extra: str) -> dict:
    """This machine's environment without any of the bot's variables, plus `extra`."""
    recorder = Recorder()
    Settings.from_env(recorder)
    env = {k: v for k, v in os.environ.items() if k not in recorder.asked}
    env["TAVOLO_EXTRA_GAMES"] = "tests.games.pebbles:GAME"
    env.update(extra)
    return env


class Recorder(dict):
    """An empty environment that remembers every variable asked of it."""

    def __init__(self):
        super().__init__()
        self.asked: list[str] = []

    def get(self, key, default=None):
        self.asked.append(key)
        return super().get(key, default)

    def __getitem__(self, key):
        self.asked.append(key)
        return super().__getitem__(key)

    def __contains__(self, key):
        self.asked.append(key)
        return super().__contains__(key)


def run_bot(env: dict, *args: str, stdin: str = "") -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "bot", *args], cwd=ROOT, env=env, input=stdin,
                          capture_output=True, text=True, timeout=60)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_several_mistakes_at_start_give_one_line_each_and_exit_code_2():
    env = clean_env(PORT="http", TELEGRAM_TOKEN=SECRET, TELEGRAM_WEBHOOK_URL="http://t.example.org/tg",
                    LOG_LEVEL="chatty", REDIS_CLUSTER="sometimes", DISCORD_SHARD_IDS="0-3", TAVOLO_HTTP_PORT="0",
                    REDIS_URL=f"http://:{SECRET}@redis:6379/0", TAVOLO_RENDER_WORKERS="all")
    out = run_bot(env)
    assert out.returncode == 2, out.stderr
    assert "Traceback" not in out.stderr and SECRET not in out.stderr and out.stdout == ""
    lines = out.stderr.splitlines()
    named = [line.split("=")[0].split(" ")[0] for line in lines[:-1]]
    assert sorted(named) == sorted(["PORT", "TAVOLO_HTTP_PORT", "TELEGRAM_WEBHOOK_URL", "TELEGRAM_TOKEN", "REDIS_URL",
                                    "LOG_LEVEL", "REDIS_CLUSTER", "DISCORD_SHARD_IDS", "TAVOLO_RENDER_WORKERS"]), lines
    assert lines[-1] == "Tavolo did not start: 9 problem(s) in its environment (see .env.example)."


def test_an_unreachable_redis_is_one_line_too():
    port = free_port()  # nothing listens there
    env = clean_env(REDIS_URL=f"redis://:{SECRET}@127.0.0.1:{port}/0", LOG_FORMAT="xml")
    out = run_bot(env, "--script", os.devnull)
    assert out.returncode == 2, out.stderr
    assert "Traceback" not in out.stderr and SECRET not in out.stderr
    lines = out.stderr.splitlines()
    assert lines[0] == "LOG_FORMAT='xml' is not one of text, json."
    assert lines[1].startswith(f"REDIS_URL: cannot reach Redis at 127.0.0.1:{port} (") and len(lines) == 3, lines


def test_a_reachable_redis_and_the_console_with_no_variables_still_start(redis_url):
    out = run_bot(clean_env(), "--no-images", stdin="games\n")
    assert out.returncode == 0, out.stderr
    assert "pebbles" in out.stdout and "Traceback" not in out.stderr
    out = run_bot(clean_env(REDIS_URL=redis_url, TAVOLO_PREFIX="tvtest-config-start"), "--no-images",
                  "--script", os.devnull)
    assert out.returncode == 0 and "problem" not in out.stderr, out.stderr


def test_redis_cluster_must_match_what_the_server_is(redis_cluster):
    """REDIS_CLUSTER says how to talk to Redis: a mismatch is one line at start, not a MovedError at the first
    key of another node, nor the embedded store quietly standing in for a cluster."""
    import asyncio

    from bot.main import redis_problem

    assert problems({"REDIS_CLUSTER": "yes"}) == [
        "REDIS_CLUSTER=yes is set without REDIS_URL; set REDIS_URL to any node of the cluster."]
    node = redis_cluster  # redis://127.0.0.1:<port> of a node of the tests' cluster
    assert asyncio.run(redis_problem(node, cluster=True)) is None
    assert "is a node of a Redis Cluster; set REDIS_CLUSTER=yes" in asyncio.run(redis_problem(node, cluster=False))
    single = "redis://127.0.0.1:6379/0"
    assert asyncio.run(redis_problem(single, cluster=False)) is None
    assert "is not in cluster mode; set REDIS_CLUSTER=no" in asyncio.run(redis_problem(single, cluster=True))


def test_an_ops_port_that_is_taken_is_one_line(redis_url):
    with socket.socket() as taken:
        taken.bind(("0.0.0.0", 0))
        taken.listen()
        port = taken.getsockname()[1]
        out = run_bot(clean_env(REDIS_URL=redis_url, TAVOLO_PREFIX="tvtest-config-port", TELEGRAM_TOKEN=TELEGRAM,
                                TELEGRAM_API_URL="http://127.0.0.1:9/", TAVOLO_HTTP_PORT=str(port)))
    assert out.returncode == 2 and "Traceback" not in out.stderr, out.stderr
    assert f"TAVOLO_HTTP_PORT={port}: cannot serve the ops endpoints there (" in out.stderr


def test_a_webhook_port_that_is_taken_is_one_line_and_no_webhook_is_set(redis_url):
    """Found only when the web server opened it, the port would come after setWebhook: Telegram would send
    the updates to a process that then exited."""
    with socket.socket() as taken:
        taken.bind(("0.0.0.0", 0))
        taken.listen()
        port = taken.getsockname()[1]
        # the API address answers nothing: a setWebhook call would fail with a traceback, not this line
        out = run_bot(clean_env(REDIS_URL=redis_url, TAVOLO_PREFIX="tvtest-config-hook", TELEGRAM_TOKEN=TELEGRAM,
                                TELEGRAM_API_URL="http://127.0.0.1:9/", PORT=str(port),
                                TELEGRAM_WEBHOOK_URL="https://bot.example.org/tg"))
    assert out.returncode == 2 and "Traceback" not in out.stderr, out.stderr
    assert out.stderr.strip() == f"PORT={port}: cannot receive Telegram's webhook there (Address already in use); " \
        "expected a free port.", out.stderr


def test_with_no_token_and_nobody_to_type_it_says_so_instead_of_exiting_quietly():
    """A container started without a token: no chat to serve and no terminal for the console."""
    out = run_bot(clean_env(), "--no-images", stdin="")
    assert out.returncode == 2 and "Traceback" not in out.stderr, out.stderr
    assert "No DISCORD_TOKEN or TELEGRAM_TOKEN is set" in out.stderr


def test_with_no_token_and_nobody_to_type_the_italian_console_says_so_in_italian():
    out = run_bot(clean_env(), "--no-images", "--lang", "it", stdin="")
    assert out.returncode == 2 and "Traceback" not in out.stderr, out.stderr
    assert "Non è impostato né DISCORD_TOKEN né TELEGRAM_TOKEN" in out.stderr, out.stderr
