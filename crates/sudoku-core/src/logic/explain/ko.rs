//! The Korean renderer: a [`Message`] as Korean Sudoku books and apps say
//! it. Houses are `3행`, `5열`, `2번 박스`; cells keep the `r3c5` form of
//! the English texts (short, and the same in every language); technique
//! names come from the glossary (`names.rs`). Particles (이/가, 은/는, 을/를,
//! 과/와, (으)로) follow the sound of the word before them, digits read as
//! Sino-Korean numbers (일, 이, 삼, …).

use super::en::{KEEP, LINE_LINKS, MAX_CLAUSES};
use super::{Message, Outcome};
use crate::grid::Pos;
use crate::logic::reason::{Clause, Inner, Why};
use crate::logic::{Lang, Technique};
use crate::rules::{Unit, UnitKind};

/// Whether the word's last sound has a final consonant (받침), and whether
/// that consonant is ㄹ; read from its last Hangul syllable or digit.
fn batchim(word: &str) -> (bool, bool) {
    for ch in word.chars().rev() {
        match ch {
            '가'..='힣' => {
                let jong = (u32::from(ch) - 0xAC00) % 28;
                return (jong != 0, jong == 8);
            }
            // 영 일 이 삼 사 오 육 칠 팔 구
            '0' | '3' | '6' => return (true, false),
            '1' | '7' | '8' => return (true, true),
            '2' | '4' | '5' | '9' => return (false, false),
            'a'..='z' | 'A'..='Z' => return (false, false),
            _ => {}
        }
    }
    (false, false)
}

/// The word with the particle its sound takes: `with` after a final
/// consonant, `without` after a vowel.
fn j(word: &str, with: &str, without: &str) -> String {
    let (b, _) = batchim(word);
    format!("{word}{}", if b { with } else { without })
}

fn i_ga(w: &str) -> String {
    j(w, "이", "가")
}
fn eun(w: &str) -> String {
    j(w, "은", "는")
}
fn eul(w: &str) -> String {
    j(w, "을", "를")
}
fn gwa(w: &str) -> String {
    j(w, "과", "와")
}
/// (으)로: ㄹ takes 로 like a vowel.
fn ro(w: &str) -> String {
    let (b, rieul) = batchim(w);
    format!("{w}{}", if b && !rieul { "으로" } else { "로" })
}

fn cell(p: Pos) -> String {
    super::cell_name(p)
}

fn kind(k: UnitKind) -> &'static str {
    match k {
        UnitKind::Row => "행",
        UnitKind::Column => "열",
        UnitKind::Box => "박스",
    }
}

fn house(u: Unit) -> String {
    match u.kind {
        UnitKind::Box => format!("{}번 박스", u.index + 1),
        k => format!("{}{}", u.index + 1, kind(k)),
    }
}

/// Two items with 과/와, more with commas.
fn list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [a, b] => format!("{} {b}", gwa(a)),
        more => more.join(", "),
    }
}

fn or_list(items: &[String]) -> String {
    items.join(" 또는 ")
}

fn cells(c: &[Pos]) -> String {
    list(&c.iter().map(|&p| cell(p)).collect::<Vec<_>>())
}

fn digits(d: &[u8]) -> String {
    list(&d.iter().map(u8::to_string).collect::<Vec<_>>())
}

fn houses(u: &[Unit]) -> String {
    list(&u.iter().map(|&h| house(h)).collect::<Vec<_>>())
}

fn number(n: usize) -> String {
    match n {
        2 => "두".into(),
        3 => "세".into(),
        4 => "네".into(),
        5 => "다섯".into(),
        6 => "여섯".into(),
        n => n.to_string(),
    }
}

fn name(t: Technique) -> &'static str {
    t.name_in(Lang::Ko)
}

/// The result: `r3c5에 7을 넣습니다`, `r5c7에서 6과 7을 지웁니다`.
pub(crate) fn outcome(o: &Outcome) -> String {
    let mut parts: Vec<String> = o
        .placements
        .iter()
        .map(|p| format!("{}에 {}", cell(p.pos), eul(&p.digit.to_string())))
        .collect();
    let put = !parts.is_empty();
    let groups: Vec<String> = o
        .removals
        .iter()
        .map(|r| format!("{}에서 {}", cells(&r.cells), eul(&digits(&r.digits))))
        .collect();
    match (put, groups.is_empty()) {
        (true, true) => format!("{} 넣습니다", parts.join(", ")),
        (true, false) => format!("{} 넣고, {} 지웁니다", parts.join(", "), groups.join(", ")),
        (false, false) => format!("{} 지웁니다", groups.join(", ")),
        (false, true) => {
            parts.push("바뀌는 것이 없습니다".into());
            parts.join("")
        }
    }
}

/// Why a clause holds, said before it when it is more than a link inside
/// one cell: the house a link runs through, what the chain removed before
/// a last candidate or place, the inner step of a nested chain.
fn why(c: &Clause, inner: &[Inner]) -> String {
    let ds = c.digit.to_string();
    match c.why {
        Why::Assumed | Why::Link => String::new(),
        Why::House(h) if c.on => format!("{}에 다른 자리가 없으므로 ", house(h)),
        Why::House(h) => format!("같은 {}에 있으므로 ", house(h)),
        Why::LastInCell(gone) => {
            let gone = super::masked_digits(gone);
            if gone.is_empty() {
                "마지막 후보이므로 ".into()
            } else {
                format!("{} 빠져 마지막 후보만 남았으므로 ", i_ga(&digits(&gone)))
            }
        }
        Why::LastInHouse(h, gone) => {
            let gone = super::masked_cells(h, gone);
            if gone.is_empty() {
                format!("{}에 남은 마지막 자리이므로 ", house(h))
            } else {
                format!(
                    "{}에 {} 올 수 없어 {}에 남은 마지막 자리이므로 ",
                    cells(&gone),
                    i_ga(&ds),
                    house(h)
                )
            }
        }
        Why::Nested(k) => match inner.get(usize::from(k)) {
            Some(x) => format!("중첩된 단계({})로 보면 ", inner_step(x)),
            None => "중첩된 단계로 보면 ".into(),
        },
    }
}

