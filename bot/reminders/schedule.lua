-- Set or cancel when to look at one (table, player) member, unless a newer table version already
-- decided it (listeners of two processes may finish out of order); optionally end a lease.
-- KEYS: 1 due zset, 2 version hash (member -> table version last planned), 3 lease zset;
--       all share the hash tag {rem}, so one Redis Cluster slot
-- ARGV: 1 member, 2 table version ('' = only end the lease), 3 when ('' = cancel),
--       4 'forget' to drop the version record (table over), 5 lease expiry held by the caller ('' = none)
-- Returns: 1 when the look was set or cancelled, 0 when only the lease was ended or a newer version decided
if ARGV[5] ~= '' then
  local held = redis.call('ZSCORE', KEYS[3], ARGV[1])
  if held and math.abs(tonumber(held) - tonumber(ARGV[5])) < 0.001 then
    redis.call('ZREM', KEYS[3], ARGV[1])
  end
end
if ARGV[2] == '' then
  return 0
end
local seen = tonumber(redis.call('HGET', KEYS[2], ARGV[1]) or '-1')
local version = tonumber(ARGV[2])
if version < seen then
  return 0
end
if ARGV[4] == 'forget' then
  redis.call('HDEL', KEYS[2], ARGV[1])
else
  redis.call('HSET', KEYS[2], ARGV[1], version)
end
if ARGV[3] == '' then
  redis.call('ZREM', KEYS[1], ARGV[1])
else
  redis.call('ZADD', KEYS[1], ARGV[3], ARGV[1])
end
return 1
