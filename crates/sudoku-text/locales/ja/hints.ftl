# Japanese: the texts of a step at three depths (nudge, hint, full), one
# message per core message id (`hint.fish` is `hint-fish`); parameters as
# locales/README.md lists them. Polite style (です・ます), as a puzzle
# book explains a step.

# A count in words ($n), for the `-number` arguments ("ふたつのマス").
number = { $n ->
    [2] ふたつ
    [3] 三つ
    [4] 四つ
    [5] 五つ
    [6] 六つ
    [7] 七つ
   *[other] { $n }つ
}

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
hint-direct_hidden_set = { $technique }を探してみましょう。{ $house }では、{ $digits }が入るマスは{ $digits-number }だけです。すると、入る場所がひとつに絞られる数字はどれでしょう？
hint-locked_candidates = { $technique }：{ $house }の{ $digit }は、すべて{ $line }にあります。
hint-subset = { $house }で、{ $digits }の{ $technique }を探してみましょう。
hint-fish = { $lines }で、{ $digit }の{ $technique }を探してみましょう。
hint-wing = ピボット{ $pivot }とピンサー{ $pincers }でできる{ $technique }を探してみましょう。
hint-als_wing = マスのまとまり{ $cells }と、候補ふたつのマス{ $cell }でできる{ $technique }を探してみましょう。
hint-als_xz = { $technique }を探しましょう。{ $a_house }のほぼロックされたセットと{ $b_house }のほぼロックされたセットが{ $x }でつながっています。
hint-als_xy_wing = { $technique }を探しましょう。{ $c_house }の真ん中のほぼロックされたセットが、{ $a_house }のセットと{ $x }で、{ $b_house }のセットと{ $y }でつながっています。
hint-als_xy_chain = { $technique }を探しましょう。{ $houses }に順に並ぶ{ $houses-number }のほぼロックされたセットが、制限共通数字でひとつずつつながっています。
hint-sue_de_coq = { $technique }を探しましょう。{ $line }と{ $box }が重なる{ $cells }の候補は{ $digits }です。
hint-colouring = { $digit }の{ $technique }を探してみましょう。{ $digit }が2マスにしか入らない行・列・ブロックの強いリンクに色を塗ってみましょう。
hint-strong_links = { $digit }の{ $technique }を探してみましょう。強いリンクは{ $houses }にあります。
hint-finned_fish = { $lines }で、{ $digit }の{ $technique }を探してみましょう。フィンは{ $fin_box }にあります。
hint-empty_rectangle = { $box }で、{ $digit }の{ $technique }を探してみましょう。強いリンクは{ $link_house }にあります。
hint-w_wing = { $technique }を探してみましょう。{ $cells }には同じふたつの数字が入り、{ $link_house }にある{ $x }の強いリンクがふたつのマスをつなぎます。
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
        [yes] { $technique }を探してみましょう。{ $cell }が{ $first-digit }である場合とそうでない場合を、それぞれたどってください。
       *[no] { $cell }の{ $first-digit }から始まる{ $technique }を探してみましょう。
    }
}
hint-then_place = { $more ->
    [yes] そのあとさらにいくつか消去してから
   *[no] そのあと
}、{ $houses }で{ $technique }を探してみましょう。
hint-technique = { $somewhere ->
    [yes] { $where }で{ $technique }を探してみましょう。
   *[no] { $technique }を探してみましょう。
}

## Full texts: the reasoning, then the result.

