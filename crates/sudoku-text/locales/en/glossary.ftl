# English: the words every text is made of, and the glossary of technique
# names (HoDoKu's and SudokuWiki's names where they have one) with their
# descriptions (GET /techniques). Functions: A(word) puts "a" or "an"
# before a word as it is read aloud ("an 8", "an X-Wing").

## Cells and houses (1-based).

cell = r{ $row }c{ $col }
house = { $kind ->
    [row] row { $n }
    [column] column { $n }
   *[box] box { $n }
}
# Several houses of one kind: "rows 2 and 7".
houses-of-kind = { $kind ->
    [row] rows
    [column] columns
   *[box] boxes
} { $numbers }

## Lists, folded one item at a time: $acc (the items so far), $item,
## $last (yes for the last item), $count (items in the list).

list-and = { $last ->
    [yes] { $acc } and { $item }
   *[no] { $acc }, { $item }
}
list-or = { $last ->
    [yes] { $acc } or { $item }
   *[no] { $acc }, { $item }
}
list-nor = { $last ->
    [yes] { $acc } nor { $item }
   *[no] { $acc }, { $item }
}
list-placements = { $acc }; { $item }
list-removals = { $last ->
    [yes] { $acc }, and { $item }
   *[no] { $acc }, { $item }
}

## What a step places and removes.

result-placement = { $cell } = { $digit }
result-removal = { $digits } from { $cells }
result = { $what ->
    [placements] { $placements }
    [removals] remove { $removals }
    [both] { $placements }; remove { $removals }
   *[none] {""}
}

## Techniques: the name players know, and what it does.

technique-full_house = Full House
    .description = The last empty cell of a row, column or box takes the one digit that house is missing.

technique-hidden_single = Hidden Single
    .description = A digit that has only one possible cell left in a row, column or box goes there.

technique-direct_pointing = Direct Pointing
    .description = A box's candidates for a digit lie in one line; removing the digit from the rest of that line leaves a hidden single.

technique-direct_claiming = Direct Claiming
    .description = A line's candidates for a digit lie in one box; removing the digit from the rest of that box leaves a hidden single.

technique-direct_hidden_pair = Direct Hidden Pair
    .description = Two digits that fit only the same two cells of a house fill those cells, which leaves a hidden single for another digit.

technique-naked_single = Naked Single
    .description = A cell whose row, column and box already hold eight different digits can only take the ninth.

technique-direct_hidden_triple = Direct Hidden Triple
    .description = Three digits that fit only the same three cells of a house fill those cells, which leaves a hidden single for another digit.

technique-pointing = Pointing
    .description = When a digit's candidates in a box all lie in one row or column, the digit can be removed from the rest of that line.

technique-claiming = Claiming
    .description = When a digit's candidates in a row or column all lie in one box, the digit can be removed from the rest of that box.

technique-naked_pair = Naked Pair
    .description = Two cells of a house with the same two candidates hold those two digits, so no other cell of the house can.

technique-x_wing = X-Wing
    .description = When a digit fits only two cells in each of two rows, and those cells share two columns, the digit leaves the rest of those columns (or the same with rows and columns swapped).

technique-hidden_pair = Hidden Pair
    .description = Two digits that fit only the same two cells of a house fill them, so every other candidate of those two cells goes.

technique-naked_triple = Naked Triple
    .description = Three cells of a house whose candidates together are only three digits hold those digits, so no other cell of the house can.

technique-swordfish = Swordfish
    .description = An X-Wing over three lines: a digit confined to the same three columns in three rows leaves the rest of those columns (or rows and columns swapped).

technique-hidden_triple = Hidden Triple
    .description = Three digits that fit only the same three cells of a house fill them, so every other candidate of those cells goes.

technique-skyscraper = Skyscraper
    .description = Two parallel lines each with only two places for a digit, joined at one end: one of the two free ends holds the digit, so any cell seeing both loses it.

technique-two_string_kite = 2-String Kite
    .description = A row and a column each with only two places for a digit, linked through a box: one of the two far ends holds the digit, so a cell seeing both loses it.

