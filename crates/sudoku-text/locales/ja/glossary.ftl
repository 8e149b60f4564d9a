# Japanese: the words every text is made of, and the glossary of technique
# names with their descriptions (GET /techniques), written as a Japanese
# puzzle book writes them (docs/glossary.md says why):
#   マス (cell), 空きマス (empty cell), 行 / 列 / ブロック, 候補 (candidate),
#   確定 (placed), 消去 (removed), 強いリンク / 弱いリンク, チェーン,
#   ピボット / ピンサー (a wing's pivot and pincers), デッドリーパターン.
#   A row, column or box whichever is said as 行・列・ブロック: Japanese
#   puzzle books have no one word for it.
# Technique names are the English names in katakana, as Japanese technique
# sites write them (ネイキッドペア, Xウイング, ソードフィッシュ); the puzzle
# books' own names (二国同盟, たすき掛け) are given in the descriptions.
# Notation: a cell is r3c4 (row 3, column 4), as every language writes it;
# a house is said in words, 3行目, 4列目, ブロック5.
# Particles do not change with the sound: no function is needed.

## Cells and houses.

cell = r{ $row }c{ $col }
house = { $kind ->
    [row] { $n }行目
    [column] { $n }列目
   *[box] ブロック{ $n }
}
houses-of-kind = { $houses }

## Lists, folded one item at a time: $acc (the items so far), $item,
## $last (yes for the last item), $count (items in the list).

list-and = { $count ->
    [2] { $acc }と{ $item }
   *[other] { $acc }、{ $item }
}
list-or = { $last ->
    [yes] { $acc }か{ $item }
   *[no] { $acc }、{ $item }
}
list-nor = { $count ->
    [2] { $acc }と{ $item }
   *[other] { $acc }、{ $item }
}
list-placements = { $acc }、{ $item }
list-removals = { $acc }を、{ $item }

## What a step places and removes.

result-placement = { $cell }は{ $digit }
result-removal = { $cells }から{ $digits }
result = { $what ->
    [placements] { $placements }に確定します
    [removals] { $removals }を消去します
    [both] { $placements }に確定し、{ $removals }を消去します
   *[none] 盤面は変わりません
}

## Techniques: the name players know, and what it does.

technique-full_house = フルハウス
    .description = 行・列・ブロックのどれかで空きマスが残りひとつになったら、そのマスには足りない数字が入ります。

technique-hidden_single = ヒドゥンシングル
    .description = ある数字が行・列・ブロックの中で入れるマスがひとつしかなければ、そのマスに確定します。

technique-direct_pointing = ダイレクトポインティング
    .description = ブロックの中である数字の候補が一直線に並んでいれば、その行（列）のほかのマスからその数字を消去でき、それによってヒドゥンシングルが生まれます。

technique-direct_claiming = ダイレクトクレーミング
    .description = 行（列）の中である数字の候補がひとつのブロックに収まっていれば、そのブロックのほかのマスからその数字を消去でき、それによってヒドゥンシングルが生まれます。

technique-direct_hidden_pair = ダイレクトヒドゥンペア
    .description = 行・列・ブロックの中でふたつの数字が同じふたつのマスにしか入らなければ、そのふたつのマスはこの数字で埋まり、ほかの数字のヒドゥンシングルが生まれます。

technique-naked_single = ネイキッドシングル
    .description = あるマスの行・列・ブロックにすでに8種類の数字があれば、そのマスには残りのひとつしか入りません。

technique-direct_hidden_triple = ダイレクトヒドゥントリプル
    .description = 行・列・ブロックの中で三つの数字が同じ三つのマスにしか入らなければ、その三つのマスはこの数字で埋まり、ほかの数字のヒドゥンシングルが生まれます。

technique-pointing = ポインティング
    .description = ブロックの中である数字の候補がすべて同じ行（列）にあれば、その行（列）のブロック外のマスからその数字を消去できます。

