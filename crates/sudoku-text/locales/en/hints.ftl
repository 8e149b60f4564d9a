# English: the texts of a step at three depths (nudge, hint, full), one
# message per core message id (`hint.fish` is `hint-fish`), and the
# pieces the renderer builds chains, walks and lists from; parameters as
# crates/sudoku-text/src/render.rs lists them.

# A count in words ($n), for the `-number` arguments.
number = { $n ->
    [2] two
    [3] three
    [4] four
    [5] five
    [6] six
   *[other] { $n }
}

## Nudges: where to look, never a digit.

nudge-houses = Look at { $houses }.
nudge-cells = Look at { $cells }.
nudge-bug = Look at the cells with more than two candidates.
nudge-grid = Look at the whole grid.

## Hints: the technique and its pattern.

hint-full_house = { $house-kind ->
    [row] Row { $house-n }
    [column] Column { $house-n }
   *[box] Box { $house-n }
} has a single empty cell left.
hint-hidden_single = { $digit } has only one place left in { $house }.
hint-naked_single = { $cell } has only one candidate left.
hint-direct_locking = Look for { A($technique) }: in { $house }, { $digit } can only be in { $line }. See what that leaves for { $digit } in { $target }.
hint-direct_hidden_set = Look for { A($technique) }: { $digits } fit in only { $digits-number } cells of { $house }. See which other digit that leaves with one place.
hint-locked_candidates = { $technique }: in { $house }, every { $digit } lies in { $line }.
hint-subset = Look for { A($technique) } on { $digits } in { $house }.
hint-fish = Look for { A($technique) } on { $digit } in { $lines }.
hint-wing = Look for { A($technique) } with its pivot in { $pivot } and pincers in { $pincers }.
hint-als_wing = Look for { A($technique) }: the cells { $cells } with the two-candidate cell { $cell }.
hint-als_xz = Look for { A($technique) }: two almost locked sets, one in { $a_house } and one in { $b_house }, linked by { $x }.
hint-als_xy_wing = Look for { A($technique) }: a middle almost locked set in { $c_house }, linked by { $x } to a set in { $a_house } and by { $y } to a set in { $b_house }.
hint-als_xy_chain = Look for { A($technique) }: { $houses-number } almost locked sets, in { $houses } in turn, each linked to the next by a restricted common digit.
hint-sue_de_coq = Look for { A($technique) } where { $line } meets { $box }: { $cells } hold { $digits }.
hint-colouring = Look for { A($technique) } on { $digit }: colour its conjugate pairs, the houses where { $digit } has only two places.
hint-strong_links = Look for { A($technique) } on { $digit }, with strong links in { $houses }.
hint-finned_fish = Look for { A($technique) } on { $digit } in { $lines }, with its fin in { $fin_box }.
hint-empty_rectangle = Look for { A($technique) } on { $digit } in { $box }, with a strong link in { $link_house }.
hint-w_wing = Look for { A($technique) }: { $cells } hold the same two digits, and a strong link on { $x } in { $link_house } joins them.
hint-unique_rectangle = Look for { A($technique) }{ $digits-count ->
    [0] {""}
   *[other] {" "}on { $digits }
} in { $cells }.
hint-bug = Look for { A($technique) }: nearly every unsolved cell has exactly two candidates.
hint-aligned_pair = Look for { A($technique) } on { $cells }: which pairs of digits can they take together?
hint-aligned_triple = Look for { A($technique) } on { $cells }: which three digits can they take together?
hint-region_chain = Look for { A($technique) }: follow each place for { $digit } in { $house } and see what they all lead to.
hint-cell_chain = Look for { A($technique) }: follow each candidate of { $cell } and see what they all lead to.
hint-cycle = Look for { A($technique) }{ $digits-count ->
    [0] {""}
   *[other] {" "}on { $digits }
} through { $cells }.
hint-chain = { $digits-count ->
    [0] { $double ->
        [yes] Look for { A($technique) }: follow a candidate of { $cell } being true, then being false.
       *[no] Look for { A($technique) } that starts from a candidate of { $cell }.
    }
   *[other] { $double ->
        [yes] Look for { A($technique) }: follow { $first-digit } in { $cell } being true, then being false.
       *[no] Look for { A($technique) } that starts from { $first-digit } in { $cell }.
    }
}
hint-then_place = After it{ $more ->
    [yes] {" "}and further eliminations
   *[no] {""}
}, look for { A($technique) } in { $houses }.
hint-technique = { $somewhere ->
    [yes] Look for { A($technique) } in { $where }.
   *[no] Look for { A($technique) }.
}