/// A nested chain's inner step: "6번 박스와 7열에서 숫자 7의 포인팅",
/// "r1c1과 r1c5의 2와 7 네이키드 페어", "r1c1, r2c2, r5c2를 지나는 포싱 체인".
fn inner_step(x: &Inner) -> String {
    let t = x.technique;
    match t {
        Technique::Pointing | Technique::Claiming | Technique::XWing => format!(
            "{}에서 숫자 {}의 {}({})",
            houses(&x.houses),
            digits(&x.digits),
            name(t),
            cells(&x.cells)
        ),
        Technique::NakedPair | Technique::HiddenPair => format!(
            "{}({})의 {} {}",
            houses(&x.houses),
            cells(&x.cells),
            digits(&x.digits),
            name(t)
        ),
        _ => format!("{} 지나는 {}", eul(&cells(&x.cells)), name(t)),
    }
}

/// `r4c6이 8이면`, `r4c6이 8이 아니면`.
fn premise(c: &Clause) -> String {
    let d = c.digit.to_string();
    if c.on {
        format!("{} {d}이면", i_ga(&cell(c.pos)))
    } else {
        format!("{} {} 아니면", i_ga(&cell(c.pos)), i_ga(&d))
    }
}

/// `r6c5는 2이고`, `r6c5는 8이 아니고`.
fn middle(c: &Clause, inner: &[Inner]) -> String {
    let d = c.digit.to_string();
    if c.on {
        format!("{}{} {d}이고", why(c, inner), eun(&cell(c.pos)))
    } else {
        format!("{}{} {} 아니고", why(c, inner), eun(&cell(c.pos)), i_ga(&d))
    }
}

/// `r4c4는 2입니다`, `r4c4는 2가 아닙니다`.
fn last(c: &Clause, inner: Option<&[Inner]>) -> String {
    let d = c.digit.to_string();
    let w = inner.map(|i| why(c, i)).unwrap_or_default();
    if c.on {
        format!("{w}{} {d}입니다", eun(&cell(c.pos)))
    } else {
        format!("{w}{} {} 아닙니다", eun(&cell(c.pos)), i_ga(&d))
    }
}

/// `r1c6이 5라는 가정`.
fn assumption(c: &Clause) -> String {
    let d = c.digit.to_string();
    if c.on {
        format!("{} {}라는 가정", i_ga(&cell(c.pos)), j(&d, "이", ""))
    } else {
        format!("{} {} 아니라는 가정", i_ga(&cell(c.pos)), i_ga(&d))
    }
}

/// `r2c7이 2가 아니므로`.
fn since(c: &Clause) -> String {
    let d = c.digit.to_string();
    if c.on {
        format!("{} {d}이므로", i_ga(&cell(c.pos)))
    } else {
        format!("{} {} 아니므로", i_ga(&cell(c.pos)), i_ga(&d))
    }
}

/// Each branch walked, one paragraph each; a branch that starts as the
/// first one does goes on from where they part ("또한 r2c7이 2가 아니므로 …").
fn walks(w: &[Vec<Clause>], inner: &[Inner]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for (i, b) in w.iter().enumerate() {
        let k = if i == 0 {
            0
        } else {
            super::en::shared(&w[0], b)
        };
        if k >= 2 && k < b.len() {
            out.push(walk_on(
                &format!("또한 {}", since(&b[k - 1])),
                &b[k..],
                inner,
            ));
        } else {
            out.push(walk(b, inner));
        }
    }
    out
}

/// "r4c6이 8이면 같은 5열에 있으므로 r6c5는 8이 아니고, 그러면 r6c5는 2이고,
/// 그러면 r4c4는 2가 아닙니다."
fn walk(w: &[Clause], inner: &[Inner]) -> String {
    let Some((first, rest)) = w.split_first() else {
        return String::new();
    };
    walk_on(&premise(first), rest, inner)
}

/// `lead`, then each clause of `rest`, with a place for a line break every
/// [`LINE_LINKS`] links (see `super::layout`).
fn walk_on(lead: &str, rest: &[Clause], inner: &[Inner]) -> String {
    let Some((end, mid)) = rest.split_last() else {
        return format!("{lead}.");
    };
    let mut parts: Vec<String> = if mid.len() > MAX_CLAUSES - 1 {
        let mut v: Vec<String> = mid[..KEEP].iter().map(|c| middle(c, inner)).collect();
        v.push(format!(
            "링크 {}개를 더 지나(단계의 links 참고)",
            mid.len() + 1 - 2 * KEEP
        ));
        v.extend(mid[mid.len() + 1 - KEEP..].iter().map(|c| middle(c, inner)));
        v
    } else {
        mid.iter().map(|c| middle(c, inner)).collect()
    };
    parts.push(last(end, Some(inner)));
    let mut out = format!("{lead} ");
    for (i, p) in parts.iter().enumerate() {
        if i > 0 && i % LINE_LINKS == 0 {
            out.push_str(&format!(",{} 그러면 ", super::BREAK));
        } else if i > 0 {
            out.push_str(", 그러면 ");
        }
        out.push_str(p);
    }
    out.push('.');
    out
}

