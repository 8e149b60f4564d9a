# Japanese: the texts of a step at three depths (nudge, hint, full), one
# message per core message id (`hint.fish` is `hint-fish`); parameters as
# locales/README.md lists them. Polite style (です・ます), as a puzzle
# book explains a step.

## Nudges: where to look, never a digit.

nudge-houses = { $houses }に注目してください。
nudge-cells = { $cells }に注目してください。
nudge-bug = 候補が三つ以上あるマスに注目してください。
nudge-grid = 盤面全体を見てください。

## Hints: the technique and its pattern.

hint-full_house = { $house }の空きマスは、あとひとつだけです。
hint-hidden_single = { $house }で{ $digit }が入るマスは、ひとつしかありません。
hint-naked_single = { $cell }に入る候補は、ひとつしか残っていません。
hint-direct_locking = { $technique }を探してみましょう。{ $house }では、{ $digit }は{ $line }にしか入りません。そのとき{ $target }で{ $digit }が入る場所がどこに残るか見てください。
hint-direct_hidden_set = { $technique }を探してみましょう。{ $house }では、{ $digits }が入るマスは{ $digits-count ->
    [2] ふたつ
    [3] 三つ
   *[other] { $digits-count }つ
}だけです。すると、入る場所がひとつに絞られる数字はどれでしょう？
hint-locked_candidates = { $technique }：{ $house }の{ $digit }は、すべて{ $line }にあります。
hint-subset = { $house }で、{ $digits }の{ $technique }を探してみましょう。
hint-fish = { $lines }で、{ $digit }の{ $technique }を探してみましょう。
hint-wing = ピボット{ $pivot }とピンサー{ $pincers }でできる{ $technique }を探してみましょう。
hint-als_wing = マスのまとまり{ $cells }と、候補ふたつのマス{ $cell }でできる{ $technique }を探してみましょう。
hint-strong_links = { $digit }の{ $technique }を探してみましょう。強いリンクは{ $houses }にあります。
hint-unique_rectangle = { $cells }で、{ $digits-count ->
    [0] {""}
   *[other] { $digits }の
}{ $technique }を探してみましょう。
hint-bug = { $technique }を探してみましょう。空きマスのほとんどは、候補がちょうどふたつです。
hint-aligned_pair = { $cells }で{ $technique }を探してみましょう。ふたつのマスに同時に入れられる数字の組はどれでしょう？
hint-aligned_triple = { $cells }で{ $technique }を探してみましょう。三つのマスに同時に入れられる数字の組み合わせはどれでしょう？
hint-region_chain = { $technique }を探してみましょう。{ $house }で{ $digit }が入りうる場所をひとつずつたどり、どれも同じ結論になるか確かめてください。
hint-cell_chain = { $technique }を探してみましょう。{ $cell }の候補をひとつずつたどり、どれも同じ結論になるか確かめてください。
hint-cycle = { $cells }を通る{ $digits-count ->
    [0] {""}
   *[other] { $digits }の
}{ $technique }を探してみましょう。
hint-chain = { $digits-count ->
    [0] { $double ->
        [yes] { $technique }を探してみましょう。{ $cell }の候補のひとつが正しい場合と誤りの場合を、それぞれたどってください。
       *[no] { $cell }の候補のひとつから始まる{ $technique }を探してみましょう。
    }
   *[other] { $double ->
        [yes] { $technique }を探してみましょう。{ $cell }が{ $digits }である場合とそうでない場合を、それぞれたどってください。
       *[no] { $cell }の{ $digits }から始まる{ $technique }を探してみましょう。
    }
}
hint-technique = { $somewhere ->
    [yes] { $where }で{ $technique }を探してみましょう。
   *[no] { $technique }を探してみましょう。
}

## Full texts: the reasoning, then the result.

