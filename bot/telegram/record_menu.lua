-- Record a player's live menu, unless that very message was pressed before this (take_menu.lua left a
-- "chosen" record): its buttons are gone already, and retiring it again would be refused by Telegram.
-- KEYS: 1 menu record; ARGV: 1 the record (JSON), 2 its message id, 3 time to live (s)
-- Returns: 1 when recorded, 0 when that message was pressed already
local raw = redis.call('GET', KEYS[1])
if raw then
  local rec = cjson.decode(raw)
  if rec['chosen'] and rec['msg'] == tonumber(ARGV[2]) then return 0 end
end
redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[3])
return 1