technique-claiming = クレーミング
    .description = 行（列）の中である数字の候補がすべてひとつのブロックにあれば、そのブロックのほかのマスからその数字を消去できます。

technique-naked_pair = ネイキッドペア
    .description = 行・列・ブロックの中で、ふたつのマスの候補が同じふたつの数字だけなら（二国同盟）、その数字は同じ行・列・ブロックのほかのマスから消去できます。

technique-x_wing = Xウイング
    .description = ある数字がふたつの行でそれぞれふたつのマスにしか入らず、そのマスが同じふたつの列にそろっていれば（たすき掛け）、その列のほかのマスからその数字を消去できます（行と列を入れ替えても同じです）。

technique-hidden_pair = ヒドゥンペア
    .description = 行・列・ブロックの中でふたつの数字が同じふたつのマスにしか入らなければ、そのふたつのマスのほかの候補はすべて消去できます。

technique-naked_triple = ネイキッドトリプル
    .description = 行・列・ブロックの中で、三つのマスの候補を合わせて三つの数字だけなら（三国同盟）、その数字は同じ行・列・ブロックのほかのマスから消去できます。

technique-swordfish = ソードフィッシュ
    .description = Xウイングを3本の線に広げたものです。ある数字が三つの行で同じ三つの列にしか入らなければ、その列のほかのマスからその数字を消去できます。

technique-hidden_triple = ヒドゥントリプル
    .description = 行・列・ブロックの中で三つの数字が同じ三つのマスにしか入らなければ、その三つのマスのほかの候補はすべて消去できます。

technique-skyscraper = スカイスクレイパー
    .description = 平行な2本の線でそれぞれある数字の入る場所がふたつだけで、片方の端が同じ線上にそろっていれば、残りのふたつの端のどちらかにその数字が入るので、両端から見えるマスからその数字を消去できます。

technique-two_string_kite = 2ストリングカイト
    .description = ある数字が1本の行と1本の列でそれぞれふたつのマスにしか入らず、ふたつの線がブロックの中でつながっていれば、遠いほうのふたつの端のどちらかにその数字が入るので、両端から見えるマスからその数字を消去できます。

technique-turbot_fish = ターボットフィッシュ
    .description = ある数字の強いリンクふたつ（少なくともひとつはブロックの中）が片方の端でつながっていれば、残りのふたつの端のどちらかにその数字が入るので、両端から見えるマスからその数字を消去できます。

technique-strong_link_loop = Xループ
    .description = ある数字の強いリンクふたつの端どうしも互いに見えていればループが閉じ、ループの弱いリンクの両端から見えるマスからその数字を消去できます。

technique-three_skyscrapers = 3リンクスカイスクレイパー
    .description = 平行な3本の線の強いリンクをつないだスカイスクレイパーです。両端のどちらかにその数字が入るので、両端から見えるマスからその数字を消去できます。

technique-three_string_kite = 3ストリングカイト
    .description = 行と列の強いリンク三つをつないだカイトです。両端のどちらかにその数字が入るので、両端から見えるマスからその数字を消去できます。

technique-three_strong_links = 3リンクXチェーン
    .description = ある数字の強いリンク三つ（ひとつ以上はブロックの中）をつなぐと、両端のどちらかにその数字が入るので、両端から見えるマスからその数字を消去できます。

technique-grouped_skyscraper = グループ化スカイスクレイパー
    .description = 片方の端がひとつのマスではなく、ブロックの中のマスのまとまりになっているスカイスクレイパーです。

technique-grouped_two_string_kite = グループ化2ストリングカイト
    .description = 片方の端がひとつのマスではなく、ブロックの中のマスのまとまりになっている2ストリングカイトです。

technique-grouped_turbot_fish = グループ化ターボットフィッシュ
    .description = 強いリンクのひとつの端がひとつのマスではなく、ブロックの中のマスのまとまりになっているターボットフィッシュです。

technique-grouped_strong_link_loop = グループ化Xループ
    .description = 片方の端がブロックの中のマスのまとまりになっている、強いリンクふたつのループです。

