// Timing driver for tdoku's fastest solver (TdokuSolverDpllTriadSimd, BSD-2, by Tom
// Dillon: https://github.com/t-dillon/tdoku), for a side-by-side comparison with
// our solver; `compare.sh` builds it against a tdoku checkout, which is not part of
// this repository. The protocol follows `benches/solver.rs`: per set and mode
// (limit 1 = first solution, limit 2 = count to 2), 3 rounds, each an untimed
// warm-up pass then timed passes for at least 0.1 s; the median round is printed.
// `--verify FILE...` checks counts and that each first solution keeps the givens
// and is a valid grid (an independent check of the build); it exits with 1 when a
// puzzle gets no solution or a bad one, or a file holds no puzzles.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

extern "C" size_t TdokuSolverDpllTriadSimd(const char *puzzle, size_t limit,
                                           uint32_t configuration, char *solution,
                                           size_t *num_guesses);

struct Puzzle { char p[96]; };  // 81 chars, then NULs (input[81] must be < '.')

static std::vector<Puzzle> Load(const char *path) {
    std::vector<Puzzle> out;
    std::ifstream in(path);
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#' || line.size() < 81) continue;
        Puzzle z;
        memset(z.p, 0, sizeof z.p);
        for (int i = 0; i < 81; i++) {
            char c = line[i];
            z.p[i] = (c >= '1' && c <= '9') ? c : '.';
        }
        out.push_back(z);
    }
    return out;
}

static bool ValidSolution(const char *puz, const char *sol) {
    for (int i = 0; i < 81; i++) {
        if (sol[i] < '1' || sol[i] > '9') return false;
        if (puz[i] != '.' && puz[i] != sol[i]) return false;
    }
    for (int u = 0; u < 9; u++) {
        int r = 0, c = 0, b = 0;
        for (int k = 0; k < 9; k++) {
            r |= 1 << (sol[u * 9 + k] - '1');
            c |= 1 << (sol[k * 9 + u] - '1');
            int br = (u / 3) * 3 + k / 3, bc = (u % 3) * 3 + k % 3;
            b |= 1 << (sol[br * 9 + bc] - '1');
        }
        if (r != 0x1ff || c != 0x1ff || b != 0x1ff) return false;
    }
    return true;
}

struct PassResult { size_t count_sum; size_t guesses; };

static PassResult Pass(const std::vector<Puzzle> &ps, size_t limit) {
    PassResult r{0, 0};
    char sol[96];
    for (const auto &z : ps) {
        size_t g = 0;
        r.count_sum += TdokuSolverDpllTriadSimd(z.p, limit, 0, sol, &g);
        r.guesses += g;
    }
    return r;
}

int main(int argc, char **argv) {
    bool verify = argc > 1 && strcmp(argv[1], "--verify") == 0;
    int first = verify ? 2 : 1;
    using clk = std::chrono::steady_clock;
    bool failed = false;
    for (int a = first; a < argc; a++) {
        std::vector<Puzzle> ps = Load(argv[a]);
        std::string name = argv[a];
        name = name.substr(name.find_last_of('/') + 1);
        if (ps.empty()) {
            fprintf(stderr, "%s: no puzzles\n", name.c_str());
            failed = true;
            continue;
        }
        if (verify) {
            size_t hist2[4] = {0, 0, 0, 0}, bad1 = 0, ok1 = 0;
            char sol[96];
            for (const auto &z : ps) {
                size_t g;
                size_t c2 = TdokuSolverDpllTriadSimd(z.p, 2, 0, sol, &g);
                hist2[std::min<size_t>(c2, 3)]++;
                memset(sol, 0, sizeof sol);
                size_t c1 = TdokuSolverDpllTriadSimd(z.p, 1, 0, sol, &g);
                if (c1 == 1 && ValidSolution(z.p, sol)) ok1++; else bad1++;
            }
            printf("%-36s n=%zu limit2: count0=%zu count1=%zu count2=%zu | limit1: valid "
                   "solutions keeping givens=%zu bad=%zu\n", name.c_str(), ps.size(), hist2[0],
                   hist2[1], hist2[2] + hist2[3], ok1, bad1);
            // Every benchmark set is solvable: a puzzle without a solution
            // or a bad first solution means a broken build.
            if (bad1 > 0 || hist2[0] > 0) failed = true;
            continue;
        }
        for (size_t limit : {1, 2}) {
            double us[3];
            PassResult res{};
            for (int round = 0; round < 3; round++) {
                res = Pass(ps, limit);  // untimed warm-up
                size_t passes = 0;
                auto t0 = clk::now();
                double el = 0;
                do {
                    PassResult r = Pass(ps, limit);
                    if (r.count_sum != res.count_sum) printf("nondeterministic!\n");
                    passes++;
                    el = std::chrono::duration<double>(clk::now() - t0).count();
                } while (el < 0.1);
                us[round] = el * 1e6 / (double) (passes * ps.size());
            }
            double sorted[3] = {us[0], us[1], us[2]};
            std::sort(sorted, sorted + 3);
            printf("tdoku %-36s limit=%zu n=%-6zu median %9.3f us/puzzle  rounds [%.3f %.3f "
                   "%.3f]  checksum=%zu  guesses/puzzle=%.3f\n",
                   name.c_str(), limit, ps.size(), sorted[1], us[0], us[1], us[2],
                   res.count_sum, (double) res.guesses / ps.size());
            fflush(stdout);
        }
    }
    return failed ? 1 : 0;
}