full-full_house = { $cell }は{ $house }に残った最後の空きマスなので、{ $house }にまだない数字が入ります。{ $result }。
full-hidden_single = { $detailed ->
    [yes] { $house }で{ $digit }が入る場所は1か所だけです。{ $parts }{ $filled ->
        [yes] 残りのマスはすでに埋まっています。
       *[no] {""}
    }{ $digit }が入るのは{ $cell }だけなので、{ $result }。
   *[no] { $house }のほかのマスには{ $digit }が入らないので、残る1か所に入ります。{ $result }。
}
# One cell that rules out others ($blocker, in $house), or the cells
# earlier steps removed $digit from; $end: yes for the last, which ends
# the sentence.
hidden-single-blocker = { $blocker }の{ $digit }（{ $house }）があるので、{ $cells }には{ $digit }が{ $end ->
    [yes] 入りません。
   *[no] 入らず
}
hidden-single-removed = { $cells }の{ $digit }は前の手順で{ $end ->
    [yes] 消去しました。
   *[no] 消去し
}
full-naked_single = { $detailed ->
    [yes] { $cell }{ $seen-count ->
        [0] から見える確定した数字はありません
       *[other] からは{ $seen }が見えます
    }。{ $removed-count ->
        [0] {""}
       *[other] 前の手順で{ $removed }を消去しています。
    }残る候補は{ $left }だけです。{ $result }。
   *[no] { $cell }には、ひとつを除いてどの数字も入りません。{ $result }。
}
naked-single-seen = { $house }の{ $digits }
full-direct_locking = { $house }では{ $digit }は{ $line }にしか入らないので、{ $line }のほかのマスには{ $digit }は入りません。すると{ $target }で{ $digit }が入る場所は1か所だけになります。{ $result }。
full-direct_hidden_set = { $house }では{ $digits }は{ $cells }にしか入らないので、この{ $digits-number }のマスには{ $digits }しか入りません。すると{ $house }で{ $digit }が入る場所は1か所だけになります。{ $result }。
full-locked_candidates = { $house }では{ $digit }は{ $line }にしか入らないので、{ $line }の{ $digit }は{ $house }の中にあり、{ $line }のほかのマスには{ $digit }は入りません。{ $result }。
full-naked_subset = { $house }の{ $cells }の{ $cells-number }のマスには{ $digits }しか入らないので、これらの数字は{ $house }のほかのマスには入りません。{ $result }。
full-hidden_subset = { $house }では{ $digits }が{ $cells }の{ $cells-number }のマスにしか入らないので、これらのマスにはこの数字しか入りません。{ $result }。
full-fish = { $lines }では、{ $digit }は{ $covers }にしか入りません。{ $lines-number }の{ $lines-kind ->
    [row] 行
    [column] 列
   *[box] ブロック
}にはそれぞれ{ $digit }がひとつずつ必要ですが、{ $lines-number }の{ $covers-kind ->
    [row] 行
    [column] 列
   *[box] ブロック
}には{ $digit }がひとつずつしか入らないので、{ $covers }の{ $digit }はすべてこれらの{ $lines-kind ->
    [row] 行
    [column] 列
   *[box] ブロック
}にあります。{ $result }。
full-wing = { $technique-id ->
    [xyz_wing] ピボット{ $pivot }の候補は{ $all }、ピンサー{ $x-pincer }の候補は{ $x }と{ $digit }、{ $y-pincer }の候補は{ $y }と{ $digit }です。ピボットが{ $x }なら、ピボットから見える{ $x-pincer }は{ $x }ではないので{ $digit }、ピボットが{ $y }なら{ $y-pincer }が{ $digit }、ピボットが{ $digit }ならピボット自身が{ $digit }です。つまり三つのマスのどれかは{ $digit }なので、三つすべてから見えるマスには{ $digit }は入りません。{ $result }。
   *[other] ピボット{ $pivot }の候補は{ $pivot-pair }、ピンサー{ $x-pincer }の候補は{ $x-pair }、{ $y-pincer }の候補は{ $y-pair }です。ピボットが{ $x }なら、ピボットから見える{ $x-pincer }は{ $x }ではないので{ $digit }、ピボットが{ $y }なら{ $y-pincer }が{ $digit }になります。どちらにしてもピンサーの一方は{ $digit }なので、両方のピンサーから見えるマスには{ $digit }は入りません。{ $result }。
}
full-als_wing = { $cells }の{ $cells-number }のマスには{ $set_digits }しか入らず、{ $cell }には{ $pair }しか入りません。{ $cells-number }のマスの{ $restricted }はどれも{ $cell }から見えるので、{ $cell }が{ $restricted }なら、{ $cells-number }のマスに{ $restricted }は入りません。{ $cell }が{ $digit }でなければ{ $restricted }になり、そのとき{ $cells-number }のマスは残りの数字で埋まるので、そのどれかが{ $digit }になります。どちらにしてもパターンのどこかに{ $digit }が入るので、パターンの{ $digit }すべてから見えるマスには{ $digit }は入りません。{ $result }。
full-als_wing_double = { $cells }の{ $cells-number }のマスには{ $set_digits }しか入らず、{ $cell }には{ $x }と{ $z }しか入りません。{ $cells-number }のマスの{ $x }と{ $z }は、どれも{ $cell }から見えます。{ $cell }が{ $x }なら{ $cells-number }のマスに{ $x }は入らないので{ $without-x }が入り、{ $z }なら{ $without-z }が入ります。つまりパターンには{ $x }と{ $z }がちょうどひとつずつ入ります。{ $others-count ->
    [0] {""}
   *[other] どちらの場合も、{ $cells-number }のマスには{ $others }が入ります。
}したがって、{ $each }。{ $result }。
# A removal of a doubly linked wing: $digit seen everywhere in the
# pattern (of: pattern) or in the set of cells (of: set); $end: yes for
# the last.
als-wing-double-each = { $of ->
    [pattern] パターン
   *[set] { $cells-number }のマス
}の{ $digit }すべてから見えるマス（{ $removed }）には{ $digit }が{ $end ->
    [yes] 入りません
   *[no] 入らず
}
full-als_xz = { $a_house }の{ $a-count ->
    [1] マス{ $a }
   *[other] { $a-number }のマス{ $a }
}には{ $a_digits }だけが、{ $b_house }の{ $b-count ->
    [1] マス{ $b }
   *[other] { $b-number }のマス{ $b }
}には{ $b_digits }だけが入ります。どちらのセットもマスの数より数字がひとつ多い形です。一方のセットの{ $x }はすべて、もう一方のセットの{ $x }すべてから見えるので、{ $x }が入るのは多くてもどちらか一方のセットだけで、もう一方のセットには残りの数字がすべて入ります。したがって{ $z }はどちらかのセットに入るので、両方のセットの{ $z }すべてから見えるマスには{ $z }は入りません。{ $result }。
full-als_xz_double = { $a_house }の{ $a-count ->
    [1] マス{ $a }
   *[other] { $a-number }のマス{ $a }
}には{ $a_digits }だけが、{ $b_house }の{ $b-count ->
    [1] マス{ $b }
   *[other] { $b-number }のマス{ $b }
}には{ $b_digits }だけが入ります。どちらのセットもマスの数より数字がひとつ多いので、それぞれ自分の数字のうちちょうどひとつが入りません。ふたつのセットは二重につながっています。一方のセットの{ $x }は、数字ごとにもう一方のセットの同じ数字すべてから見えるので、{ $x }のどれも両方のセットに入ることはありません。すると一方のセットには{ $x }のひとつが、もう一方にはもうひとつが入らず、それ以外の数字はそれぞれのセットの中に入ります。そのような数字の、ひとつのセットの中の場所すべてから見えるマス、または{ $x }のひとつの両方のセットの中の場所すべてから見えるマスには、その数字は入りません。{ $result }。
full-als_xy_wing = { $sets }入ります。どのセットもマスの数より数字がひとつ多いので、自分の数字がひとつ入らなければ、残りの数字はすべて入ります。1番目のセットの{ $x }はすべて2番目のセットの{ $x }すべてから見え、2番目のセットの{ $y }はすべて3番目のセットの{ $y }すべてから見えるので、{ $x }も{ $y }も、それがつなぐふたつのセットの両方に入ることはありません。{ $z-count ->
    [1] もし1番目のセットに{ $z }が入らなければ{ $x }が入り、2番目のセットには{ $x }が入らないので{ $y }が入り、3番目のセットには{ $y }が入らないので{ $z }が入ります。したがって{ $z }は1番目か3番目のセットに入るので、両方のセットの{ $z }すべてから見えるマスには{ $z }は入りません
   *[other] もし1番目のセットに{ $z }のどれかが入らなければ{ $x }が入り、2番目のセットには{ $x }が入らないので{ $y }が入り、3番目のセットには{ $y }が入らないのでその数字が入ります。したがって{ $z }はそれぞれ1番目か3番目のセットに入るので、両方のセットでそのどれかの場所すべてから見えるマスには、その数字は入りません
}。{ $result }。
full-als_xy_chain = { $sets }入ります。{ $set_houses-number }のセットはどれもマスの数より数字がひとつ多いので、自分の数字がひとつ入らなければ、残りの数字はすべて入ります。隣り合うセットは制限共通数字でつながっていて、一方のその数字の場所はすべてもう一方の場所すべてから見えるので、その数字が両方に入ることはありません。リンクの数字は順に{ $links }です。{ $z-count ->
    [1] もし1番目のセットに{ $z }が入らなければ{ $start }が入り、{ $walk }。したがって{ $z }は最初か最後のセットに入るので、両方のセットの{ $z }すべてから見えるマスには{ $z }は入りません
   *[other] もし1番目のセットに{ $z }のどれかが入らなければ{ $start }が入り、{ $walk }。したがって{ $z }はそれぞれ最初か最後のセットに入るので、両方のセットでそのどれかの場所すべてから見えるマスには、その数字は入りません
}。{ $result }。
full-sue_de_coq = { $line }と{ $box }が重なる{ $cells }には{ $digits }だけが入ります。{ $line }の残りのマスのうち{ $line_set }には{ $line_digits }だけが、{ $box }の残りのマスのうち{ $box_set }には{ $box_digits }だけが入り、ふたつのセットに共通する{ $cells }の候補はありません。{ $shared-count ->
    [0] どの数字も、この{ $pattern-number }のマスの中の場所がすべて{ $line }にあるか、すべて{ $box }にあるので、ここには多くても1回しか入りません。これらのマスの数字は{ $all }だけで、数字の数がマスの数と同じなので、どの数字もちょうど1回ずつ入ります。
   *[other] { $shared }以外のどの数字も、この{ $pattern-number }のマスの中の場所がすべて{ $line }にあるか、すべて{ $box }にあるので、ここには多くても1回しか入らず、{ $shared }はそれぞれのセットに1回ずつ、多くても2回しか入りません。これらのマスの数字は{ $all }だけで、{ $shared }を2回と数えると数字の数がマスの数と同じなので、{ $shared }以外のどの数字もちょうど1回ずつ、{ $shared }は2回入ります。
}したがって{ $line_out }は{ $line }のパターンのマスに入るので{ $line }のほかのマスには入らず、{ $box_out }は{ $box }のパターンのマスに入るので{ $box }のほかのマスには入りません。{ $result }。
full-simple_colouring = { $digit }の強いリンクをたどって色を塗ります。{ $walk }。リンクの両端は違う色になるので、{ $colour0 }がすべて{ $digit }か、{ $colour1 }がすべて{ $digit }のどちらかです。{ $wrap ->
    [yes] ところが同じ色の{ $twins }は同じ{ $wrap_house }にあり、そこに{ $digit }はふたつ入りません。その色は偽なので、{ $false }に{ $digit }は入りません。{ $result }。
   *[other] { $sights }。どちらの色が正しくても{ $sights-count ->
        [1] このマス
       *[other] これらのマス
    }からは{ $digit }が見えるので、そこに{ $digit }は入りません。{ $result }。
}
full-multi_colouring = { $digit }の、つながっていない強いリンクのまとまりふたつに色を塗ります。ひとつめ: { $a-walk }。なので{ $a_false-count ->
    [1] { $a_true-count ->
        [1] { $a_false }と{ $a_true }のどちらかが{ $digit }です。
       *[other] 「{ $a_false }」と「{ $a_true }」のどちらか一方がすべて{ $digit }です。
    }
   *[other] 「{ $a_false }」と「{ $a_true }」のどちらか一方がすべて{ $digit }です。
}ふたつめ: { $b-walk }。なので{ $b_false-count ->
    [1] { $b_true-count ->
        [1] { $b_false }と{ $b_true }のどちらかが{ $digit }です。
       *[other] 「{ $b_false }」と「{ $b_true }」のどちらか一方がすべて{ $digit }です。
    }
   *[other] 「{ $b_false }」と「{ $b_true }」のどちらか一方がすべて{ $digit }です。
}{ $kind ->
    [1] { $from1 }からは{ $to1 }が、{ $from2 }からは{ $to2 }が見えます。{ $a_false-count ->
        [1] { $a_false }が
       *[other] 「{ $a_false }」がすべて
    }{ $digit }なら、ふたつめのどちらの色も{ $digit }になれませんが、どちらかは必ず{ $digit }です。なので「{ $a_false }」に{ $digit }は入りません。{ $result }。
   *[other] { $from1 }からは{ $to1 }が見えるので、両方が{ $digit }にはなれず、「{ $a_true }」と「{ $b_true }」の少なくとも一方がすべて{ $digit }です。{ $sights }。{ $sights-count ->
        [1] このマス
       *[other] これらのマス
    }からはどちらの場合も{ $digit }が見えるので、そこに{ $digit }は入りません。{ $result }。
}
full-strong_links = { $links }。{ $closed ->
    [yes] { $last }と{ $first }も互いに見えているので、チェーンはループになり、どのリンクも両方向に成り立ちます。弱いリンクごとにどちらかの端に{ $digit }が入るので、そのリンクの行・列・ブロックのほかのマスには{ $digit }は入りません。{ $result }。
   *[no] { $grouped ->
        [yes] つまり片方の端（{ $first }）かもう片方の端（{ $last }）に{ $digit }が入るので、両端から見えるマスには{ $digit }は入りません。{ $result }。
       *[no] つまり{ $first }か{ $last }のどちらかは{ $digit }なので、両方から見えるマスには{ $digit }は入りません。{ $result }。
    }
}
full-finned_fish = { $lines }の{ $digit }は、{ $covers }と{ $fins }（{ $fins-count ->
    [1] フィン
   *[other] フィン
}、{ $fin_box }）にしか入りません。{ $fins-count ->
    [1] { $fins }が{ $digit }でなければ
   *[other] { $fins }のどれも{ $digit }でなければ
}、{ $lines }は{ $covers }で{ $digit }の{ $fish }になり、それらの{ $covers-kind ->
    [row] 行
   *[column] 列
}のほかのマスには{ $digit }は入りません。{ $fins-count ->
    [1] { $fins }が{ $digit }なら
   *[other] { $fins }のどれかが{ $digit }なら
}、そのマスから見えるマスには{ $digit }は入りません。どちらにしても、{ $covers }のどれかにあって{ $fin_box }にもあり、{ $fins-count ->
    [1] フィンから
   *[other] すべてのフィンから
}見える{ $targets }には{ $digit }は入りません。{ $result }。
full-empty_rectangle = { $box }の{ $digit }は、すべて{ $row }か{ $column }にあります（{ $box_cells }）。{ $link_house }で{ $digit }が入りうるのは{ $near }と{ $far }のふたつだけです。もし{ $target }が{ $digit }なら、同じ{ $far_line }にある{ $far }は{ $digit }ではないので{ $near }が{ $digit }になり、{ $box }の{ $near_line }のマスにも、（{ $target }と同じ{ $other_line }にある）{ $other_line }のマスにも{ $digit }は入らず、{ $box }に{ $digit }の入る場所がなくなります。したがって{ $target }に{ $digit }は入りません。{ $result }。
full-w_wing = { $first }と{ $second }には{ $x }と{ $z }しか入らず、互いに見えていません。{ $link_house }で{ $x }が入りうるのは、{ $first }から見える{ $first_end }と、{ $second }から見える{ $second_end }のふたつだけです。{ $first }が{ $z }でなければ{ $x }なので、{ $first_end }は{ $x }ではなく、{ $second_end }が{ $x }になり、{ $second }は{ $x }ではなく{ $z }になります。つまり{ $first }か{ $second }のどちらかは{ $z }なので、両方から見えるマスには{ $z }は入りません。{ $result }。
full-unique_rectangle = もし{ $cells }に{ $a }と{ $b }しか入らないとすると、ふたつの数字を入れ替えても成り立つので、解がふたつになってしまいます。{ $kind ->
    [1] したがって{ $extra }にはほかの数字が入ります。{ $result }。
    [2] したがって{ $extra }の{ $extra-count ->
        [2] どちらか
       *[other] どれか
    }には余分な数字{ $digit }が入るので、それらすべてから見えるマスには{ $digit }は入りません。{ $result }。
    [3] { $hidden ->
        [yes] したがって{ $extra }の両方が{ $a }か{ $b }になることはなく、そうなれるのは多くても一方だけです。すると{ $house }で{ $set_digits }が入れるのは{ $set }とその1マスだけで、{ $set_digits-number }の数字に{ $places-number }の場所（ヒドゥンセット）なので、{ $set }にはほかの数字は入りません。{ $result }。
       *[no] したがって{ $extra }の両方が{ $a }と{ $b }だけになることはなく、どちらかは{ $extra_digits-or }なので、ふたつのマスは{ $extra_digits }を持つひとつのマスのように働きます。{ $set }と合わせると、{ $house }の{ $places-number }のマスには{ $set_digits }しか入らない（ネイキッドセット）ので、{ $house }のほかのマスには{ $set_digits-or }は入りません。{ $result }。
    }
   *[4] { $house }では{ $digit }は{ $extra }にしか入らないので、どちらかは{ $digit }です。どちらかが{ $other }になるとパターンが完成してしまうので、そこに{ $other }は入りません。{ $result }。
}
full-bug1 = { $cell }以外の空きマスはすべて候補がちょうどふたつで、どの数字も、まだ入っていない行・列・ブロックではそれぞれ2か所に入れます{ $three ->
    [yes] 。ただし{ $digits-or }だけは、{ $houses-each }で（{ $cell }を含めて）3か所に入れます
   *[no] {""}
}。{ $cell }が{ $digits-or }でなければ、盤面は解がふたつあるデッドリーパターン（BUG）になってしまうので、{ $cell }は{ $digits-or }です。{ $result }。
full-bug2 = { $cells }以外の空きマスはすべて候補がちょうどふたつで、これらのマスにはどれも余分な数字{ $digit }があります。{ $digit }がなければ盤面は解がふたつあるデッドリーパターン（BUG）になってしまうので、これらのマスのどれかは{ $digit }です。それらすべてから見えるマスには{ $digit }は入りません。{ $result }。
full-aligned_pair = { $detailed ->
    [yes] 候補ふたつのマスがふたつのマスの両方から見えていれば、その2つの数字をふたつのマスで分け合うことはできません。また、互いに見えるふたつのマスに同じ数字は入りません。{ $cells }に入れられる組を確かめると（両方から見える候補ふたつのマス：{ $bivalues }）、{ $cell }に{ $digit }を入れたとき、{ $other }にはどの候補も入りません（{ $why }）。したがって{ $cell }に{ $digit }は入らず、ありうる組のどれにも含まれない数字は消去できます。{ $result }。
   *[no] { $cells }に同時に入れられる数字の組を、ひとつずつ確かめます。ふたつのマスの両方から見える候補ふたつのマス（{ $bivalues }）を空にしてしまう組や、同じ行・列・ブロックに同じ数字を二度入れる組はありえません。ありうる組のどれにも含まれない数字は消去できます。{ $result }。
}
# Why a candidate of the other cell cannot join $digit in $cell: it is
# the same digit (kind: same), or $by holds only the two (kind: pair).
aligned-pair-why = { $kind ->
    [same] { $digit }は{ $cell }から見える
   *[pair] { $other }は{ $by }に{ $digit }と{ $other }しかない
}
full-aligned_triple = { $cells }に一マスにひとつずつ同時に入れられる数字の組み合わせを、ひとつずつ確かめます。同じ行・列・ブロックに同じ数字を二度入れる組み合わせや、三つのマスすべてから見える候補二つか三つのマス（{ $excluders }）の候補をすべて使ってしまう組み合わせはありえません。ありうる組み合わせのどれにも含まれない数字は消去できます。{ $result }。
full-cycle = このループはどちら回りにも成り立つので、弱いリンクごとに、どちらかの端は必ず正しくなります。{ $result }。
full-forcing_chain = { $premise }は自分自身の否定につながるので、誤りです。{ $result }。
full-contradiction_chain = ひとつの候補が正しくもあり誤りでもあることはありえないので、{ $premise }は誤りです。{ $result }。
full-double_chain = どちらの場合も{ $conclusion }。したがって、{ $result }。
full-cell_chain = { $cell }に何が入っても{ $conclusion }。したがって、{ $result }。
full-region_chain = { $house }の{ $digit }がどこに入っても{ $conclusion }。したがって、{ $result }。
full-alternating_chain = { $same_cell ->
    [yes] つまり{ $first }は{ $first_digit }か{ $last_digit }なので、このマスのほかの候補は消去できます。{ $result }。
   *[no] { $same_digit ->
        [yes] つまり{ $first }か{ $last }のどちらかは{ $first_digit }なので、両方から見えるマスには{ $first_digit }は入りません。{ $result }。
       *[no] つまり{ $first }が{ $first_digit }か、{ $last }が{ $last_digit }か、少なくとも一方は正しくなります。両端をどちらも誤りにする候補は正しくありえません。{ $result }。
    }
}
full-technique = { $somewhere ->
    [yes] { $where }の{ $technique }：{ $result }。
   *[no] { $technique }：{ $result }。
}