fn node(g: &[Pos]) -> String {
    or_list(&g.iter().map(|&p| cell(p)).collect::<Vec<_>>())
}

/// Renders a message in Korean.
pub(crate) fn render(m: &Message) -> String {
    let t = m.technique().unwrap_or(Technique::HiddenSingle);
    let tn = name(t);
    let result = outcome(&m.result());
    let d = m.digit("digit");
    let ds = d.to_string();
    match m.id {
        "nudge.houses" => format!("{} 보세요.", eul(&houses(&m.houses("houses")))),
        "nudge.cells" => format!("{} 보세요.", eul(&cells(&m.cells("cells")))),
        "nudge.bug" => "후보 숫자가 세 개 이상인 칸을 보세요.".into(),
        "nudge.grid" => "판 전체를 보세요.".into(),
        "hint.full_house" => format!("{}에 빈칸이 하나만 남았습니다.", house(m.house("house"))),
        "hint.hidden_single" => format!(
            "{}에서 {} 들어갈 수 있는 곳은 한 곳뿐입니다.",
            house(m.house("house")),
            i_ga(&ds)
        ),
        "hint.naked_single" => format!("{}에는 후보 숫자가 하나만 남았습니다.", cell(m.cell("cell"))),
        "hint.direct_locking" => format!(
            "{} 찾아보세요. {}에서 {} {}에만 들어갈 수 있습니다. 그러면 {}에서 {} 어디에 남는지 보세요.",
            eul(tn),
            house(m.house("house")),
            eun(&ds),
            house(m.house("line")),
            house(m.house("target")),
            i_ga(&ds)
        ),
        "hint.direct_hidden_set" => {
            let dd = m.digits("digits");
            format!(
                "{} 찾아보세요. {}에서 {} {} 칸에만 들어갈 수 있습니다. 그러면 어떤 숫자가 한 곳만 남는지 보세요.",
                eul(tn),
                house(m.house("house")),
                eun(&digits(&dd)),
                number(dd.len())
            )
        }
        "hint.locked_candidates" => format!(
            "{tn}: {}의 {} 모두 {}에 있습니다.",
            house(m.house("house")),
            eun(&ds),
            house(m.house("line"))
        ),
        "hint.subset" => format!(
            "{}에서 {} 된 {} 찾아보세요.",
            house(m.house("house")),
            ro(&digits(&m.digits("digits"))),
            eul(tn)
        ),
        "hint.fish" => format!(
            "{}에서 숫자 {d}의 {} 찾아보세요.",
            houses(&m.houses("lines")),
            eul(tn)
        ),
        "hint.wing" => format!(
            "피벗 {}{} 핀서 {}{} 이루어진 {} 찾아보세요.",
            cell(m.cell("pivot")),
            if batchim(&cell(m.cell("pivot"))).0 { "과" } else { "와" },
            cells(&m.cells("pincers")),
            if ro(&cells(&m.cells("pincers"))).ends_with("으로") { "으로" } else { "로" },
            eul(tn)
        ),
        "hint.als_wing" => format!(
            "{} 칸 묶음과 후보 숫자가 두 개인 칸 {}{} 이루어진 {} 찾아보세요.",
            cells(&m.cells("cells")),
            cell(m.cell("cell")),
            if ro(&cell(m.cell("cell"))).ends_with("으로") { "으로" } else { "로" },
            eul(tn)
        ),
        "hint.strong_links" => format!(
            "숫자 {d}의 {} 찾아보세요. 강한 링크는 {}에 있습니다.",
            eul(tn),
            houses(&m.houses("houses"))
        ),
        "hint.unique_rectangle" => {
            let dd = m.digits("digits");
            let on = if dd.is_empty() {
                String::new()
            } else {
                format!("숫자 {}의 ", digits(&dd))
            };
            format!("{}에서 {on}{} 찾아보세요.", cells(&m.cells("cells")), eul(tn))
        }
        "hint.bug" => format!(
            "{} 찾아보세요. 풀리지 않은 칸 거의 모두에 후보 숫자가 정확히 두 개씩 있습니다.",
            eul(tn)
        ),
        "hint.aligned_pair" => format!(
            "{}에서 {} 찾아보세요. 두 칸이 함께 가질 수 있는 숫자 쌍은 무엇일까요?",
            cells(&m.cells("cells")),
            eul(tn)
        ),
        "hint.aligned_triple" => format!(
            "{}에서 {} 찾아보세요. 세 칸이 함께 가질 수 있는 숫자 조합은 무엇일까요?",
            cells(&m.cells("cells")),
            eul(tn)
        ),
        "hint.region_chain" => format!(
            "{} 찾아보세요. {}에서 {} 들어갈 수 있는 자리를 하나씩 따라가, 모두 같은 결론에 이르는지 보세요.",
            eul(tn),
            house(m.house("house")),
            i_ga(&ds)
        ),
        "hint.cell_chain" => format!(
            "{} 찾아보세요. {}의 후보 숫자를 하나씩 따라가, 모두 같은 결론에 이르는지 보세요.",
            eul(tn),
            cell(m.cell("cell"))
        ),
        "hint.cycle" => {
            let dd = m.digits("digits");
            let on = if dd.is_empty() {
                String::new()
            } else {
                format!("숫자 {}의 ", digits(&dd))
            };
            format!(
                "{} 지나는 {on}{} 찾아보세요.",
                eul(&cells(&m.cells("cells"))),
                eul(tn)
            )
        }
        "hint.chain" => {
            let c = cell(m.cell("cell"));
            let dd = m.digits("digits");
            let double = t.id().contains("double");
            match dd.first() {
                Some(&x) if double => format!(
                    "{} 찾아보세요. {} {x}인 경우와 {x}{} 아닌 경우를 각각 따라가 보세요.",
                    eul(tn),
                    i_ga(&c),
                    if batchim(&x.to_string()).0 { "이" } else { "가" }
                ),
                Some(&x) => format!("{}의 {x}에서 시작하는 {} 찾아보세요.", c, eul(tn)),
                None if double => format!(
                    "{} 찾아보세요. {}의 후보 숫자 하나가 참인 경우와 거짓인 경우를 각각 따라가 보세요.",
                    eul(tn),
                    c
                ),
                None => format!("{}의 후보 숫자 하나에서 시작하는 {} 찾아보세요.", c, eul(tn)),
            }
        }
        "hint.then_place" => format!(
            "그다음{} {}에서 {} 찾아보세요.",
            if m.flag("more") { " 몇 단계를 더 지우고" } else { "" },
            houses(&m.houses("houses")),
            eul(tn)
        ),
        "hint.technique" => {
            let hs = m.houses("houses");
            let where_ = if hs.is_empty() {
                cells(&m.cells("cells"))
            } else {
                houses(&hs)
            };
            if where_.is_empty() {
                format!("{} 찾아보세요.", eul(tn))
            } else {
                format!("{where_}에서 {} 찾아보세요.", eul(tn))
            }
        }
        "full.full_house" => {
            let h = house(m.house("house"));
            format!(
                "{} {h}의 마지막 빈칸이므로, {h}에 아직 없는 유일한 숫자가 들어갑니다: {result}.",
                eun(&cell(m.cell("cell")))
            )
        }
        "full.hidden_single" if m.get("blocked").is_some() => hidden_single(m, &ds, &result),
        "full.naked_single" if m.get("row_digits").is_some() => naked_single(m, &result),
        "full.hidden_single" => format!(
            "{}의 다른 칸에는 {} 들어갈 수 없으므로, 남은 한 곳에 {} 들어갑니다: {result}.",
            house(m.house("house")),
            i_ga(&ds),
            i_ga(&ds)
        ),
        "full.naked_single" => format!(
            "{}에는 숫자 하나를 빼고 모두 들어갈 수 없습니다: {result}.",
            cell(m.cell("cell"))
        ),
        "full.direct_locking" => {
            let line = house(m.house("line"));
            format!(
                "{}에서 {} {line}에만 들어갈 수 있으므로, {line}의 다른 칸에는 {} 올 수 없습니다. 그러면 {}에서 {} 들어갈 곳은 한 곳뿐입니다: {result}.",
                house(m.house("house")),
                eun(&ds),
                i_ga(&ds),
                house(m.house("target")),
                i_ga(&ds)
            )
        }
        "full.direct_hidden_set" => {
            let dd = m.digits("digits");
            let h = house(m.house("house"));
            format!(
                "{h}에서 {} {}에만 들어갈 수 있으므로, 이 {} 칸에는 {}만 들어갑니다. 그러면 {h}에서 {} 들어갈 곳은 한 곳뿐입니다: {result}.",
                eun(&digits(&dd)),
                cells(&m.cells("cells")),
                number(dd.len()),
                digits(&dd),
                i_ga(&ds)
            )
        }
        "full.locked_candidates" => {
            let line = house(m.house("line"));
            let h = house(m.house("house"));
            format!(
                "{h}에서 {} {line}에만 들어갈 수 있으므로, {line}의 {} {h} 안에 있고 {line}의 다른 칸에는 {} 올 수 없습니다: {result}.",
                eun(&ds),
                eun(&ds),
                i_ga(&ds)
            )
        }
        "full.naked_subset" => {
            let cs = m.cells("cells");
            let h = house(m.house("house"));
            format!(
                "{h}의 {} {} 칸에는 {}만 들어갈 수 있으므로, 이 숫자들은 {h}의 다른 칸에 올 수 없습니다: {result}.",
                cells(&cs),
                number(cs.len()),
                digits(&m.digits("digits"))
            )
        }
        "full.hidden_subset" => {
            let cs = m.cells("cells");
            format!(
                "{}에서 {} {} {} 칸에만 들어갈 수 있으므로, 이 칸들에는 이 숫자들만 들어갑니다: {result}.",
                house(m.house("house")),
                eun(&digits(&m.digits("digits"))),
                cells(&cs),
                number(cs.len())
            )
        }
        "full.fish" => {
            let lines = m.houses("lines");
            let covers = m.houses("covers");
            let n = number(lines.len());
            let lk = lines.first().map_or("행", |u| kind(u.kind));
            let ck = covers.first().map_or("열", |u| kind(u.kind));
            format!(
                "{}에서 {} {}에만 들어갈 수 있습니다. {n} {lk}에 {} 하나씩 들어가야 하는데 {n} {ck}에는 하나씩만 들어갈 수 있으므로, {}의 {} 모두 이 {lk}들에 있습니다: {result}.",
                houses(&lines),
                eun(&ds),
                houses(&covers),
                i_ga(&ds),
                houses(&covers),
                eun(&ds)
            )
        }
        "full.wing" => {
            let pivot = cell(m.cell("pivot"));
            let pincers = m.cells("pincers");
            let ((x, p1), (y, p2)) = super::en::wing_sides(m, &pincers);
            let (xs, ys) = (x.to_string(), y.to_string());
            if t == Technique::XYZWing {
                let mut all = vec![x, y, d];
                all.sort_unstable();
                format!(
                    "피벗 {pivot}의 후보는 {}이고, 핀서 {p1}의 후보는 {x}와 {}, {p2}의 후보는 {y}와 {}입니다. 피벗이 {}면 피벗을 보는 {} {} 아니므로 {d}이고, 피벗이 {}면 {} {d}이며, 피벗이 {}면 피벗 자신이 {d}입니다. 따라서 세 칸 중 하나는 {d}이므로, 세 칸을 모두 보는 칸에는 {} 올 수 없습니다: {result}.",
                    digits(&all),
                    ds,
                    ds,
                    j(&xs, "이", ""),
                    eun(&p1),
                    i_ga(&xs),
                    j(&ys, "이", ""),
                    i_ga(&p2),
                    j(&ds, "이", ""),
                    i_ga(&ds)
                )
            } else {
                format!(
                    "피벗 {pivot}의 후보는 {}이고, 핀서 {p1}의 후보는 {}, {p2}의 후보는 {}입니다. 피벗이 {}면 피벗을 보는 {} {} 아니므로 {d}이고, 피벗이 {}면 {} {d}입니다. 어느 쪽이든 핀서 하나는 {d}이므로, 두 핀서를 모두 보는 칸에는 {} 올 수 없습니다: {result}.",
                    digits(&[x, y]),
                    digits(&[x, d]),
                    digits(&[y, d]),
                    j(&xs, "이", ""),
                    eun(&p1),
                    i_ga(&xs),
                    j(&ys, "이", ""),
                    i_ga(&p2),
                    i_ga(&ds)
                )
            }
        }
        "full.als_wing" => {
            let set = m.cells("cells");
            let r = m.digit("restricted");
            let rs = r.to_string();
            let bv = cell(m.cell("cell"));
            let n = number(set.len());
            let mut pair = vec![r, d];
            pair.sort_unstable();
            format!(
                "{} {n} 칸에는 {}만 들어가고, {bv}에는 {}만 들어갑니다. {n} 칸의 {} 모두 {bv}{} 보므로, {} {}면 {n} 칸에는 {} 없습니다. {} {} 아니면 {rs}이고, 그러면 {n} 칸은 나머지 숫자를 써야 하므로 그중 하나가 {ds}입니다. 어느 쪽이든 패턴의 {ds} 하나는 참이므로, 패턴의 {} 모두 보는 칸에는 {} 올 수 없습니다: {result}.",
                cells(&set),
                digits(&m.digits("set_digits")),
                digits(&pair),
                eun(&rs),
                if batchim(&bv).0 { "을" } else { "를" },
                i_ga(&bv),
                j(&rs, "이", ""),
                i_ga(&rs),
                i_ga(&bv),
                i_ga(&ds),
                eul(&ds),
                i_ga(&ds)
            )
        }
        "full.als_wing_double" => als_wing_double(m, &result),
        "full.strong_links" => strong_links(m, d, &result),
        "full.unique_rectangle" => unique(m, &result),
        "full.bug1" => {
            let c = cell(m.cell("cell"));
            let keep = m.digits("digits");
            let kept = or_list(&keep.iter().map(u8::to_string).collect::<Vec<_>>());
            let hs = m.houses("houses");
            let three = if hs.is_empty() {
                String::new()
            } else {
                format!(
                    " 다만 {} {}에는 ({c}{} 포함해) 세 자리가 있습니다.",
                    eun(&kept),
                    houses(&hs),
                    if batchim(&c).0 { "을" } else { "를" }
                )
            };
            format!(
                "{} 빼면 풀리지 않은 모든 칸의 후보 숫자가 정확히 두 개이고, 모든 숫자가 아직 들어가지 않은 행·열·박스마다 두 자리씩 있습니다.{three} {} {} 아니면 판은 해가 두 개인 죽음의 패턴(BUG)이 되므로, {c}에는 {kept}만 남습니다: {result}.",
                eul(&c),
                i_ga(&c),
                i_ga(&kept)
            )
        }
        "full.bug2" => format!(
            "{} 빼면 풀리지 않은 모든 칸의 후보 숫자가 정확히 두 개이고, 이 칸들에는 모두 추가 숫자 {d}{} 있습니다. 이 {} 없으면 판은 해가 두 개인 죽음의 패턴(BUG)이 되므로 이 칸들 중 하나는 {d}이고, 이 칸들을 모두 보는 칸에는 {} 올 수 없습니다: {result}.",
            eul(&cells(&m.cells("cells"))),
            if batchim(&ds).0 { "이" } else { "가" },
            i_ga(&ds),
            i_ga(&ds)
        ),
        "full.aligned_pair" if m.get("other").is_some() => aligned_pair(m, &result),
        "full.aligned_pair" => format!(
            "{} 함께 가질 수 있는 숫자 쌍을 하나씩 따져 보세요. 두 칸이 함께 보는 후보 두 개짜리 칸({})을 비게 만들거나, 같은 행·열·박스에 한 숫자를 두 번 넣는 쌍은 불가능합니다. 가능한 쌍에 하나도 속하지 않는 숫자는 지울 수 있습니다: {result}.",
            i_ga(&cells(&m.cells("cells"))),
            cells(&m.cells("bivalues"))
        ),
        "full.aligned_triple" => format!(
            "{} 한 칸에 한 숫자씩 함께 가질 수 있는 숫자 조합을 하나씩 따져 보세요. 같은 행·열·박스에 한 숫자를 두 번 넣거나, 세 칸이 모두 보는 후보 두세 개짜리 칸({})의 후보를 모두 차지하는 조합은 불가능합니다. 가능한 조합에 하나도 속하지 않는 숫자는 지울 수 있습니다: {result}.",
            i_ga(&cells(&m.cells("cells"))),
            cells(&m.cells("excluders"))
        ),
        "full.cycle" | "full.forcing_chain" | "full.contradiction_chain" | "full.double_chain"
        | "full.cell_chain" | "full.region_chain" => chain(m, &result),
        _ => {
            let hs = m.houses("houses");
            let where_ = if hs.is_empty() {
                cells(&m.cells("cells"))
            } else {
                houses(&hs)
            };
            if where_.is_empty() {
                format!("{tn}: {result}.")
            } else {
                format!("{where_}의 {tn}: {result}.")
            }
        }
    }
}

