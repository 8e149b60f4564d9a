# Korean: the texts of a step at three depths (nudge, hint, full), one
# message per core message id (`hint.fish` is `hint-fish`), and the
# pieces the renderer builds chains, walks and lists from; parameters as
# crates/sudoku-text/src/render.rs lists them. JOSA(word, "이/가") puts
# the particle the word's last sound takes after it.

# A count in words ($n), for the `-number` arguments.
number = { $n ->
    [2] 두
    [3] 세
    [4] 네
    [5] 다섯
    [6] 여섯
   *[other] { $n }
}

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
hint-direct_hidden_set = { JOSA($technique, "을/를") } 찾아보세요. { $house }에서 { JOSA($digits, "은/는") } { $digits-number } 칸에만 들어갈 수 있습니다. 이제 어떤 숫자의 자리가 한 곳만 남는지 보세요.
hint-locked_candidates = { $technique }: { $house }의 { JOSA($digit, "은/는") } 모두 { $line }에 있습니다.
hint-subset = { $house }에서 { JOSA($digits, "으로/로") } 된 { JOSA($technique, "을/를") } 찾아보세요.
hint-fish = { $lines }에서 숫자 { $digit }의 { JOSA($technique, "을/를") } 찾아보세요.
hint-wing = 피벗 { JOSA($pivot, "과/와") } 날개 { JOSA($pincers, "으로/로") } 이루어진 { JOSA($technique, "을/를") } 찾아보세요.
hint-als_wing = { $cells } 칸 묶음과 후보 숫자가 두 개인 칸 { JOSA($cell, "으로/로") } 이루어진 { JOSA($technique, "을/를") } 찾아보세요.
hint-als_xz = { JOSA($technique, "을/를") } 찾아보세요. { $a_house }의 거의 잠긴 집합과 { $b_house }의 거의 잠긴 집합이 { JOSA($x, "으로/로") } 이어져 있습니다.
hint-als_xy_wing = { JOSA($technique, "을/를") } 찾아보세요. { $c_house }의 가운데 거의 잠긴 집합이 { $a_house }의 집합과는 { JOSA($x, "으로/로") }, { $b_house }의 집합과는 { JOSA($y, "으로/로") } 이어져 있습니다.
hint-als_xy_chain = { JOSA($technique, "을/를") } 찾아보세요. { $houses }에 차례로 놓인 거의 잠긴 집합 { $houses-number } 개가 제한된 공통 숫자로 하나씩 이어져 있습니다.
hint-sue_de_coq = { JOSA($technique, "을/를") } 찾아보세요. { JOSA($line, "과/와") } { JOSA($box, "이/가") } 겹치는 { $cells }의 후보 숫자는 { $digits }입니다.
hint-colouring = 숫자 { $digit }의 { JOSA($technique, "을/를") } 찾아보세요. { JOSA($digit, "이/가") } 두 칸에만 들어갈 수 있는 행·열·박스의 강한 링크를 색칠해 보세요.
hint-strong_links = 숫자 { $digit }의 { JOSA($technique, "을/를") } 찾아보세요. 강한 링크는 { $houses }에 있습니다.
hint-finned_fish = { $lines }에서 숫자 { $digit }의 { JOSA($technique, "을/를") } 찾아보세요. 핀은 { $fin_box }에 있습니다.
hint-empty_rectangle = { $box }에서 숫자 { $digit }의 { JOSA($technique, "을/를") } 찾아보세요. 강한 링크는 { $link_house }에 있습니다.
hint-w_wing = { JOSA($technique, "을/를") } 찾아보세요. { $cells }에는 같은 두 숫자가 들어 있고, { $link_house }에 있는 숫자 { $x }의 강한 링크가 두 칸을 잇습니다.
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
        [yes] { JOSA($technique, "을/를") } 찾아보세요. { JOSA($cell, "이/가") } { $first-digit }인 경우와 { JOSA($first-digit, "이/가") } 아닌 경우를 각각 따라가 보세요.
       *[no] { $cell }의 { $first-digit }에서 시작하는 { JOSA($technique, "을/를") } 찾아보세요.
    }
}
hint-then_place = 그다음{ $more ->
    [yes] {" "}몇 단계를 더 지우고
   *[no] {""}
} { $houses }에서 { JOSA($technique, "을/를") } 찾아보세요.
hint-technique = { $somewhere ->
    [yes] { $where }에서 { JOSA($technique, "을/를") } 찾아보세요.
   *[no] { JOSA($technique, "을/를") } 찾아보세요.
}

## Full texts: the reasoning, then the result.

