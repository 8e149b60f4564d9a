# Korean: the words every text is made of, and the glossary of technique
# names with their descriptions (GET /techniques). One set of terms for
# the hints, the catalogue and the docs (docs/glossary.md says why):
#   칸 (cell), 빈칸 (empty cell), 행 / 열 / 박스, 구역 (a row, column or
#   box, whichever), 후보 숫자 (candidate), 강한 링크 / 약한 링크, 체인,
#   피벗 / 날개 (a wing's pivot and pincers), 데들리 패턴; technique names
#   as Korean Sudoku sites write them, the English names in Hangul
#   (X-윙, 스워드피쉬, 네이키드 페어, 유니크 렉탱글), with the glossary's
#   own words where a name holds one (칸 포싱 체인, 구역 포싱 체인).
# Notation: a cell is r3c4 (row 3, column 4), as every language writes it;
# a house is said in words, 3행, 4열, 5번 박스.
# Functions: JOSA(word, "이/가") puts the particle the word's last sound
# takes after it (after a final consonant / after a vowel); digits read as
# Sino-Korean numbers (일, 이, 삼, 사, …), so r3c4 ends in 사.

## Cells and houses.

cell = r{ $row }c{ $col }
house = { $kind ->
    [row] { $n }행
    [column] { $n }열
   *[box] { $n }번 박스
}
houses-of-kind = { $houses }

## Lists, folded one item at a time: $acc (the items so far), $item,
## $last (yes for the last item), $count (items in the list).

list-and = { $count ->
    [2] { JOSA($acc, "과/와") } { $item }
   *[other] { $acc }, { $item }
}
list-or = { $last ->
    [yes] { $acc } 또는 { $item }
   *[no] { $acc }, { $item }
}
list-nor = { $count ->
    [2] { JOSA($acc, "과/와") } { $item }
   *[other] { $acc }, { $item }
}
list-placements = { $acc }, { $item }
list-removals = { $acc }, { $item }

## What a step places and removes.

result-placement = { $cell }에 { JOSA($digit, "을/를") }
result-removal = { $cells }에서 { JOSA($digits, "을/를") }
result = { $what ->
    [placements] { $placements } 넣습니다
    [removals] { $removals } 지웁니다
    [both] { $placements } 넣고, { $removals } 지웁니다
   *[none] 바뀌는 것이 없습니다
}

## Techniques: the name players know, and what it does.

technique-full_house = 풀 하우스
    .description = 행, 열, 박스에 빈칸이 하나만 남으면 그 칸에는 빠진 숫자 하나가 들어갑니다.

technique-hidden_single = 히든 싱글
    .description = 어떤 숫자가 행, 열, 박스 안에서 들어갈 수 있는 칸이 하나뿐이면 그 칸에 들어갑니다.

technique-direct_pointing = 다이렉트 포인팅
    .description = 박스 안에서 어떤 숫자의 후보가 한 줄에만 있으면 그 줄의 나머지 칸에서 그 숫자를 지울 수 있고, 그러면 히든 싱글이 생깁니다.

technique-direct_claiming = 다이렉트 클레이밍
    .description = 행이나 열에서 어떤 숫자의 후보가 한 박스에만 있으면 그 박스의 나머지 칸에서 그 숫자를 지울 수 있고, 그러면 히든 싱글이 생깁니다.

technique-direct_hidden_pair = 다이렉트 히든 페어
    .description = 한 구역에서 두 숫자가 같은 두 칸에만 들어갈 수 있으면 그 두 칸은 이 두 숫자의 자리이고, 그러면 다른 숫자의 히든 싱글이 생깁니다.

technique-naked_single = 네이키드 싱글
    .description = 어떤 칸이 속한 행, 열, 박스에 이미 여덟 개의 서로 다른 숫자가 있으면 그 칸에는 남은 숫자 하나만 들어갑니다.