## Full texts: the reasoning, then the result.

full-full_house = { $cell } is the last empty cell of { $house }, so it takes the one digit { $house } still lacks: { $result }.
full-hidden_single = { $detailed ->
    [yes] In { $house }, { $digit } has one place left: { $parts }{ $filled ->
        [yes] ; the rest of { $house } is filled
       *[no] {""}
    }. So { $digit } goes in { $cell }: { $result }.
   *[no] Every other cell of { $house } is ruled out for { $digit }, so { $digit } goes in the one place left: { $result }.
}
# One cell that rules out others ($blocker, in $house), or the cells
# earlier steps removed $digit from; $end: yes for the last.
hidden-single-blocker = the { $digit } in { $blocker } ({ $house }) rules out { $cells }
hidden-single-removed = earlier steps removed { $digit } from { $cells }
full-naked_single = { $detailed ->
    [yes] { $cell } sees { $seen-count ->
        [0] no placed digit
       *[other] { $seen }
    }{ $removed-count ->
        [0] {""}
       *[other] ; earlier steps removed { $removed }
    }, so only { $left } is left: { $result }.
   *[no] Every digit but one is ruled out in { $cell }: { $result }.
}
naked-single-seen = { $digits } in { $house }
full-direct_locking = In { $house }, { $digit } can only be in { $line }, so no other cell of { $line } can be { $digit }. That leaves { $digit } one place in { $target }: { $result }.
full-direct_hidden_set = In { $house }, { $digits } fit only in { $cells }, so those { $digits-number } cells hold { $digits } and nothing else. That leaves { $digit } one place in { $house }: { $result }.
full-locked_candidates = In { $house }, { $digit } can only be in { $line }, so the { $digit } of { $line } lies in { $house } and no other cell of { $line } can be { $digit }: { $result }.
full-naked_subset = In { $house }, the { $cells-number } cells { $cells } hold only { $digits } between them, so these digits go there and nowhere else in { $house }: { $result }.
full-hidden_subset = In { $house }, { $digits } fit only in the { $cells-number } cells { $cells }, so those cells hold these digits and nothing else: { $result }.
full-fish = In { $lines }, { $digit } can only be in { $covers }. The { $lines-number } { $lines-kind ->
    [row] rows
    [column] columns
   *[box] boxes
} each need { A($digit) }, and the { $lines-number } { $covers-kind ->
    [row] rows
    [column] columns
   *[box] boxes
} can give only one each, so every { $digit } of those { $covers-kind ->
    [row] rows
    [column] columns
   *[box] boxes
} lies in these { $lines-kind ->
    [row] rows
    [column] columns
   *[box] boxes
}: { $result }.
full-wing = { $technique-id ->
    [xyz_wing] The pivot { $pivot } holds { $all }; the pincer { $x-pincer } holds { $x } and { $digit }, and { $y-pincer } holds { $y } and { $digit }. If the pivot is { $x }, { $x-pincer } (which sees it) is not { $x }, so it is { $digit }; if it is { $y }, { $y-pincer } is { $digit }; if it is { $digit }, the pivot itself is { $digit }. So one of the three cells is { $digit }, and a cell that sees all three cannot be { $digit }: { $result }.
   *[other] The pivot { $pivot } holds { $x } and { $y }; the pincer { $x-pincer } holds { $x } and { $digit }, and { $y-pincer } holds { $y } and { $digit }. If the pivot is { $x }, { $x-pincer } (which sees it) is not { $x }, so it is { $digit }; if the pivot is { $y }, { $y-pincer } is { $digit }. Either way one pincer is { $digit }, so a cell that sees both pincers cannot be { $digit }: { $result }.
}
full-als_wing = The { $cells-number } cells { $cells } hold only { $set_digits } between them, and { $cell } holds only { $pair }. Every { $restricted } of the { $cells-number } cells sees { $cell }, so if { $cell } is { $restricted }, none of them is. If { $cell } is not { $digit }, it is { $restricted }, and the { $cells-number } cells must hold their other digits, { $digit } among them. Either way { A($digit) } of the pattern is true, so a cell that sees every { $digit } of it cannot be { $digit }: { $result }.
full-als_wing_double = The { $cells-number } cells { $cells } hold only { $set_digits } between them, and { $cell } holds only { $x } and { $z }; every { $x } and every { $z } of the { $cells-number } cells sees { $cell }. If { $cell } is { $x }, the { $cells-number } cells hold no { $x }, so they hold { $without-x }; if it is { $z }, they hold { $without-z }. So the pattern holds exactly one { $x } and one { $z }{ $others-count ->
    [0] {""}
   *[other] , and the { $cells-number } cells hold { $others } either way
}. Hence { $each }: { $result }.
# A removal of a doubly linked wing: $digit seen everywhere in the
# pattern (of: pattern) or in the set of cells (of: set).
als-wing-double-each = a cell that sees every { $digit } of { $of ->
    [pattern] the pattern
   *[set] the { $cells-number } cells
} cannot be { $digit } ({ $removed })
full-als_xz = { $a-count ->
    [1] { $a } of { $a_house } holds
   *[other] The { $a-number } cells { $a } of { $a_house } hold
} only { $a_digits }, and { $b-count ->
    [1] { $b } of { $b_house } holds
   *[other] the { $b-number } cells { $b } of { $b_house } hold
} only { $b_digits }: each set has one digit more than it has cells. Every { $x } of one set sees every { $x } of the other, so at most one set holds { $x }, and the other must then hold all its other digits. { $z-count ->
    [1] So { $z } is in one set or the other, and a cell that sees every { $z } of both sets cannot be { $z }
   *[other] So each of { $z } is in one set or the other, and a cell that sees every place of one of them in both sets cannot hold it
}: { $result }.
full-als_xz_double = { $a-count ->
    [1] { $a } of { $a_house } holds
   *[other] The { $a-number } cells { $a } of { $a_house } hold
} only { $a_digits }, and { $b-count ->
    [1] { $b } of { $b_house } holds
   *[other] the { $b-number } cells { $b } of { $b_house } hold
} only { $b_digits }: each set has one digit more than it has cells, so each lacks exactly one of its digits. The sets are linked twice: every { $x } of one sees every { $x } of the other, digit by digit, so neither of { $x } is in both sets. Then one set lacks one of { $x } and the other set lacks the other, and every other digit of each set is in it: a cell that sees every place of such a digit in a set, or of one of { $x } in both sets, cannot hold it: { $result }.
full-als_xy_wing = Each of these three sets has one digit more than it has cells, so a set that lacks one of its digits holds all the others: { $sets }. Every { $x } of the first set sees every { $x } of the second, and every { $y } of the second sees every { $y } of the third, so neither { $x } nor { $y } can be in both of the sets it links. { $z-count ->
    [1] If the first set held no { $z }, it would hold { $x }; the second would then lack { $x } and hold { $y }, and the third would lack { $y } and hold { $z }. So { $z } is in the first set or the third, and a cell that sees every { $z } of both cannot be { $z }
   *[other] If the first set lacked one of { $z }, it would hold { $x }; the second would then lack { $x } and hold { $y }, and the third would lack { $y } and hold that digit. So each of { $z } is in the first set or the third, and a cell that sees every place of one of them in both cannot hold it
}: { $result }.
full-als_xy_chain = Each of these { $set_houses-number } sets has one digit more than it has cells, so a set that lacks one of its digits holds all the others: { $sets }. Each set is linked to the next by a restricted common digit, every place of which in the one sees every place of it in the other, so the two cannot both hold it; the links are, in turn, { $links }. { $z-count ->
    [1] If the first set held no { $z }, it would hold { $start }; { $walk }. So { $z } is in the first set or the last, and a cell that sees every { $z } of both cannot be { $z }
   *[other] If the first set lacked one of { $z }, it would hold { $start }; { $walk }. So each of { $z } is in the first set or the last, and a cell that sees every place of one of them in both cannot hold it
}: { $result }.
full-sue_de_coq = { $cells }, where { $line } meets { $box }, hold only { $digits }. In the rest of { $line }, { $line_set } { $line_set-count ->
    [1] holds
   *[other] hold
} only { $line_digits }; in the rest of { $box }, { $box_set } { $box_set-count ->
    [1] holds
   *[other] hold
} only { $box_digits }; the two sets have no digit of { $cells } in common. { $shared-count ->
    [0] Every digit has all its places in these { $pattern-number } cells in { $line } or all in { $box }, so it is in them at most once. Between them they hold only { $all }: as many digits as cells, so each digit is in them exactly once.
   *[other] Every digit but { $shared } has all its places in these { $pattern-number } cells in { $line } or all in { $box }, so it is in them at most once, and { $shared } at most twice, once in each set. Between them they hold only { $all }: counting { $shared } twice, as many digits as cells, so each digit but { $shared } is in them exactly once, and { $shared } twice.
} So { $line_out } lie in the pattern's cells of { $line }, and no other cell of { $line } can hold them; { $box_out } lie in its cells of { $box }, and no other cell of { $box } can: { $result }.
full-simple_colouring = Colour the { $digit }s along their conjugate pairs: { $walk }. Each pair takes opposite colours, so either { $colour0-count ->
    [1] { $colour0 } is
   *[other] every cell of { $colour0 } is
} { $digit } or { $colour1-count ->
    [1] { $colour1 } is
   *[other] every cell of { $colour1 } is
}. { $wrap ->
    [yes] But { $twins } have the same colour and share { $wrap_house }, which cannot hold two { $digit }s: that colour is false, and none of { $false } is { $digit }: { $result }.
   *[other] { $sights }, one of each colour. Whichever colour is true, { $sights-count ->
        [1] that cell sees { A($digit) }, so it cannot be { $digit }
       *[other] each of those cells sees { A($digit) }, so none of them can be { $digit }
    }: { $result }.
}
full-multi_colouring = Colour the { $digit }s of two separate chains of conjugate pairs. First chain: { $a-walk }; so either { $a_false } { $a_false-count ->
    [1] is
   *[other] are all
} { $digit }, or { $a_true } { $a_true-count ->
    [1] is
   *[other] are
}. Second chain: { $b-walk }; so either { $b_false } { $b_false-count ->
    [1] is
   *[other] are all
} { $digit }, or { $b_true } { $b_true-count ->
    [1] is
   *[other] are
}. { $kind ->
    [1] { $from1 } sees { $to1 }, and { $from2 } sees { $to2 }: if { $a_false } { $a_false-count ->
        [1] were
       *[other] were all
    } { $digit }, neither colour of the second chain could be, and one must. So { $a_false-count ->
        [1] { $a_false } is not
       *[other] none of { $a_false } is
    } { $digit }: { $result }.
   *[other] { $from1 } sees { $to1 }, so they are not both { $digit }: { $a_true } { $a_true-count ->
        [1] is
       *[other] are all
    } { $digit }, or { $b_true } { $b_true-count ->
        [1] is
       *[other] are
    } (or both). { $sights }, one of each. Either way, { $sights-count ->
        [1] that cell sees { A($digit) }, so it cannot be { $digit }
       *[other] each of those cells sees { A($digit) }, so none of them can be { $digit }
    }: { $result }.
}
full-strong_links = { $links }. { $closed ->
    [yes] { $last } and { $first } see each other too, so the chain closes into a loop and every link holds both ways: each weak link has its { $digit } at one end, and the rest of its house cannot be { $digit }: { $result }.
   *[no] { $grouped ->
        [yes] So one end holds the { $digit } ({ $first } at one end, { $last } at the other), and a cell that sees both ends cannot be { $digit }: { $result }.
       *[no] So { $first } or { $last } is { $digit }, and a cell that sees both cannot be { $digit }: { $result }.
    }
}
full-finned_fish = The { $digit }s of { $lines } lie in { $covers }, and in { $fins } ({ $fins-count ->
    [1] the fin
   *[other] the fins
}, in { $fin_box }). If { $fins-count ->
    [1] { $fins } is not { $digit }
   *[other] none of { $fins } is { $digit }
}, { $lines } make { A($fish) } on { $digit } in { $covers }, and no other cell of those { $covers-kind ->
    [row] rows
   *[column] columns
} is { $digit }; if { $fins-count ->
    [1] { $fins } is { $digit }, it rules
   *[other] one of { $fins } is { $digit }, it rules
} out the cells it sees. Either way { $targets }, which { $targets-count ->
    [1] lies
   *[other] lie
} in one of { $covers } and in { $fin_box } and so { $targets-count ->
    [1] sees
   *[other] see
} { $fins-count ->
    [1] the fin
   *[other] every fin
}, cannot be { $digit }: { $result }.
full-empty_rectangle = In { $box } every { $digit } lies in { $row } or { $column } ({ $box_cells }). In { $link_house }, { $digit } has only two places, { $near } and { $far }. If { $target } were { $digit }, { $far } (in { $far_line } with it) would not be, so { $near } would be; then no cell of { $near_line } in { $box } could be { $digit }, nor any cell of { $other_line } in it (they share that { $other_line-kind } with { $target }), and { $box } would have no place left for { $digit }. So { $target } cannot be { $digit }: { $result }.
full-w_wing = { $first } and { $second } hold only { $x } and { $z }, and do not see each other. In { $link_house }, { $x } has only two places: { $first_end }, which sees { $first }, and { $second_end }, which sees { $second }. If { $first } is not { $z }, it is { $x }; then { $first_end } is not { $x }, so { $second_end } is, and { $second } is not { $x } but { $z }. So { $first } or { $second } is { $z }, and a cell that sees both cannot be { $z }: { $result }.
full-unique_rectangle = If { $cells } held only { $a } and { $b }, the two digits could swap places and the puzzle would have two solutions. { $kind ->
    [1] So { $extra } must hold another digit: { $result }.
    [2] So one of { $extra } is their extra digit { $digit }, and a cell that sees them all cannot be { $digit }: { $result }.
    [3] { $hidden ->
        [yes] So { $extra } cannot both be { $a } or { $b }: at most one of them is. In { $house }, { $set_digits } then have only { $set } and that one cell: { $set_digits-number } digits for { $places-number } places (a hidden set), so { $set } can hold nothing else: { $result }.
       *[no] So { $extra } cannot both hold only { $a } and { $b }: one of them is { $extra_digits-or }, and together they act as one cell holding { $extra_digits }. With { $set }, that makes { $places-number } cells of { $house } holding only { $set_digits } between them (a naked set), so no other cell of { $house } can be { $set_digits-or }: { $result }.
    }
   *[4] In { $house }, { $digit } can only be in { $extra }, so one of them is { $digit }; if either were { $other }, the pattern would be complete: { $result }.
}
full-bug1 = Every unsolved cell but { $cell } has exactly two candidates, and every digit has two places in each house it is missing from{ $three ->
    [yes] , except { $digits-or }, which has three places in { $houses-each } ({ $cell } among them)
   *[no] {""}
}. If { $cell } were not { $digits-or }, it would leave the grid a deadly pattern with two solutions (a BUG), so { $cell } is { $digits-or }: { $result }.
full-bug2 = Every unsolved cell but { $cells } has exactly two candidates, and each of those holds an extra { $digit }. Without it the grid would be a deadly pattern with two solutions (a BUG), so one of them is { $digit }, and a cell that sees them all cannot be { $digit }: { $result }.
full-aligned_pair = { $detailed ->
    [yes] Two cells that both see a two-candidate cell cannot take its two digits between them, and two cells that see each other cannot take the same digit. Try the pairs { $cells } could take (the two-candidate cells they both see: { $bivalues }): with { $digit } in { $cell }, { $other } could be none of its candidates: not { $why }. So { $cell } cannot be { $digit }; each digit that belongs to no possible pair goes: { $result }.
   *[no] Try each pair of digits that { $cells } could take together: a pair that would leave a two-candidate cell they both see ({ $bivalues }) with nothing, or put one digit twice in a house, is impossible. A digit that belongs to no possible pair goes: { $result }.
}
# Why a candidate of the other cell cannot join $digit in $cell: it is
# the same digit (kind: same), or $by holds only the two (kind: pair).
aligned-pair-why = { $kind ->
    [same] { $digit } (it sees { $cell })
   *[pair] { $other } ({ $by } holds only { $digit } and { $other })
}
full-aligned_triple = Try each set of digits that { $cells } could take together, one digit each: a set that would put one digit twice in a house, or take every candidate of a cell all three see ({ $excluders }, each with two or three candidates), is impossible. A digit that belongs to no possible set goes: { $result }.
full-technique = { $somewhere ->
    [yes] { $technique } in { $where }: { $result }.
   *[no] { $technique }: { $result }.
}