technique-three_strong_link_loop = 3リンクXループ
    .description = ある数字の強いリンク三つがループになれば、ループの弱いリンクの両端から見えるマスからその数字を消去できます。

technique-grouped_three_skyscrapers = グループ化3リンクスカイスクレイパー
    .description = 端のひとつがブロックの中のマスのまとまりになっている、3本の線のスカイスクレイパーです。

technique-grouped_three_string_kite = グループ化3ストリングカイト
    .description = 端のひとつがブロックの中のマスのまとまりになっている3ストリングカイトです。

technique-grouped_three_strong_links = グループ化3リンクXチェーン
    .description = 端のひとつがブロックの中のマスのまとまりになっている、強いリンク三つのチェーンです。

technique-grouped_three_strong_link_loop = グループ化3リンクXループ
    .description = 端のひとつがブロックの中のマスのまとまりになっている、強いリンク三つのループです。

technique-four_skyscrapers = 4リンクスカイスクレイパー
    .description = 平行な4本の線の強いリンクをつないだスカイスクレイパーです。両端のどちらかにその数字が入ります。

technique-four_strong_links = 4リンクXチェーン
    .description = ある数字の強いリンク四つをつなぐと、両端のどちらかにその数字が入るので、両端から見えるマスからその数字を消去できます。

technique-four_strong_link_loop = 4リンクXループ
    .description = ある数字の強いリンク四つがループになれば、ループの弱いリンクの両端から見えるマスからその数字を消去できます。

technique-grouped_four_skyscrapers = グループ化4リンクスカイスクレイパー
    .description = 端のひとつがブロックの中のマスのまとまりになっている、4本の線のスカイスクレイパーです。

technique-grouped_four_strong_links = グループ化4リンクXチェーン
    .description = 端のひとつがブロックの中のマスのまとまりになっている、強いリンク四つのチェーンです。

technique-grouped_four_strong_link_loop = グループ化4リンクXループ
    .description = 端のひとつがブロックの中のマスのまとまりになっている、強いリンク四つのループです。

technique-xy_wing = XYウイング
    .description = 候補がxyのピボットが、候補xzのマスとyzのマスを見ているとき、ピボットがどちらになってもピンサーの一方はzになるので、両方のピンサーから見えるマスからzを消去できます。

technique-xyz_wing = XYZウイング
    .description = 候補がxyzのピボットが、候補xzのマスとyzのマスを見ているとき、三つのマスのどれかはzになるので、三つすべてから見えるマスからzを消去できます。

technique-unique_rectangle1 = ユニークレクタングル タイプ1
    .description = ふたつの行・ふたつの列・ふたつのブロックにまたがる4マスがすべて同じふたつの数字だけになると解がふたつになってしまうので、ほかの候補を持つ1マスからそのふたつの数字を消去できます。

technique-unique_rectangle2 = ユニークレクタングル タイプ2
    .description = ユニークレクタングルで、余分な候補を持つふたつのマスが同じ余分な数字をひとつ持てば、どちらかにその数字が入るので、両方から見えるマスからその数字を消去できます。

technique-unique_rectangle3 = ユニークレクタングル タイプ3
    .description = ユニークレクタングルで、ふたつのマスの余分な候補がひとつのマスのように働き、同じ行・列・ブロックのほかのマスとネイキッドセットかヒドゥンセットを作ります。

technique-unique_rectangle4 = ユニークレクタングル タイプ4
    .description = ユニークレクタングルで、ふたつの数字の一方が、ある行・列・ブロックの中で余分な候補を持つふたつのマスにしか入らなければ、そのふたつのマスからもう一方の数字を消去できます。

technique-bug1 = BUG タイプ1
    .description = 空きマスがひとつを除いてすべて候補ふたつなら、そのマスが余分な数字でないと解がふたつになってしまうので、そのマスはその数字に確定します。