technique-direct_hidden_triple = 다이렉트 히든 트리플
    .description = 한 구역에서 세 숫자가 같은 세 칸에만 들어갈 수 있으면 그 세 칸은 이 숫자들의 자리이고, 그러면 다른 숫자의 히든 싱글이 생깁니다.

technique-pointing = 포인팅
    .description = 박스 안에서 어떤 숫자의 후보가 모두 한 행이나 한 열에 있으면, 그 줄의 박스 밖 칸에서 그 숫자를 지울 수 있습니다.

technique-claiming = 클레이밍
    .description = 행이나 열에서 어떤 숫자의 후보가 모두 한 박스 안에 있으면, 그 박스의 나머지 칸에서 그 숫자를 지울 수 있습니다.

technique-naked_pair = 네이키드 페어
    .description = 한 구역의 두 칸에 같은 두 후보만 있으면 두 숫자는 그 두 칸에 들어가므로, 같은 구역의 다른 칸에서 지울 수 있습니다.

technique-x_wing = X-윙
    .description = 어떤 숫자가 두 행에서 각각 두 칸에만 들어갈 수 있고 그 칸들이 같은 두 열에 있으면, 그 두 열의 나머지 칸에서 그 숫자를 지울 수 있습니다(행과 열을 바꿔도 같습니다).

technique-hidden_pair = 히든 페어
    .description = 한 구역에서 두 숫자가 같은 두 칸에만 들어갈 수 있으면, 그 두 칸의 다른 후보를 모두 지울 수 있습니다.

technique-naked_triple = 네이키드 트리플
    .description = 한 구역의 세 칸에 있는 후보를 합쳐 세 숫자뿐이면 그 숫자들은 이 세 칸에 들어가므로, 같은 구역의 다른 칸에서 지울 수 있습니다.

technique-swordfish = 스워드피쉬
    .description = 세 줄로 넓힌 X-윙입니다. 어떤 숫자가 세 행에서 같은 세 열 안에만 들어갈 수 있으면, 그 세 열의 나머지 칸에서 그 숫자를 지울 수 있습니다.

technique-hidden_triple = 히든 트리플
    .description = 한 구역에서 세 숫자가 같은 세 칸에만 들어갈 수 있으면, 그 세 칸의 다른 후보를 모두 지울 수 있습니다.

technique-skyscraper = 스카이스크래퍼
    .description = 어떤 숫자가 평행한 두 줄에서 각각 두 칸에만 들어갈 수 있고 한쪽 끝이 같은 줄에 있으면, 나머지 두 끝 중 하나에 그 숫자가 들어가므로 두 끝을 모두 보는 칸에서 지울 수 있습니다.

technique-two_string_kite = 투 스트링 카이트
    .description = 어떤 숫자가 한 행과 한 열에서 각각 두 칸에만 들어갈 수 있고 두 줄이 한 박스에서 이어지면, 먼 두 끝 중 하나에 그 숫자가 들어가므로 두 끝을 모두 보는 칸에서 지울 수 있습니다.

technique-turbot_fish = 터봇 피쉬
    .description = 한 숫자의 강한 링크 두 개(적어도 하나는 박스 안)가 한쪽 끝에서 이어지면, 나머지 두 끝 중 하나에 그 숫자가 들어가므로 두 끝을 모두 보는 칸에서 지울 수 있습니다.

technique-strong_link_loop = X-루프
    .description = 한 숫자의 강한 링크 두 개의 끝이 서로 보이면 고리가 닫히고, 고리의 약한 링크 양끝을 모두 보는 칸에서 그 숫자를 지울 수 있습니다.

technique-three_skyscrapers = 3링크 스카이스크래퍼
    .description = 평행한 세 줄의 강한 링크를 이어 붙인 스카이스크래퍼입니다. 양 끝 중 하나에 그 숫자가 들어가므로 두 끝을 모두 보는 칸에서 지울 수 있습니다.

technique-three_string_kite = 쓰리 스트링 카이트
    .description = 행과 열의 강한 링크 세 개를 이어 붙인 카이트입니다. 양 끝 중 하나에 그 숫자가 들어가므로 두 끝을 모두 보는 칸에서 지울 수 있습니다.