full-full_house = { $cell }は{ $house }に残った最後の空きマスなので、{ $house }にまだない数字が入ります。{ $result }。
full-hidden_single = { $house }のほかのマスには{ $digit }が入らないので、{ $digit }は残る1か所に入ります。{ $result }。
full-naked_single = { $cell }には、ひとつを除いてどの数字も入りません。{ $result }。
full-direct_locking = { $house }では{ $digit }は{ $line }にしか入らないので、{ $line }のほかのマスには{ $digit }は入りません。すると{ $target }で{ $digit }が入る場所は1か所だけになります。{ $result }。
full-direct_hidden_set = { $house }では{ $digits }は{ $cells }にしか入らないので、この{ $digits-count ->
    [2] ふたつ
    [3] 三つ
   *[other] { $digits-count }つ
}のマスには{ $digits }しか入りません。すると{ $house }で{ $digit }が入る場所は1か所だけになります。{ $result }。
full-locked_candidates = { $house }では{ $digit }は{ $line }にしか入らないので、{ $line }の{ $digit }は{ $house }の中にあり、{ $line }のほかのマスには{ $digit }は入りません。{ $result }。
full-naked_subset = { $house }の{ $cells }の{ $cells-count ->
    [2] ふたつ
    [3] 三つ
    [4] 四つ
   *[other] { $cells-count }つ
}のマスには{ $digits }しか入らないので、これらの数字は{ $house }のほかのマスには入りません。{ $result }。
full-hidden_subset = { $house }では{ $digits }が{ $cells }の{ $cells-count ->
    [2] ふたつ
    [3] 三つ
    [4] 四つ
   *[other] { $cells-count }つ
}のマスにしか入らないので、これらのマスにはこの数字しか入りません。{ $result }。
full-fish = { $lines }では、{ $digit }は{ $covers }にしか入りません。{ $lines-count ->
    [2] ふたつ
    [3] 三つ
    [4] 四つ
   *[other] { $lines-count }つ
}の{ $lines-kind ->
    [row] 行
    [column] 列
   *[box] ブロック
}にはそれぞれ{ $digit }がひとつずつ必要ですが、{ $lines-count ->
    [2] ふたつ
    [3] 三つ
    [4] 四つ
   *[other] { $lines-count }つ
}の{ $covers-kind ->
    [row] 行
    [column] 列
   *[box] ブロック
}には{ $digit }がひとつずつしか入らないので、{ $covers }の{ $digit }はすべてこれらの{ $lines-kind ->
    [row] 行
    [column] 列
   *[box] ブロック
}にあります。{ $result }。
full-wing = { $technique-id ->
    [xyz_wing] ピボット{ $pivot }は{ $x }、{ $y }、{ $digit }のどれかです。{ $x }なら{ $x-pincer }が{ $digit }、{ $y }なら{ $y-pincer }が{ $digit }、{ $digit }ならピボット自身が{ $digit }です。つまり三つのマスのどれかは{ $digit }なので、三つすべてから見えるマスには{ $digit }は入りません。{ $result }。
   *[other] ピボット{ $pivot }は{ $x }か{ $y }です。{ $x }なら{ $x-pincer }が{ $digit }、{ $y }なら{ $y-pincer }が{ $digit }になります。どちらにしてもピンサーの一方は{ $digit }なので、両方のピンサーから見えるマスには{ $digit }は入りません。{ $result }。
}
full-als_wing = { $cells }の{ $cells-count ->
    [2] ふたつ
    [3] 三つ
    [4] 四つ
    [5] 五つ
    [6] 六つ
   *[other] { $cells-count }つ
}のマスには{ $set_digits }しか入らず、{ $cell }には{ $pair }しか入りません。このパターンの{ $restricted }は互いに見えているので、{ $restricted }になれるのは多くてもひとつです。{ $cell }が{ $digits-or }でなければ{ $restricted }になり、そのとき{ $cells }は残りの数字を使うので、そのどれかが{ $digits-or }になります。どちらにしてもパターンのどこかに{ $digits-or }が入るので、パターンの{ $digits-or }すべてから見えるマスには{ $digits-or }は入りません。{ $result }。
full-strong_links = { $links }。{ $closed ->
    [yes] { $last }と{ $first }も互いに見えているので、チェーンはループになり、どのリンクも両方向に成り立ちます。弱いリンクごとにどちらかの端に{ $digit }が入るので、そのリンクの行・列・ブロックのほかのマスには{ $digit }は入りません。{ $result }。
   *[no] { $grouped ->
        [yes] つまり片方の端（{ $first }）かもう片方の端（{ $last }）に{ $digit }が入るので、両端から見えるマスには{ $digit }は入りません。{ $result }。
       *[no] つまり{ $first }か{ $last }のどちらかは{ $digit }なので、両方から見えるマスには{ $digit }は入りません。{ $result }。
    }
}
full-unique_rectangle = もし{ $cells }に{ $a }と{ $b }しか入らないとすると、ふたつの数字を入れ替えても成り立つので、解がふたつになってしまいます。{ $kind ->
    [1] したがって{ $extra }にはほかの数字が入ります。{ $result }。
    [2] したがって{ $extra }の{ $extra-count ->
        [2] どちらか
       *[other] どれか
    }には余分な数字{ $digit }が入るので、それらすべてから見えるマスには{ $digit }は入りません。{ $result }。
    [3] { $hidden ->
        [yes] したがって{ $extra }のどちらかには{ $a }と{ $b }以外の数字が入り、{ $house }では{ $set_digits }が数字の数と同じ数のマスにしか入らなくなります（ヒドゥンセット）。{ $result }。
       *[no] したがって{ $extra }には余分な数字の少なくともひとつが入るので、ふたつのマスはひとつのマスのように働き、{ $set_digits }とともに{ $house }でネイキッドセットになります。{ $result }。
    }
   *[4] { $house }では{ $digit }は{ $extra }にしか入らないので、どちらかは{ $digit }です。どちらかが{ $other }になるとパターンが完成してしまうので、そこに{ $other }は入りません。{ $result }。
}
full-bug1 = { $cell }以外の空きマスは、すべて候補がちょうどふたつです。{ $cell }もふたつなら、盤面は解がふたつあるデッドリーパターン（BUG）になってしまいます。そこで{ $cell }は、そうでなければ行・列・ブロックで入る場所が三つになってしまう数字{ $digits-or }でなければなりません。{ $cell }には{ $digits-or }が残ります。{ $result }。
full-bug2 = { $cells }以外の空きマスはすべて候補がちょうどふたつで、これらのマスにはどれも余分な数字{ $digit }があります。{ $digit }がなければ盤面は解がふたつあるデッドリーパターン（BUG）になってしまうので、これらのマスのどれかは{ $digit }です。それらすべてから見えるマスには{ $digit }は入りません。{ $result }。
full-aligned_pair = { $cells }に同時に入れられる数字の組を、ひとつずつ確かめます。ふたつのマスの両方から見える候補ふたつのマス（{ $bivalues }）を空にしてしまう組や、同じ行・列・ブロックに同じ数字を二度入れる組はありえません。ありうる組のどれにも含まれない数字は消去できます。{ $result }。
full-aligned_triple = { $cells }に一マスにひとつずつ同時に入れられる数字の組み合わせを、ひとつずつ確かめます。同じ行・列・ブロックに同じ数字を二度入れる組み合わせや、三つのマスすべてから見える候補二つか三つのマス（{ $excluders }）の候補をすべて使ってしまう組み合わせはありえません。ありうる組み合わせのどれにも含まれない数字は消去できます。{ $result }。
full-cycle = { $walks }このループはどちら回りにも成り立つので、弱いリンクごとに、どちらかの端は必ず正しくなります。{ $result }。
full-forcing_chain = { $walks }{ $premise }は自分自身の否定につながるので、誤りです。{ $result }。
full-contradiction_chain = { $walks }ひとつの候補が正しくもあり誤りでもあることはありえないので、{ $premise }は誤りです。{ $result }。
full-double_chain = { $walks }どちらの場合も{ $conclusion }。したがって、{ $result }。
full-cell_chain = { $walks }{ $cell }に何が入っても{ $conclusion }。したがって、{ $result }。
full-region_chain = { $walks }{ $house }の{ $digit }がどこに入っても{ $conclusion }。したがって、{ $result }。
full-technique = { $somewhere ->
    [yes] { $where }の{ $technique }：{ $result }。
   *[no] { $technique }：{ $result }。
}