fn strong_links(m: &Message, d: u8, result: &str) -> String {
    let ds = d.to_string();
    let nodes = m.groups("nodes");
    let strong = m.houses("strong");
    let weak = m.houses("weak");
    let (Some(first), Some(end)) = (nodes.first(), nodes.last()) else {
        return format!("{result}.");
    };
    let not_d = format!("{} 아니", i_ga(&ds));
    let mut parts: Vec<String> = Vec::new();
    for (k, pair) in nodes.windows(2).enumerate() {
        let to = node(&pair[1]);
        if k % 2 == 0 {
            let h = strong.get(k / 2).map(|&u| house(u)).unwrap_or_default();
            parts.push(format!("{h}에 다른 자리가 없으므로 {} {ds}", i_ga(&to)));
        } else {
            let h = weak.get(k / 2).map(|&u| house(u)).unwrap_or_default();
            parts.push(format!("같은 {h}의 {} {not_d}", eun(&to)));
        }
    }
    let walk = parts
        .iter()
        .enumerate()
        .map(|(i, p)| {
            if i + 1 == parts.len() {
                match p.strip_suffix("아니") {
                    Some(head) => format!("{head}아닙니다"),
                    None => format!("{p}입니다"),
                }
            } else if i % 2 == 0 {
                format!("{p}이고")
            } else {
                format!("{p}고")
            }
        })
        .collect::<Vec<_>>()
        .join(", 그러면 ");
    let mut out = format!(
        "숫자 {ds}{} 따라가 보세요. {} {not_d}면 {walk}.",
        if batchim(&ds).0 { "을" } else { "를" },
        i_ga(&node(first))
    );
    if m.flag("closed") {
        out.push_str(&format!(
            " {} {}도 서로를 보므로 체인이 고리로 닫히고 모든 링크가 양방향으로 성립합니다. 따라서 약한 링크마다 한쪽 끝에 {} 있고, 그 집의 나머지 칸에는 {} 올 수 없습니다: {result}.",
            gwa(&node(end)),
            node(first),
            i_ga(&ds),
            i_ga(&ds)
        ));
    } else {
        if first.len() > 1 || end.len() > 1 {
            out.push_str(&format!(
                " 따라서 한쪽 끝({})과 다른 쪽 끝({}) 중 하나에 {} 있으므로, 양 끝을 모두 보는 칸에는 {} 올 수 없습니다: {result}.",
                node(first),
                node(end),
                i_ga(&ds),
                i_ga(&ds)
            ));
        } else {
            out.push_str(&format!(
                " 따라서 {} {} 중 하나는 {ds}이므로, 둘을 모두 보는 칸에는 {} 올 수 없습니다: {result}.",
                gwa(&node(first)),
                node(end),
                i_ga(&ds)
            ));
        }
    }
    out
}

