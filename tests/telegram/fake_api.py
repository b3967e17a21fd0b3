"""A local stand-in for the Telegram Bot API on loopback, for running the real python-telegram-bot
Application without the network.

It answers getMe and getUpdates (long polling over scripted updates), records every other call
(method, parameters, uploaded files, the message it returned), and returns plausible objects. It refuses
what the real Bot API refuses, as the real one does, and keeps the refusals in `refused`: an edit that
changes nothing ("message is not modified"), an edit of a message it never sent, and anything sent to a
chat that has removed the bot (`gone`). Several processes tell themselves apart by an origin in the
base URL (`url_for("p0")`): each call records it.
"""
from __future__ import annotations

import asyncio
import itertools
import json
import time
from dataclasses import dataclass, field

from aiohttp import web

BOT = {"id": 4242, "is_bot": True, "first_name": "Tavolo", "username": "tavolo_test_bot"}
TOKEN = "4242:TEST-token"
# The shape a real `python -m bot` checks at start (bot/config.py), for tests that start one.
WELL_FORMED_TOKEN = "4242:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw_"


@dataclass
class Call:
    method: str
    params: dict
    files: dict[str, bytes] = field(default_factory=dict)
    result: object = None
    origin: str = ""  # which process made it (the path segment before /bot<token>, if any)

    @property
    def chat(self) -> int | None:
        chat = self.params.get("chat_id")
        return int(chat) if chat is not None else None

    @property
    def text(self) -> str:
        """What a reader sees: the message text or caption (of an edited media too)."""
        media = self.params.get("media")
        if isinstance(media, dict):
            return str(media.get("caption", ""))
        return str(self.params.get("text") or self.params.get("caption") or "")

    @property
    def buttons(self) -> list[dict]:
        markup = self.params.get("reply_markup") or {}
        return [b for row in markup.get("inline_keyboard", []) for b in row]

    @property
    def callback_data(self) -> list[str]:
        return [b["callback_data"] for b in self.buttons if "callback_data" in b]

    @property
    def images(self) -> list[bytes]:
        return list(self.files.values())


def user(uid: int, first: str) -> dict:
    return {"id": uid, "is_bot": False, "first_name": first}


def group_chat(cid: int, title: str = "Board gamers") -> dict:
    return {"id": cid, "type": "supergroup", "title": title}


def private_chat(u: dict) -> dict:
    return {"id": u["id"], "type": "private", "first_name": u["first_name"]}