## A clause: $cell, $digit, $on (yes: the cell is the digit), $why
## (assumed, link; house: a link through $house, of $house-kind; cell:
## the cell's last candidate once $gone are out; place: the last place
## in $house once $gone cannot hold it; nested: by the step $inner;
## nested-unknown: by a step not given). After the opening "if" in
## words, each link is an arrow and a short statement with its reason
## (r2c7 = 5, r5c7 ≠ 5), as Japanese technique pages draw chains.

clause = { $cell } { $on ->
    [yes] =
   *[no] ≠
} { $digit }{ $why ->
    [house] { $on ->
        [yes] （{ $house }に残る唯一の場所）
       *[no] （同じ{ $house-kind ->
            [row] 行
            [column] 列
           *[box] ブロック
        }）
    }
    [cell] { $gone-count ->
        [0] （最後の候補）
       *[other] （{ $gone }が消えて残る最後の候補）
    }
    [place] { $gone-count ->
        [0] （{ $house }に残る唯一の場所）
       *[other] （{ $gone }に{ $digit }が入らないので、{ $house }に残る唯一の場所）
    }
    [nested] （{ $inner }による）
    [nested-unknown] （内側の手順による）
   *[other] {""}
}
# A branch: chain-if (its first clause, "r4c6が8なら") or chain-also
# (where it parts from the first branch), then a chain-step per clause
# ($nth: first, other, or break where a long branch may go on a new
# line, $br), a chain-skip for the middle of a very long branch, and
# chain-end.
chain-if = { $cell }が{ $digit }{ $on ->
    [yes] なら
   *[no] でないなら
}
chain-also = また、{ $cell }が{ $digit }{ $on ->
    [yes] なので
   *[no] ではないので
}
chain-step = { $nth ->
    [break] { $br }{" → "}
   *[other] {" → "}
}{ clause }
chain-skip = { $nth ->
    [break] { $br }{" → "}
   *[other] {" → "}
}（リンク{ $count }個を省略。手順のlinksを参照）
chain-end = 。
chain-premise = { $cell }が{ $digit }{ $on ->
    [yes] であるという仮定
   *[no] ではないという仮定
}
chain-conclusion = { $cell }は{ $digit }{ $on ->
    [yes] です
   *[no] ではありません
}
# The inner step of a nested chain: $technique, $technique-id, $digits,
# $houses (2行目と7行目), $houses-each (ブロック6と7列目), $cells.
inner-step = { $technique-id ->
    [pointing] { $houses-each }での{ $digits }の{ $technique }（{ $cells }）
    [claiming] { $houses-each }での{ $digits }の{ $technique }（{ $cells }）
    [x_wing] { $houses }での{ $digits }の{ $technique }（{ $cells }）
    [naked_pair] { $houses }での{ $digits }の{ $technique }（{ $cells }）
    [hidden_pair] { $houses }での{ $digits }の{ $technique }（{ $cells }）
   *[other] { $cells }を通る{ $technique }
}