technique-three_strong_links = 3링크 X-체인
    .description = 한 숫자의 강한 링크 세 개(하나 이상은 박스 안)를 이어 붙이면, 양 끝 중 하나에 그 숫자가 들어가므로 두 끝을 모두 보는 칸에서 지울 수 있습니다.

technique-grouped_skyscraper = 그룹 스카이스크래퍼
    .description = 한쪽 끝이 한 칸이 아니라 박스 안의 칸 묶음인 스카이스크래퍼입니다.

technique-grouped_two_string_kite = 그룹 투 스트링 카이트
    .description = 한쪽 끝이 한 칸이 아니라 박스 안의 칸 묶음인 투 스트링 카이트입니다.

technique-grouped_turbot_fish = 그룹 터봇 피쉬
    .description = 강한 링크 하나의 끝이 한 칸이 아니라 박스 안의 칸 묶음인 터봇 피쉬입니다.

technique-grouped_strong_link_loop = 그룹 X-루프
    .description = 한쪽 끝이 박스 안의 칸 묶음인, 강한 링크 두 개로 된 고리입니다.

technique-three_strong_link_loop = 3링크 X-루프
    .description = 한 숫자의 강한 링크 세 개가 고리를 이루면, 고리의 약한 링크 양끝을 모두 보는 칸에서 그 숫자를 지울 수 있습니다.

technique-grouped_three_skyscrapers = 그룹 3링크 스카이스크래퍼
    .description = 끝 하나가 박스 안의 칸 묶음인, 세 줄짜리 스카이스크래퍼입니다.

technique-grouped_three_string_kite = 그룹 쓰리 스트링 카이트
    .description = 끝 하나가 박스 안의 칸 묶음인 쓰리 스트링 카이트입니다.

technique-grouped_three_strong_links = 그룹 3링크 X-체인
    .description = 끝 하나가 박스 안의 칸 묶음인, 강한 링크 세 개의 사슬입니다.

technique-grouped_three_strong_link_loop = 그룹 3링크 X-루프
    .description = 끝 하나가 박스 안의 칸 묶음인, 강한 링크 세 개로 된 고리입니다.

technique-four_skyscrapers = 4링크 스카이스크래퍼
    .description = 평행한 네 줄의 강한 링크를 이어 붙인 스카이스크래퍼입니다. 양 끝 중 하나에 그 숫자가 들어갑니다.

technique-four_strong_links = 4링크 X-체인
    .description = 한 숫자의 강한 링크 네 개를 이어 붙이면, 양 끝 중 하나에 그 숫자가 들어가므로 두 끝을 모두 보는 칸에서 지울 수 있습니다.

technique-four_strong_link_loop = 4링크 X-루프
    .description = 한 숫자의 강한 링크 네 개가 고리를 이루면, 고리의 약한 링크 양끝을 모두 보는 칸에서 그 숫자를 지울 수 있습니다.

technique-grouped_four_skyscrapers = 그룹 4링크 스카이스크래퍼
    .description = 끝 하나가 박스 안의 칸 묶음인, 네 줄짜리 스카이스크래퍼입니다.

technique-grouped_four_strong_links = 그룹 4링크 X-체인
    .description = 끝 하나가 박스 안의 칸 묶음인, 강한 링크 네 개의 사슬입니다.

technique-grouped_four_strong_link_loop = 그룹 4링크 X-루프
    .description = 끝 하나가 박스 안의 칸 묶음인, 강한 링크 네 개로 된 고리입니다.

technique-xy_wing = XY-윙
    .description = 후보가 xy인 피벗이 xz 칸과 yz 칸을 볼 때, 피벗이 무엇이 되든 날개 하나는 z가 되므로 두 날개를 모두 보는 칸에서 z를 지울 수 있습니다.

