//! A scene as a compact text screen: the banner on one line, the seat ring on one or two,
//! the viewer's panel, cards by name and colour, what is being resolved, the vote. One
//! language only, no field names, seats by the number players see.

use tianhei_core::{
    Lang, Prompt, Seat, Text,
    scene::{Badge, CardFace, Fact, Scene, SeatNo, Tone},
};

use crate::columns::{pad, strip_ansi, width, wrap};

/// How a screen is drawn: its language, its width, and whether to colour it.
#[derive(Copy, Clone, Debug)]
pub struct Style {
    /// Language.
    pub lang: Lang,
    /// Columns to wrap the seat ring at.
    pub cols: usize,
    /// ANSI colours (a terminal, not a pipe).
    pub colour: bool,
}

impl Style {
    fn t<'a>(&self, t: &'a Text) -> &'a str {
        t.get(self.lang)
    }

    fn tr<'a>(&self, zh: &'a str, en: &'a str) -> &'a str {
        match self.lang {
            Lang::Zh => zh,
            Lang::En => en,
        }
    }

    fn paint(&self, tone: Tone, s: &str) -> String {
        let code = match tone {
            Tone::Red => "31",
            Tone::Blue => "34",
            Tone::Black => "90",
            Tone::Gold => "33",
            Tone::Green => "32",
            Tone::Grey => "2",
            Tone::Plain => return s.to_string(),
        };
        if self.colour {
            format!("\x1b[{code}m{s}\x1b[0m")
        } else {
            s.to_string()
        }
    }

    fn seat(&self, s: SeatNo) -> String {
        s.0.label().get(self.lang).to_string()
    }

    fn seats(&self, list: &[SeatNo]) -> String {
        let parts: Vec<String> = list.iter().map(|&s| self.seat(s)).collect();
        parts.join(self.tr("、", ", "))
    }

    fn sep(&self) -> &'static str {
        match self.lang {
            Lang::Zh => "：",
            Lang::En => ": ",
        }
    }
}

/// A card by its face: `红【截获】密电`, `【杀】♠7` / `red Intercept (secret)`.
pub fn card(c: &CardFace, st: &Style) -> String {
    let colour = match (c.tone, st.lang) {
        (Tone::Red, Lang::Zh) => "红",
        (Tone::Blue, Lang::Zh) => "蓝",
        (Tone::Black, Lang::Zh) => "黑",
        (Tone::Red, Lang::En) => "red ",
        (Tone::Blue, Lang::En) => "blue ",
        (Tone::Black, Lang::En) => "black ",
        _ => "",
    };
    let mut out = match st.lang {
        Lang::Zh => format!("{colour}【{}】", st.t(&c.name)),
        Lang::En => format!("{colour}{}", st.t(&c.name)),
    };
    if let Some(corner) = &c.corner {
        out.push_str(st.t(corner));
    }
    if let Some(note) = &c.note {
        match st.lang {
            Lang::Zh => out.push_str(&format!("·{}", st.t(note))),
            Lang::En => out.push_str(&format!(" ({})", st.t(note))),
        }
    }
    st.paint(c.tone, &out)
}

fn badge(b: &Badge, st: &Style) -> String {
    st.paint(b.tone, st.t(&b.text))
}

fn fact(f: &Fact, st: &Style) -> String {
    let mut v = st.t(&f.value).to_string();
    if v.is_empty() && !f.seats.is_empty() {
        v = st.seats(&f.seats);
    }
    format!("{}{}{v}", st.t(&f.label), st.sep())
}