## Strong-link chains: $node (a cell, or a group "r1c2かr1c3"), $node-nor
## ("r1c2とr1c3"), $node-count; a step's $type (strong: its $house has no
## other place; weak: it shares $house-kind, none when the two see each
## other across houses), $end (yes for the last link). Arrows as in chains.

node-is-not = { $node-count ->
    [1] { $node }が
   *[other] { $node-nor }のどれも
}{ $digit }でない
links-start = { $digit }をたどってみましょう。{ node-is-not }なら
links-step = {" → "}{ $type ->
    [strong] { $node-count ->
        [1] { $node } = { $digit }
       *[other] { $node }のどれかが{ $digit }
    }（{ $house }に残る唯一の場所）
   *[weak] { $node-count ->
        [1] { $node } ≠ { $digit }
       *[other] { $node-nor }はどれも{ $digit }ではない
    }（{ $house-kind ->
        [row] 同じ行
        [column] 同じ列
        [box] 同じブロック
       *[none] 互いに見える
    }）
}

## Lists of pieces: a hidden single's blockers (each but the last ends
## in a verb stem), a doubly linked wing's removals (likewise), what a
## naked single's cell sees, why an aligned pair fails.

list-blockers = { $acc }、{ $item }
list-each = { $acc }、{ $item }
list-seen = { $acc }、{ $item }
list-links = { $acc }。{ $item }
list-why = { $acc }、{ $item }

