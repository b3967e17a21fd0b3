# Tavolo as a container: `docker build -t tavolo .`, or `docker compose up` with compose.yaml beside it.
# Two stages: the first runs `pip install .` into a virtual environment, the second copies only that
# environment, so the image holds no second copy of the sources.
FROM python:3.11-slim AS build
ENV PIP_NO_CACHE_DIR=1 PIP_DISABLE_PIP_VERSION_CHECK=1
RUN python -m venv /opt/tavolo
WORKDIR /src
# What `pip install .` needs: the build description (its readme included) and the four packages. The
# renderer's fonts (render/fonts/*.ttf, *.otf), the catalogs, the game data and the Lua scripts are
# package data, so they are installed with the packages: the image needs no system fonts.
COPY pyproject.toml README.md ./
COPY bot ./bot
COPY rules ./rules
COPY render ./render
COPY i18n ./i18n
RUN /opt/tavolo/bin/pip install .

FROM python:3.11-slim
ENV PATH=/opt/tavolo/bin:$PATH PYTHONUNBUFFERED=1 PYTHONDONTWRITEBYTECODE=1 TAVOLO_HTTP_PORT=8080
COPY --from=build /opt/tavolo /opt/tavolo
# A user of its own: the bot needs no privileges, and writes only in its home (console images).
RUN useradd --create-home --uid 10001 --shell /usr/sbin/nologin tavolo
USER tavolo
WORKDIR /home/tavolo
# The ops endpoint (bot/ops): alive while the process serves; urllib raises on any refusal or non-2xx.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
    CMD python -c "import os, urllib.request; urllib.request.urlopen('http://127.0.0.1:%s/healthz' % os.environ['TAVOLO_HTTP_PORT'], timeout=4)"
# SIGTERM stops it gracefully within about 20 s (bot/main.py): give `docker stop` longer (compose.yaml does).
CMD ["python", "-m", "bot"]
