# English: the texts of a step at three depths (nudge, hint, full), one
# message per core message id (`hint.fish` is `hint-fish`); parameters as
# locales/README.md lists them.

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
hint-direct_hidden_set = Look for { A($technique) }: { $digits } fit in only { $digits-count ->
    [2] two
    [3] three
   *[other] { $digits-count }
} cells of { $house }. See which other digit that leaves with one place.
hint-locked_candidates = { $technique }: in { $house }, every { $digit } lies in { $line }.
hint-subset = Look for { A($technique) } on { $digits } in { $house }.
hint-fish = Look for { A($technique) } on { $digit } in { $lines }.
hint-wing = Look for { A($technique) } with its pivot in { $pivot } and pincers in { $pincers }.
hint-als_wing = Look for { A($technique) }: the cells { $cells } with the two-candidate cell { $cell }.
hint-strong_links = Look for { A($technique) } on { $digit }, with strong links in { $houses }.
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
        [yes] Look for { A($technique) }: follow { $digits } in { $cell } being true, then being false.
       *[no] Look for { A($technique) } that starts from { $digits } in { $cell }.
    }
}
hint-technique = { $somewhere ->
    [yes] Look for { A($technique) } in { $where }.
   *[no] Look for { A($technique) }.
}

## Full texts: the reasoning, then the result.