technique-bug2 = BUG タイプ2
    .description = 候補が三つ以上のいくつかのマスが同じ余分な数字をひとつ持っていれば、そのどれかにその数字が入るので、それらすべてから見えるマスからその数字を消去できます。

technique-naked_quad = ネイキッドクアッド
    .description = 行・列・ブロックの中で、四つのマスの候補を合わせて四つの数字だけなら（四国同盟）、その数字は同じ行・列・ブロックのほかのマスから消去できます。

technique-wxyz_wing = WXYZウイング
    .description = 互いに見える三つのマスに四つの数字があり、候補ふたつのマスがそのうちふたつの数字を持てば、どちらの場合も必ずどこかに入る数字を、その入りうる場所すべてから見えるマスから消去できます。

technique-vwxyz_wing = VWXYZウイング
    .description = WXYZウイングと同じしくみで、五つの数字を持つ四つのマスと、候補ふたつのマスでできています。

technique-uvwxyz_wing = UVWXYZウイング
    .description = WXYZウイングと同じしくみで、六つの数字を持つ五つのマスと、候補ふたつのマスでできています。

technique-aligned_pair_exclusion = アラインドペアエクスクルージョン
    .description = 互いに見えるふたつのマスに、ある数字の組を入れると、両方から見える候補ふたつのマスが空になってしまうなら、その組はありえません。ありうる組のどれにも含まれない数字は消去できます。

technique-jellyfish = ジェリーフィッシュ
    .description = Xウイングを4本の線に広げたものです。ある数字が四つの行で同じ四つの列にしか入らなければ、その列のほかのマスからその数字を消去できます。

technique-hidden_quad = ヒドゥンクアッド
    .description = 行・列・ブロックの中で四つの数字が同じ四つのマスにしか入らなければ、その四つのマスのほかの候補はすべて消去できます。

technique-bidirectional_x_cycle = Xサイクル
    .description = ある数字の強いリンクと弱いリンクが交互につながったループは、どちら向きに読んでも成り立つので、弱いリンクの両端から見えるマスからその数字を消去できます。

technique-bidirectional_y_cycle = Yサイクル
    .description = 候補ふたつのマスを通って数字を受け渡していくループは、どちら向きにも成り立つので、決まる数字を、その入りうるふたつの場所から見えるマスから消去できます。

technique-bidirectional_cycle = XYサイクル
    .description = マスの中のリンクと行・列・ブロックの中のリンクが混じったループで、どちら向きにも成り立つので、弱いリンクの両端から見える候補を消去できます。

technique-forcing_x_chain = フォーシングXチェーン
    .description = ひとつの数字だけを行・列・ブロックからたどっていくと、ある候補が正しいという仮定がその候補自身を否定するので、その候補は誤りです。

technique-forcing_chain = フォーシングチェーン
    .description = マスと行・列・ブロックをたどる推論のチェーンで、ある候補を仮定するとその否定が導かれるので、仮定は誤りです。

technique-nishio_forcing_chain = 西尾フォーシングチェーン
    .description = あるマスにある数字が入ると仮定して、その数字だけをたどると矛盾が起きるので、そのマスにその数字は入りません。

technique-cell_forcing_chain = セルフォーシングチェーン
    .description = ひとつのマスの候補のどれから始めても、それぞれのチェーンが同じ結論にたどり着くので、そのマスに何が入ってもその結論は正しいといえます。

technique-region_forcing_chain = リージョンフォーシングチェーン
    .description = 行・列・ブロックの中である数字が入りうる場所のどれから始めても同じ結論にたどり着くので、その数字がどこに入ってもその結論は正しいといえます。

technique-dynamic_cell_forcing_chain = ダイナミックセルフォーシングチェーン
    .description = チェーンがそれまでに確定・消去した結果も使ってたどるセルフォーシングチェーンです。

technique-dynamic_region_forcing_chain = ダイナミックリージョンフォーシングチェーン
    .description = チェーンがそれまでに確定・消去した結果も使ってたどるリージョンフォーシングチェーンです。