technique-xyz_wing = XYZ-윙
    .description = 후보가 xyz인 피벗이 xz 칸과 yz 칸을 볼 때, 세 칸 중 하나는 z이므로 세 칸을 모두 보는 칸에서 z를 지울 수 있습니다.

technique-unique_rectangle1 = 유니크 렉탱글 타입 1
    .description = 두 행, 두 열, 두 박스에 걸친 네 칸이 모두 같은 두 숫자만 가지면 해가 둘이 되므로, 다른 후보가 있는 한 칸에서 그 두 숫자를 지울 수 있습니다.

technique-unique_rectangle2 = 유니크 렉탱글 타입 2
    .description = 유니크 렉탱글에서 추가 후보가 있는 두 칸이 같은 추가 숫자 하나를 가지면, 둘 중 하나에 그 숫자가 들어가므로 두 칸을 모두 보는 칸에서 지울 수 있습니다.

technique-unique_rectangle3 = 유니크 렉탱글 타입 3
    .description = 유니크 렉탱글에서 두 칸의 추가 후보가 한 칸처럼 작용해, 같은 구역의 다른 칸들과 네이키드 세트나 히든 세트을 이룹니다.

technique-unique_rectangle4 = 유니크 렉탱글 타입 4
    .description = 유니크 렉탱글에서 두 숫자 중 하나가 한 구역 안에서 추가 후보가 있는 두 칸에만 들어갈 수 있으면, 그 두 칸에서 다른 숫자를 지울 수 있습니다.

technique-bug1 = BUG 타입 1
    .description = 빈칸이 하나만 빼고 모두 후보가 둘이면, 그 칸이 추가 숫자가 아니면 해가 둘이 되므로 그 칸에 그 숫자가 들어갑니다.

technique-bug2 = BUG 타입 2
    .description = 후보가 셋 이상인 몇 칸이 같은 추가 숫자 하나를 가지면 그중 하나에 그 숫자가 들어가므로, 그 칸들을 모두 보는 칸에서 지울 수 있습니다.

technique-naked_quad = 네이키드 쿼드
    .description = 한 구역의 네 칸에 있는 후보를 합쳐 네 숫자뿐이면 그 숫자들은 이 네 칸에 들어가므로, 같은 구역의 다른 칸에서 지울 수 있습니다.

technique-wxyz_wing = WXYZ-윙
    .description = 서로 보이는 세 칸에 네 숫자가 있고 후보 두 개인 칸이 그중 두 숫자를 가지면, 어느 쪽이든 한 곳에 들어가는 숫자를 그 자리들을 모두 보는 칸에서 지울 수 있습니다.

technique-vwxyz_wing = VWXYZ-윙
    .description = WXYZ-윙과 같은 원리로, 다섯 숫자를 가진 네 칸과 후보 두 개인 칸으로 이루어집니다.

technique-uvwxyz_wing = UVWXYZ-윙
    .description = WXYZ-윙과 같은 원리로, 여섯 숫자를 가진 다섯 칸과 후보 두 개인 칸으로 이루어집니다.

technique-aligned_pair_exclusion = 얼라인드 페어 익스클루전
    .description = 서로 보이는 두 칸에 어떤 두 숫자를 넣으면 두 칸이 함께 보는 후보 두 개짜리 칸이 비게 된다면 그 조합은 안 되고, 가능한 조합에 하나도 없는 숫자를 지울 수 있습니다.

technique-jellyfish = 젤리피쉬
    .description = 네 줄로 넓힌 X-윙입니다. 어떤 숫자가 네 행에서 같은 네 열 안에만 들어갈 수 있으면, 그 네 열의 나머지 칸에서 그 숫자를 지울 수 있습니다.

technique-hidden_quad = 히든 쿼드
    .description = 한 구역에서 네 숫자가 같은 네 칸에만 들어갈 수 있으면, 그 네 칸의 다른 후보를 모두 지울 수 있습니다.

