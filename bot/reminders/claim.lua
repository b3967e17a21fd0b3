-- Claim due reminder checks for one worker, atomically (no two workers get the same member).
-- First, checks whose lease ran out (their worker died or hung) go back to the due set, so
-- nothing is lost; then due members move from the due set to the lease set.
-- KEYS: 1 due zset (score = when to look), 2 lease zset (score = lease expiry);
--       both share the hash tag {rem}, so one Redis Cluster slot
-- ARGV: 1 now, 2 lease expiry for this claim, 3 most members to claim
-- Returns: a flat list member1, due score1, member2, due score2, ... of the members now leased
local now = ARGV[1]
local expired = redis.call('ZRANGE', KEYS[2], '-inf', now, 'BYSCORE', 'LIMIT', 0, tonumber(ARGV[3]))
for _, member in ipairs(expired) do
  redis.call('ZREM', KEYS[2], member)
  -- NX: if the member was rescheduled meanwhile, that newer time stands
  redis.call('ZADD', KEYS[1], 'NX', now, member)
end
local due = redis.call('ZRANGE', KEYS[1], '-inf', now, 'BYSCORE', 'LIMIT', 0, tonumber(ARGV[3]), 'WITHSCORES')
local out = {}
for i = 1, #due, 2 do
  redis.call('ZREM', KEYS[1], due[i])
  redis.call('ZADD', KEYS[2], ARGV[2], due[i])
  out[#out + 1] = due[i]
  out[#out + 1] = due[i + 1]
end
return out