## Chains, clause by clause: $cell, $digit, $on (yes: the cell is the
## digit), $why (assumed, link, cell: its last candidate, house: the last
## place in $house, nested), $nth (first or other), $end (yes for the last).
## After the opening "if" in words, each link is an arrow and a short
## statement (r2c7 = 5, r5c7 ≠ 5), as Japanese technique pages draw chains.

chain-why = { $why ->
    [cell] （最後の候補）
    [house] （{ $house }に残る唯一の場所）
    [nested] （内側の手順から）
   *[other] {""}
}
chain-is = { $cell } { $on ->
    [yes] =
   *[no] ≠
} { $digit }{ chain-why }
chain-if = { $cell }が{ $digit }{ $on ->
    [yes] なら
   *[no] でないなら
}
chain-also = また、{ $cell }が{ $digit }{ $on ->
    [yes] なので
   *[no] ではないので
}
chain-step = {" → "}{ chain-is }
chain-skip = {" → "}（リンク{ $count }個を省略。手順のlinksを参照）
chain-end = 。
chain-premise = { $cell }が{ $digit }{ $on ->
    [yes] であるという仮定
   *[no] ではないという仮定
}
chain-conclusion = { $cell }は{ $digit }{ $on ->
    [yes] です
   *[no] ではありません
}

## Strong-link chains: $node (a cell, or a group "r1c2かr1c3"), $node-nor
## ("r1c2とr1c3"), $node-count; a step's $type (strong: its $house has no
## other place; weak: it shares $house). Arrows as in chains.

links-start = { $digit }をたどってみましょう。{ $node-count ->
    [1] { $node }が
   *[other] { $node-nor }のどれも
}{ $digit }でないなら
links-step = {" → "}{ $type ->
    [strong] { $node-count ->
        [1] { $node } = { $digit }
       *[other] { $node }のどれかが{ $digit }
    }（{ $house }の残りの場所）
   *[weak] { $node-count ->
        [1] { $node } ≠ { $digit }
       *[other] { $node-nor }はどれも{ $digit }ではない
    }（同じ{ $house-kind ->
        [row] 行
        [column] 列
       *[box] ブロック
    }）
}

## Placement hints: the eliminations a player without pencil marks needs
## first, then the placing step's text. Each elimination ends in the stem
## 消去し; the last takes ます.

placement-before = { $technique }で{ $removals }を消去し
placement-full = まず{ $before }ます。すると、{ $full }

## A text the catalogue cannot say (logged as an error).

fallback = { $technique }：{ $result }。