full-full_house = { JOSA($cell, "은/는") } { $house }의 마지막 빈칸이므로, { $house }에 아직 없는 유일한 숫자가 들어갑니다: { $result }.
full-hidden_single = { $detailed ->
    [yes] { $house }에서 { JOSA($digit, "이/가") } 들어갈 곳은 한 곳뿐입니다. { $parts }{ $filled ->
        [yes] {" "}나머지 칸은 이미 채워져 있습니다.
       *[no] {""}
    } 따라서 { $cell }에 { JOSA($digit, "이/가") } 들어갑니다: { $result }.
   *[no] { $house }의 다른 칸에는 { JOSA($digit, "이/가") } 들어갈 수 없으므로, 남은 한 곳에 { JOSA($digit, "이/가") } 들어갑니다: { $result }.
}
# One cell that rules out others ($blocker, in $house), or the cells
# earlier steps removed $digit from; $end: yes for the last, which ends
# the sentence.
hidden-single-blocker = { $blocker }의 { $digit }({ $house }) 때문에 { $cells }에는 올 수 { $end ->
    [yes] 없습니다.
   *[no] 없고
}
hidden-single-removed = 앞 단계에서 { $cells }의 { JOSA($digit, "을/를") } { $end ->
    [yes] 지웠습니다.
   *[no] 지웠고
}
full-naked_single = { $detailed ->
    [yes] { $cell }에서 보면 { $seen-count ->
        [0] {""}
       *[other] { $seen } { $removed-count ->
            [0] 있으므로{" "}
           *[other] 있고,{" "}
        }
    }{ $removed-count ->
        [0] {""}
       *[other] 앞 단계에서 { JOSA($removed, "을/를") } 지웠으므로{" "}
    }{ $left }만 남습니다: { $result }.
   *[no] { $cell }에는 숫자 하나를 빼고 모두 들어갈 수 없습니다: { $result }.
}
naked-single-seen = { $house }에 { JOSA($digits, "이/가") }
full-direct_locking = { $house }에서 { JOSA($digit, "은/는") } { $line }에만 들어갈 수 있으므로, { $line }의 다른 칸에는 { JOSA($digit, "이/가") } 올 수 없습니다. 따라서 { $target }에서 { JOSA($digit, "이/가") } 들어갈 곳은 한 곳뿐입니다: { $result }.
full-direct_hidden_set = { $house }에서 { JOSA($digits, "은/는") } { $cells }에만 들어갈 수 있으므로, 이 { $digits-number } 칸에는 { $digits }만 들어갑니다. 남은 자리를 보면 { $house }에서 { JOSA($digit, "이/가") } 들어갈 곳은 한 곳뿐입니다: { $result }.
full-locked_candidates = { $house }에서 { JOSA($digit, "은/는") } { $line }에만 들어갈 수 있으므로, { $line }의 { JOSA($digit, "은/는") } { $house } 안에 있고 { $line }의 다른 칸에는 { JOSA($digit, "이/가") } 올 수 없습니다: { $result }.
full-naked_subset = { $house }의 { $cells } { $cells-number } 칸에는 { $digits }만 들어갈 수 있으므로, 이 숫자들은 { $house }의 다른 칸에 올 수 없습니다: { $result }.
full-hidden_subset = { $house }에서 { JOSA($digits, "은/는") } { $cells } { $cells-number } 칸에만 들어갈 수 있으므로, 이 칸들에는 이 숫자들만 들어갑니다: { $result }.
full-fish = { $lines }에서 { JOSA($digit, "은/는") } { $covers }에만 들어갈 수 있습니다. { $lines-number } { $lines-kind ->
    [row] 행
    [column] 열
   *[box] 박스
}에 { JOSA($digit, "이/가") } 하나씩 들어가야 하는데 { $lines-number } { $covers-kind ->
    [row] 행
    [column] 열
   *[box] 박스
}에는 하나씩만 들어갈 수 있으므로, { $covers }의 { JOSA($digit, "은/는") } 모두 이 { $lines-kind ->
    [row] 행
    [column] 열
   *[box] 박스
}들에 있습니다: { $result }.
full-wing = { $technique-id ->
    [xyz_wing] 피벗 { $pivot }의 후보는 { $all }이고, 날개 { $x-pincer }의 후보는 { JOSA($x, "과/와") } { $digit }, { $y-pincer }의 후보는 { JOSA($y, "과/와") } { $digit }입니다. 피벗이 { JOSA($x, "이/") }면 피벗을 보는 { JOSA($x-pincer, "은/는") } { JOSA($x, "이/가") } 아니므로 { $digit }이고, 피벗이 { JOSA($y, "이/") }면 { JOSA($y-pincer, "이/가") } { $digit }이며, 피벗이 { JOSA($digit, "이/") }면 피벗 자신이 { $digit }입니다. 따라서 세 칸 중 하나는 { $digit }이므로, 세 칸을 모두 보는 칸에는 { JOSA($digit, "이/가") } 올 수 없습니다: { $result }.
   *[other] 피벗 { $pivot }의 후보는 { $pivot-pair }이고, 날개 { $x-pincer }의 후보는 { $x-pair }, { $y-pincer }의 후보는 { $y-pair }입니다. 피벗이 { JOSA($x, "이/") }면 피벗을 보는 { JOSA($x-pincer, "은/는") } { JOSA($x, "이/가") } 아니므로 { $digit }이고, 피벗이 { JOSA($y, "이/") }면 { JOSA($y-pincer, "이/가") } { $digit }입니다. 어느 쪽이든 날개 하나는 { $digit }이므로, 두 날개를 모두 보는 칸에는 { JOSA($digit, "이/가") } 올 수 없습니다: { $result }.
}
full-als_wing = { $cells } { $cells-number } 칸에는 { $set_digits }만 들어가고, { $cell }에는 { $pair }만 들어갑니다. { $cells-number } 칸의 { JOSA($restricted, "은/는") } 모두 { JOSA($cell, "을/를") } 보므로, { JOSA($cell, "이/가") } { JOSA($restricted, "이/") }면 { $cells-number } 칸에는 { JOSA($restricted, "이/가") } 없습니다. { JOSA($cell, "이/가") } { JOSA($digit, "이/가") } 아니면 { $restricted }이고, 이때 { $cells-number } 칸은 나머지 숫자를 써야 하므로 그중 하나가 { $digit }입니다. 어느 쪽이든 패턴의 { $digit } 하나는 참이므로, 패턴의 { JOSA($digit, "을/를") } 모두 보는 칸에는 { JOSA($digit, "이/가") } 올 수 없습니다: { $result }.
full-als_wing_double = { $cells } { $cells-number } 칸에는 { $set_digits }만 들어가고, { $cell }에는 { JOSA($x, "과/와") } { $z }만 들어갑니다. { $cells-number } 칸의 { JOSA($x, "과/와") } { JOSA($z, "은/는") } 모두 { JOSA($cell, "을/를") } 봅니다. { JOSA($cell, "이/가") } { JOSA($x, "이/") }면 { $cells-number } 칸에는 { JOSA($x, "이/가") } 없으므로 { JOSA($without-x, "이/가") } 들어가고, { JOSA($z, "이/") }면 { JOSA($without-z, "이/가") } 들어갑니다. 따라서 패턴에는 { JOSA($x, "과/와") } { JOSA($z, "이/가") } 정확히 하나씩 있습니다.{ $others-count ->
    [0] {""}
   *[other] {" "}{ $cells-number } 칸에는 어느 쪽이든 { JOSA($others, "이/가") } 들어갑니다.
} 그러므로 { $each }: { $result }.
# A removal of a doubly linked wing: $digit seen everywhere in the
# pattern (of: pattern) or in the set of cells (of: set); $end: yes for
# the last.
als-wing-double-each = { $of ->
    [pattern] 패턴
   *[set] { $cells-number } 칸
}의 { JOSA($digit, "을/를") } 모두 보는 칸({ $removed })에는 { JOSA($digit, "이/가") } 올 수 { $end ->
    [yes] 없습니다
   *[no] 없고
}
full-als_xz = { $a_house }의 { $a-count ->
    [1] { $a }에는
   *[other] { $a-number } 칸 { $a }에는
} { $a_digits }만, { $b_house }의 { $b-count ->
    [1] { $b }에는
   *[other] { $b-number } 칸 { $b }에는
} { $b_digits }만 들어갑니다. 두 집합 모두 칸 수보다 숫자가 하나 많습니다. 한 집합의 { JOSA($x, "은/는") } 다른 집합의 { JOSA($x, "을/를") } 모두 보므로 { JOSA($x, "은/는") } 많아야 한 집합에만 들어가고, 그러면 다른 집합에는 나머지 숫자가 모두 들어갑니다. 따라서 { JOSA($z, "은/는") } 두 집합 중 한 곳에 들어가므로, 두 집합의 { JOSA($z, "을/를") } 모두 보는 칸에는 { JOSA($z, "이/가") } 올 수 없습니다: { $result }.
full-als_xz_double = { $a_house }의 { $a-count ->
    [1] { $a }에는
   *[other] { $a-number } 칸 { $a }에는
} { $a_digits }만, { $b_house }의 { $b-count ->
    [1] { $b }에는
   *[other] { $b-number } 칸 { $b }에는
} { $b_digits }만 들어갑니다. 두 집합 모두 칸 수보다 숫자가 하나 많으므로, 각 집합에는 자기 숫자 중 정확히 하나가 빠집니다. 두 집합은 두 번 이어져 있습니다. 한 집합의 { JOSA($x, "은/는") } 숫자마다 다른 집합의 같은 숫자를 모두 보므로, { $x } 중 어느 것도 두 집합에 함께 들어갈 수 없습니다. 그러면 한 집합에는 { $x } 중 하나가, 다른 집합에는 나머지 하나가 빠지고, 각 집합의 다른 숫자는 모두 그 집합 안에 들어갑니다. 그런 숫자의 한 집합 안 자리를 모두 보는 칸, 또는 { $x } 중 하나의 두 집합 안 자리를 모두 보는 칸에는 그 숫자가 올 수 없습니다: { $result }.
full-als_xy_wing = { $sets } 들어갑니다. 세 집합 모두 칸 수보다 숫자가 하나 많으므로, 자기 숫자 하나가 빠지면 나머지 숫자는 모두 들어갑니다. 첫째 집합의 { JOSA($x, "은/는") } 모두 둘째 집합의 { JOSA($x, "을/를") } 모두 보고, 둘째 집합의 { JOSA($y, "은/는") } 모두 셋째 집합의 { JOSA($y, "을/를") } 모두 보므로, { JOSA($x, "과/와") } { JOSA($y, "은/는") } 각각 이어 주는 두 집합에 함께 들어갈 수 없습니다. { $z-count ->
    [1] 첫째 집합에 { JOSA($z, "이/가") } 없다면 { JOSA($x, "이/가") } 들어가고, 그러면 둘째 집합에는 { JOSA($x, "이/가") } 없으므로 { JOSA($y, "이/가") } 들어가며, 셋째 집합에는 { JOSA($y, "이/가") } 없으므로 { JOSA($z, "이/가") } 들어갑니다. 따라서 { JOSA($z, "은/는") } 첫째 집합이나 셋째 집합에 들어가므로, 두 집합의 { JOSA($z, "을/를") } 모두 보는 칸에는 { JOSA($z, "이/가") } 올 수 없습니다
   *[other] 첫째 집합에 { $z } 중 하나가 없다면 { JOSA($x, "이/가") } 들어가고, 그러면 둘째 집합에는 { JOSA($x, "이/가") } 없으므로 { JOSA($y, "이/가") } 들어가며, 셋째 집합에는 { JOSA($y, "이/가") } 없으므로 그 숫자가 들어갑니다. 따라서 { $z } 각각은 첫째 집합이나 셋째 집합에 들어가므로, 두 집합에서 그중 한 숫자의 자리를 모두 보는 칸에는 그 숫자가 올 수 없습니다
}: { $result }.
full-als_xy_chain = { $sets } 들어갑니다. { $set_houses-number } 집합 모두 칸 수보다 숫자가 하나 많으므로, 자기 숫자 하나가 빠지면 나머지 숫자는 모두 들어갑니다. 이웃한 두 집합은 제한된 공통 숫자로 이어져 있어, 한쪽의 그 숫자 자리가 모두 다른 쪽의 자리를 모두 보므로 두 집합에 함께 들어갈 수 없습니다. 링크의 숫자는 차례로 { $links }입니다. { $z-count ->
    [1] 첫째 집합에 { JOSA($z, "이/가") } 없다면 { JOSA($start, "이/가") } 들어가고, { $walk }. 따라서 { JOSA($z, "은/는") } 첫째 집합이나 마지막 집합에 들어가므로, 두 집합의 { JOSA($z, "을/를") } 모두 보는 칸에는 { JOSA($z, "이/가") } 올 수 없습니다
   *[other] 첫째 집합에 { $z } 중 하나가 없다면 { JOSA($start, "이/가") } 들어가고, { $walk }. 따라서 { $z } 각각은 첫째 집합이나 마지막 집합에 들어가므로, 두 집합에서 그중 한 숫자의 자리를 모두 보는 칸에는 그 숫자가 올 수 없습니다
}: { $result }.
full-sue_de_coq = { JOSA($line, "과/와") } { JOSA($box, "이/가") } 겹치는 { $cells }에는 { $digits }만 들어갑니다. { $line }의 나머지 칸 중 { $line_set }에는 { $line_digits }만, { $box }의 나머지 칸 중 { $box_set }에는 { $box_digits }만 들어가고, 두 집합에 함께 있는 { $cells }의 후보 숫자는 없습니다. { $shared-count ->
    [0] 각 숫자는 이 { $pattern-number } 칸 안의 자리가 모두 { $line }에 있거나 모두 { $box }에 있으므로, 이 칸들에 많아야 한 번 들어갑니다. 이 칸들의 숫자는 { $all }뿐이라 숫자 수가 칸 수와 같으므로, 모든 숫자가 정확히 한 번씩 들어갑니다.
   *[other] { JOSA($shared, "을/를") } 뺀 각 숫자는 이 { $pattern-number } 칸 안의 자리가 모두 { $line }에 있거나 모두 { $box }에 있으므로 이 칸들에 많아야 한 번 들어가고, { JOSA($shared, "은/는") } 두 집합에 한 번씩 많아야 두 번 들어갑니다. 이 칸들의 숫자는 { $all }뿐이고, { JOSA($shared, "을/를") } 두 번 세면 숫자 수가 칸 수와 같으므로, { JOSA($shared, "을/를") } 뺀 모든 숫자가 정확히 한 번씩, { JOSA($shared, "은/는") } 두 번 들어갑니다.
} 따라서 { JOSA($line_out, "은/는") } { $line }의 패턴 칸에 들어가므로 { $line }의 다른 칸에는 올 수 없고, { JOSA($box_out, "은/는") } { $box }의 패턴 칸에 들어가므로 { $box }의 다른 칸에는 올 수 없습니다: { $result }.
full-simple_colouring = 숫자 { $digit }의 강한 링크를 따라 색을 칠합니다: { $walk }. 링크의 두 칸은 서로 다른 색이므로, { $colour0 } 칸이 모두 { $digit }이거나 { $colour1 } 칸이 모두 { $digit }입니다. { $wrap ->
    [yes] 그런데 같은 색인 { JOSA($twins, "이/가") } { JOSA($wrap_house, "을/를") } 함께 쓰고, 한 곳에 { JOSA($digit, "이/가") } 둘 들어갈 수는 없습니다. 그러므로 그 색은 거짓이고 { $false } 칸에는 { JOSA($digit, "이/가") } 올 수 없습니다: { $result }.
   *[other] { $sights }. 두 색의 칸을 하나씩 보므로, 어느 색이 참이든 { $sights-count ->
        [1] 이 칸은
       *[other] 이 칸들은
    } { JOSA($digit, "을/를") } 보게 되어 { JOSA($digit, "이/가") } 올 수 없습니다: { $result }.
}
full-multi_colouring = 숫자 { $digit }의 서로 떨어진 강한 링크 두 묶음을 색칠합니다. 첫째 묶음: { $a-walk }. 그러므로 { $a_false-count ->
    [1] { $a_true-count ->
        [1] { JOSA($a_false, "과/와") } { $a_true } 중 한 칸이 { $digit }입니다.
       *[other] ({ $a_false }) 쪽과 ({ $a_true }) 쪽 중 한쪽 칸이 모두 { $digit }입니다.
    }
   *[other] ({ $a_false }) 쪽과 ({ $a_true }) 쪽 중 한쪽 칸이 모두 { $digit }입니다.
} 둘째 묶음: { $b-walk }. 그러므로 { $b_false-count ->
    [1] { $b_true-count ->
        [1] { JOSA($b_false, "과/와") } { $b_true } 중 한 칸이 { $digit }입니다.
       *[other] ({ $b_false }) 쪽과 ({ $b_true }) 쪽 중 한쪽 칸이 모두 { $digit }입니다.
    }
   *[other] ({ $b_false }) 쪽과 ({ $b_true }) 쪽 중 한쪽 칸이 모두 { $digit }입니다.
} { $kind ->
    [1] { JOSA($from1, "은/는") } { JOSA($to1, "을/를") }, { JOSA($from2, "은/는") } { JOSA($to2, "을/를") } 봅니다. { $a_false-count ->
        [1] { JOSA($a_false, "이/가") }
       *[other] ({ $a_false }) 칸이 모두
    } { $digit }이면 둘째 묶음의 어느 색도 { $digit }일 수 없는데, 한쪽은 반드시 { $digit }입니다. 그러므로 ({ $a_false }) 칸에는 { JOSA($digit, "이/가") } 올 수 없습니다: { $result }.
   *[other] { JOSA($from1, "은/는") } { JOSA($to1, "을/를") } 보므로 둘 다 { $digit }일 수는 없고, ({ $a_true }) 쪽과 ({ $b_true }) 쪽 중 적어도 한쪽 칸이 모두 { $digit }입니다. { $sights }. 두 쪽의 칸을 하나씩 보므로 { $sights-count ->
        [1] 이 칸에는
       *[other] 이 칸들에는
    } { JOSA($digit, "이/가") } 올 수 없습니다: { $result }.
}
full-strong_links = { $links }. { $closed ->
    [yes] { JOSA($last, "과/와") } { $first }도 서로를 보므로 체인이 고리로 닫히고 모든 링크가 양방향으로 성립합니다. 따라서 약한 링크마다 한쪽 끝에 { JOSA($digit, "이/가") } 있고, 그 구역의 나머지 칸에는 { JOSA($digit, "이/가") } 올 수 없습니다: { $result }.
   *[no] { $grouped ->
        [yes] 따라서 한쪽 끝({ $first })과 다른 쪽 끝({ $last }) 중 하나에 { JOSA($digit, "이/가") } 있으므로, 양 끝을 모두 보는 칸에는 { JOSA($digit, "이/가") } 올 수 없습니다: { $result }.
       *[no] 따라서 { JOSA($first, "과/와") } { $last } 중 하나는 { $digit }이므로, 둘을 모두 보는 칸에는 { JOSA($digit, "이/가") } 올 수 없습니다: { $result }.
    }
}
full-finned_fish = { $lines }의 { JOSA($digit, "은/는") } { $covers }, 그리고 { $fins }에만 들어갈 수 있습니다({ $fins-count ->
    [1] 핀
   *[other] 핀들
}, { $fin_box }). { $fins-count ->
    [1] { JOSA($fins, "이/가") } { JOSA($digit, "이/가") } 아니면
   *[other] { $fins } 중 어느 칸도 { JOSA($digit, "이/가") } 아니면
} { JOSA($lines, "이/가") } { $covers }에서 숫자 { $digit }의 { JOSA($fish, "을/를") } 이루므로 그 { $covers-kind ->
    [row] 행
   *[column] 열
}의 다른 칸에는 { JOSA($digit, "이/가") } 올 수 없습니다. { $fins-count ->
    [1] { JOSA($fins, "이/가") }
   *[other] { $fins } 중 한 칸이
} { JOSA($digit, "이/") }면 그 칸이 보는 칸에는 { JOSA($digit, "이/가") } 올 수 없습니다. 어느 쪽이든 { $covers } 중 한 곳에 있으면서 { $fin_box }에 있어 { $fins-count ->
    [1] 핀을
   *[other] 모든 핀을
} 보는 { $targets }에는 { JOSA($digit, "이/가") } 올 수 없습니다: { $result }.
full-empty_rectangle = { $box }의 { JOSA($digit, "은/는") } 모두 { JOSA($row, "이/") }나 { $column }에 있습니다({ $box_cells }). { $link_house }에서 { JOSA($digit, "이/가") } 들어갈 수 있는 곳은 { JOSA($near, "과/와") } { $far } 두 칸뿐입니다. { JOSA($target, "이/가") } { JOSA($digit, "이/") }라면 같은 { $far_line }에 있는 { JOSA($far, "은/는") } { JOSA($digit, "이/가") } 아니므로 { JOSA($near, "이/가") } { $digit }이고, 그러면 { $box }에서 { $near_line }의 칸에도, ({ JOSA($target, "과/와") } 같은 { $other_line }에 있는) { $other_line }의 칸에도 { JOSA($digit, "이/가") } 올 수 없어 { $box }에 { JOSA($digit, "이/가") } 들어갈 자리가 없어집니다. 따라서 { $target }에는 { JOSA($digit, "이/가") } 올 수 없습니다: { $result }.
full-w_wing = { JOSA($first, "과/와") } { $second }에는 { JOSA($x, "과/와") } { $z }만 들어가고, 두 칸은 서로를 보지 않습니다. { $link_house }에서 { JOSA($x, "이/가") } 들어갈 수 있는 곳은 { JOSA($first, "을/를") } 보는 { JOSA($first_end, "과/와") } { JOSA($second, "을/를") } 보는 { $second_end } 두 칸뿐입니다. { JOSA($first, "이/가") } { JOSA($z, "이/가") } 아니면 { $x }이고, 그러면 { JOSA($first_end, "은/는") } { JOSA($x, "이/가") } 아니므로 { JOSA($second_end, "이/가") } { $x }이며, { JOSA($second, "은/는") } { JOSA($x, "이/가") } 아니라 { $z }입니다. 따라서 { JOSA($first, "과/와") } { $second } 중 하나는 { $z }이므로, 둘을 모두 보는 칸에는 { JOSA($z, "이/가") } 올 수 없습니다: { $result }.
full-unique_rectangle = { $cells }에 { JOSA($a, "과/와") } { $b }만 들어간다면 두 숫자를 서로 바꿔도 되므로 해가 두 개가 됩니다. { $kind ->
    [1] 따라서 { $extra }에는 다른 숫자가 들어가야 합니다: { $result }.
    [2] 따라서 { $extra } 중 하나는 추가 숫자 { $digit }이고, 이 칸들을 모두 보는 칸에는 { JOSA($digit, "이/가") } 올 수 없습니다: { $result }.
    [3] { $hidden ->
        [yes] 따라서 { $extra } 둘 다 { JOSA($a, "과/와") } { $b } 중 하나일 수는 없고, 많아야 한 칸만 그렇습니다. 그러면 { $house }에서 { JOSA($set_digits, "이/가") } 들어갈 곳은 { JOSA($set, "과/와") } 그 한 칸뿐이어서 숫자 { $set_digits-count }개에 자리 { $places-count }개(히든 세트)이므로, { $set }에는 다른 숫자가 올 수 없습니다: { $result }.
       *[no] 따라서 { $extra } 둘 다 { JOSA($a, "과/와") } { $b }만 가질 수는 없어 둘 중 하나는 { $extra_digits-or }이고, 두 칸은 { JOSA($extra_digits, "을/를") } 가진 한 칸처럼 작용합니다. { JOSA($set, "과/와") } 함께 { $house }의 { $places-count } 칸에 { $set_digits }만 들어가므로(네이키드 세트) { $house }의 다른 칸에는 { JOSA($set_digits, "이/가") } 올 수 없습니다: { $result }.
    }
   *[4] { $house }에서 { JOSA($digit, "은/는") } { $extra }에만 들어갈 수 있으므로 둘 중 하나는 { $digit }입니다. 둘 중 어느 칸이든 { JOSA($other, "이/가") } 되면 패턴이 완성되므로 { JOSA($other, "이/가") } 올 수 없습니다: { $result }.
}
full-bug1 = { JOSA($cell, "을/를") } 빼면 모든 빈칸의 후보 숫자가 정확히 두 개이고, 모든 숫자가 아직 들어가지 않은 행·열·박스마다 두 자리씩 있습니다.{ $three ->
    [yes] {" "}다만 { JOSA($digits-or, "은/는") } { $houses }에는 ({ JOSA($cell, "을/를") } 포함해) 세 자리가 있습니다.
   *[no] {""}
} { JOSA($cell, "이/가") } { JOSA($digits-or, "이/가") } 아니면 판은 해가 두 개인 데들리 패턴(BUG)이 되므로, { $cell }에는 { $digits-or }만 남습니다: { $result }.
full-bug2 = { JOSA($cells, "을/를") } 빼면 모든 빈칸의 후보 숫자가 정확히 두 개이고, 이 칸들에는 모두 추가 숫자 { JOSA($digit, "이/가") } 있습니다. 이 { JOSA($digit, "이/가") } 없으면 판은 해가 두 개인 데들리 패턴(BUG)이 되므로 이 칸들 중 하나는 { $digit }이고, 이 칸들을 모두 보는 칸에는 { JOSA($digit, "이/가") } 올 수 없습니다: { $result }.
full-aligned_pair = { $detailed ->
    [yes] 두 칸이 함께 보는 후보 두 개짜리 칸의 두 숫자를 두 칸이 나눠 가질 수는 없고, 서로 보는 두 칸은 같은 숫자를 가질 수 없습니다. { JOSA($cells, "이/가") } 가질 수 있는 쌍을 (두 칸이 함께 보는 후보 두 개짜리 칸: { $bivalues }) 따져 보면, { $cell }에 { JOSA($digit, "이/가") } 들어갈 때 { $other }에는 어떤 후보도 올 수 없습니다: { $why }. 따라서 { $cell }에는 { JOSA($digit, "이/가") } 올 수 없고, 가능한 쌍에 하나도 속하지 않는 숫자는 지울 수 있습니다: { $result }.
   *[no] { JOSA($cells, "이/가") } 함께 가질 수 있는 숫자 쌍을 하나씩 따져 보세요. 두 칸이 함께 보는 후보 두 개짜리 칸({ $bivalues })을 비게 만들거나, 같은 행·열·박스에 한 숫자를 두 번 넣는 쌍은 불가능합니다. 가능한 쌍에 하나도 속하지 않는 숫자는 지울 수 있습니다: { $result }.
}
# Why a candidate of the other cell cannot join $digit in $cell: it is
# the same digit (kind: same), or $by holds only the two (kind: pair).
aligned-pair-why = { $kind ->
    [same] { $digit }({ JOSA($cell, "을/를") } 봄)
   *[pair] { $other }({ $by }에는 { JOSA($digit, "과/와") } { $other }만 있음)
}
full-aligned_triple = { JOSA($cells, "이/가") } 한 칸에 한 숫자씩 함께 가질 수 있는 숫자 조합을 하나씩 따져 보세요. 같은 행·열·박스에 한 숫자를 두 번 넣거나, 세 칸이 모두 보는 후보 두세 개짜리 칸({ $excluders })의 후보를 모두 차지하는 조합은 불가능합니다. 가능한 조합에 하나도 속하지 않는 숫자는 지울 수 있습니다: { $result }.
full-technique = { $somewhere ->
    [yes] { $where }의 { $technique }: { $result }.
   *[no] { $technique }: { $result }.
}

