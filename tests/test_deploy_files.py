"""The deploy files, checked without a container engine: compose.yaml, the Dockerfile (its install step is
run for real with setuptools on the files it copies, its health check against a local HTTP server),
.dockerignore and .env.example against the variables the code reads."""
from __future__ import annotations

import fnmatch
import http.server
import os
import re
import shlex
import shutil
import subprocess
import sys
import threading
import tomllib
from pathlib import Path

import yaml

from bot.config import Settings
from bot.main import SHUTDOWN_GRACE
from tests.test_config_checks import Recorder, free_port

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("bot", "rules", "render", "i18n")


# ---- compose.yaml ----------------------------------------------------------------------------------
def seconds(text: str) -> float:
    units = {"ms": 0.001, "s": 1, "m": 60, "h": 3600}
    return sum(float(n) * units[u] for n, u in re.findall(r"(\d+(?:\.\d+)?)(ms|s|m|h)", str(text)))


def test_compose_runs_redis_with_persistence_and_the_bot_after_it():
    compose = yaml.safe_load((ROOT / "compose.yaml").read_text())
    redis, bot = compose["services"]["redis"], compose["services"]["bot"]
    command = redis["command"] if isinstance(redis["command"], list) else shlex.split(redis["command"])
    assert command[0] == "redis-server" and command[command.index("--appendonly") + 1] == "yes"
    volume, target = redis["volumes"][0].split(":")[:2]
    assert target == "/data" and volume in compose["volumes"]  # a named volume, where the image keeps its files
    assert "ping" in " ".join(redis["healthcheck"]["test"])
    assert bot["build"] == "." and bot["env_file"] == ".env"
    assert bot["environment"]["REDIS_URL"] == "redis://redis:6379/0"
    assert str(bot["environment"]["TAVOLO_HTTP_PORT"]) == "8080"
    assert bot["depends_on"]["redis"]["condition"] == "service_healthy"
    assert bot["restart"] in ("always", "unless-stopped", "on-failure")
    assert seconds(bot["stop_grace_period"]) > SHUTDOWN_GRACE + 5  # room to close after the adapters' grace


# ---- Dockerfile --------------------------------------------------------------------------------------
def instructions() -> list[tuple[str, str]]:
    """(KEYWORD, arguments) of the Dockerfile, continuation lines joined, comments left out."""
    text = re.sub(r"\\\n\s*", " ", (ROOT / "Dockerfile").read_text())
    out = []
    for line in text.splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            word, _, rest = line.partition(" ")
            out.append((word.upper(), rest.strip()))
    return out


def stages() -> list[list[tuple[str, str]]]:
    out: list[list[tuple[str, str]]] = []
    for word, rest in instructions():
        if word == "FROM":
            out.append([])
        out[-1].append((word, rest))
    return out


def test_dockerfile_runs_the_bot_as_a_user_of_its_own_on_slim_python_3_11():
    final = stages()[-1]
    assert all(rest.split()[0] == "python:3.11-slim" for stage in stages() for word, rest in stage if word == "FROM")
    users = [rest for word, rest in final if word == "USER"]
    assert users and users[-1].split(":")[0] not in ("root", "0")
    words = [word for word, _ in final]
    assert words.index("USER") < words.index("CMD") and words[-1] == "CMD"
    assert [rest for word, rest in final if word == "CMD"] == ['["python", "-m", "bot"]']
    # the environment `pip install .` filled is the one the final stage runs
    run = next(rest for stage in stages()[:-1] for word, rest in stage if word == "RUN" and "pip install ." in rest)
    venv = run.split()[0].rsplit("/bin/", 1)[0]
    assert any(word == "COPY" and rest.startswith("--from=") and venv in rest for word, rest in final)
    assert any(word == "ENV" and f"PATH={venv}/bin:" in rest for word, rest in final)


def ignored(path: str, patterns: list[str]) -> bool:
    """Whether .dockerignore leaves `path` (relative, with /) out of the build context: a pattern matching the
    path or one of its folders excludes it, `!` brings it back, the last matching pattern wins."""
    parts = path.split("/")
    out = False
    for pattern in patterns:
        keep = pattern.startswith("!")
        pattern = pattern.lstrip("!").strip("/")
        options = {pattern, pattern[3:]} if pattern.startswith("**/") else {pattern}
        if any(fnmatch.fnmatchcase("/".join(parts[:i]), p) for i in range(1, len(parts) + 1) for p in options):
            out = not keep
    return out


def context_files() -> dict[str, Path]:
    patterns = [line.strip() for line in (ROOT / ".dockerignore").read_text().splitlines()
                if line.strip() and not line.startswith("#")]
    prune = not any(p.startswith("!") for p in patterns)  # no pattern brings back a file of an ignored folder
    files = {}
    for folder, dirs, names in os.walk(ROOT):
        here = Path(folder).relative_to(ROOT).as_posix()
        at = "" if here == "." else here + "/"
        dirs[:] = [d for d in dirs if at + d not in (".git", ".venv") and not (prune and ignored(at + d, patterns))]
        files.update({at + n: Path(folder, n) for n in names if not ignored(at + n, patterns)})
    return files