technique-turbot_fish = Turbot Fish
    .description = Two strong links on a digit, at least one inside a box, joined at one end: one of the two free ends holds the digit, so a cell seeing both loses it.

technique-strong_link_loop = X-Loop
    .description = Two strong links on a digit whose ends also see each other close a loop: the digit leaves every cell that sees both cells of a weak link of the loop.

technique-three_skyscrapers = 3-Link Skyscraper
    .description = Three parallel lines each with only two places for a digit, chained end to end: one of the two free ends holds the digit, so a cell seeing both loses it.

technique-three_string_kite = 3-String Kite
    .description = Three line strong links of both directions chained end to end: one of the two free ends holds the digit, so a cell seeing both loses it.

technique-three_strong_links = 3-Link X-Chain
    .description = Three strong links on a digit, one or more inside a box, chained end to end: one of the two free ends holds the digit, so a cell seeing both loses it.

technique-grouped_skyscraper = Grouped Skyscraper
    .description = A skyscraper where one end is a group of cells in a box rather than a single cell.

technique-grouped_two_string_kite = Grouped 2-String Kite
    .description = A 2-String Kite where one end is a group of cells in a box rather than a single cell.

technique-grouped_turbot_fish = Grouped Turbot Fish
    .description = A Turbot Fish where one link ends in a group of cells in a box rather than a single cell.

technique-grouped_strong_link_loop = Grouped X-Loop
    .description = A loop of two strong links where one end is a group of cells in a box.

technique-three_strong_link_loop = 3-Link X-Loop
    .description = Three strong links on a digit closing a loop: the digit leaves every cell that sees both cells of a weak link of the loop.

technique-grouped_three_skyscrapers = Grouped 3-Link Skyscraper
    .description = Three chained skyscraper links where an end is a group of cells in a box.

technique-grouped_three_string_kite = Grouped 3-String Kite
    .description = A 3-String Kite where an end is a group of cells in a box.

technique-grouped_three_strong_links = Grouped 3-Link X-Chain
    .description = Three chained strong links where an end is a group of cells in a box.

technique-grouped_three_strong_link_loop = Grouped 3-Link X-Loop
    .description = A loop of three strong links where an end is a group of cells in a box.

technique-four_skyscrapers = 4-Link Skyscraper
    .description = Four parallel lines each with only two places for a digit, chained end to end: one of the two free ends holds the digit.

technique-four_strong_links = 4-Link X-Chain
    .description = Four strong links on a digit chained end to end: one of the two free ends holds the digit, so a cell seeing both loses it.

technique-four_strong_link_loop = 4-Link X-Loop
    .description = Four strong links on a digit closing a loop: the digit leaves every cell that sees both cells of a weak link of the loop.

technique-grouped_four_skyscrapers = Grouped 4-Link Skyscraper
    .description = Four chained skyscraper links where an end is a group of cells in a box.

technique-grouped_four_strong_links = Grouped 4-Link X-Chain
    .description = Four chained strong links where an end is a group of cells in a box.

technique-grouped_four_strong_link_loop = Grouped 4-Link X-Loop
    .description = A loop of four strong links where an end is a group of cells in a box.

technique-xy_wing = XY-Wing
    .description = A pivot cell xy sees two cells xz and yz: whichever digit the pivot takes, one wing is z, so z leaves every cell seeing both wings.

technique-xyz_wing = XYZ-Wing
    .description = A pivot cell xyz sees two cells xz and yz: one of the three is z, so z leaves every cell seeing all three.

technique-unique_rectangle1 = Unique Rectangle Type 1
    .description = Four cells in two rows, two columns and two boxes cannot all hold the same two digits (the puzzle would have two solutions), so the one cell with extra candidates loses the pair.

technique-unique_rectangle2 = Unique Rectangle Type 2
    .description = In a unique rectangle, the two cells with extras share one extra digit: one of them must hold it, so it leaves every cell seeing both.

technique-unique_rectangle3 = Unique Rectangle Type 3
    .description = In a unique rectangle, the extra candidates of two cells act like one cell in a naked or hidden set with other cells of their house.