## Chains: each branch is walked clause by clause before the message,
## which is the sentence that ends the chain ($premise: its first clause
## as an assumption, $conclusion: its last as a statement).

full-cycle = 이 고리는 어느 방향으로 돌아도 성립하므로, 고리의 약한 링크마다 한쪽 끝은 참입니다: { $result }.
full-forcing_chain = { JOSA($premise, "은/는") } 자기 자신의 반대로 이어지므로 거짓입니다: { $result }.
full-contradiction_chain = 한 후보가 참이면서 동시에 거짓일 수는 없으므로, { JOSA($premise, "은/는") } 거짓입니다: { $result }.
full-double_chain = 어느 쪽이든 { $conclusion }. 그러므로 { $result }.
full-cell_chain = { $cell }에 어떤 숫자가 들어가든 { $conclusion }. 그러므로 { $result }.
full-region_chain = { $house }의 { JOSA($digit, "이/가") } 어디에 들어가든 { $conclusion }. 그러므로 { $result }.
full-alternating_chain = { $same_cell ->
    [yes] 따라서 { JOSA($first, "은/는") } { $first_digit } 또는 { $last_digit }이므로, 이 칸의 다른 후보 숫자는 지울 수 있습니다: { $result }.
   *[no] { $same_digit ->
        [yes] 따라서 { JOSA($first, "과/와") } { $last } 중 하나는 { $first_digit }이므로, 둘을 모두 보는 칸에는 { JOSA($first_digit, "이/가") } 올 수 없습니다: { $result }.
       *[no] 따라서 { JOSA($first, "이/가") } { $first_digit }이거나 { JOSA($last, "이/가") } { $last_digit }입니다(둘 다일 수도 있습니다). 두 끝을 모두 거짓으로 만드는 후보는 참일 수 없습니다: { $result }.
    }
}