technique-dynamic_double_forcing_chain = ダイナミックダブルフォーシングチェーン
    .description = ある候補が正しい場合も誤りの場合も同じ結論にたどり着くので、その結論は正しいといえます。

technique-dynamic_contradiction_forcing_chain = ダイナミック矛盾フォーシングチェーン
    .description = ある候補を仮定すると、チェーンの先で入る数字のないマスや、数字の入る場所のない行・列・ブロックが生じるので、その候補は誤りです。

technique-dynamic_cell_forcing_chain_plus = ダイナミックセルフォーシングチェーン（+）
    .description = ポインティング、クレーミング、ペア、Xウイングも推論に使うダイナミックセルフォーシングチェーンです。

technique-dynamic_region_forcing_chain_plus = ダイナミックリージョンフォーシングチェーン（+）
    .description = ポインティング、クレーミング、ペア、Xウイングも推論に使うダイナミックリージョンフォーシングチェーンです。

technique-dynamic_double_forcing_chain_plus = ダイナミックダブルフォーシングチェーン（+）
    .description = ポインティング、クレーミング、ペア、Xウイングも推論に使うダイナミックダブルフォーシングチェーンです。

technique-dynamic_contradiction_forcing_chain_plus = ダイナミック矛盾フォーシングチェーン（+）
    .description = ポインティング、クレーミング、ペア、Xウイングも推論に使うダイナミック矛盾フォーシングチェーンです。

technique-dynamic_cell_forcing_chain_fc = ダイナミックセルフォーシングチェーン（+フォーシングチェーン）
    .description = 絞り込んだ盤面でのフォーシングチェーンも推論に使うダイナミックセルフォーシングチェーンです。

technique-dynamic_region_forcing_chain_fc = ダイナミックリージョンフォーシングチェーン（+フォーシングチェーン）
    .description = 絞り込んだ盤面でのフォーシングチェーンも推論に使うダイナミックリージョンフォーシングチェーンです。

technique-dynamic_double_forcing_chain_fc = ダイナミックダブルフォーシングチェーン（+フォーシングチェーン）
    .description = 絞り込んだ盤面でのフォーシングチェーンも推論に使うダイナミックダブルフォーシングチェーンです。

technique-dynamic_contradiction_forcing_chain_fc = ダイナミック矛盾フォーシングチェーン（+フォーシングチェーン）
    .description = 絞り込んだ盤面でのフォーシングチェーンも推論に使うダイナミック矛盾フォーシングチェーンです。

technique-dynamic_cell_forcing_chain_mfc = ダイナミックセルフォーシングチェーン（+多重フォーシングチェーン）
    .description = 絞り込んだ盤面でのセル・リージョンフォーシングチェーンも推論に使うダイナミックセルフォーシングチェーンです。

technique-dynamic_region_forcing_chain_mfc = ダイナミックリージョンフォーシングチェーン（+多重フォーシングチェーン）
    .description = 絞り込んだ盤面でのセル・リージョンフォーシングチェーンも推論に使うダイナミックリージョンフォーシングチェーンです。

technique-dynamic_double_forcing_chain_mfc = ダイナミックダブルフォーシングチェーン（+多重フォーシングチェーン）
    .description = 絞り込んだ盤面でのセル・リージョンフォーシングチェーンも推論に使うダイナミックダブルフォーシングチェーンです。

technique-dynamic_contradiction_forcing_chain_mfc = ダイナミック矛盾フォーシングチェーン（+多重フォーシングチェーン）
    .description = 絞り込んだ盤面でのセル・リージョンフォーシングチェーンも推論に使うダイナミック矛盾フォーシングチェーンです。

technique-dynamic_cell_forcing_chain_dfc = ダイナミックセルフォーシングチェーン（+ダイナミックフォーシングチェーン）
    .description = 絞り込んだ盤面でのダイナミックフォーシングチェーンも推論に使うダイナミックセルフォーシングチェーンです。