/// "3번 박스에서 5가 들어갈 곳은 한 곳뿐입니다. r1c2의 5(1행) 때문에 r1c7과
/// r1c9에는 올 수 없고, …"
fn hidden_single(m: &Message, ds: &str, result: &str) -> String {
    let h = house(m.house("house"));
    let blockers = m.cells("blockers");
    let bh = m.houses("blocker_houses");
    let blocked = m.groups("blocked");
    let removed = m.cells("removed");
    let mut parts: Vec<String> = blockers
        .iter()
        .zip(&bh)
        .zip(&blocked)
        .map(|((&b, &u), cs)| {
            format!(
                "{}의 {ds}({}) 때문에 {}에는 올 수 없고",
                cell(b),
                house(u),
                cells(cs)
            )
        })
        .collect();
    if !removed.is_empty() {
        parts.push(format!(
            "앞 단계에서 {}의 {} 지웠고",
            cells(&removed),
            eul(ds)
        ));
    }
    let open = blocked.iter().map(Vec::len).sum::<usize>() + removed.len();
    let filled = if open < 8 {
        " 나머지 칸은 이미 채워져 있습니다."
    } else {
        ""
    };
    let said = parts.join(", ");
    let said = match said.strip_suffix('고') {
        Some(head) => format!("{head}습니다."),
        None => said,
    };
    format!(
        "{h}에서 {} 들어갈 곳은 한 곳뿐입니다. {said}{filled} 따라서 {}에 {} 들어갑니다: {result}.",
        i_ga(ds),
        cell(m.cell("cell")),
        i_ga(ds)
    )
}