technique-unique_rectangle4 = Unique Rectangle Type 4
    .description = In a unique rectangle, one of the pair's digits fits only the two extra cells of a house, so the other digit of the pair leaves those cells.

technique-bug1 = BUG Type 1
    .description = Every empty cell but one has two candidates: without that cell's extra digit the puzzle would have two solutions, so the cell takes that digit.

technique-bug2 = BUG Type 2
    .description = Every empty cell has two candidates except a few that share one extra digit: one of them takes it, so it leaves every cell seeing them all.

technique-naked_quad = Naked Quad
    .description = Four cells of a house whose candidates together are only four digits hold those digits, so no other cell of the house can.

technique-wxyz_wing = WXYZ-Wing
    .description = Three cells that see each other hold four digits and a two-candidate cell shares two of them: a digit both sides must hold somewhere leaves every cell that sees all its places.

technique-vwxyz_wing = VWXYZ-Wing
    .description = The same as a WXYZ-Wing with four cells holding five digits and a two-candidate cell.

technique-uvwxyz_wing = UVWXYZ-Wing
    .description = The same as a WXYZ-Wing with five cells holding six digits and a two-candidate cell.

technique-aligned_pair_exclusion = Aligned Pair Exclusion
    .description = Two cells that see each other cannot take a pair of digits that would empty a two-candidate cell both see; a digit left in no allowed pair goes.

technique-jellyfish = Jellyfish
    .description = An X-Wing over four lines: a digit confined to the same four columns in four rows leaves the rest of those columns (or rows and columns swapped).

technique-hidden_quad = Hidden Quad
    .description = Four digits that fit only the same four cells of a house fill them, so every other candidate of those cells goes.

technique-bidirectional_x_cycle = X-Cycle
    .description = A loop of links on one digit, alternating strong and weak, that holds whichever way it is read: the digit leaves every cell that sees both ends of a weak link.

technique-bidirectional_y_cycle = Y-Cycle
    .description = A loop through two-candidate cells, each passing a digit to the next: it holds either way, so the digits it fixes leave the cells that see both their places.

technique-bidirectional_cycle = XY-Cycle
    .description = A loop mixing links within cells and within houses that holds either way round; it removes the candidates that see both ends of its weak links.

technique-forcing_x_chain = Forcing X-Chain
    .description = Following one digit from house to house: if a candidate were true, the chain would make it false, so it is false.

technique-forcing_chain = Forcing Chain
    .description = A chain of implications through cells and houses: assuming a candidate leads back to its opposite, so the assumption is wrong.

technique-nishio_forcing_chain = Nishio Forcing Chain
    .description = Assuming a digit in a cell and following that digit alone leads to a contradiction, so the cell cannot take it.

technique-cell_forcing_chain = Cell Forcing Chain
    .description = Every candidate of one cell leads, by its own chain, to the same conclusion, so the conclusion holds whatever the cell takes.

technique-region_forcing_chain = Region Forcing Chain
    .description = Every place a digit can go in a house leads, by its own chain, to the same conclusion, so the conclusion holds wherever the digit goes.

technique-dynamic_cell_forcing_chain = Dynamic Cell Forcing Chain
    .description = Cell forcing chains whose links may use everything the chain has already placed or removed.

technique-dynamic_region_forcing_chain = Dynamic Region Forcing Chain
    .description = Region forcing chains whose links may use everything the chain has already placed or removed.

technique-dynamic_double_forcing_chain = Dynamic Double Forcing Chain
    .description = A candidate being true and being false both lead to the same conclusion, so the conclusion holds.

technique-dynamic_contradiction_forcing_chain = Dynamic Contradiction Forcing Chain
    .description = Assuming a candidate leads, through chains that use their own results, to a cell or house with no possibility left, so the candidate is false.

technique-dynamic_cell_forcing_chain_plus = Dynamic Cell Forcing Chain (+)
    .description = Dynamic cell forcing chains whose propagation also uses pointing, claiming, pairs and X-Wings.

technique-dynamic_region_forcing_chain_plus = Dynamic Region Forcing Chain (+)
    .description = Dynamic region forcing chains whose propagation also uses pointing, claiming, pairs and X-Wings.

