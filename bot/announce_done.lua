-- Drop a member from a due zset, unless it was marked due again meanwhile (its score changed).
-- KEYS: 1 due zset (one key, so one Redis Cluster slot)
-- ARGV: 1 member, 2 the score the caller read it at
-- Returns: 1 when the member was removed, 0 when it was absent or has a newer score
local s = redis.call('ZSCORE', KEYS[1], ARGV[1])
if s and tonumber(s) == tonumber(ARGV[2]) then return redis.call('ZREM', KEYS[1], ARGV[1]) end
return 0