technique-dynamic_region_forcing_chain_dfc = ダイナミックリージョンフォーシングチェーン（+ダイナミックフォーシングチェーン）
    .description = 絞り込んだ盤面でのダイナミックフォーシングチェーンも推論に使うダイナミックリージョンフォーシングチェーンです。

technique-dynamic_double_forcing_chain_dfc = ダイナミックダブルフォーシングチェーン（+ダイナミックフォーシングチェーン）
    .description = 絞り込んだ盤面でのダイナミックフォーシングチェーンも推論に使うダイナミックダブルフォーシングチェーンです。

technique-dynamic_contradiction_forcing_chain_dfc = ダイナミック矛盾フォーシングチェーン（+ダイナミックフォーシングチェーン）
    .description = 絞り込んだ盤面でのダイナミックフォーシングチェーンも推論に使うダイナミック矛盾フォーシングチェーンです。

technique-tuvwxyz_wing = TUVWXYZウイング
    .description = WXYZウイングと同じしくみで、七つの数字を持つ六つのマスと、候補ふたつのマスでできています。

technique-aligned_triple_exclusion = アラインドトリプルエクスクルージョン
    .description = 三つのマスにある数字の組み合わせを入れると、同じ行・列・ブロックに同じ数字が2回入るか、三つのマスすべてから見える候補二つか三つのマスが空になってしまうなら、その組み合わせはありえません。ありうる組み合わせのどれにも含まれない数字は消去できます。

technique-finned_x_wing = フィン付きXウイング
    .description = 底辺の行（または列）に余分な候補（フィン）があるXウイングです。フィンはひとつのブロックにあり、Xウイングが成り立つかフィンに数字が入るかのどちらかなので、Xウイングが消すマスのうちフィンからも見えるマスからだけ数字を消去できます。

technique-sashimi_x_wing = サシミXウイング
    .description = 角がひとつ欠けたフィン付きXウイングです。フィンが欠けた角の代わりになり、フィンとXウイングのもう一方の列（または行）の両方から見えるマスから数字を消去できます。

technique-finned_swordfish = フィン付きソードフィッシュ
    .description = フィンのあるソードフィッシュです。ソードフィッシュが消すマスのうち、フィンのすべてのマスから見えるマスからだけ数字を消去できます。

technique-sashimi_swordfish = サシミソードフィッシュ
    .description = フィンのそばの角がひとつ欠けたフィン付きソードフィッシュです。

technique-finned_jellyfish = フィン付きジェリーフィッシュ
    .description = フィンのあるジェリーフィッシュです。ジェリーフィッシュが消すマスのうち、フィンのすべてのマスから見えるマスからだけ数字を消去できます。

technique-sashimi_jellyfish = サシミジェリーフィッシュ
    .description = フィンのそばの角がひとつ欠けたフィン付きジェリーフィッシュです。

technique-empty_rectangle = エンプティレクタングル
    .description = あるブロックでその数字の候補がひとつの行とひとつの列だけにあり、その数字の強いリンクとつながる形です。リンクの遠い端とブロックのその行（または列）の両方に数字が入らないことはないので、ふたつが交わるマスから数字を消去できます。

technique-w_wing = Wウイング
    .description = 同じふたつの候補だけを持ち、互いに見えないふたつのマスが、どちらかの数字の強いリンクでつながる形です。ふたつのマスのどちらかにもう一方の数字が入るので、両方から見えるマスからその数字を消去できます。

technique-simple_colouring = シンプルカラーリング
    .description = ひとつの数字の強いリンクを二色で交互に塗ると、どちらかの色がすべて正解です。同じ色がひとつの行・列・ブロックで出会えばその色は誤りで、両方の色から見えるマスにはその数字は入りません。

technique-multi_colouring = マルチカラーリング
    .description = ひとつの数字を別々に塗ったふたつのまとまりです。一方の色がもう一方の両方の色から見えればその色は誤りで、それぞれの一色が互いに見えれば、それぞれの反対の色の両方から見えるマスからその数字を消去できます。

