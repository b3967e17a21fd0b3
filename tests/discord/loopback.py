"""A stand-in of Discord's HTTP API on 127.0.0.1, so the real discord.py client code runs end to end:
login, command sync, interaction callbacks, followups with PNG attachments, message edits, channel
posts and DMs. It records every request and answers with minimal but well-formed payloads.

It also has a minimal gateway (GET /gateway/bot and a websocket at /gateway: HELLO, IDENTIFY with its
shard, READY and GUILD_CREATE for the guilds of that shard, heartbeat ACKs), so whole bot processes can
connect to it; `dispatch` sends an event to the shard that owns its guild, as Discord does. Several
processes tell themselves apart by an origin in the path (`base_for("p0")`): each request records it."""
from __future__ import annotations

import asyncio
import itertools
import json
from dataclasses import dataclass, field

from aiohttp import WSMsgType, web

APP_ID = 4242
BOT_USER = {"id": "4243", "username": "tavolo", "discriminator": "0", "global_name": "Tavolo", "avatar": None,
            "bot": True}
TIMESTAMP = "2026-01-01T00:00:00+00:00"


def _json(data, status: int = 200) -> web.Response:
    # discord.py parses a body as JSON only when the content type is exactly application/json
    return web.Response(body=json.dumps(data).encode(), status=status, headers={"Content-Type": "application/json"})


@dataclass
class Request:
    method: str
    path: str
    query: dict
    json: dict | list | None
    files: list[bytes] = field(default_factory=list)
    origin: str = ""  # which process sent it (the first path segment before /api/v10, if any)


def shard_of(guild_id: int, shard_count: int) -> int:
    """Discord's rule: the shard that receives a guild's events."""
    return (int(guild_id) >> 22) % shard_count


@dataclass
class Session:
    """One gateway connection after its IDENTIFY."""
    origin: str
    shard: tuple[int, int]  # (shard id, shard count)
    ws: web.WebSocketResponse
    seq: int = 0

    def owns(self, guild_id: int | None) -> bool:
        shard_id, count = self.shard
        return shard_id == (0 if guild_id is None else shard_of(guild_id, count))  # DMs: shard 0

    async def send(self, event: str, data: dict) -> None:
        self.seq += 1
        await self.ws.send_str(json.dumps({"op": 0, "t": event, "s": self.seq, "d": data}))