## Chains: each branch is walked clause by clause before the message,
## which is the sentence that ends the chain ($premise: its first clause,
## $conclusion: its last).

full-cycle = The loop holds whichever way round it runs, so each of its weak links has a true end: { $result }.
full-forcing_chain = The assumption that { $premise } leads to its own opposite, so it is false: { $result }.
full-contradiction_chain = A candidate cannot be both true and false, so the assumption that { $premise } is false: { $result }.
full-double_chain = Either way, { $conclusion }: { $result }.
full-cell_chain = Whatever { $cell } holds, { $conclusion }: { $result }.
full-region_chain = Wherever the { $digit } of { $house } goes, { $conclusion }: { $result }.
full-alternating_chain = { $same_cell ->
    [yes] So { $first } is { $first_digit } or { $last_digit }, and its other candidates go: { $result }.
   *[no] { $same_digit ->
        [yes] So { $first } or { $last } is { $first_digit }, and a cell that sees both cannot be { $first_digit }: { $result }.
       *[no] So { $first } is { $first_digit } or { $last } is { $last_digit } (or both), and a candidate that would rule out both cannot be true: { $result }.
    }
}

## A clause: $cell, $digit, $on (yes: the cell is the digit), $why
## (assumed, link; house: a link through $house, of $house-kind; cell: the
## cell's last candidate once $gone are out; place: the last place in
## $house once $gone cannot hold it; nested: by the step $inner;
## nested-unknown: by a step not given).