technique-als_xz = ALS-XZ
    .description = ほぼロックされたセット（n個のマスに候補がn+1個）ふたつが数字Xを共有し、そのXの場所がすべて互いに見える形です。どちらかのセットにもうひとつの共通の数字Zが入るので、Zの場所すべてから見えるマスからZを消去できます。ふたつの数字でつながれば、それぞれのセットの残りの数字もロックされます。

# ユニークレクタングルの仲間（HoDoKuのユニークネステスト5と6、ヒドゥンレクタングル）。

technique-unique_rectangle_5 = ユニークレクタングル タイプ5
    .description = ユニークレクタングルで、3マス、または対角のふたつのマスが、ふたつの数字のほかに同じ余分な数字をひとつだけ持てば、どれかにその数字が入るので、それらすべてから見えるマスからその数字を消去できます。

technique-unique_rectangle_6 = ユニークレクタングル タイプ6
    .description = ふたつの数字だけを持つふたつのマスが対角にあるユニークレクタングルで、一方の数字がふたつの行とふたつの列のどれでも長方形の外に入る場所がなければ、残りのふたつのマスからその数字を消去できます。

technique-hidden_rectangle = ヒドゥンレクタングル
    .description = ふたつの数字だけを持つ角があるユニークレクタングルで、一方の数字が向かいの角の行と列でそれぞれふたつの場所にしか入らなければ、向かいの角からもう一方の数字を消去できます。

# The ALS family and Sue de Coq.
technique-als_xy_wing = ALS-XYウイング
    .description = ほぼロックされたセット（n個のマスに候補がn+1個）三つのパターンです。真ん中のセットが一方のウイングと制限共通数字Xで、もう一方と別の数字Yでつながります。二つのウイングのどちらかに共通の数字Zが入るので、両方のウイングのZの場所をすべて見るマスからZを消去できます。

technique-als_xy_chain = ALS-XYチェーン
    .description = ほぼロックされたセットを制限共通数字でつないだチェーンで、隣り合うリンクの数字は異なります。最初のセットに最後のセットと共通の数字Zがなければ、チェーンのセットが順にロックされて最後のセットにZが入るので、両端のセットのZの場所をすべて見るマスからZを消去できます。

technique-sue_de_coq = スー・デ・コック
    .description = ブロックと行または列が重なる二つか三つのマスに、マスの数より二つ以上多い候補があり、その行や列の残りのマスのセットとブロックの残りのマスのセットが余る数字を分け合うパターンです。三つの部分が数字をまとめてロックするので、行や列の残りのマスからは行側のセットの数字を、ブロックの残りのマスからはブロック側のセットの数字を消去できます。

technique-x_chain = Xチェーン
    .description = ある数字の強いリンク三つ以上を、弱いリンク（ふたつのマスが同じ行・列・ブロックにある）で順につないだチェーンです。最初の端がその数字でなければ、リンクをたどって最後の端がその数字になるので、両端のどちらかにその数字が入り、両端から見えるマスからその数字を消去できます。

technique-xy_chain = XYチェーン
    .description = 候補がふたつのマスを、隣り合うマスどうしが同じ行・列・ブロックで数字をひとつ共有するようにつないだチェーンです。最初のマスがXでなければもう一方の数字になり、次のマスはその数字になれないのでもう一方の数字になり、と続いて最後のマスがXになります。両端のどちらかはXなので、両端から見えるマスからXを消去できます。

technique-aic = 交互推論チェーン（AIC）
    .description = 強いリンク（ふたつの候補の少なくとも一方は正しい：ある行・列・ブロックで数字が入るふたつの場所、またはあるマスのふたつの候補）と弱いリンク（両方が正しいことはないふたつの候補）を交互につないだチェーンです。最初の候補が誤りなら最後の候補が正しくなるので、どちらかは正しく、両端をどちらも誤りにする候補は消去できます。