technique-bidirectional_x_cycle = X-사이클
    .description = 한 숫자의 강한 링크과 약한 링크이 번갈아 이어진 고리는 어느 방향으로 읽어도 성립하므로, 약한 링크 양끝을 모두 보는 칸에서 그 숫자를 지울 수 있습니다.

technique-bidirectional_y_cycle = Y-사이클
    .description = 후보 두 개인 칸들을 지나 숫자를 넘겨 주는 고리는 어느 방향으로도 성립하므로, 정해지는 숫자를 그 두 자리를 모두 보는 칸에서 지울 수 있습니다.

technique-bidirectional_cycle = XY-사이클
    .description = 칸 안의 링크와 구역 안의 링크가 섞인 고리로, 어느 방향으로도 성립하므로 약한 링크 양끝을 모두 보는 후보를 지울 수 있습니다.

technique-forcing_x_chain = 포싱 X-체인
    .description = 한 숫자만 따라 구역에서 구역으로 이어 가면, 어떤 후보가 참이라는 가정이 그 후보를 거짓으로 만들므로 그 후보는 거짓입니다.

technique-forcing_chain = 포싱 체인
    .description = 칸과 구역을 거치는 체인 추론으로, 어떤 후보를 가정하면 그 반대가 나오므로 가정이 틀렸습니다.

technique-nishio_forcing_chain = 니시오 포싱 체인
    .description = 어떤 칸에 숫자를 넣었다고 가정하고 그 숫자만 따라가면 모순이 생기므로, 그 칸에는 그 숫자가 들어갈 수 없습니다.

technique-cell_forcing_chain = 칸 포싱 체인
    .description = 한 칸의 후보 하나하나가 각자의 체인으로 같은 결론에 이르므로, 그 칸에 무엇이 들어가든 그 결론은 참입니다.

technique-region_forcing_chain = 구역 포싱 체인
    .description = 한 구역에서 어떤 숫자가 들어갈 수 있는 자리 하나하나가 같은 결론에 이르므로, 그 숫자가 어디에 들어가든 그 결론은 참입니다.

technique-dynamic_cell_forcing_chain = 다이내믹 칸 포싱 체인
    .description = 앞서 체인이 놓거나 지운 결과까지 이어 쓰는 칸 포싱 체인입니다.

technique-dynamic_region_forcing_chain = 다이내믹 구역 포싱 체인
    .description = 앞서 체인이 놓거나 지운 결과까지 이어 쓰는 구역 포싱 체인입니다.

technique-dynamic_double_forcing_chain = 다이내믹 더블 포싱 체인
    .description = 어떤 후보가 참일 때와 거짓일 때 모두 같은 결론에 이르므로 그 결론은 참입니다.

technique-dynamic_contradiction_forcing_chain = 다이내믹 모순 포싱 체인
    .description = 어떤 후보를 가정하면 체인 끝에 들어갈 숫자가 없는 칸이나 구역이 생기므로 그 후보는 거짓입니다.

technique-dynamic_cell_forcing_chain_plus = 다이내믹 칸 포싱 체인 (+)
    .description = 포인팅, 클레이밍, 페어, X-윙까지 추론에 쓰는 다이내믹 칸 포싱 체인입니다.

technique-dynamic_region_forcing_chain_plus = 다이내믹 구역 포싱 체인 (+)
    .description = 포인팅, 클레이밍, 페어, X-윙까지 추론에 쓰는 다이내믹 구역 포싱 체인입니다.

technique-dynamic_double_forcing_chain_plus = 다이내믹 더블 포싱 체인 (+)
    .description = 포인팅, 클레이밍, 페어, X-윙까지 추론에 쓰는 다이내믹 더블 포싱 체인입니다.

technique-dynamic_contradiction_forcing_chain_plus = 다이내믹 모순 포싱 체인 (+)
    .description = 포인팅, 클레이밍, 페어, X-윙까지 추론에 쓰는 다이내믹 모순 포싱 체인입니다.

