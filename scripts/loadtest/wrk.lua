-- wrk script for scripts/loadtest.sh.
-- args: MODE [FILE] [DELAY_MS] [BACKOFF]
--   MODE get   : GET the URL as given
--   MODE solve : POST {"grid": …} rotating over the puzzles of FILE
--   MODE batch : POST {"grids": [100 puzzles]} rotating over FILE
--   DELAY_MS   : > 0 paces each connection (a delay before each request)
--   BACKOFF    : 1 makes clients honour Retry-After: after a 503, the next
--                request waits that many seconds. wrk does not say which
--                connection a delay is for, so the waits are handed out in
--                the order responses arrived: as many back-offs as 503s,
--                each about where it belongs.
-- Prints one line: RESULT req/s p50_us p99_us max_us non2xx socket_errors
--   ok(200) n503 other_statuses p99_of_200s_upper_bound_us
-- Bodies are built in init() (building them at load time loses the Host header).
local mode, bodies, idx, pace, backoff = "get", {}, 0, 0, false
local waits, head, tail = {}, 1, 0
counts = {}

function init(args)
  mode = args[1] or "get"
  pace = tonumber(args[3] or "0") or 0
  backoff = args[4] == "1"
  if mode ~= "get" then
    local batch = {}
    for line in io.lines(args[2]) do
      local p = line:sub(1, 81)
      if #p == 81 and line:sub(1, 1) ~= "#" then
        if mode == "solve" then
          bodies[#bodies + 1] = '{"grid":"' .. p .. '"}'
        else
          batch[#batch + 1] = '"' .. p .. '"'
          if #batch == 100 then
            bodies[#bodies + 1] = '{"grids":[' .. table.concat(batch, ",") .. ']}'
            batch = {}
          end
        end
      end
    end
    idx = math.random(#bodies)
  end
  if pace > 0 or backoff then
    delay = function()
      local d = pace
      if head <= tail then
        d = d + waits[head]
        waits[head] = nil
        head = head + 1
      end
      return d
    end
  end
end

function request()
  if mode == "get" then
    return wrk.format("GET")
  end
  idx = idx % #bodies + 1
  return wrk.format("POST", nil, { ["Content-Type"] = "application/json" }, bodies[idx])
end

function response(status, headers, body)
  counts[status] = (counts[status] or 0) + 1
  if backoff then
    local w = 0
    if status == 503 then
      w = 1000 * (tonumber(headers["retry-after"] or headers["Retry-After"] or "1") or 1)
    end
    tail = tail + 1
    waits[tail] = w
  end
end

local threads = {}

function setup(thread)
  threads[#threads + 1] = thread
end

function done(summary, latency, requests)
  local secs = summary.duration / 1e6
  local e = summary.errors
  local ok, n503, other = 0, 0, 0
  for _, t in ipairs(threads) do
    for status, n in pairs(t:get("counts")) do
      if status == 200 then ok = ok + n
      elseif status == 503 then n503 = n503 + n
      else other = other + n end
    end
  end
  -- The 200s are a subset of all answers: at most 1% of them lie above the
  -- (100 - share of 200s)-th percentile of all answers.
  local total = math.max(ok + n503 + other, 1)
  local q = 100 - 1 * ok / total
  io.write(string.format("RESULT %.1f %.1f %.1f %.1f %d %d %d %d %d %.1f\n",
    summary.requests / secs, latency:percentile(50), latency:percentile(99), latency.max,
    e.status, e.connect + e.read + e.write + e.timeout, ok, n503, other, latency:percentile(q)))
end