## Placement hints, for a grid without the eliminations the placement
## needs: the first one's hint, then where the placement follows; the
## full text walks through each ($n, $full) before the placement's.

placement-hint = { $first }{ $then }
placement-step = { $n }. { $full }
placement-full = 候補を書き込んでいない盤面では、この数字を確定するのに必要な消去がまだ見えません。まず：
    { $steps }
    そのあと：{ $full }

## A text the catalogue cannot say (logged as an error).

fallback = { $technique }：{ $result }。

# An almost locked set of a wing or chain: its cells, house and digits.
als-set = { $cells-count ->
    [1] { $cells }には{ $digits }だけが
   *[other] { $house }の{ $cells-number }のマス{ $cells }には{ $digits }だけが
}
list-sets = { $acc }、{ $item }
# A link of an ALS chain walked: the next set ($cells) lacks the link's
# $digit and holds the next link's ($next; Z at the end).
als-chain-link = { $cells }には{ $digit }が入らないので{ $next }が{ $end ->
    [yes] 入ります
   *[no] 入り
}
list-chain = { $acc }、{ $item }
als-chain-that-digit = その数字
# 一段落に続けて書くチェーンの文と文の間（「。」の後に空白は入れない）。
# A conjugate pair of a colouring walk: $a and $b, the only places for $digit in $house.
colour-link = { $house }の{ $digit }は{ $a }と{ $b }にしか入りません
# 色塗りで消えるマス: $cell から片方の色の $a と、もう片方の色の $b が見える。
colour-sight = { $cell }からは{ $a }と{ $b }が見えます
sentence-gap = {""}