/// "r5c2에서 보면 5행에 1과 4, 2열에 6과 7, 4번 박스에 2, 8, 9가 이미 있으므로
/// 3만 남습니다."
fn naked_single(m: &Message, result: &str) -> String {
    let c = cell(m.cell("cell"));
    let seen: Vec<String> = [
        ("row", "row_digits"),
        ("column", "column_digits"),
        ("box", "box_digits"),
    ]
    .iter()
    .filter(|(_, ds)| !m.digits(ds).is_empty())
    .map(|(h, ds)| format!("{}에 {}", house(m.house(h)), i_ga(&digits(&m.digits(ds)))))
    .collect();
    let removed = m.digits("removed");
    let left = m
        .result()
        .placements
        .first()
        .map_or(String::new(), |p| p.digit.to_string());
    let gone = if removed.is_empty() {
        String::new()
    } else {
        format!("앞 단계에서 {} 지웠으므로 ", eul(&digits(&removed)))
    };
    let seen = match (seen.is_empty(), gone.is_empty()) {
        (true, _) => String::new(),
        (false, true) => format!("{} 있으므로 ", seen.join(" 있고, ")),
        (false, false) => format!("{} 있고, ", seen.join(" 있고, ")),
    };
    format!("{c}에서 보면 {seen}{gone}{}만 남습니다: {result}.", left)
}