technique-dynamic_cell_forcing_chain_fc = 다이내믹 칸 포싱 체인 (+ 포싱 체인)
    .description = 줄어든 판에서 포싱 체인까지 추론에 쓰는 다이내믹 칸 포싱 체인입니다.

technique-dynamic_region_forcing_chain_fc = 다이내믹 구역 포싱 체인 (+ 포싱 체인)
    .description = 줄어든 판에서 포싱 체인까지 추론에 쓰는 다이내믹 구역 포싱 체인입니다.

technique-dynamic_double_forcing_chain_fc = 다이내믹 더블 포싱 체인 (+ 포싱 체인)
    .description = 줄어든 판에서 포싱 체인까지 추론에 쓰는 다이내믹 더블 포싱 체인입니다.

technique-dynamic_contradiction_forcing_chain_fc = 다이내믹 모순 포싱 체인 (+ 포싱 체인)
    .description = 줄어든 판에서 포싱 체인까지 추론에 쓰는 다이내믹 모순 포싱 체인입니다.

technique-dynamic_cell_forcing_chain_mfc = 다이내믹 칸 포싱 체인 (+ 다중 포싱 체인)
    .description = 줄어든 판에서 칸·구역 포싱 체인까지 추론에 쓰는 다이내믹 칸 포싱 체인입니다.

technique-dynamic_region_forcing_chain_mfc = 다이내믹 구역 포싱 체인 (+ 다중 포싱 체인)
    .description = 줄어든 판에서 칸·구역 포싱 체인까지 추론에 쓰는 다이내믹 구역 포싱 체인입니다.

technique-dynamic_double_forcing_chain_mfc = 다이내믹 더블 포싱 체인 (+ 다중 포싱 체인)
    .description = 줄어든 판에서 칸·구역 포싱 체인까지 추론에 쓰는 다이내믹 더블 포싱 체인입니다.

technique-dynamic_contradiction_forcing_chain_mfc = 다이내믹 모순 포싱 체인 (+ 다중 포싱 체인)
    .description = 줄어든 판에서 칸·구역 포싱 체인까지 추론에 쓰는 다이내믹 모순 포싱 체인입니다.

technique-dynamic_cell_forcing_chain_dfc = 다이내믹 칸 포싱 체인 (+ 다이내믹 포싱 체인)
    .description = 줄어든 판에서 다이내믹 포싱 체인까지 추론에 쓰는 다이내믹 칸 포싱 체인입니다.

technique-dynamic_region_forcing_chain_dfc = 다이내믹 구역 포싱 체인 (+ 다이내믹 포싱 체인)
    .description = 줄어든 판에서 다이내믹 포싱 체인까지 추론에 쓰는 다이내믹 구역 포싱 체인입니다.

technique-dynamic_double_forcing_chain_dfc = 다이내믹 더블 포싱 체인 (+ 다이내믹 포싱 체인)
    .description = 줄어든 판에서 다이내믹 포싱 체인까지 추론에 쓰는 다이내믹 더블 포싱 체인입니다.

technique-dynamic_contradiction_forcing_chain_dfc = 다이내믹 모순 포싱 체인 (+ 다이내믹 포싱 체인)
    .description = 줄어든 판에서 다이내믹 포싱 체인까지 추론에 쓰는 다이내믹 모순 포싱 체인입니다.

technique-tuvwxyz_wing = TUVWXYZ-윙
    .description = WXYZ-윙과 같은 원리로, 일곱 숫자를 가진 여섯 칸과 후보 두 개인 칸으로 이루어집니다.

technique-aligned_triple_exclusion = 얼라인드 트리플 익스클루전
    .description = 세 칸에 어떤 세 숫자를 넣으면 한 구역에 같은 숫자가 두 번 들어가거나 세 칸이 모두 보는 후보 두세 개짜리 칸이 비게 된다면 그 조합은 안 되고, 가능한 조합에 하나도 없는 숫자를 지울 수 있습니다.

