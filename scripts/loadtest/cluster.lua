-- wrk script for scripts/cluster-demo.sh: the retry-safe operations, each
-- request a different puzzle of FILE, in a fixed rotation of WEIGHTS per
-- cycle (default solve 8, validate 8, hint 2, grade 1: grading costs
-- milliseconds where the others cost microseconds, and the logic lane, one
-- solver thread of two, would refuse a heavier share with 503 overloaded).
-- args: FILE [WEIGHTS as "solve,validate,hint,grade"]
-- Prints one line:
--   RESULT req/s requests ok n503 n502 n504 other_status
--          connect_err read_err write_err timeout_err p50_us p99_us max_us
-- Bodies are built in init() (building them at load time loses the Host header).
local reqs, idx = {}, 0
counts = {}

function init(args)
  local json = { ["Content-Type"] = "application/json" }
  local w = {}
  for n in string.gmatch(args[2] or "8,8,2,1", "%d+") do
    w[#w + 1] = tonumber(n)
  end
  local paths = { "/solve", "/validate", "/hint", "/grade" }
  for line in io.lines(args[1]) do
    local p = line:sub(1, 81)
    if #p == 81 and line:sub(1, 1) ~= "#" then
      local body = '{"grid":"' .. p .. '"}'
      for k, path in ipairs(paths) do
        for _ = 1, (w[k] or 0) do
          reqs[#reqs + 1] = wrk.format("POST", path, json, body)
        end
      end
    end
  end
  -- Each connection starts at its own place in the rotation.
  idx = math.random(#reqs)
end

function request()
  idx = idx % #reqs + 1
  return reqs[idx]
end

function response(status, headers, body)
  counts[status] = (counts[status] or 0) + 1
end

local threads = {}

function setup(thread)
  threads[#threads + 1] = thread
end

function done(summary, latency, requests)
  local secs = summary.duration / 1e6
  local e = summary.errors
  local ok, n503, n502, n504, other = 0, 0, 0, 0, 0
  for _, t in ipairs(threads) do
    for status, n in pairs(t:get("counts")) do
      if status == 200 then ok = ok + n
      elseif status == 503 then n503 = n503 + n
      elseif status == 502 then n502 = n502 + n
      elseif status == 504 then n504 = n504 + n
      else other = other + n end
    end
  end
  io.write(string.format("RESULT %.1f %d %d %d %d %d %d %d %d %d %d %.1f %.1f %.1f\n",
    summary.requests / secs, summary.requests, ok, n503, n502, n504, other,
    e.connect, e.read, e.write, e.timeout,
    latency:percentile(50), latency:percentile(99), latency.max))
end