## ユニークレクタングルの仲間の学習者向けテクニック（タイプ5はSEのタイプ2と
## 同じくfull-unique_rectangleを、ヒントはhint-unique_rectangleを使います）。
full-unique_rectangle_6 = もし{ $cells }に{ $a }と{ $b }しか入らないとすると、ふたつの数字を入れ替えても成り立つので、解がふたつになってしまいます。{ $bivalues }には{ $a }と{ $b }しか入らず、{ $rows }、{ $columns }では、{ $digit }の入る場所はこの4マスの中だけです。もし{ $first }が{ $digit }なら、同じ行と列にある{ $bivalues }は{ $digit }ではなく{ $other }になり、{ $second }がその行で{ $digit }の入る最後の場所になるので、4マスに{ $a }と{ $b }しか入らなくなります。{ $second }についても同じなので、どちらも{ $digit }にはなりません。{ $result }。
full-hidden_rectangle = もし{ $cells }に{ $a }と{ $b }しか入らないとすると、ふたつの数字を入れ替えても成り立つので、解がふたつになってしまいます。{ $corner }には{ $a }と{ $b }しか入りません。{ $row }で{ $digit }が入りうるのは{ $row_mate }と{ $opposite }のふたつだけ、{ $column }では{ $column_mate }と{ $opposite }のふたつだけです。もし{ $opposite }が{ $other }なら{ $digit }ではないので、{ $row_mate }と{ $column_mate }がどちらも{ $digit }になり、その両方から見える{ $corner }は{ $other }になって、4マスに{ $a }と{ $b }しか入らなくなります。したがって{ $opposite }に{ $other }は入りません。{ $result }。