technique-finned_x_wing = 핀드 X-윙
    .description = 밑변 줄에 후보 숫자가 더 있는(이를 지느러미, 핀이라 합니다) X-윙입니다. 핀은 한 박스 안에 있어야 하며, X-윙이 성립하거나 핀에 숫자가 들어가므로 X-윙이 지우는 칸 중 핀도 보는 칸에서만 그 숫자를 지울 수 있습니다.

technique-sashimi_x_wing = 사시미 X-윙
    .description = 꼭짓점 하나가 빠진 핀드 X-윙입니다. 핀이 빠진 꼭짓점을 대신하며, 핀과 X-윙의 다른 열(또는 행)을 함께 보는 칸에서 그 숫자를 지울 수 있습니다.

technique-finned_swordfish = 핀드 스워드피쉬
    .description = 핀이 있는 스워드피쉬입니다. 스워드피쉬가 지우는 칸 중 핀의 모든 칸을 보는 칸에서만 그 숫자를 지울 수 있습니다.

technique-sashimi_swordfish = 사시미 스워드피쉬
    .description = 핀 옆의 꼭짓점 하나가 빠진 핀드 스워드피쉬입니다.

technique-finned_jellyfish = 핀드 젤리피쉬
    .description = 핀이 있는 젤리피쉬입니다. 젤리피쉬가 지우는 칸 중 핀의 모든 칸을 보는 칸에서만 그 숫자를 지울 수 있습니다.

technique-sashimi_jellyfish = 사시미 젤리피쉬
    .description = 핀 옆의 꼭짓점 하나가 빠진 핀드 젤리피쉬입니다.

technique-empty_rectangle = 엠티 렉탱글
    .description = 어떤 숫자의 후보가 한 박스 안에서 한 행과 한 열에만 있고, 그 숫자의 강한 링크와 이어지는 패턴입니다. 링크의 먼 끝과 박스의 그 행(또는 열)이 둘 다 그 숫자를 놓칠 수는 없으므로, 둘이 만나는 칸에서 그 숫자를 지울 수 있습니다.

technique-w_wing = W-윙
    .description = 후보가 같은 두 숫자뿐이고 서로 보이지 않는 두 칸이, 두 숫자 중 하나의 강한 링크로 이어진 패턴입니다. 두 칸 중 하나에는 다른 숫자가 들어가므로, 두 칸을 모두 보는 칸에서 그 숫자를 지울 수 있습니다.

technique-simple_colouring = 심플 컬러링
    .description = 한 숫자의 강한 링크를 두 색으로 번갈아 칠하면, 한 색은 모두 참입니다. 같은 색이 한 구역에서 만나면 그 색은 거짓이고, 두 색을 모두 보는 칸에는 그 숫자가 들어갈 수 없습니다.

technique-multi_colouring = 멀티 컬러링
    .description = 한 숫자를 따로 칠한 두 묶음입니다. 한 묶음의 한 색이 다른 묶음의 두 색을 모두 보면 그 색은 거짓이고, 두 묶음의 한 색씩이 서로 보이면 각각의 반대 색을 모두 보는 칸에서 그 숫자를 지울 수 있습니다.

technique-als_xz = ALS-XZ
    .description = 거의 잠긴 집합(n칸에 후보 숫자 n+1개) 두 개가 숫자 X를 함께 가지고, 두 집합의 X 자리가 모두 서로 보이는 패턴입니다. 두 집합 중 하나에는 다른 공통 숫자 Z가 들어가므로, Z의 자리를 모두 보는 칸에서 Z를 지울 수 있습니다. 두 숫자로 이어지면 각 집합의 나머지 숫자도 잠깁니다.

# 유니크 렉탱글 가족 (HoDoKu의 유니크니스 테스트 5와 6, 히든 렉탱글).

technique-unique_rectangle_5 = 유니크 렉탱글 타입 5
    .description = 유니크 렉탱글에서 세 칸, 또는 대각선의 두 칸이 두 숫자 말고 같은 추가 숫자 하나만 더 가지면, 그중 한 칸에 그 숫자가 들어가므로 그 칸들을 모두 보는 칸에서 지울 수 있습니다.