/// The seat ring: `▶1号(你)[杀手] 红1 手牌3 │ 2号 ✝出局 │ …`, wrapped at `cols` (a seat
/// wider than that alone is broken inside, its rest indented).
pub fn ring(s: &Scene, me: Option<Seat>, st: &Style, cols: usize) -> Vec<String> {
    let chunks: Vec<(String, usize)> = s
        .seats
        .iter()
        .map(|c| {
            let mut plain = String::new();
            let mut shown = String::new();
            let mut push = |p: &str, shown_part: String| {
                plain.push_str(p);
                shown.push_str(&shown_part);
            };
            if c.turn || c.speaking {
                push("▶", "▶".into());
            }
            let n = st.seat(c.seat);
            push(&n, n.clone());
            if Some(c.seat.0) == me {
                let you = st.tr("(你)", "(you)");
                push(you, you.into());
            }
            // The terminal is one viewer's screen: what it alone knows of a seat (its own,
            // a teammate's, every seat for the moderator) is the fuller badge, so it is
            // shown whenever there is one; the public badge only where it knows nothing
            // more. A seat's badge therefore keeps one form as parts become public.
            if let Some(b) = c.secret.as_ref().or(c.role.as_ref()) {
                let r = format!("[{}]", st.t(&b.text));
                push(&r, st.paint(b.tone, &r));
            }
            if let Some(out) = &c.out {
                let o = format!(" ✝{}", st.t(out));
                push(&o, st.paint(Tone::Grey, &o));
            }
            for b in &c.badges {
                let t = format!(" {}", st.t(&b.text));
                push(&t, format!(" {}", badge(b, st)));
            }
            // Face-up cards in front of the seat: intel, equipment, the judge area.
            for f in &c.cards {
                let shown_card = card(f, st);
                let plain_card = format!(" {}", strip_ansi(&shown_card));
                push(&plain_card, format!(" {shown_card}"));
            }
            let w = width(&plain);
            (shown, w)
        })
        .collect();
    let mut lines = Vec::new();
    let mut line = String::new();
    let mut used = 0;
    for (shown, w) in chunks {
        if used > 0 && used + 3 + w > cols {
            lines.push(std::mem::take(&mut line));
            used = 0;
        }
        if used > 0 {
            line.push_str(" │ ");
            used += 3;
        }
        line.push_str(&shown);
        used += w;
        if used > cols {
            // One seat alone is wider than a line: break it, the rest indented.
            let mut parts = wrap(&line, cols, "   ");
            line = parts.pop().unwrap_or_default();
            used = width(&strip_ansi(&line));
            lines.extend(parts);
        }
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

/// The whole scene as lines: banner, ring, facts, the vote, pending items, zones, and the
/// viewer's panel last (closest to the prompt).
pub fn lines(s: &Scene, me: Option<Seat>, st: &Style) -> Vec<String> {
    let mut out = Vec::new();
    let b = &s.banner;
    let mut head: Vec<String> = Vec::new();
    if let Some(r) = &b.round {
        head.push(st.t(r).to_string());
    }
    head.push(st.t(&b.phase).to_string());
    if let Some(t) = b.turn {
        head.push(match st.lang {
            Lang::Zh => format!("{}的回合", st.seat(t)),
            Lang::En => format!("{}'s turn", st.seat(t)),
        });
    }
    if let Some(l) = &b.line {
        head.push(st.t(l).to_string());
    }
    let head = format!("━━ {} ━━", head.join(" · "));
    out.push(st.paint(if b.night { Tone::Blue } else { Tone::Gold }, &head));
    // The ring is indented by one column: it wraps one column earlier.
    out.extend(
        ring(s, me, st, st.cols.saturating_sub(1))
            .into_iter()
            .map(|l| format!(" {l}")),
    );
    if !s.facts.is_empty() {
        let f: Vec<String> = s.facts.iter().map(|f| fact(f, st)).collect();
        out.push(format!(" {}", f.join(" · ")));
    }
    if let Some(t) = &s.tally {
        let counts: Vec<String> = t
            .counts
            .iter()
            .map(|c| match st.lang {
                Lang::Zh => format!("{} {}票", st.seat(c.seat), c.votes),
                Lang::En => format!("{} {}", st.seat(c.seat), c.votes),
            })
            .collect();
        let mut l = format!(" {}{}", st.t(&t.title), st.sep());
        l.push_str(&if counts.is_empty() {
            st.tr("尚无票", "no votes yet").to_string()
        } else {
            counts.join(" · ")
        });
        if let Some(v) = t.voter {
            l.push_str(&match st.lang {
                Lang::Zh => format!("（轮到{}）", st.seat(v)),
                Lang::En => format!(" ({} to vote)", st.seat(v)),
            });
        }
        out.push(l);
    }
    for p in &s.pending {
        let mut l = String::from(" ⟫ ");
        if let Some(u) = p.user {
            l.push_str(&format!("{} → ", st.seat(u)));
        }
        l.push_str(&card(&p.item, st));
        if !p.targets.is_empty() {
            l.push_str(&format!(" → {}", st.seats(&p.targets)));
        }
        if let Some(t) = &p.target {
            l.push_str(&format!(" → {}", st.t(t)));
        }
        if let Some(state) = &p.state {
            l.push_str(&format!("（{}）", st.t(state)));
        }
        out.push(l);
    }
    for z in &s.zones {
        // Another seat's skills: their names; their texts are on that seat's screen.
        let names_only = z.reference && !z.private && z.owner.is_some_and(|o| Some(o.0) != me);
        let mut cards: Vec<String> = z
            .cards
            .iter()
            .map(|c| {
                if names_only {
                    format!("【{}】", st.t(&c.name))
                } else {
                    card(c, st)
                }
            })
            .collect();
        if z.hidden > 0 {
            cards.push(match st.lang {
                Lang::Zh => format!("{}张背面朝上", z.hidden),
                Lang::En => format!("{} face down", z.hidden),
            });
        }
        if cards.is_empty() {
            cards.push(st.tr("（无）", "(none)").to_string());
        }
        out.push(format!(
            " {}{}{}",
            st.t(&z.title),
            st.sep(),
            cards.join("  ")
        ));
    }
    if let Some(p) = &s.private {
        let title = st.paint(p.tone, st.t(&p.title));
        let mut l = format!(" {}{}{title}", st.tr("你的身份", "You are"), st.sep());
        if let Some(t) = &p.text {
            l.push_str(&format!(" — {}", st.t(t)));
        }
        out.push(l);
        for f in &p.facts {
            out.push(format!("   {}", fact(f, st)));
        }
    }
    // Long lines (skill texts, hands) wrap at the width with a hanging indent, never
    // leaving closing punctuation alone at the start of a line.
    out.into_iter()
        .flat_map(|l| wrap(&l, st.cols, "     "))
        .collect()
}

/// The prompt with its options in the order [`prompt_lines`] prints them (loose options
/// first, then each card's), so the numbers a player reads run 1, 2, 3… down the screen;
/// and for each shown option its index in the game's prompt, to map an answer back.
pub fn in_print_order(p: &Prompt) -> (Prompt, Vec<usize>) {
    let mut order: Vec<usize> = (0..p.options.len())
        .filter(|&i| p.options[i].subject.is_none())
        .collect();
    for k in 0..p.subjects.len() {
        order.extend((0..p.options.len()).filter(|&i| p.options[i].subject == Some(k as u16)));
    }
    // Anything left (a subject out of range) keeps its place at the end.
    for i in 0..p.options.len() {
        if !order.contains(&i) {
            order.push(i);
        }
    }
    let mut shown = p.clone();
    shown.options = order.iter().map(|&i| p.options[i].clone()).collect();
    shown.default = p
        .default
        .iter()
        .filter_map(|d| order.iter().position(|i| i == d))
        .collect();
    (shown, order)
}

/// A prompt: the question, then the numbered options (from 1). Options grouped under a
/// card show under it: `红【锁定】·密电: 3) 对2号  4) 对3号`.
pub fn prompt_lines(p: &Prompt, st: &Style) -> Vec<String> {
    let mut out = vec![st.t(&p.text).to_string()];
    let numbered = |i: usize, t: &Text| format!("{:>3}) {}", i + 1, st.t(t));
    let loose: Vec<String> = p
        .options
        .iter()
        .enumerate()
        .filter(|(_, c)| c.subject.is_none())
        .map(|(i, c)| numbered(i, &c.label))
        .collect();
    let detailed = p.options.iter().any(|c| c.detail.is_some());
    let short = loose.iter().all(|l| width(l) <= 11);
    if detailed {
        // Each option with what to read before picking it (an offered character's skills).
        for (k, c) in p.options.iter().filter(|c| c.subject.is_none()).enumerate() {
            out.push(loose[k].clone());
            if let Some(d) = &c.detail {
                for l in st.t(d).lines() {
                    out.extend(wrap(&format!("       {l}"), st.cols, "         "));
                }
            }
        }
    } else if short && loose.len() > 6 {
        for row in loose.chunks(6) {
            let row: String = row.iter().map(|l| pad(l, 12)).collect();
            out.push(row.trim_end().to_string());
        }
    } else {
        out.extend(loose);
    }
    for (k, face) in p.subjects.iter().enumerate() {
        let opts: Vec<String> = p
            .options
            .iter()
            .enumerate()
            .filter(|(_, c)| c.subject == Some(k as u16))
            .map(|(i, c)| numbered(i, c.short.as_ref().unwrap_or(&c.label)))
            .collect();
        out.push(format!(
            "    {}{}{}",
            card(face, st),
            st.sep(),
            opts.join(" ").trim()
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use tianhei_core::text;
    use tianhei_core::{
        Choice,
        scene::{SeatCard, Zone},
    };

    use super::*;

    const ZH: Style = Style {
        lang: Lang::Zh,
        cols: 60,
        colour: false,
    };

    #[test]
    fn the_ring_numbers_seats_from_one_and_marks_turn_out_and_you() {
        let mut s = Scene::new(3, Text::new("出牌阶段", "Play"));
        s.seats[0].turn = true;
        s.seats[2].out = Some(Text::new("死亡", "Dead"));
        s.seats[1]
            .badges
            .push(Badge::new(Text::new("红1", "red 1"), Tone::Red));
        let r = ring(&s, Some(Seat(1)), &ZH, ZH.cols);
        assert_eq!(r, ["▶1号 │ 2号(你) 红1 │ 3号 ✝死亡"]);
    }

    #[test]
    fn long_rings_wrap_at_the_width() {
        let mut s = Scene::new(12, Text::new("白天", "Day"));
        for c in &mut s.seats {
            c.badges
                .push(Badge::new(Text::new("手牌10", "10"), Tone::Plain));
        }
        let r = ring(&s, None, &ZH, ZH.cols);
        assert!(r.len() >= 2, "{r:?}");
        assert!(r.iter().all(|l| width(l) <= 60), "{r:?}");
    }

    #[test]
    fn cards_read_as_colour_name_and_stamp() {
        let c = CardFace::new(Text::new("截获", "Intercept"), Tone::Red)
            .with_note(Text::new("密电", "secret"));
        assert_eq!(card(&c, &ZH), "红【截获】·密电");
        let en = Style {
            lang: Lang::En,
            ..ZH
        };
        assert_eq!(card(&c, &en), "red Intercept (secret)");
    }

    #[test]
    fn a_grouped_prompt_lists_targets_under_their_card() {
        let face = CardFace::new(Text::new("锁定", "Lock"), Tone::Blue);
        let p = Prompt::one(
            Seat(0),
            "t",
            Text::new("你有优先权", "Priority"),
            vec![
                Choice::new("pass", Text::new("让过", "Pass")),
                Choice::owned("lock:c1:seat:1".into(), Text::new("对2号使用锁定", "x"))
                    .naming(Seat(1)),
                Choice::owned("lock:c1:seat:2".into(), Text::new("对3号使用锁定", "x"))
                    .naming(Seat(2)),
            ],
        )
        .grouped(|c| {
            c.seat
                .map(|s| (face.clone(), text!("对{}号", "on {}", s.num())))
        });
        let l = prompt_lines(&p, &ZH);
        assert_eq!(l[1], "  1) 让过");
        assert_eq!(l[2], "    蓝【锁定】：2) 对2号   3) 对3号");
    }

    #[test]
    fn the_panel_zones_and_pending_items_read_without_field_names() {
        let mut s = Scene::new(2, Text::new("出牌阶段", "Play"));
        s.zones.push(Zone {
            title: Text::new("你的手牌", "Your hand"),
            owner: Some(SeatNo(Seat(0))),
            private: true,
            cards: vec![CardFace::new(Text::new("破译", "Decode"), Tone::Black)],
            hidden: 0,
            reference: false,
        });
        s.seats = vec![SeatCard::new(Seat(0)), SeatCard::new(Seat(1))];
        let l = lines(&s, Some(Seat(0)), &ZH).join("\n");
        assert!(l.contains("你的手牌：黑【破译】"), "{l}");
        assert!(!l.contains("hand") && !l.contains(": "), "{l}");
    }

    #[test]
    fn the_ring_draws_the_cards_in_front_of_each_seat() {
        let mut s = Scene::new(2, Text::new("出牌阶段", "Play"));
        s.seats[1].cards.push(CardFace::new(
            Text::new("诸葛连弩", "Crossbow"),
            Tone::Black,
        ));
        s.seats[0].cards.push(
            CardFace::new(Text::new("兵粮寸断", "Supply Shortage"), Tone::Black)
                .with_note(Text::new("判定区", "judge area")),
        );
        let r = ring(&s, Some(Seat(0)), &ZH, ZH.cols).join("\n");
        assert!(r.contains("1号(你) 黑【兵粮寸断】·判定区"), "{r}");
        assert!(r.contains("2号 黑【诸葛连弩】"), "{r}");
    }

    #[test]
    fn every_line_of_a_scene_stays_within_the_width_indent_included() {
        let mut s = Scene::new(8, Text::new("出牌阶段", "Play"));
        for c in &mut s.seats {
            c.badges
                .push(Badge::new(Text::new("体力4/4", "HP 4/4"), Tone::Green));
            c.badges
                .push(Badge::new(Text::new("手牌10", "10"), Tone::Plain));
            c.cards.push(CardFace::new(
                Text::new("八卦阵", "Eight Trigrams"),
                Tone::Black,
            ));
        }
        s.private = Some(tianhei_core::scene::Panel {
            undealt: false,
            title: Text::new("军情处", "MI"),
            tone: Tone::Blue,
            text: Some(Text::new(
                "你或队友面前集齐3张蓝色情报即获胜。3张黑色情报会让你死亡。当你的锁定成功使用时（未被识破），抽两张牌。",
                "x",
            )),
            facts: Vec::new(),
        });
        for cols in [40, 59, 60, 61, 80] {
            let st = Style { cols, ..ZH };
            for l in lines(&s, Some(Seat(0)), &st) {
                assert!(width(&l) <= cols, "{cols}: {l:?}");
                let first = l.trim_start().chars().next().unwrap_or('x');
                assert!(!"。，、）】".contains(first), "{cols}: orphan {l:?}");
            }
        }
    }

    #[test]
    fn options_are_numbered_in_the_order_they_are_printed() {
        let face = CardFace::new(Text::new("锁定", "Lock"), Tone::Blue);
        let opt = |k: &str| Choice::owned(k.into(), Text::owned(k.into(), k.into()));
        let mut p = Prompt::one(
            Seat(0),
            "t",
            Text::new("出牌", "Play"),
            vec![
                opt("lock:c1:seat:1").naming(Seat(1)),
                opt("end"),
                opt("lock:c1:seat:2").naming(Seat(2)),
                opt("skill:x"),
            ],
        )
        .with_default(vec![1]);
        p = p.grouped(|c| {
            c.seat
                .map(|s| (face.clone(), text!("对{}号", "on {}", s.num())))
        });
        let (shown, back) = in_print_order(&p);
        let l = prompt_lines(&shown, &ZH);
        assert_eq!(l[1], "  1) end");
        assert_eq!(l[2], "  2) skill:x");
        assert_eq!(l[3], "    蓝【锁定】：3) 对2号   4) 对3号");
        assert_eq!(
            back,
            vec![1, 3, 0, 2],
            "each number maps back to its option"
        );
        assert_eq!(shown.default, vec![0], "the default follows its option");
        let keys: Vec<&str> = back.iter().map(|&i| p.options[i].key.as_ref()).collect();
        let shown_keys: Vec<&str> = shown.options.iter().map(|c| c.key.as_ref()).collect();
        assert_eq!(keys, shown_keys);
    }

    #[test]
    fn an_offered_character_shows_its_skills_under_its_option() {
        let p = Prompt::one(
            Seat(0),
            "t.pick",
            Text::new("选择角色", "Choose"),
            vec![
                Choice::new("a", Text::new("周瑜（男，3体力）", "Zhou Yu")).with_detail(Text::new(
                    "【英姿】摸牌阶段，你可以多摸一张牌。\n【反间】出牌阶段限一次……",
                    "x",
                )),
                Choice::new("b", Text::new("小乔（女，3体力）", "Xiao Qiao")),
            ],
        );
        let l = prompt_lines(&p, &ZH);
        assert_eq!(l[1], "  1) 周瑜（男，3体力）");
        assert!(l[2].trim_start().starts_with("【英姿】摸牌阶段"), "{l:?}");
        assert!(l[3].trim_start().starts_with("【反间】"), "{l:?}");
        assert_eq!(l[4], "  2) 小乔（女，3体力）");
    }

    #[test]
    fn your_own_seat_shows_what_you_know_of_it_in_one_form() {
        let mut s = Scene::new(2, Text::new("出牌阶段", "Play"));
        s.seats[0].secret = Some(Badge::new(Text::new("周瑜 ◇〔◇〕", "x"), Tone::Gold));
        let before = ring(&s, Some(Seat(0)), &ZH, ZH.cols);
        s.seats[0].role = Some(Badge::new(Text::new("◇？", "x"), Tone::Plain));
        let after = ring(&s, Some(Seat(0)), &ZH, ZH.cols);
        assert_eq!(
            before, after,
            "a public part does not change your own badge"
        );
        assert!(after[0].contains("[周瑜 ◇〔◇〕]"), "{after:?}");
    }
}