clause = { $on ->
    [yes] { $cell } is { $digit }
   *[no] { $cell } is not { $digit }
}{ $why ->
    [house] { $on ->
        [yes] {" "}({ $house } has no other place for { $digit })
       *[no] {" "}(same { $house-kind })
    }
    [cell] { $gone-count ->
        [0] {" "}(its last candidate)
       *[other] {" "}(its last candidate, as it is not { $gone-or })
    }
    [place] { $gone-count ->
        [0] {" "}(the last place for { $digit } in { $house })
        [1] {" "}(the last place for { $digit } in { $house }, as { $gone } is not { $digit })
       *[other] {" "}(the last place for { $digit } in { $house }, as { $gone } are not { $digit })
    }
    [nested] {" "}(by { $inner })
    [nested-unknown] {" "}(by a nested step)
   *[other] {""}
}
# A branch: chain-if (its first clause) or chain-also (where it parts
# from the first branch), then a chain-step per clause ($nth: first,
# other, or break where a long branch may go on a new line, $br), a
# chain-skip for the middle of a very long branch, and chain-end.
chain-if = If { clause }
chain-also = Also, since { clause }
chain-step = { $nth ->
    [first] {", "}
    [break] ,{ $br } so{" "}
   *[other] {", so "}
}{ clause }
chain-skip = { $nth ->
    [first] {", "}
    [break] ,{ $br } so{" "}
   *[other] {", so "}
}after { $count } more links (see the step's links)
chain-end = .
chain-premise = { clause }
chain-conclusion = { clause }
# The inner step of a nested chain: $technique, $technique-id, $digits,
# $houses (rows 2 and 7), $houses-each (box 6 and column 7), $cells.
inner-step = { $technique-id ->
    [pointing] { A($technique) } on { $digits } in { $houses-each } ({ $cells })
    [claiming] { A($technique) } on { $digits } in { $houses-each } ({ $cells })
    [naked_pair] { A($technique) } on { $digits } in { $houses } ({ $cells })
    [hidden_pair] { A($technique) } on { $digits } in { $houses } ({ $cells })
    [x_wing] { A($technique) } on { $digits } in { $houses } ({ $cells })
   *[other] { A($technique) } through { $cells }
}

## Strong-link chains (Skyscraper, 2-String Kite, X-Chain, …): $node (a
## cell, or a group "r1c2 or r1c3"), $node-nor, $node-count; a step's $type
## (strong: its $house has no other place; weak: it shares $house-kind).

node-is-not = { $node-count ->
    [1] { $node } is not
   *[other] neither { $node-nor } is
}
links-start = Follow the { $digit }s: if { node-is-not } { $digit }
links-step = { $type ->
    [strong] , { $nth ->
        [first] {""}
       *[other] {"so "}
    }{ $node } is ({ $house } has no other place for { $digit })
   *[weak] , so { node-is-not } (same { $house-kind ->
        [row] row
        [column] column
        [box] box
       *[none] house
    })
}

## Lists of pieces, folded as the glossary's lists are: a hidden
## single's blockers, a doubly linked wing's removals, what a naked
## single's cell sees, why an aligned pair fails.

list-blockers = { $acc }; { $item }
list-each = { $last ->
    [yes] { $acc } and { $item }
   *[no] { $acc }, { $item }
}
list-seen = { $last ->
    [yes] { $acc }; and { $item }
   *[no] { $acc }; { $item }
}
list-links = { $acc }; { $item }
list-why = { $last ->
    [yes] { $acc } or { $item }
   *[no] { $acc }, { $item }
}

## Placement hints, for a grid without the eliminations the placement
## needs: the first one's hint, then where the placement follows; the
## full text walks through each ($n, $full) before the placement's.

placement-hint = { $first } { $then }
placement-step = { $n }. { $full }
placement-full = Your grid does not show the eliminations this placement needs yet. First:
    { $steps }
    Then: { $full }

## A text the catalogue cannot say (logged as an error).

fallback = { $technique }: { $result }.

# An almost locked set of a wing or chain: its cells, house and digits.
als-set = { $cells-count ->
    [1] { $cells } holds only { $digits }
   *[other] the { $cells-number } cells { $cells } of { $house } hold only { $digits }
}
list-sets = { $last ->
    [yes] { $acc }; and { $item }
   *[no] { $acc }; { $item }
}
# A link of an ALS chain walked: the next set ($cells) lacks the link's
# $digit and holds the next link's ($next; Z at the end).
als-chain-link = { $cells-count ->
    [1] { $cells } would then not be { $digit } but { $next }
   *[other] { $cells } would then lack { $digit } and hold { $next }
}
list-chain = { $acc }; { $item }
als-chain-that-digit = that digit
# Between a chain's sentences while they share one paragraph.
# A conjugate pair of a colouring walk: $a and $b, the only places for $digit in $house.
colour-link = { $a } and { $b } are the only { $digit }s of { $house }
# A cell a colouring clears: $cell sees $a (of one colour) and $b (of the other).
colour-sight = { $cell } sees { $a } and { $b }
sentence-gap = {" "}

## The uniqueness family's learner techniques (a type 5 says
## full-unique_rectangle, as SE's type 2; the hints say hint-unique_rectangle).
full-unique_rectangle_6 = If { $cells } held only { $a } and { $b }, the two digits could swap places and the puzzle would have two solutions. { $bivalues } hold only { $a } and { $b }, and in { $rows } and { $columns }, { $digit } has no place outside these four cells. If { $first } were { $digit }, the two cells sharing its row and its column ({ $bivalues }) would not be { $digit } but { $other }, and { $second } would be the only place left for { $digit } in its row: the four cells would hold only { $a } and { $b }. The same goes for { $second }, so neither can be { $digit }: { $result }.
full-hidden_rectangle = If { $cells } held only { $a } and { $b }, the two digits could swap places and the puzzle would have two solutions. { $corner } holds only { $a } and { $b }. In { $row }, { $digit } has only two places, { $row_mate } and { $opposite }; in { $column }, only { $column_mate } and { $opposite }. If { $opposite } were { $other }, it would not be { $digit }, so { $row_mate } and { $column_mate } would both be { $digit }; { $corner }, which sees both, would then be { $other }, and the four cells would hold only { $a } and { $b }. So { $opposite } cannot be { $other }: { $result }.