full-full_house = { $cell } is the last empty cell of { $house }, so it takes the one digit { $house } still lacks: { $result }.
full-hidden_single = Every other cell of { $house } is ruled out for { $digit }, so { $digit } goes in the one place left: { $result }.
full-naked_single = Every digit but one is ruled out in { $cell }: { $result }.
full-direct_locking = In { $house }, { $digit } can only be in { $line }, so no other cell of { $line } can be { $digit }. That leaves { $digit } one place in { $target }: { $result }.
full-direct_hidden_set = In { $house }, { $digits } fit only in { $cells }, so those { $digits-count ->
    [2] two
    [3] three
   *[other] { $digits-count }
} cells hold { $digits } and nothing else. That leaves { $digit } one place in { $house }: { $result }.
full-locked_candidates = In { $house }, { $digit } can only be in { $line }, so the { $digit } of { $line } lies in { $house } and no other cell of { $line } can be { $digit }: { $result }.
full-naked_subset = In { $house }, the { $cells-count ->
    [2] two
    [3] three
    [4] four
   *[other] { $cells-count }
} cells { $cells } hold only { $digits } between them, so these digits go there and nowhere else in { $house }: { $result }.
full-hidden_subset = In { $house }, { $digits } fit only in the { $cells-count ->
    [2] two
    [3] three
    [4] four
   *[other] { $cells-count }
} cells { $cells }, so those cells hold these digits and nothing else: { $result }.
full-fish = In { $lines }, { $digit } can only be in { $covers }. The { $lines-count ->
    [2] two
    [3] three
    [4] four
   *[other] { $lines-count }
} { $lines-kind ->
    [row] rows
    [column] columns
   *[box] boxes
} each need { A($digit) }, and the { $lines-count ->
    [2] two
    [3] three
    [4] four
   *[other] { $lines-count }
} { $covers-kind ->
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
    [xyz_wing] The pivot { $pivot } is { $x }, { $y } or { $digit }. If it is { $x }, { $x-pincer } is { $digit }; if { $y }, { $y-pincer } is { $digit }; if { $digit }, the pivot is. So one of the three is { $digit }, and a cell that sees all three cannot be { $digit }: { $result }.
   *[other] The pivot { $pivot } is { $x } or { $y }. If it is { $x }, { $x-pincer } is { $digit }; if it is { $y }, { $y-pincer } is { $digit }. Either way one pincer is { $digit }, so a cell that sees both cannot be { $digit }: { $result }.
}
full-als_wing = The { $cells-count ->
    [2] two
    [3] three
    [4] four
    [5] five
    [6] six
   *[other] { $cells-count }
} cells { $cells } hold only { $set_digits } between them, and { $cell } holds only { $pair }. Every { $restricted } of the pattern sees the others, so at most one of them is { $restricted }. If { $cell } is not { $digits-or }, it is { $restricted }, and the { $cells-count ->
    [2] two
    [3] three
    [4] four
    [5] five
    [6] six
   *[other] { $cells-count }
} cells must use their other digits, { $digits-or } among them. Either way { A($digits-or) } of the pattern is true, so a cell that sees every { $digits-or } of it cannot be { $digits-or }: { $result }.
full-strong_links = { $links }. { $closed ->
    [yes] { $last } and { $first } see each other too, so the chain closes into a loop and every link holds both ways: each weak link has its { $digit } at one end, and the rest of its house cannot be { $digit }: { $result }.
   *[no] { $grouped ->
        [yes] So one end holds the { $digit } ({ $first } at one end, { $last } at the other), and a cell that sees both ends cannot be { $digit }: { $result }.
       *[no] So { $first } or { $last } is { $digit }, and a cell that sees both cannot be { $digit }: { $result }.
    }
}
full-unique_rectangle = If { $cells } held only { $a } and { $b }, the two digits could swap places and the puzzle would have two solutions. { $kind ->
    [1] So { $extra } must hold another digit: { $result }.
    [2] So one of { $extra } is their extra digit { $digit }, and a cell that sees them all cannot be { $digit }: { $result }.
    [3] { $hidden ->
        [yes] So one of { $extra } holds a digit other than { $a } and { $b }; in { $house }, { $set_digits } then fit only in a set of cells as many as the digits (a hidden set): { $result }.
       *[no] So { $extra } hold at least one of their extra digits between them, and act as one cell; with it, { $set_digits } fill a naked set in { $house }: { $result }.
    }
   *[4] In { $house }, { $digit } can only be in { $extra }, so one of them is { $digit }; if either were { $other }, the pattern would be complete: { $result }.
}
full-bug1 = Every unsolved cell but { $cell } has exactly two candidates. If { $cell } had two as well, the grid would be a deadly pattern with two solutions (a BUG), so { $cell } must be { $digits-or }, the digit its row, column or box would otherwise have three places for. It keeps { $digits-or }: { $result }.
full-bug2 = Every unsolved cell but { $cells } has exactly two candidates, and each of those holds an extra { $digit }. Without it the grid would be a deadly pattern with two solutions (a BUG), so one of them is { $digit }, and a cell that sees them all cannot be { $digit }: { $result }.
full-aligned_pair = Try each pair of digits that { $cells } could take together: a pair that would leave a two-candidate cell they both see ({ $bivalues }) with nothing, or put one digit twice in a house, is impossible. A digit that belongs to no possible pair goes: { $result }.
full-aligned_triple = Try each set of digits that { $cells } could take together, one digit each: a set that would put one digit twice in a house, or take every candidate of a cell all three see ({ $excluders }, each with two or three candidates), is impossible. A digit that belongs to no possible set goes: { $result }.
full-cycle = { $walks } The loop holds whichever way round it runs, so each of its weak links has a true end: { $result }.
full-forcing_chain = { $walks } The assumption that { $premise } leads to its own opposite, so it is false: { $result }.
full-contradiction_chain = { $walks } A candidate cannot be both true and false, so the assumption that { $premise } is false: { $result }.
full-double_chain = { $walks } Either way, { $conclusion }: { $result }.
full-cell_chain = { $walks } Whatever { $cell } holds, { $conclusion }: { $result }.
full-region_chain = { $walks } Wherever the { $digit } of { $house } goes, { $conclusion }: { $result }.
full-technique = { $somewhere ->
    [yes] { $technique } in { $where }: { $result }.
   *[no] { $technique }: { $result }.
}

## Chains, clause by clause: $cell, $digit, $on (yes: the cell is the
## digit), $why (assumed, link, cell: its last candidate, house: the last
## place in $house, nested), $nth (first or other), $end (yes for the last).

clause = { $on ->
    [yes] { $cell } is { $digit }
   *[no] { $cell } is not { $digit }
}{ $why ->
    [cell] {" "}(its last candidate)
    [house] {" "}(the last place for { $digit } in { $house })
    [nested] {" "}(a nested step shows it)
   *[other] {""}
}
chain-if = If { clause }
chain-also = Also, since { clause }
chain-step = { $nth ->
    [first] {", "}
   *[other] {", so "}
}{ clause }
chain-skip = { $nth ->
    [first] {", "}
   *[other] {", so "}
}after { $count } more links (see the step's links)
chain-end = .
chain-premise = { clause }
chain-conclusion = { clause }

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
       *[box] box
    })
}

## Placement hints: the eliminations a player without pencil marks needs
## first, then the placing step's text.

placement-before = { $removals } ({ $technique })
placement-full = After removing { $before }: { $full }

## A text the catalogue cannot say (logged as an error).

fallback = { $technique }: { $result }.