technique-dynamic_double_forcing_chain_plus = Dynamic Double Forcing Chain (+)
    .description = Dynamic double forcing chains whose propagation also uses pointing, claiming, pairs and X-Wings.

technique-dynamic_contradiction_forcing_chain_plus = Dynamic Contradiction Forcing Chain (+)
    .description = Dynamic contradiction forcing chains whose propagation also uses pointing, claiming, pairs and X-Wings.

technique-dynamic_cell_forcing_chain_fc = Dynamic Cell Forcing Chain (+ Forcing Chains)
    .description = Dynamic cell forcing chains whose propagation also uses forcing chains on the reduced grid.

technique-dynamic_region_forcing_chain_fc = Dynamic Region Forcing Chain (+ Forcing Chains)
    .description = Dynamic region forcing chains whose propagation also uses forcing chains on the reduced grid.

technique-dynamic_double_forcing_chain_fc = Dynamic Double Forcing Chain (+ Forcing Chains)
    .description = Dynamic double forcing chains whose propagation also uses forcing chains on the reduced grid.

technique-dynamic_contradiction_forcing_chain_fc = Dynamic Contradiction Forcing Chain (+ Forcing Chains)
    .description = Dynamic contradiction forcing chains whose propagation also uses forcing chains on the reduced grid.

technique-dynamic_cell_forcing_chain_mfc = Dynamic Cell Forcing Chain (+ Multiple Forcing Chains)
    .description = Dynamic cell forcing chains whose propagation also uses cell and region forcing chains on the reduced grid.

technique-dynamic_region_forcing_chain_mfc = Dynamic Region Forcing Chain (+ Multiple Forcing Chains)
    .description = Dynamic region forcing chains whose propagation also uses cell and region forcing chains on the reduced grid.

technique-dynamic_double_forcing_chain_mfc = Dynamic Double Forcing Chain (+ Multiple Forcing Chains)
    .description = Dynamic double forcing chains whose propagation also uses cell and region forcing chains on the reduced grid.

technique-dynamic_contradiction_forcing_chain_mfc = Dynamic Contradiction Forcing Chain (+ Multiple Forcing Chains)
    .description = Dynamic contradiction forcing chains whose propagation also uses cell and region forcing chains on the reduced grid.

technique-dynamic_cell_forcing_chain_dfc = Dynamic Cell Forcing Chain (+ Dynamic Forcing Chains)
    .description = Dynamic cell forcing chains whose propagation also uses dynamic forcing chains on the reduced grid.

technique-dynamic_region_forcing_chain_dfc = Dynamic Region Forcing Chain (+ Dynamic Forcing Chains)
    .description = Dynamic region forcing chains whose propagation also uses dynamic forcing chains on the reduced grid.

technique-dynamic_double_forcing_chain_dfc = Dynamic Double Forcing Chain (+ Dynamic Forcing Chains)
    .description = Dynamic double forcing chains whose propagation also uses dynamic forcing chains on the reduced grid.

technique-dynamic_contradiction_forcing_chain_dfc = Dynamic Contradiction Forcing Chain (+ Dynamic Forcing Chains)
    .description = Dynamic contradiction forcing chains whose propagation also uses dynamic forcing chains on the reduced grid.

technique-tuvwxyz_wing = TUVWXYZ-Wing
    .description = The same as a WXYZ-Wing with six cells holding seven digits and a two-candidate cell.

technique-aligned_triple_exclusion = Aligned Triple Exclusion
    .description = Three cells cannot take a set of digits that would put one digit twice in a house or empty a cell of two or three candidates all three see; a digit left in no allowed set goes.

technique-finned_x_wing = Finned X-Wing
    .description = An X-Wing whose base lines hold one or more extra candidates (the fin) in one box: either the X-Wing holds or the fin does, so the digit leaves only the cells the X-Wing clears that also see the fin.

technique-sashimi_x_wing = Sashimi X-Wing
    .description = A finned X-Wing missing one corner: the fin stands in for it, and the digit leaves the cells that see the fin and the X-Wing's other column (or row).

technique-finned_swordfish = Finned Swordfish
    .description = A Swordfish with a fin: the digit leaves only the cells the Swordfish clears that also see every cell of the fin.

