# Korean: the texts of a step at three depths (nudge, hint, full), one
# message per core message id (`hint.fish` is `hint-fish`); parameters as
# locales/README.md lists them.

## Nudges: where to look, never a digit.

nudge-houses = { JOSA($houses, "을/를") } 보세요.
nudge-cells = { JOSA($cells, "을/를") } 보세요.
nudge-bug = 후보 숫자가 세 개 이상인 칸을 보세요.
nudge-grid = 판 전체를 보세요.

## Hints: the technique and its pattern.

hint-full_house = { $house }에 빈칸이 하나만 남았습니다.
hint-hidden_single = { $house }에서 { JOSA($digit, "이/가") } 들어갈 수 있는 곳은 한 곳뿐입니다.
hint-naked_single = { $cell }에는 후보 숫자가 하나만 남았습니다.
hint-direct_locking = { JOSA($technique, "을/를") } 찾아보세요. { $house }에서 { JOSA($digit, "은/는") } { $line }에만 들어갈 수 있습니다. 이때 { $target }에서 { JOSA($digit, "이/가") } 들어갈 자리가 어디에 남는지 보세요.
hint-direct_hidden_set = { JOSA($technique, "을/를") } 찾아보세요. { $house }에서 { JOSA($digits, "은/는") } { $digits-count ->
    [2] 두
    [3] 세
   *[other] { $digits-count }
} 칸에만 들어갈 수 있습니다. 이제 어떤 숫자의 자리가 한 곳만 남는지 보세요.
hint-locked_candidates = { $technique }: { $house }의 { JOSA($digit, "은/는") } 모두 { $line }에 있습니다.
hint-subset = { $house }에서 { JOSA($digits, "으로/로") } 된 { JOSA($technique, "을/를") } 찾아보세요.
hint-fish = { $lines }에서 숫자 { $digit }의 { JOSA($technique, "을/를") } 찾아보세요.
hint-wing = 피벗 { JOSA($pivot, "과/와") } 날개 { JOSA($pincers, "으로/로") } 이루어진 { JOSA($technique, "을/를") } 찾아보세요.
hint-als_wing = { $cells } 칸 묶음과 후보 숫자가 두 개인 칸 { JOSA($cell, "으로/로") } 이루어진 { JOSA($technique, "을/를") } 찾아보세요.
hint-strong_links = 숫자 { $digit }의 { JOSA($technique, "을/를") } 찾아보세요. 강한 링크는 { $houses }에 있습니다.
hint-unique_rectangle = { $cells }에서 { $digits-count ->
    [0] {""}
   *[other] 숫자 { $digits }의{" "}
}{ JOSA($technique, "을/를") } 찾아보세요.
hint-bug = { JOSA($technique, "을/를") } 찾아보세요. 빈칸 거의 모두에 후보 숫자가 정확히 두 개씩 있습니다.
hint-aligned_pair = { $cells }에서 { JOSA($technique, "을/를") } 찾아보세요. 두 칸이 함께 가질 수 있는 숫자 쌍은 무엇일까요?
hint-aligned_triple = { $cells }에서 { JOSA($technique, "을/를") } 찾아보세요. 세 칸이 함께 가질 수 있는 숫자 조합은 무엇일까요?
hint-region_chain = { JOSA($technique, "을/를") } 찾아보세요. { $house }에서 { JOSA($digit, "이/가") } 들어갈 수 있는 자리를 하나씩 따라가, 모두 같은 결론에 이르는지 보세요.
hint-cell_chain = { JOSA($technique, "을/를") } 찾아보세요. { $cell }의 후보 숫자를 하나씩 따라가, 모두 같은 결론에 이르는지 보세요.
hint-cycle = { JOSA($cells, "을/를") } 지나는 { $digits-count ->
    [0] {""}
   *[other] 숫자 { $digits }의{" "}
}{ JOSA($technique, "을/를") } 찾아보세요.
hint-chain = { $digits-count ->
    [0] { $double ->
        [yes] { JOSA($technique, "을/를") } 찾아보세요. { $cell }의 후보 숫자 하나가 참인 경우와 거짓인 경우를 각각 따라가 보세요.
       *[no] { $cell }의 후보 숫자 하나에서 시작하는 { JOSA($technique, "을/를") } 찾아보세요.
    }
   *[other] { $double ->
        [yes] { JOSA($technique, "을/를") } 찾아보세요. { JOSA($cell, "이/가") } { $digits }인 경우와 { JOSA($digits, "이/가") } 아닌 경우를 각각 따라가 보세요.
       *[no] { $cell }의 { $digits }에서 시작하는 { JOSA($technique, "을/를") } 찾아보세요.
    }
}
hint-technique = { $somewhere ->
    [yes] { $where }에서 { JOSA($technique, "을/를") } 찾아보세요.
   *[no] { JOSA($technique, "을/를") } 찾아보세요.
}