## A clause: $cell, $digit, $on (yes: the cell is the digit), $why
## (assumed, link; house: a link through $house, of $house-kind; cell:
## the cell's last candidate once $gone are out; place: the last place
## in $house once $gone cannot hold it; nested: by the step $inner;
## nested-unknown: by a step not given). After the opening "if" in
## words, each link is an arrow and a short statement with its reason,
## as Korean strategy pages write chains (r2c7 = 5, r5c7 ≠ 5): one
## connective per link (그러면) reads as a drone over twenty links.

clause = { $cell } { $on ->
    [yes] =
   *[no] ≠
} { $digit }{ $why ->
    [house] { $on ->
        [yes] {" "}({ $house }의 남은 자리)
       *[no] {" "}(같은 { $house-kind ->
            [row] 행
            [column] 열
           *[box] 박스
        })
    }
    [cell] { $gone-count ->
        [0] {" "}(마지막 후보)
       *[other] {" "}({ JOSA($gone, "이/가") } 빠져 남은 마지막 후보)
    }
    [place] { $gone-count ->
        [0] {" "}({ $house }의 남은 자리)
       *[other] {" "}({ $gone }에 { JOSA($digit, "이/가") } 올 수 없어 { $house }의 남은 자리)
    }
    [nested] {" "}({ $inner }에 따라)
    [nested-unknown] {" "}(중첩된 단계에 따라)
   *[other] {""}
}
# A branch: chain-if (its first clause, "r4c6이 8이면") or chain-also
# (where it parts from the first branch), then a chain-step per clause
# ($nth: first, other, or break where a long branch may go on a new
# line, $br), a chain-skip for the middle of a very long branch, and
# chain-end.
chain-if = { JOSA($cell, "이/가") } { $on ->
    [yes] { $digit }이면
   *[no] { JOSA($digit, "이/가") } 아니면
}
chain-also = 또한 { JOSA($cell, "이/가") } { $on ->
    [yes] { $digit }이므로
   *[no] { JOSA($digit, "이/가") } 아니므로
}
chain-step = { $nth ->
    [break] { $br }{" → "}
   *[other] {" → "}
}{ clause }
chain-skip = { $nth ->
    [break] { $br }{" → "}
   *[other] {" → "}
}(링크 { $count }개 생략: 단계의 links 참고)
chain-end = .
chain-premise = { JOSA($cell, "이/가") } { $on ->
    [yes] { JOSA($digit, "이/") }라는 가정
   *[no] { JOSA($digit, "이/가") } 아니라는 가정
}
chain-conclusion = { JOSA($cell, "은/는") } { $on ->
    [yes] { $digit }입니다
   *[no] { JOSA($digit, "이/가") } 아닙니다
}
# The inner step of a nested chain: $technique, $technique-id, $digits,
# $houses (2행과 7행), $houses-each (6번 박스와 7열), $cells.
inner-step = { $technique-id ->
    [pointing] { $houses-each }에서 숫자 { $digits }의 { $technique }({ $cells })
    [claiming] { $houses-each }에서 숫자 { $digits }의 { $technique }({ $cells })
    [x_wing] { $houses }에서 숫자 { $digits }의 { $technique }({ $cells })
    [naked_pair] { $houses }({ $cells })의 { $digits } { $technique }
    [hidden_pair] { $houses }({ $cells })의 { $digits } { $technique }
   *[other] { JOSA($cells, "을/를") } 지나는 { $technique }
}