class FakeDiscordAPI:
    def __init__(self):
        self.requests: list[Request] = []
        self.messages: dict[str, dict] = {}  # id -> message payload as the bot last set it
        self._ids = itertools.count(900_000_000_000)
        self._runner: web.AppRunner | None = None
        self.base = ""
        self.closed_dms: set[str] = set()  # user ids whose DMs are closed
        # what the real API would refuse, refused the same way: (request, status, Discord's message)
        self.refused: list[tuple[Request, int, str]] = []
        self._acked: set[str] = set()  # interactions already given their one callback
        self.unfaked: list[Request] = []  # requests the stand-in has no answer for (404)
        # the gateway
        self.root = ""
        self.recommended_shards = 1  # what GET /gateway/bot recommends
        self.guilds: dict[int, dict] = {}  # guild id -> its GUILD_CREATE payload (`add_guild`)
        self.identified: list[Session] = []  # every IDENTIFY, in order
        self.sessions: list[Session] = []  # the connections open now
        self.dispatched: list[tuple[str, str, dict]] = []  # (origin it went to, event, payload)

    async def start(self) -> str:
        app = web.Application()
        app.router.add_route("*", "/{tail:.*}", self._handle)
        self._runner = web.AppRunner(app)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        port = site._server.sockets[0].getsockname()[1]
        self.root = f"127.0.0.1:{port}"
        self.base = self.base_for("")
        return self.base

    def base_for(self, origin: str) -> str:
        """The HTTP API base a process tagged `origin` uses (discord.http.Route.BASE)."""
        return f"http://{self.root}{'/' + origin if origin else ''}/api/v10"

    def gateway_for(self, origin: str) -> str:
        """The gateway URL a process tagged `origin` connects to."""
        return f"ws://{self.root}{'/' + origin if origin else ''}/gateway"

    async def stop(self) -> None:
        for session in list(self.sessions):
            await session.ws.close()
        if self._runner:
            await self._runner.cleanup()

    # ---- recording -----------------------------------------------------------------------------
    async def _read(self, request: web.Request) -> tuple[dict | list | None, list[bytes]]:
        ctype = request.headers.get("Content-Type", "")
        if ctype.startswith("multipart/"):
            payload, files = None, []
            reader = await request.multipart()
            async for part in reader:
                data = await part.read()
                if part.name == "payload_json":
                    payload = json.loads(data)
                else:
                    files.append(bytes(data))
            return payload, files
        raw = await request.read()
        return (json.loads(raw) if raw else None), []

    def _message(self, channel_id: str, body: dict | None, mid: str | None = None) -> dict:
        body = body or {}
        mid = mid or str(next(self._ids))
        old = self.messages.get(mid, {})
        msg = {"id": mid, "channel_id": channel_id, "type": 0, "author": BOT_USER, "content": "",
               "attachments": [], "embeds": [], "mentions": [], "mention_roles": [], "pinned": False,
               "mention_everyone": False, "tts": False, "timestamp": TIMESTAMP, "edited_timestamp": None,
               "flags": 0, "components": []}
        msg.update({k: v for k, v in old.items() if k in msg})
        for key in ("content", "components", "flags"):
            if key in body:
                msg[key] = body[key] if body[key] is not None else msg[key]
        self.messages[mid] = msg
        return msg

    def _refuse(self, req: Request, status: int, code: int, message: str) -> web.Response:
        self.refused.append((req, status, message))
        return _json({"message": message, "code": code}, status=status)

    async def _handle(self, request: web.Request) -> web.StreamResponse:
        origin, _, rest = request.path.lstrip("/").partition("/")
        if origin in ("api", "gateway"):
            origin, rest = "", request.path.lstrip("/")
        if rest == "gateway":
            return await self._gateway(request, origin)
        body, files = await self._read(request)
        path = "/" + rest.removeprefix("api/v10/")
        req = Request(request.method, path, dict(request.query), body, files, origin)
        self.requests.append(req)
        refusal = self._refusal(req)
        if refusal:
            return self._refuse(req, *refusal)
        return self._answer(req)

    def _refusal(self, req: Request) -> tuple[int, int, str] | None:
        body, parts, m = req.json if isinstance(req.json, dict) else {}, req.path.strip("/").split("/"), req.method
        if len(str(body.get("content") or "")) > 2000:
            return 400, 50035, "Invalid Form Body: content must be 2000 or fewer in length"
        if parts[0] == "interactions" and parts[-1] == "callback":
            if parts[1] in self._acked:
                return 400, 40060, "Interaction has already been acknowledged."
            self._acked.add(parts[1])
        if parts[0] == "channels" and parts[2:3] == ["messages"] and m in ("PATCH", "DELETE") \
                and parts[3] not in self.messages:
            return 404, 10008, "Unknown Message"
        return None

    def _answer(self, req: Request) -> web.Response:
        body, path, m = req.json, req.path, req.method
        parts = path.strip("/").split("/")
        if path == "/users/@me" and m == "GET":
            return _json(BOT_USER)
        if path == "/gateway/bot":
            return _json({"url": self.gateway_for(req.origin), "shards": self.recommended_shards,
                          "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0,
                                                  "max_concurrency": 1}})
        if path == "/oauth2/applications/@me":
            return _json({"id": str(APP_ID), "name": "Tavolo", "description": "", "icon": None,
                                      "bot_public": True, "bot_require_code_grant": False, "owner": BOT_USER,
                                      "verify_key": "00", "flags": 0})
        if parts[0] == "applications" and parts[-1] == "commands":
            return _json([])
        if parts[0] == "interactions" and parts[-1] == "callback":
            return _json({"interaction": {"id": parts[1], "type": 2},
                                      "resource": {"type": (body or {}).get("type", 5)}})
        if parts[0] == "webhooks":  # interaction followups and the original response
            if m == "POST":
                return _json(self._message("777", body))
            if m == "PATCH":
                mid = parts[-1] if parts[-1] != "@original" else f"original-{parts[2]}"
                msg = self._message("777", body, mid if mid.isdigit() else None)
                return _json(msg)
        if parts[0] == "users" and parts[-1] == "channels":
            uid = (body or {}).get("recipient_id")
            if str(uid) in self.closed_dms:
                return self._refuse(req, 403, 50007, "Cannot send messages to this user")
            return _json({"id": f"8{uid}", "type": 1, "last_message_id": None,
                                      "recipients": [{"id": str(uid), "username": "u", "discriminator": "0",
                                                      "avatar": None}]})
        if parts[0] == "channels" and parts[2:3] == ["messages"]:
            if m == "POST":
                return _json(self._message(parts[1], body))
            if m == "PATCH":
                return _json(self._message(parts[1], body, parts[3]))
            if m == "DELETE":
                self.messages.pop(parts[3], None)
                return web.Response(status=204)
        self.unfaked.append(req)
        return _json({"message": f"not faked: {m} {path}", "code": 0}, status=404)

    # ---- the gateway ---------------------------------------------------------------------------
    def add_guild(self, guild_id: int, channel_id: int, name: str = "games") -> None:
        """A guild the bot is in, with one text channel; sent to its shard when that shard connects."""
        gid = str(guild_id)
        self.guilds[int(guild_id)] = {
            "id": gid, "name": f"Guild {gid}", "icon": None, "owner_id": "1", "unavailable": False,
            "member_count": 1, "large": False, "features": [], "emojis": [], "stickers": [], "members": [],
            "voice_states": [], "presences": [], "threads": [], "stage_instances": [],
            "guild_scheduled_events": [], "soundboard_sounds": [], "joined_at": TIMESTAMP,
            "roles": [{"id": gid, "name": "@everyone", "permissions": "0", "position": 0, "color": 0,
                       "hoist": False, "managed": False, "mentionable": False, "flags": 0}],
            "channels": [{"id": str(channel_id), "type": 0, "guild_id": gid, "name": name, "position": 0,
                          "permission_overwrites": [], "nsfw": False, "parent_id": None}]}

    async def _gateway(self, request: web.Request, origin: str) -> web.WebSocketResponse:
        """One gateway connection: HELLO; IDENTIFY -> READY and this shard's GUILD_CREATEs; heartbeats
        acknowledged. Payloads go as text frames (JSON), which discord.py reads without decompressing."""
        ws = web.WebSocketResponse()
        await ws.prepare(request)
        await ws.send_str(json.dumps({"op": 10, "d": {"heartbeat_interval": 41250}}))
        session = None
        try:
            async for msg in ws:
                if msg.type != WSMsgType.TEXT:
                    continue
                data = json.loads(msg.data)
                if data["op"] == 1:  # heartbeat
                    await ws.send_str(json.dumps({"op": 11}))
                elif data["op"] == 2 and session is None:  # identify
                    shard_id, count = data["d"].get("shard") or (0, 1)
                    session = Session(origin, (shard_id, count), ws)
                    self.identified.append(session)
                    self.sessions.append(session)
                    mine = [g for gid, g in self.guilds.items() if session.owns(gid)]
                    await session.send("READY", {
                        "v": 10, "user": BOT_USER, "session_id": f"session-{origin}-{shard_id}",
                        "resume_gateway_url": self.gateway_for(origin), "shard": [shard_id, count],
                        "guilds": [{"id": g["id"], "unavailable": True} for g in mine],
                        "application": {"id": str(APP_ID), "flags": 0}})
                    for guild in mine:
                        await session.send("GUILD_CREATE", guild)
        finally:
            if session in self.sessions:
                self.sessions.remove(session)
        return ws

    async def dispatch(self, event: str, data: dict, guild_id: int | None = None) -> str:
        """Send a gateway event to the connected shard that owns `guild_id` (DMs: shard 0); the
        origin of the process it went to."""
        owners = [s for s in self.sessions if s.owns(guild_id)]
        assert len(owners) == 1, f"{len(owners)} connected shards own guild {guild_id}"
        await owners[0].send(event, data)
        self.dispatched.append((owners[0].origin, event, data))
        return owners[0].origin

    # ---- helpers for tests ---------------------------------------------------------------------
    def since(self, n: int) -> list[Request]:
        return self.requests[n:]

    async def wait_for(self, predicate, timeout: float = 30.0, start: int = 0):
        """Wait until a request recorded from index `start` on satisfies `predicate`; return it. (The bound is
        generous: a computer player thinks in a process pool, which a loaded machine slows several times.)"""
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout
        while loop.time() < end:
            for req in self.requests[start:]:
                if predicate(req):
                    return req
            await asyncio.sleep(0.02)
        raise AssertionError("no matching request; got:\n" + "\n".join(
            f"{r.method} {r.path} {str(r.json)[:200]}" for r in self.requests))
