-- wrk script for scripts/loadtest.sh.
-- args: MODE [FILE] [DELAY_MS]
--   MODE get   : GET the URL as given
--   MODE solve : POST {"grid": …} rotating over the puzzles of FILE
--   MODE batch : POST {"grids": [100 puzzles]} rotating over FILE
--   DELAY_MS   : > 0 paces each connection (a delay before each request)
-- Bodies are built in init() (building them at load time loses the Host header).
local mode, bodies, idx, pace = "get", {}, 0, 0

function init(args)
  mode = args[1] or "get"
  pace = tonumber(args[3] or "0") or 0
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
  if pace > 0 then
    delay = function() return pace end
  end
end

function request()
  if mode == "get" then
    return wrk.format("GET")
  end
  idx = idx % #bodies + 1
  return wrk.format("POST", nil, { ["Content-Type"] = "application/json" }, bodies[idx])
end

function done(summary, latency, requests)
  local secs = summary.duration / 1e6
  local e = summary.errors
  io.write(string.format("RESULT %.1f %.1f %.1f %.1f %d %d\n",
    summary.requests / secs, latency:percentile(50), latency:percentile(99), latency.max,
    e.status, e.connect + e.read + e.write + e.timeout))
end