class FakeBotAPI:
    def __init__(self, token: str = TOKEN):
        self.token = token  # the only token it accepts (a bot process checks the real shape of its token)
        self.calls: list[Call] = []
        self.updates: list[dict] = []
        self.chats: dict[int, dict] = {}
        self.admins: set[int] = set()
        self.conflict = False  # answer getUpdates with 409, as when a second process polls the token
        self.gone: set[int] = set()  # chats that removed the bot: 403 for everything sent there
        self.refused: list[tuple[Call, int, str]] = []  # (call, error code, description)
        self.shown: dict[tuple[int, int], tuple] = {}  # (chat, message) -> (text or caption, markup)
        self.returned_upto = 0  # highest update id handed to the bot
        self.closing = False
        self._ids = itertools.count(1)
        self._msg_ids = itertools.count(500)
        self._new = asyncio.Event()
        self._runner: web.AppRunner | None = None
        self.url = ""

    # ---- server --------------------------------------------------------------------------------
    async def start(self) -> "FakeBotAPI":
        app = web.Application()
        app.router.add_post("/bot{token}/{method}", self._handle)
        app.router.add_post("/{origin}/bot{token}/{method}", self._handle)
        self._runner = web.AppRunner(app)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        port = site._server.sockets[0].getsockname()[1]
        self.url = f"http://127.0.0.1:{port}"
        return self

    def url_for(self, origin: str) -> str:
        """The Bot API server a process tagged `origin` uses (TELEGRAM_API_URL)."""
        return f"{self.url}/{origin}"

    async def stop(self) -> None:
        self.closing = True
        self._new.set()
        if self._runner:
            await self._runner.cleanup()

    async def _handle(self, request: web.Request) -> web.Response:
        if request.match_info["token"] != self.token:
            return web.json_response({"ok": False, "error_code": 401, "description": "Unauthorized"}, status=401)
        method = request.match_info["method"]
        params, files = {}, {}
        for key, value in (await request.post()).items():
            if isinstance(value, web.FileField):
                files[key] = value.file.read()
            else:
                try:
                    params[key] = json.loads(value)
                except ValueError:
                    params[key] = value
        if method == "getMe":
            return self._ok(BOT)
        if method == "getUpdates":
            if self.conflict:
                return web.json_response({"ok": False, "error_code": 409, "description":
                                          "Conflict: terminated by other getUpdates request; make sure that "
                                          "only one bot instance is running"}, status=409)
            return self._ok(await self._get_updates(params))
        call = Call(method, params, files, origin=request.match_info.get("origin", ""))
        self.calls.append(call)
        refusal = self._refusal(call)
        if refusal:
            self.refused.append((call, *refusal))
            return web.json_response({"ok": False, "error_code": refusal[0], "description": refusal[1]},
                                     status=refusal[0])
        call.result = self._result(call)
        if isinstance(call.result, dict) and "message_id" in call.result and call.chat is not None:
            self._remember(call)
        return self._ok(call.result)

    def _remember(self, call: Call) -> None:
        key = (call.chat, int(call.result["message_id"]))
        text, markup = self.shown.get(key, ("", None))
        p = call.params
        if call.method in ("sendMessage", "sendPhoto", "sendDocument", "editMessageMedia"):
            text, markup = call.text, p.get("reply_markup")
        elif call.method in ("editMessageText", "editMessageCaption"):
            text, markup = call.text, p.get("reply_markup")
        elif call.method == "editMessageReplyMarkup":
            markup = p.get("reply_markup")
        self.shown[key] = (text, markup or None)

    def _refusal(self, call: Call) -> tuple[int, str] | None:
        if call.chat is not None and call.chat in self.gone:
            return 403, "Forbidden: bot was kicked from the supergroup chat"
        if call.method.startswith("editMessage") and "message_id" in call.params:
            key = (call.chat, int(call.params["message_id"]))
            if key not in self.shown:
                return 400, "Bad Request: message to edit not found"
            text, markup = self.shown[key]
            new_markup = call.params.get("reply_markup") or None
            if call.method == "editMessageReplyMarkup" and new_markup == markup:
                return 400, "Bad Request: message is not modified"
            if call.method in ("editMessageText", "editMessageCaption") and call.text == text \
                    and new_markup == markup:
                return 400, "Bad Request: message is not modified"
        return None

    @staticmethod
    def _ok(result) -> web.Response:
        return web.json_response({"ok": True, "result": result})

    async def _get_updates(self, params: dict) -> list[dict]:
        offset = int(params.get("offset") or 0)
        timeout = float(params.get("timeout") or 0)
        deadline = time.monotonic() + min(timeout, 5)
        while True:
            ready = [u for u in self.updates if u["update_id"] >= offset]
            if ready or self.closing or time.monotonic() >= deadline:
                break
            self._new.clear()
            try:
                await asyncio.wait_for(self._new.wait(), deadline - time.monotonic())
            except asyncio.TimeoutError:
                pass
        if ready:
            self.returned_upto = max(self.returned_upto, ready[-1]["update_id"])
        return ready

    def _message(self, chat_id, **extra) -> dict:
        chat = self.chats.get(int(chat_id), {"id": int(chat_id), "type": "private", "first_name": "?"})
        return {"message_id": next(self._msg_ids), "date": int(time.time()), "chat": chat, "from": BOT, **extra}

    def _result(self, call: Call):
        p = call.params
        photo = [{"file_id": f"ph{len(self.calls)}", "file_unique_id": f"u{len(self.calls)}",
                  "width": 1200, "height": 800}]
        if call.method == "sendMessage":
            return self._message(p["chat_id"], text=p.get("text", ""))
        if call.method == "sendPhoto":
            return self._message(p["chat_id"], photo=photo, caption=p.get("caption", ""))
        if call.method == "sendMediaGroup":  # an album: one message per picture
            media = p.get("media") or []
            return [self._message(p["chat_id"], photo=photo) for _ in media]
        if call.method == "sendDocument":
            return self._message(p["chat_id"], document={"file_id": "doc", "file_unique_id": "d",
                                                         "file_name": p.get("filename", "x.png")})
        if call.method in ("editMessageMedia", "editMessageCaption", "editMessageReplyMarkup", "editMessageText"):
            msg = self._message(p["chat_id"], photo=photo)
            msg["message_id"] = int(p["message_id"])
            return msg
        if call.method == "getChatMember":
            status = "administrator" if int(p["user_id"]) in self.admins else "member"
            return {"status": status, "user": {"id": int(p["user_id"]), "is_bot": False, "first_name": "x"},
                    **({"can_be_edited": False, "is_anonymous": False, "can_manage_chat": True,
                        "can_delete_messages": True, "can_manage_video_chats": True, "can_restrict_members": True,
                        "can_promote_members": False, "can_change_info": True, "can_invite_users": True,
                        "can_post_stories": False, "can_edit_stories": False, "can_delete_stories": False}
                       if status == "administrator" else {})}
        return True  # answerCallbackQuery, setMyCommands, deleteWebhook, setWebhook ...

    # ---- scripted updates ----------------------------------------------------------------------
    def push(self, update: dict) -> int:
        update["update_id"] = next(self._ids)
        self.updates.append(update)
        self._new.set()
        return update["update_id"]

    def command(self, who: dict, chat: dict, text: str) -> int:
        self.chats[chat["id"]] = chat
        word = text.split()[0]
        msg = {"message_id": next(self._msg_ids), "date": int(time.time()), "chat": chat, "from": who,
               "text": text, "entities": [{"type": "bot_command", "offset": 0, "length": len(word)}]}
        return self.push({"message": msg})

    def press(self, who: dict, message: Call, data: str, query_id: str | None = None) -> str:
        """`who` presses the button with `data` under the message `message` (a recorded send)."""
        qid = query_id or f"q{next(self._ids)}"
        sent = message.result
        shown = {k: sent[k] for k in ("message_id", "date", "chat") if k in sent}
        if message.text:
            shown["caption" if "photo" in sent else "text"] = message.text
        if "photo" in sent:
            shown["photo"] = sent["photo"]
        self.push({"callback_query": {"id": qid, "from": who, "chat_instance": "ci", "data": data,
                                      "message": shown}})
        return qid

    # ---- reading what was recorded -------------------------------------------------------------
    def sent(self, method: str | None = None, chat: int | None = None) -> list[Call]:
        return [c for c in self.calls if (method is None or c.method == method) and (chat is None or c.chat == chat)]

    def answers(self, query_id: str) -> list[Call]:
        return [c for c in self.calls if c.method == "answerCallbackQuery"
                and str(c.params.get("callback_query_id")) == query_id]