## Strong-link chains: $node (a cell, or a group "r1c2 또는 r1c3"),
## $node-nor ("r1c2와 r1c3"), $node-count; a step's $type (strong: its
## $house has no other place; weak: it shares $house-kind, none when the
## two see each other across houses), $end (yes for the last link).
## Arrows as in chains.

node-is-not = { $node-count ->
    [1] { JOSA($node, "이/가") }
   *[other] { $node-nor } 모두
} { JOSA($digit, "이/가") } 아니
links-start = 숫자 { JOSA($digit, "을/를") } 따라가 보세요. { node-is-not }면
links-step = {" → "}{ $type ->
    [strong] { $node-count ->
        [1] { $node } = { $digit }
       *[other] { $node } 중 하나가 { $digit }
    } ({ $house }의 남은 자리)
   *[weak] { $node-count ->
        [1] { $node } ≠ { $digit }
       *[other] { $node-nor } 모두 ≠ { $digit }
    } ({ $house-kind ->
        [row] 같은 행
        [column] 같은 열
        [box] 같은 박스
       *[none] 서로 보임
    })
}

## Lists of pieces: a hidden single's blockers, a doubly linked wing's
## removals, what a naked single's cell sees, why an aligned pair fails.

list-blockers = { $acc }, { $item }
list-each = { $acc }, { $item }
list-seen = { $acc } 있고, { $item }
list-links = { $acc }. { $item }
list-why = { $acc }, { $item }