technique-sashimi_swordfish = Sashimi Swordfish
    .description = A finned Swordfish missing a corner beside its fin.

technique-finned_jellyfish = Finned Jellyfish
    .description = A Jellyfish with a fin: the digit leaves only the cells the Jellyfish clears that also see every cell of the fin.

technique-sashimi_jellyfish = Sashimi Jellyfish
    .description = A finned Jellyfish missing a corner beside its fin.

technique-empty_rectangle = Empty Rectangle
    .description = A box whose candidates for a digit all lie on one row and one column of it, joined to a strong link on the digit: the far end of the link and the box's row or column cannot both miss the digit, so the cell where they cross loses it.

technique-w_wing = W-Wing
    .description = Two cells with the same two candidates that do not see each other, joined by a strong link on one of their digits: one of them holds the other digit, so every cell that sees both loses it.

technique-simple_colouring = Simple Colouring
    .description = Colour one digit's strong links in two alternating colours: one colour is all true. A colour that meets itself in a house is false; a cell that sees both colours cannot hold the digit.

technique-multi_colouring = Multi-Colouring
    .description = Two separate colourings of one digit: when a colour of one sees both colours of the other, it is false; when a colour of each sees the other, a cell that sees both their opposites loses the digit.

technique-als_xz = ALS-XZ
    .description = Two almost locked sets (n cells with n + 1 candidates) that share a digit X whose places all see each other: one of them holds their other common digit Z, so every cell that sees all Z's places loses it. When two digits link them, each set locks its other digits.

# The uniqueness family (HoDoKu's uniqueness tests 5 and 6, hidden rectangle).

technique-unique_rectangle_5 = Unique Rectangle Type 5
    .description = In a unique rectangle, three cells, or two on a diagonal, hold one same extra digit and nothing else beyond the pair: one of them must hold it, so it leaves every cell seeing them all.

technique-unique_rectangle_6 = Unique Rectangle Type 6
    .description = In a unique rectangle whose two cells with only the pair lie on a diagonal, one digit of the pair has no place outside the rectangle in both its rows and both its columns: the two other cells cannot hold that digit.

technique-hidden_rectangle = Hidden Rectangle
    .description = In a unique rectangle with a corner holding only the pair, one digit of the pair has only two places in the row and in the column of the opposite corner: that corner cannot hold the pair's other digit.

# The ALS family and Sue de Coq.
technique-als_xy_wing = ALS-XY-Wing
    .description = Three almost locked sets (n cells with n + 1 candidates): a middle set shares a restricted common digit X with one wing and a different one, Y, with the other. One of the wings holds their common digit Z, so every cell that sees all Z's places in both wings loses it.

technique-als_xy_chain = ALS-XY-Chain
    .description = A chain of almost locked sets, each linked to the next by a restricted common digit other than the one before. If the first set lacks a digit Z it shares with the last, every set down the chain is locked and the last holds Z: a cell that sees all Z's places in both end sets loses it.

technique-sue_de_coq = Sue de Coq
    .description = Two or three cells where a box meets a row or column hold at least two more candidates than cells; a set in the rest of the line and one in the rest of the box take the extra digits between them. The three parts then hold their digits together: the rest of the line loses the line part's digits, the rest of the box the box part's.

technique-x_chain = X-Chain
    .description = Three or more strong links on one digit, each joined to the next by a weak link (the two cells share a house). If the first end is not the digit, the links force it along the chain into the last end: one end holds the digit, so a cell that sees both ends cannot.

technique-xy_chain = XY-Chain
    .description = A chain of cells with two candidates each, every cell sharing a house and a digit with the next. If the first cell is not its digit X, it is its other digit, which the next cell then cannot be, and so on down the chain until the last cell is X: one end is X, so a cell that sees both ends cannot be X.

technique-aic = Alternating Inference Chain
    .description = A chain that alternates strong links (of two candidates, at least one is true: the only two places of a digit in a house, or the only two candidates of a cell) and weak links (two candidates that cannot both be true). If the first candidate is false, the last is true; so one of them is, and any candidate that would rule out both is false.