technique-unique_rectangle_6 = 유니크 렉탱글 타입 6
    .description = 두 숫자만 가진 두 칸이 대각선에 놓인 유니크 렉탱글에서, 한 숫자가 두 행과 두 열 모두에서 렉탱글 밖에 자리가 없으면, 나머지 두 칸에서 그 숫자를 지울 수 있습니다.

technique-hidden_rectangle = 히든 렉탱글
    .description = 두 숫자만 가진 꼭짓점이 있는 유니크 렉탱글에서, 한 숫자가 맞은편 꼭짓점의 행과 열에 각각 두 자리뿐이면, 맞은편 꼭짓점에서 다른 숫자를 지울 수 있습니다.

# The ALS family and Sue de Coq.
technique-als_xy_wing = ALS-XY-윙
    .description = 거의 잠긴 집합(n칸에 후보 숫자 n+1개) 세 개의 패턴입니다. 가운데 집합이 한 날개와 제한된 공통 숫자 X로, 다른 날개와 다른 숫자 Y로 이어집니다. 두 날개 중 하나에는 공통 숫자 Z가 들어가므로, 두 날개의 Z 자리를 모두 보는 칸에서 Z를 지울 수 있습니다.

technique-als_xy_chain = ALS-XY-체인
    .description = 거의 잠긴 집합을 제한된 공통 숫자로 이어 간 체인으로, 이웃한 링크의 숫자는 서로 다릅니다. 첫 집합에 마지막 집합과 공통인 숫자 Z가 없으면 체인의 집합이 차례로 잠겨 마지막 집합에 Z가 들어가므로, 양 끝 집합의 Z 자리를 모두 보는 칸에서 Z를 지울 수 있습니다.

technique-sue_de_coq = 수 데 코크
    .description = 박스와 행 또는 열이 겹치는 두세 칸에 칸 수보다 후보 숫자가 두 개 이상 많고, 그 행이나 열의 나머지 칸의 집합 하나와 박스의 나머지 칸의 집합 하나가 남는 숫자를 나누어 가지는 패턴입니다. 세 부분이 숫자를 함께 잠그므로, 행이나 열의 나머지 칸에서는 그쪽 집합의 숫자를, 박스의 나머지 칸에서는 박스 쪽 집합의 숫자를 지울 수 있습니다.

technique-x_chain = X-체인
    .description = 한 숫자의 강한 링크 세 개 이상을 약한 링크(두 칸이 같은 구역에 있음)로 차례로 이어 붙인 체인입니다. 첫 끝이 그 숫자가 아니면 링크를 따라 마지막 끝이 그 숫자가 되므로, 양 끝 중 하나에는 그 숫자가 들어가고 두 끝을 모두 보는 칸에서는 지울 수 있습니다.

technique-xy_chain = XY-체인
    .description = 후보 숫자가 두 개인 칸들을, 이웃한 칸끼리 같은 구역에서 숫자 하나를 함께 가지도록 이어 붙인 체인입니다. 첫 칸이 X가 아니면 다른 숫자가 되고, 다음 칸은 그 숫자가 될 수 없어 또 다른 숫자가 되는 식으로 이어져 마지막 칸이 X가 됩니다. 양 끝 중 하나는 X이므로 두 끝을 모두 보는 칸에서 X를 지울 수 있습니다.

technique-aic = 교대 추론 체인(AIC)
    .description = 강한 링크(두 후보 중 적어도 하나는 참: 한 구역에서 숫자가 들어갈 두 자리, 또는 한 칸의 두 후보)와 약한 링크(둘 다 참일 수는 없는 두 후보)를 번갈아 이은 체인입니다. 첫 후보가 거짓이면 마지막 후보가 참이 되므로 둘 중 하나는 참이고, 양 끝을 모두 거짓으로 만드는 후보는 지울 수 있습니다.