## Placement hints, for a grid without the eliminations the placement
## needs: the first one's hint, then where the placement follows; the
## full text walks through each ($n, $full) before the placement's.

placement-hint = { $first } { $then }
placement-step = { $n }. { $full }
placement-full = 후보 숫자를 적지 않은 판에서는 이 숫자를 넣는 데 필요한 지우기가 아직 보이지 않습니다. 먼저:
    { $steps }
    그다음: { $full }

## A text the catalogue cannot say (logged as an error).

fallback = { $technique }: { $result }.

# An almost locked set of a wing or chain: its cells, house and digits.
als-set = { $cells-count ->
    [1] { $cells }에는 { $digits }만
   *[other] { $house }의 { $cells-number } 칸 { $cells }에는 { $digits }만
}
list-sets = { $acc }, { $item }
# A link of an ALS chain walked: the next set ($cells) lacks the link's
# $digit and holds the next link's ($next; Z at the end).
als-chain-link = { $cells }에는 { JOSA($digit, "이/가") } 없으므로 { JOSA($next, "이/가") } { $end ->
    [yes] 들어갑니다
   *[no] 들어가고
}
list-chain = { $acc }, { $item }
als-chain-that-digit = 그 숫자
# 한 문단에 이어 쓰는 체인의 문장 사이.
# A conjugate pair of a colouring walk: $a and $b, the only places for $digit in $house.
colour-link = { $house }의 { JOSA($digit, "은/는") } { JOSA($a, "과/와") } { $b }에만 들어갑니다
# 색칠로 지워지는 칸: $cell이 한 색의 $a와 다른 색의 $b를 봅니다.
colour-sight = { JOSA($cell, "은/는") } { JOSA($a, "과/와") } { JOSA($b, "을/를") } 봅니다
sentence-gap = {" "}