def test_the_build_context_holds_the_sources_and_leaves_out_secrets_and_tests():
    files = context_files()
    assert "pyproject.toml" in files and "README.md" in files and "bot/main.py" in files
    assert "render/fonts/DejaVuSans.ttf" in files
    assert not [f for f in files if f == ".env" or f.startswith(("tests/", ".git/")) or "__pycache__" in f]


def test_the_copied_files_install_every_package_file_fonts_included(tmp_path):
    """Lay out what the build stage's COPY lines copy from the context, then run setuptools' build of the
    packages on it (what `pip install .` installs, less the byte code): every source and data file of the
    four packages must come out, among them the fonts the renderer loads from render/fonts."""
    files = context_files()
    build = stages()[0]
    assert any(word == "WORKDIR" for word, _ in build)
    src = tmp_path / "src"
    for word, rest in build:
        if word != "COPY":
            continue
        *sources, dest = rest.split()
        for source in sources:
            chosen = {rel: p for rel, p in files.items() if rel == source or rel.startswith(source + "/")}
            assert chosen, f"COPY {source}: not in the build context"
            for rel, path in chosen.items():  # Docker's rules: a folder's contents go into dest
                if rel != source:
                    target = src / dest / rel[len(source) + 1:]
                elif dest.endswith("/") or len(sources) > 1:
                    target = src / dest / Path(rel).name
                else:
                    target = src / dest
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copyfile(path, target)
    project = tomllib.loads((src / "pyproject.toml").read_text())["project"]
    assert (src / project["readme"]).is_file()  # pip reads it for the metadata
    out = subprocess.run([sys.executable, "-c", "from setuptools import setup; setup()", "-q", "build_py",
                          "--build-lib", str(tmp_path / "lib")], cwd=src, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    installed = {p.relative_to(tmp_path / "lib").as_posix() for p in (tmp_path / "lib").rglob("*") if p.is_file()}
    wanted = {rel for rel in files if rel.split("/")[0] in PACKAGES and not rel.endswith(".pyc")}
    assert wanted - installed == set()
    from render import canvas

    fonts = {f"render/fonts/{name}" for name in (*canvas.PRIMARY.values(), *canvas.FALLBACK)}
    assert fonts <= installed


class Health(http.server.BaseHTTPRequestHandler):
    status = 200

    def do_GET(self):  # noqa: N802 (the library's name)
        self.send_response(self.status if self.path == "/healthz" else 404)
        self.end_headers()

    def log_message(self, *args):
        pass


def test_the_health_check_asks_healthz_on_the_ops_port_with_python_alone():
    (rest,) = [rest for word, rest in stages()[-1] if word == "HEALTHCHECK"]
    argv = shlex.split(rest.split(" CMD ", 1)[1])
    assert argv[:2] == ["python", "-c"] and "urllib" in argv[2] and "curl" not in rest

    def check(port: int) -> int:
        return subprocess.run([sys.executable, "-c", argv[2]], env={"TAVOLO_HTTP_PORT": str(port)},
                              capture_output=True, timeout=30).returncode

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Health)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        port = server.server_address[1]
        assert check(port) == 0
        Health.status = 503
        assert check(port) != 0  # the endpoint says unhealthy
    finally:
        Health.status = 200
        server.shutdown()
        server.server_close()
    assert check(free_port()) != 0  # nothing answers


# ---- .env.example ----------------------------------------------------------------------------------
def example() -> dict[str, list[str]]:
    """Each variable of .env.example (set or commented out) with the comment lines just above it."""
    out, comments = {}, []
    for line in (ROOT / ".env.example").read_text().splitlines():
        match = re.fullmatch(r"#?\s*([A-Z][A-Z0-9_]*)=.*", line.strip())
        if match:
            out[match.group(1)] = comments
            comments = []
        elif line.startswith("#"):
            comments.append(line)
        else:
            comments = []
    return out


def read_by_code() -> set[str]:
    """Every variable the settings read (asked of a recording environment) and every one the packages read
    from os.environ by name (bot/robots/thinker.py, the games' replaceable data files)."""
    recorder = Recorder()
    Settings.from_env(recorder)
    names = set(recorder.asked)
    pattern = re.compile(r"""(?:environ(?:\.get)?\s*[(\[]\s*|_ENV\s*=\s*)["']([A-Z][A-Z0-9_]+)["']""")
    for package in PACKAGES:
        for path in (ROOT / package).rglob("*.py"):
            names.update(pattern.findall(path.read_text()))
    return names


def test_env_example_lists_every_variable_the_code_reads_each_with_a_comment():
    listed = example()
    code = read_by_code()
    assert {"REDIS_URL", "DISCORD_TOKEN", "TAVOLO_HTTP_PORT", "TAVOLO_AI_WORKERS", "TAVOLO_BRUGES_DECK"} <= code
    assert sorted(code - set(listed)) == []
    assert sorted(set(listed) - code) == []  # no variable nothing reads (a typo, or one removed)
    assert [name for name, comments in listed.items() if not comments] == []
