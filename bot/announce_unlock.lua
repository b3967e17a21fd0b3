-- Release a lock only if it is still held by this owner (a lock that expired and was taken by
-- another owner meanwhile stays theirs).
-- KEYS: 1 lock key (one key, so one Redis Cluster slot)
-- ARGV: 1 owner token the caller set the lock with
-- Returns: 1 when the lock was deleted, 0 when it was absent or held by another owner
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0
