-- Take a player's menu record only if it still names this message: whoever takes it removes
-- its buttons, so exactly one caller does.
-- KEYS: 1 menu record (JSON with 'msg' = message id; one key, so one Redis Cluster slot)
-- ARGV: 1 message id
-- Returns: 1 when the record named that message and was deleted, 0 otherwise
local raw = redis.call('GET', KEYS[1])
if raw and cjson.decode(raw)['msg'] == tonumber(ARGV[1]) then redis.call('DEL', KEYS[1]) return 1 end
return 0