/// A doubly linked WXYZ-family wing (see `en::als_wing_double`).
fn als_wing_double(m: &Message, result: &str) -> String {
    let set = m.cells("cells");
    let n = number(set.len());
    let bv = cell(m.cell("cell"));
    let xz = m.digits("digits");
    let (x, z) = (
        xz.first().copied().unwrap_or(0),
        xz.get(1).copied().unwrap_or(0),
    );
    let (xs, zs) = (x.to_string(), z.to_string());
    let sd = m.digits("set_digits");
    let without =
        |v: u8| -> String { digits(&sd.iter().copied().filter(|&e| e != v).collect::<Vec<_>>()) };
    let others: Vec<u8> = sd.iter().copied().filter(|&e| e != x && e != z).collect();
    let rd = m.digits("removed_digits");
    let rc = m.groups("removed_cells");
    let each: Vec<String> = rd
        .iter()
        .zip(&rc)
        .map(|(&e, cs)| {
            let es = e.to_string();
            let of = if e == x || e == z {
                "패턴".to_owned()
            } else {
                format!("{n} 칸")
            };
            format!(
                "{of}의 {} 모두 보는 칸({})에는 {} 올 수 없고",
                eul(&es),
                cells(cs),
                i_ga(&es)
            )
        })
        .collect();
    let stay = if others.is_empty() {
        String::new()
    } else {
        format!(
            " {n} 칸에는 어느 쪽이든 {}{} 들어갑니다.",
            digits(&others),
            if batchim(&digits(&others)).0 {
                "이"
            } else {
                "가"
            }
        )
    };
    format!(
        "{} {n} 칸에는 {}만 들어가고, {bv}에는 {}만 들어갑니다. {n} 칸의 {}와 {} 모두 {bv}{} 봅니다. {bv}{} {}면 {n} 칸에는 {} 없으므로 {}{} 들어가고, {}면 {}{} 들어갑니다. 따라서 패턴에는 {}와 {} 정확히 하나씩 있습니다.{stay} 그러므로 {}: {result}.",
        cells(&set),
        digits(&sd),
        digits(&[x, z]),
        xs,
        eun(&zs),
        if batchim(&bv).0 { "을" } else { "를" },
        if batchim(&bv).0 { "이" } else { "가" },
        j(&xs, "이", ""),
        i_ga(&xs),
        without(x),
        if batchim(&without(x)).0 { "이" } else { "가" },
        j(&zs, "이", ""),
        without(z),
        if batchim(&without(z)).0 { "이" } else { "가" },
        xs,
        i_ga(&zs),
        {
            let all = each.join(", ");
            match all.strip_suffix("없고") {
                Some(head) => format!("{head}없습니다"),
                None => all,
            }
        }
    )
}

/// Aligned pair exclusion with one removal worked through.
fn aligned_pair(m: &Message, result: &str) -> String {
    let c = cell(m.cell("cell"));
    let d = m.digit("digit");
    let ds = d.to_string();
    let other = cell(m.cell("other"));
    let mut why: Vec<String> = Vec::new();
    if m.flag("same") {
        why.push(format!(
            "{ds}({c}{} 봄)",
            if batchim(&c).0 { "을" } else { "를" }
        ));
    }
    for (e, by) in m.digits("other_digits").iter().zip(m.cells("by")) {
        why.push(format!("{e}({}에는 {} {e}만 있음)", cell(by), gwa(&ds)));
    }
    format!(
        "두 칸이 함께 보는 후보 두 개짜리 칸의 두 숫자를 두 칸이 나눠 가질 수는 없고, 서로 보는 두 칸은 같은 숫자를 가질 수 없습니다. {} 가질 수 있는 쌍을 (두 칸이 함께 보는 후보 두 개짜리 칸: {}) 따져 보면, {c}에 {} 들어갈 때 {other}에는 어떤 후보도 올 수 없습니다: {}. 따라서 {c}에는 {} 올 수 없고, 가능한 쌍에 하나도 속하지 않는 숫자는 지울 수 있습니다: {result}.",
        i_ga(&cells(&m.cells("cells"))),
        cells(&m.cells("bivalues")),
        i_ga(&ds),
        why.join(", "),
        i_ga(&ds)
    )
}

