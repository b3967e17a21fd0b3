-- Compare-and-set one table: write the document, bump the version, add to the log and remember the
-- idempotency key, all or nothing.
-- KEYS: 1 table doc, 2 version, 3 log (a list of entries), 4 idempotency key (may be a dummy when
--       unused), 5 message refs, 6 packed log (bot/packed.py); all share the table's hash tag
--       {t:<id>}, so one Redis Cluster slot
-- ARGV: 1 expected version, 2 document (JSON, or packed for a closed table), 3 ttl seconds (0 = keep forever),
--       4 idempotency value ('' = none), 5 idempotency ttl,
--       6 the whole log packed ('' = none: a closed table's log, which replaces the list), 7.. log entries
--       to append to the list
-- Returns: the new version, or -1 when the stored version was not the expected one (nothing written)
local current = tonumber(redis.call('GET', KEYS[2]) or '-1')
if current ~= tonumber(ARGV[1]) then
  return -1
end
local new = current + 1
redis.call('SET', KEYS[1], ARGV[2])
redis.call('SET', KEYS[2], new)
if ARGV[6] ~= '' then
  -- packed from the log of the expected version (the caller read it, and the version is unchanged)
  redis.call('SET', KEYS[6], ARGV[6])
  redis.call('DEL', KEYS[3])
end
for i = 7, #ARGV do
  redis.call('RPUSH', KEYS[3], ARGV[i])
end
if ARGV[4] ~= '' then
  redis.call('SET', KEYS[4], ARGV[4], 'EX', tonumber(ARGV[5]))
end
local ttl = tonumber(ARGV[3])
for _, i in ipairs({1, 2, 3, 5, 6}) do
  if ttl > 0 then
    redis.call('EXPIRE', KEYS[i], ttl)
  else
    redis.call('PERSIST', KEYS[i])
  end
end
return new