## Full texts: the reasoning, then the result.

full-full_house = { JOSA($cell, "은/는") } { $house }의 마지막 빈칸이므로, { $house }에 아직 없는 유일한 숫자가 들어갑니다: { $result }.
full-hidden_single = { $house }의 다른 칸에는 { JOSA($digit, "이/가") } 들어갈 수 없으므로, 남은 한 곳에 { JOSA($digit, "이/가") } 들어갑니다: { $result }.
full-naked_single = { $cell }에는 숫자 하나를 빼고 모두 들어갈 수 없습니다: { $result }.
full-direct_locking = { $house }에서 { JOSA($digit, "은/는") } { $line }에만 들어갈 수 있으므로, { $line }의 다른 칸에는 { JOSA($digit, "이/가") } 올 수 없습니다. 따라서 { $target }에서 { JOSA($digit, "이/가") } 들어갈 곳은 한 곳뿐입니다: { $result }.
full-direct_hidden_set = { $house }에서 { JOSA($digits, "은/는") } { $cells }에만 들어갈 수 있으므로, 이 { $digits-count ->
    [2] 두
    [3] 세
   *[other] { $digits-count }
} 칸에는 { $digits }만 들어갑니다. 남은 자리를 보면 { $house }에서 { JOSA($digit, "이/가") } 들어갈 곳은 한 곳뿐입니다: { $result }.
full-locked_candidates = { $house }에서 { JOSA($digit, "은/는") } { $line }에만 들어갈 수 있으므로, { $line }의 { JOSA($digit, "은/는") } { $house } 안에 있고 { $line }의 다른 칸에는 { JOSA($digit, "이/가") } 올 수 없습니다: { $result }.
full-naked_subset = { $house }의 { $cells } { $cells-count ->
    [2] 두
    [3] 세
    [4] 네
   *[other] { $cells-count }
} 칸에는 { $digits }만 들어갈 수 있으므로, 이 숫자들은 { $house }의 다른 칸에 올 수 없습니다: { $result }.
full-hidden_subset = { $house }에서 { JOSA($digits, "은/는") } { $cells } { $cells-count ->
    [2] 두
    [3] 세
    [4] 네
   *[other] { $cells-count }
} 칸에만 들어갈 수 있으므로, 이 칸들에는 이 숫자들만 들어갑니다: { $result }.
full-fish = { $lines }에서 { JOSA($digit, "은/는") } { $covers }에만 들어갈 수 있습니다. { $lines-count ->
    [2] 두
    [3] 세
    [4] 네
   *[other] { $lines-count }
} { $lines-kind ->
    [row] 행
    [column] 열
   *[box] 박스
}에 { JOSA($digit, "이/가") } 하나씩 들어가야 하는데 { $lines-count ->
    [2] 두
    [3] 세
    [4] 네
   *[other] { $lines-count }
} { $covers-kind ->
    [row] 행
    [column] 열
   *[box] 박스
}에는 하나씩만 들어갈 수 있으므로, { $covers }의 { JOSA($digit, "은/는") } 모두 이 { $lines-kind ->
    [row] 행
    [column] 열
   *[box] 박스
}들에 있습니다: { $result }.
full-wing = { $technique-id ->
    [xyz_wing] 피벗 { JOSA($pivot, "은/는") } { $x }, { $y }, { $digit } 중 하나입니다. { $x }이면 { JOSA($x-pincer, "이/가") } { $digit }, { $y }이면 { JOSA($y-pincer, "이/가") } { $digit }, { $digit }이면 피벗 자신이 { $digit }입니다. 따라서 세 칸 중 하나는 { $digit }이므로, 세 칸을 모두 보는 칸에는 { JOSA($digit, "이/가") } 올 수 없습니다: { $result }.
   *[other] 피벗 { JOSA($pivot, "은/는") } { $x } 또는 { $y }입니다. { $x }이면 { JOSA($x-pincer, "이/가") } { $digit }, { $y }이면 { JOSA($y-pincer, "이/가") } { $digit }입니다. 어느 쪽이든 날개 하나는 { $digit }이므로, 두 날개를 모두 보는 칸에는 { JOSA($digit, "이/가") } 올 수 없습니다: { $result }.
}
full-als_wing = { $cells } { $cells-count ->
    [2] 두
    [3] 세
    [4] 네
    [5] 다섯
    [6] 여섯
   *[other] { $cells-count }
} 칸에는 { $set_digits }만 들어가고, { $cell }에는 { $pair }만 들어갑니다. 이 패턴의 { JOSA($restricted, "은/는") } 모두 서로를 보므로 많아야 하나만 { $restricted }입니다. { JOSA($cell, "이/가") } { JOSA($digits-or, "이/가") } 아니면 { $restricted }이고, 이때 { $cells-count ->
    [2] 두
    [3] 세
    [4] 네
    [5] 다섯
    [6] 여섯
   *[other] { $cells-count }
} 칸은 나머지 숫자를 써야 하므로 그중 하나가 { $digits-or }입니다. 어느 쪽이든 패턴의 { $digits-or } 하나는 참이므로, 패턴의 { JOSA($digits-or, "을/를") } 모두 보는 칸에는 { JOSA($digits-or, "이/가") } 올 수 없습니다: { $result }.
full-strong_links = { $links }. { $closed ->
    [yes] { JOSA($last, "과/와") } { $first }도 서로를 보므로 체인이 고리로 닫히고 모든 링크가 양방향으로 성립합니다. 따라서 약한 링크마다 한쪽 끝에 { JOSA($digit, "이/가") } 있고, 그 구역의 나머지 칸에는 { JOSA($digit, "이/가") } 올 수 없습니다: { $result }.
   *[no] { $grouped ->
        [yes] 따라서 한쪽 끝({ $first })과 다른 쪽 끝({ $last }) 중 하나에 { JOSA($digit, "이/가") } 있으므로, 양 끝을 모두 보는 칸에는 { JOSA($digit, "이/가") } 올 수 없습니다: { $result }.
       *[no] 따라서 { JOSA($first, "과/와") } { $last } 중 하나는 { $digit }이므로, 둘을 모두 보는 칸에는 { JOSA($digit, "이/가") } 올 수 없습니다: { $result }.
    }
}
full-unique_rectangle = { $cells }에 { JOSA($a, "과/와") } { $b }만 들어간다면 두 숫자를 서로 바꿔도 되므로 해가 두 개가 됩니다. { $kind ->
    [1] 따라서 { $extra }에는 다른 숫자가 들어가야 합니다: { $result }.
    [2] 따라서 { $extra } 중 하나는 추가 숫자 { $digit }이고, 이 칸들을 모두 보는 칸에는 { JOSA($digit, "이/가") } 올 수 없습니다: { $result }.
    [3] { $hidden ->
        [yes] 따라서 { $extra } 중 하나에는 { JOSA($a, "과/와") } { JOSA($b, "이/가") } 아닌 숫자가 들어가고, { $house }에서 { JOSA($set_digits, "은/는") } 숫자 개수만큼의 칸에만 들어갈 수 있습니다(히든 세트): { $result }.
       *[no] 따라서 { $extra }에는 추가 숫자 중 적어도 하나가 들어가므로 두 칸은 한 칸처럼 작용하고, 이와 함께 { JOSA($set_digits, "이/가") } { $house }에서 네이키드 세트를 이룹니다: { $result }.
    }
   *[4] { $house }에서 { JOSA($digit, "은/는") } { $extra }에만 들어갈 수 있으므로 둘 중 하나는 { $digit }입니다. 둘 중 어느 칸이든 { JOSA($other, "이/가") } 되면 패턴이 완성되므로 { JOSA($other, "이/가") } 올 수 없습니다: { $result }.
}
full-bug1 = { JOSA($cell, "을/를") } 빼면 모든 빈칸의 후보 숫자가 정확히 두 개입니다. { $cell }마저 두 개라면 판은 해가 두 개인 데들리 패턴(BUG)이 되므로, { JOSA($cell, "은/는") } 그렇지 않으면 행, 열 또는 박스에 자리가 세 곳이 될 숫자 { JOSA($digits-or, "이어/여") }야 합니다. { $cell }에는 { $digits-or }만 남습니다: { $result }.
full-bug2 = { JOSA($cells, "을/를") } 빼면 모든 빈칸의 후보 숫자가 정확히 두 개이고, 이 칸들에는 모두 추가 숫자 { JOSA($digit, "이/가") } 있습니다. 이 { JOSA($digit, "이/가") } 없으면 판은 해가 두 개인 데들리 패턴(BUG)이 되므로 이 칸들 중 하나는 { $digit }이고, 이 칸들을 모두 보는 칸에는 { JOSA($digit, "이/가") } 올 수 없습니다: { $result }.
full-aligned_pair = { JOSA($cells, "이/가") } 함께 가질 수 있는 숫자 쌍을 하나씩 따져 보세요. 두 칸이 함께 보는 후보 두 개짜리 칸({ $bivalues })을 비게 만들거나, 같은 행·열·박스에 한 숫자를 두 번 넣는 쌍은 불가능합니다. 가능한 쌍에 하나도 속하지 않는 숫자는 지울 수 있습니다: { $result }.
full-aligned_triple = { JOSA($cells, "이/가") } 한 칸에 한 숫자씩 함께 가질 수 있는 숫자 조합을 하나씩 따져 보세요. 같은 행·열·박스에 한 숫자를 두 번 넣거나, 세 칸이 모두 보는 후보 두세 개짜리 칸({ $excluders })의 후보를 모두 차지하는 조합은 불가능합니다. 가능한 조합에 하나도 속하지 않는 숫자는 지울 수 있습니다: { $result }.
full-cycle = { $walks } 이 고리는 어느 방향으로 돌아도 성립하므로, 고리의 약한 링크마다 한쪽 끝은 참입니다: { $result }.
full-forcing_chain = { $walks } { JOSA($premise, "은/는") } 자기 자신의 반대로 이어지므로 거짓입니다: { $result }.
full-contradiction_chain = { $walks } 한 후보가 참이면서 동시에 거짓일 수는 없으므로, { JOSA($premise, "은/는") } 거짓입니다: { $result }.
full-double_chain = { $walks } 어느 쪽이든 { $conclusion }. 그러므로 { $result }.
full-cell_chain = { $walks } { $cell }에 어떤 숫자가 들어가든 { $conclusion }. 그러므로 { $result }.
full-region_chain = { $walks } { $house }의 { JOSA($digit, "이/가") } 어디에 들어가든 { $conclusion }. 그러므로 { $result }.
full-technique = { $somewhere ->
    [yes] { $where }의 { $technique }: { $result }.
   *[no] { $technique }: { $result }.
}