fn unique(m: &Message, result: &str) -> String {
    let cs = cells(&m.cells("cells"));
    let dd = m.digits("digits");
    let (a, b) = (
        dd.first().copied().unwrap_or(0),
        dd.get(1).copied().unwrap_or(0),
    );
    let extra = cells(&m.cells("extra"));
    let d = m.digit("digit");
    let ds = d.to_string();
    let pattern = format!(
        "{}에 {} {b}만 들어간다면 두 숫자를 서로 바꿔도 되므로 해가 두 개가 됩니다.",
        cs,
        gwa(&a.to_string())
    );
    let rest = match m.digit("kind") {
        1 => format!("따라서 {extra}에는 다른 숫자가 들어가야 합니다: {result}."),
        2 => format!(
            "따라서 {extra} 중 하나는 추가 숫자 {d}이고, 이 칸들을 모두 보는 칸에는 {} 올 수 없습니다: {result}.",
            i_ga(&ds)
        ),
        3 if m.flag("hidden") => {
            let set = m.cells("set");
            let sd = m.digits("set_digits");
            format!(
                "따라서 {extra} 둘 다 {} {b} 중 하나일 수는 없고, 많아야 한 칸만 그렇습니다. 그러면 {}에서 {} 들어갈 곳은 {}{} 그 한 칸뿐이어서 숫자 {}개에 자리 {}개(히든 세트)이므로, {}에는 다른 숫자가 올 수 없습니다: {result}.",
                gwa(&a.to_string()),
                house(m.house("house")),
                i_ga(&digits(&sd)),
                cells(&set),
                if batchim(&cells(&set)).0 { "과" } else { "와" },
                sd.len(),
                set.len() + 1,
                cells(&set)
            )
        }
        3 => {
            let set = m.cells("set");
            let sd = m.digits("set_digits");
            let ed = m.digits("extra_digits");
            let h = house(m.house("house"));
            format!(
                "따라서 {extra} 둘 다 {} {b}만 가질 수는 없어 둘 중 하나는 {}이고, 두 칸은 {}{} 가진 한 칸처럼 작용합니다. {}{} 함께 {h}의 {} 칸에 {}만 들어가므로(네이키드 세트) {h}의 다른 칸에는 {} 올 수 없습니다: {result}.",
                gwa(&a.to_string()),
                or_list(&ed.iter().map(u8::to_string).collect::<Vec<_>>()),
                digits(&ed),
                if batchim(&digits(&ed)).0 { "을" } else { "를" },
                cells(&set),
                if batchim(&cells(&set)).0 { "과" } else { "와" },
                set.len() + 1,
                digits(&sd),
                i_ga(&digits(&sd))
            )
        }
        _ => {
            let other = if d == a { b } else { a };
            let os = other.to_string();
            format!(
                "{}에서 {} {extra}에만 들어갈 수 있으므로 둘 중 하나는 {d}입니다. 둘 중 어느 칸이든 {} 되면 패턴이 완성되므로 {} 올 수 없습니다: {result}.",
                house(m.house("house")),
                eun(&ds),
                i_ga(&os),
                i_ga(&os)
            )
        }
    };
    format!("{pattern} {rest}")
}

fn chain(m: &Message, result: &str) -> String {
    let walks = m.walks();
    let inner = m.inner();
    let body = self::walks(&walks, &inner);
    let conclusion = walks
        .first()
        .and_then(|w| w.last())
        .map(|c| last(c, None))
        .unwrap_or_default();
    let first = walks.first().and_then(|w| w.first());
    let assumed = first.map(assumption).unwrap_or_default();
    let end = match m.id {
        "full.cycle" => format!(
            "이 고리는 어느 방향으로 돌아도 성립하므로, 고리의 약한 링크마다 한쪽 끝은 참입니다: {result}."
        ),
        "full.forcing_chain" => format!(
            "{} 자기 자신의 반대로 이어지므로 거짓입니다: {result}.",
            eun(&assumed)
        ),
        "full.contradiction_chain" => format!(
            "한 후보가 참이면서 동시에 거짓일 수는 없으므로, {} 거짓입니다: {result}.",
            eun(&assumed)
        ),
        "full.double_chain" => format!("어느 쪽이든 {conclusion}. 그러므로 {result}."),
        "full.cell_chain" => format!(
            "{}에 어떤 숫자가 들어가든 {conclusion}. 그러므로 {result}.",
            cell(m.cell("cell"))
        ),
        _ => {
            let ds = m.digit("digit").to_string();
            format!(
                "{}의 {} 어디에 들어가든 {conclusion}. 그러므로 {result}.",
                house(m.house("house")),
                i_ga(&ds)
            )
        }
    };
    super::layout(&body, &end, " ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn particles_follow_the_sound() {
        assert_eq!(i_ga("r1c6"), "r1c6이");
        assert_eq!(i_ga("r1c5"), "r1c5가");
        assert_eq!(eul("3행"), "3행을");
        assert_eq!(eul("5번 박스"), "5번 박스를");
        assert_eq!(gwa("2"), "2와");
        assert_eq!(gwa("3"), "3과");
        assert_eq!(ro("3과 7"), "3과 7로");
        assert_eq!(ro("3과 6"), "3과 6으로");
        assert_eq!(
            house(Unit {
                kind: UnitKind::Box,
                index: 4
            }),
            "5번 박스"
        );
    }
}
