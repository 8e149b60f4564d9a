-- wrk script for the soak section of scripts/loadtest.sh: a mixed load that
-- rotates, per connection, over /solve, /validate, a 10-grid batch and bad
-- input (malformed JSON, a bad grid, a repeated key, an unknown path), plus
-- GET /healthz. It never fetches /metrics.
-- args: FILE (puzzles, one per line)
local reqs, idx = {}, 0

function init(args)
  local json = { ["Content-Type"] = "application/json" }
  local batch = {}
  local n = 0
  for line in io.lines(args[1]) do
    local p = line:sub(1, 81)
    if #p == 81 and line:sub(1, 1) ~= "#" and n < 400 then
      n = n + 1
      local grid = '{"grid":"' .. p .. '"}'
      reqs[#reqs + 1] = wrk.format("POST", "/solve", json, grid)
      reqs[#reqs + 1] = wrk.format("POST", "/validate", json, grid)
      batch[#batch + 1] = '"' .. p .. '"'
      if #batch == 10 then
        reqs[#reqs + 1] = wrk.format("POST", "/solve/batch", json, '{"grids":[' .. table.concat(batch, ",") .. ']}')
        batch = {}
      end
      if n % 4 == 0 then
        reqs[#reqs + 1] = wrk.format("POST", "/solve", json, '{"grid": ')
        reqs[#reqs + 1] = wrk.format("POST", "/solve", json, '{"grid":"' .. p:sub(1, 80) .. 'x"}')
        reqs[#reqs + 1] = wrk.format("POST", "/validate", json, '{"grid":"' .. p .. '","grid":"' .. p .. '"}')
        reqs[#reqs + 1] = wrk.format("GET", "/nope/" .. n)
        reqs[#reqs + 1] = wrk.format("GET", "/healthz")
      end
    end
  end
  idx = math.random(#reqs)
end

function request()
  idx = idx % #reqs + 1
  return reqs[idx]
end

function done(summary, latency, requests)
  local secs = summary.duration / 1e6
  local e = summary.errors
  io.write(string.format("RESULT %.1f %d %d\n", summary.requests / secs, e.status,
    e.connect + e.read + e.write + e.timeout))
end