## Chains, clause by clause: $cell, $digit, $on (yes: the cell is the
## digit), $why (assumed, link, cell: its last candidate, house: the last
## place in $house, nested), $nth (first or other), $end (yes for the last).
## After the opening "if" in words, each link is an arrow and a short
## statement, as Korean strategy pages write chains (r2c7 = 5, r5c7 ≠ 5):
## one connective per link reads as a drone.

chain-why = { $why ->
    [cell] {" "}(마지막 후보)
    [house] {" "}({ $house }에 남은 마지막 자리)
    [nested] {" "}(중첩된 단계로)
   *[other] {""}
}
chain-is = { $cell } { $on ->
    [yes] =
   *[no] ≠
} { $digit }{ chain-why }
chain-if = { JOSA($cell, "이/가") } { $on ->
    [yes] { $digit }이면
   *[no] { JOSA($digit, "이/가") } 아니면
}
chain-also = 또한 { JOSA($cell, "이/가") } { $on ->
    [yes] { $digit }이므로
   *[no] { JOSA($digit, "이/가") } 아니므로
}
chain-step = {" → "}{ chain-is }
chain-skip = {" → "}(링크 { $count }개 생략: 단계의 links 참고)
chain-end = .
chain-premise = { JOSA($cell, "이/가") } { $on ->
    [yes] { JOSA($digit, "이라는/라는") } 가정
   *[no] { JOSA($digit, "이/가") } 아니라는 가정
}
chain-conclusion = { JOSA($cell, "은/는") } { $on ->
    [yes] { $digit }입니다
   *[no] { JOSA($digit, "이/가") } 아닙니다
}

## Strong-link chains: $node (a cell, or a group "r1c2 또는 r1c3"),
## $node-nor ("r1c2와 r1c3"), $node-count; a step's $type (strong: its
## $house has no other place; weak: it shares $house). Arrows as in chains.

links-start = 숫자 { JOSA($digit, "을/를") } 따라가 보세요. { $node-count ->
    [1] { JOSA($node, "이/가") }
   *[other] { $node-nor } 모두
} { JOSA($digit, "이/가") } 아니면
links-step = {" → "}{ $type ->
    [strong] { $node-count ->
        [1] { $node } = { $digit }
       *[other] { $node } 중 하나가 { $digit }
    } ({ $house }의 남은 자리)
   *[weak] { $node-count ->
        [1] { $node } ≠ { $digit }
       *[other] { $node-nor } 모두 ≠ { $digit }
    } (같은 { $house-kind ->
        [row] 행
        [column] 열
       *[box] 박스
    })
}

## Placement hints: the eliminations a player without pencil marks needs
## first, then the placing step's text.

placement-before = { $removals } 지웁니다({ $technique })
placement-full = 먼저 { $before }. 이제 { $full }

## A text the catalogue cannot say (logged as an error).

fallback = { $technique }: { $result }.
