-- Take a player's menu record only if it still names this message (and it was not pressed already):
-- whoever takes it removes its buttons, so exactly one caller does.
-- KEYS: 1 menu record (JSON with 'msg' = message id; one key, so one Redis Cluster slot)
-- ARGV: 1 message id; 2 optional: a "chosen" record to leave when the record is missing or names an older
--       message (the menu was pressed before its sender recorded it: record_menu.lua then leaves it be);
--       3 that record's time to live (s)
-- Returns: 1 when the record named that message and was deleted, 0 otherwise
local raw = redis.call('GET', KEYS[1])
local m = tonumber(ARGV[1])
local rec = raw and cjson.decode(raw)
if rec and rec['msg'] == m and not rec['chosen'] then redis.call('DEL', KEYS[1]) return 1 end
if ARGV[2] and ARGV[2] ~= '' and (not rec or rec['msg'] < m) then
  redis.call('SET', KEYS[1], ARGV[2], 'EX', ARGV[3])
end
return 0