## 유니크 렉탱글 가족의 학습자 기법 (타입 5는 SE의 타입 2처럼
## full-unique_rectangle을, 힌트는 hint-unique_rectangle을 씁니다).
full-unique_rectangle_6 = { $cells }에 { JOSA($a, "과/와") } { $b }만 들어간다면 두 숫자를 서로 바꿔도 되므로 해가 두 개가 됩니다. { $bivalues }에는 { JOSA($a, "과/와") } { $b }만 들어가고, { $rows }, { $columns }에서 { JOSA($digit, "이/가") } 들어갈 자리는 이 네 칸뿐입니다. { JOSA($first, "이/가") } { JOSA($digit, "이/") }라면 같은 행과 열에 있는 { JOSA($bivalues, "은/는") } { JOSA($digit, "이/가") } 아니라 { $other }이고, { JOSA($second, "은/는") } 그 행에서 { JOSA($digit, "이/가") } 들어갈 마지막 자리가 되어 네 칸에 { JOSA($a, "과/와") } { $b }만 들어가게 됩니다. { $second }도 마찬가지이므로 두 칸 모두 { JOSA($digit, "이/가") } 될 수 없습니다: { $result }.
full-hidden_rectangle = { $cells }에 { JOSA($a, "과/와") } { $b }만 들어간다면 두 숫자를 서로 바꿔도 되므로 해가 두 개가 됩니다. { $corner }에는 { JOSA($a, "과/와") } { $b }만 들어갑니다. { $row }에서 { JOSA($digit, "이/가") } 들어갈 수 있는 곳은 { JOSA($row_mate, "과/와") } { $opposite } 두 칸뿐이고, { $column }에서는 { JOSA($column_mate, "과/와") } { $opposite } 두 칸뿐입니다. { JOSA($opposite, "이/가") } { JOSA($other, "이/") }라면 { JOSA($digit, "이/가") } 아니므로 { JOSA($row_mate, "과/와") } { JOSA($column_mate, "이/가") } 모두 { JOSA($digit, "이/가") } 되고, 둘을 모두 보는 { JOSA($corner, "은/는") } { JOSA($other, "이/가") } 되어 네 칸에 { JOSA($a, "과/와") } { $b }만 들어가게 됩니다. 따라서 { $opposite }에는 { JOSA($other, "이/가") } 올 수 없습니다: { $result }.
