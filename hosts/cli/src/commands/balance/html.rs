//! The balance report as one self-contained HTML page: a section per question, each with
//! its charts drawn by plotters' SVG backend and inlined, and the figures as tables.
//! The page holds no timing, so the same seed writes the same bytes.

use std::{error::Error, fmt::Write as _};

use plotters::{element::ErrorBar, prelude::*};
use tianhei_core::BotKind;

use super::{Balance, Rate, Row, mean, median};
use crate::CliError;

/// The sections of the report, in order: (id, Chinese heading, English heading).
pub const SECTIONS: [(&str, &str, &str); 5] = [
    ("sides", "各阵营胜率", "Win rate per side"),
    ("seats", "各座位胜率", "Win rate per seat position"),
    (
        "roles",
        "各身份与角色胜率",
        "Win rate per role and character",
    ),
    ("length", "对局长度", "Game length (log events per game)"),
    ("decisions", "每局决策数", "Decisions per game"),
];

const COLOURS: [RGBColor; 10] = [
    RGBColor(0xc0, 0x39, 0x2b),
    RGBColor(0x29, 0x80, 0xb9),
    RGBColor(0x27, 0xae, 0x60),
    RGBColor(0x8e, 0x44, 0xad),
    RGBColor(0xd3, 0x54, 0x00),
    RGBColor(0x16, 0xa0, 0x85),
    RGBColor(0x7f, 0x8c, 0x8d),
    RGBColor(0xf3, 0x9c, 0x12),
    RGBColor(0x2c, 0x3e, 0x50),
    RGBColor(0xe8, 0x43, 0x93),
];

type Drawn = Result<String, Box<dyn Error>>;

/// A side's line: its key, its name, and its rate at each player count.
type SideLine = (String, String, Vec<(f64, Rate)>);

fn colour(i: usize) -> RGBColor {
    COLOURS[i % COLOURS.len()]
}

fn percent(y: &f64) -> String {
    format!("{:.0}%", 100.0 * y)
}

/// The whole page.
pub fn page(b: &Balance) -> Result<String, CliError> {
    build(b).map_err(|e| CliError::Runtime(format!("cannot draw the report's charts: {e}")))
}

fn build(b: &Balance) -> Result<String, Box<dyn Error>> {
    let names: Vec<String> = (0..b.subjects.len()).map(|s| b.name(s)).collect();
    let mut h = String::new();
    let title = names.join(" vs ");
    write!(
        h,
        "<!doctype html>\n<html lang=\"zh\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>平衡报告 Balance — {}</title><style>{CSS}</style></head><body>\n\
         <h1>平衡报告 <span class=en>Balance report</span></h1>\n<p class=lead>{}</p>\n\
         <p>每种人数、每种机器人各 {} 局，种子 {}。区间为 95% Wilson 置信区间。<br>\
         <span class=en>{} games per player count and kind of bot, seed {}; intervals are 95% \
         Wilson score intervals. Repeat with <code>tianhei balance {}{} --games {} --seed {}</code>\
         (with the same --players, --bots and --set).</span></p>\n",
        esc(&title),
        esc(&title),
        b.games,
        b.seed,
        b.games,
        b.seed,
        esc(&b.subjects[0].rules.meta.id),
        b.subjects
            .get(1)
            .map(|s| format!(" --vs {}", esc(&s.rules.meta.id)))
            .unwrap_or_default(),
        b.games,
        b.seed
    )?;
    for (id, zh, en) in SECTIONS {
        writeln!(
            h,
            "<section id=\"{id}\"><h2>{zh} <span class=en>{en}</span></h2>"
        )?;
        for &bots in &b.bots {
            let kind = match bots {
                BotKind::Heuristic => "启发式机器人 heuristic bots",
                BotKind::Random => "随机机器人 random bots",
                BotKind::Search => "搜索机器人 search bots",
            };
            match id {
                "sides" => {
                    write!(h, "<h3>{kind}</h3>{}", sides_chart(b, bots)?)?;
                    h += &sides_table(b, bots);
                }
                "seats" => {
                    for (s, name) in names.iter().enumerate() {
                        write!(
                            h,
                            "<h3>{kind} · {}</h3>{}",
                            esc(name),
                            seats_chart(b, s, bots)?
                        )?;
                    }
                }
                "roles" => {
                    write!(h, "<h3>{kind}</h3>{}", roles_chart(b, bots)?)?;
                    h += &identity_tables(b, bots);
                }
                "length" | "decisions" => {
                    let figure = |g: &super::GameFigures| {
                        if id == "length" {
                            g.events
                        } else {
                            g.decisions
                        }
                    };
                    let series: Vec<Vec<usize>> = (0..b.subjects.len())
                        .map(|s| b.per_game(s, bots, figure))
                        .collect();
                    write!(
                        h,
                        "<h3>{kind}</h3>{}",
                        histogram(
                            &series,
                            &names,
                            if id == "length" {
                                "log events"
                            } else {
                                "decisions"
                            }
                        )?
                    )?;
                    h += "<table><tr><th>规则 rule set</th><th>平均 mean</th><th>中位数 median</th><th>最少 min</th><th>最多 max</th></tr>";
                    for (s, xs) in series.iter().enumerate() {
                        write!(
                            h,
                            "<tr><td>{}</td><td>{:.1}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
                            esc(&names[s]),
                            mean(xs),
                            median(xs),
                            xs.iter().min().unwrap_or(&0),
                            xs.iter().max().unwrap_or(&0)
                        )?;
                    }
                    h += "</table>\n";
                }
                _ => {}
            }
        }
        h += "</section>\n";
    }
    h += "</body></html>\n";
    Ok(h)
}

const CSS: &str = "body{font-family:system-ui,'Noto Sans CJK SC','PingFang SC',sans-serif;\
    max-width:1100px;margin:2em auto;padding:0 1em;color:#222}h1{margin-bottom:.2em}\
    .en{color:#666;font-weight:normal;font-size:.85em}.lead{font-size:1.2em}\
    svg{max-width:100%;height:auto;display:block;margin:.5em 0}table{border-collapse:collapse;\
    margin:.5em 0 1.5em}td,th{border:1px solid #ccc;padding:.2em .6em;text-align:right}\
    td:first-child,th:first-child{text-align:left}section{margin-top:2.5em}";

fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// Sides' win rates against the player count, a line per side (and per rule set).
fn sides_chart(b: &Balance, bots: BotKind) -> Drawn {
    let counts: Vec<usize> = b
        .subjects
        .iter()
        .flat_map(|s| s.counts.iter().copied())
        .collect();
    let lo = counts.iter().min().copied().unwrap_or(1) as f64 - 0.5;
    let hi = counts.iter().max().copied().unwrap_or(1) as f64 + 0.5;
    let mut series: Vec<(String, Vec<(f64, Rate)>)> = Vec::new();
    for (si, _) in b.subjects.iter().enumerate() {
        // (side key, its name, (player count, rate) per count)
        let mut by_side: Vec<SideLine> = Vec::new();
        for c in b.cells_of(si, bots) {
            for r in c.sides() {
                if r.key == "draw" && r.rate.k == 0 {
                    continue;
                }
                let at = match by_side.iter().position(|(k, _, _)| *k == r.key) {
                    Some(i) => i,
                    None => {
                        by_side.push((r.key.clone(), r.label.zh.to_string(), Vec::new()));
                        by_side.len() - 1
                    }
                };
                by_side[at].2.push((c.players as f64, r.rate));
            }
        }
        for (_, label, pts) in by_side {
            let name = if b.subjects.len() > 1 {
                format!("{label} · {}", b.subjects[si].label)
            } else {
                label
            };
            series.push((name, pts));
        }
    }
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (900, 420)).into_drawing_area();
        root.fill(&WHITE)?;
        let mut chart = ChartBuilder::on(&root)
            .margin(16)
            .x_label_area_size(40)
            .y_label_area_size(56)
            .build_cartesian_2d(lo..hi, 0.0..1.0)?;
        chart
            .configure_mesh()
            .label_style(("sans-serif", 14))
            .axis_desc_style(("sans-serif", 15))
            .light_line_style(RGBColor(0xf0, 0xf0, 0xf0))
            .x_labels(counts.len().max(2) * 2)
            .x_label_formatter(&|x| {
                if (x - x.round()).abs() < 1e-6 && x.round() > lo && x.round() < hi {
                    format!("{}", x.round())
                } else {
                    String::new()
                }
            })
            .y_label_formatter(&percent)
            .x_desc("人数 players")
            .y_desc("胜率 win rate")
            .draw()?;
        let n = series.len().max(1) as f64;
        for (i, (name, pts)) in series.iter().enumerate() {
            let c = colour(i);
            let dx = (i as f64 - (n - 1.0) / 2.0) * 0.04;
            let line: Vec<(f64, f64)> = pts.iter().map(|(x, r)| (x + dx, r.p())).collect();
            chart
                .draw_series(LineSeries::new(line.clone(), c.stroke_width(2)))?
                .label(name.clone())
                .legend(move |(x, y)| {
                    PathElement::new(vec![(x, y), (x + 18, y)], c.stroke_width(3))
                });
            chart.draw_series(pts.iter().map(|(x, r)| {
                let (l, h) = r.interval();
                ErrorBar::new_vertical(x + dx, l, r.p(), h, c.filled(), 8)
            }))?;
            chart.draw_series(line.iter().map(|&p| Circle::new(p, 4, c.filled())))?;
        }
        chart
            .configure_series_labels()
            .label_font(("sans-serif", 14))
            .position(SeriesLabelPosition::UpperRight)
            .background_style(WHITE.mix(0.85))
            .border_style(BLACK.mix(0.3))
            .draw()?;
        root.present()?;
    }
    Ok(svg)
}

fn sides_table(b: &Balance, bots: BotKind) -> String {
    let mut h = String::from(
        "<table><tr><th>规则 rule set</th><th>人数 players</th><th>阵营 side</th>\
         <th>胜 wins</th><th>胜率 rate</th><th>95% 区间 interval</th></tr>",
    );
    for (si, _) in b.subjects.iter().enumerate() {
        for c in b.cells_of(si, bots) {
            for r in c.sides() {
                let (lo, hi) = r.rate.interval();
                let _ = write!(
                    h,
                    "<tr><td>{}</td><td>{}</td><td>{} {}</td><td>{} / {}</td><td>{:.1}%</td>\
                     <td>{:.1}–{:.1}%</td></tr>",
                    esc(&b.subjects[si].label),
                    c.players,
                    esc(&r.label.zh),
                    esc(&r.label.en),
                    r.rate.k,
                    r.rate.n,
                    100.0 * r.rate.p(),
                    100.0 * lo,
                    100.0 * hi
                );
            }
        }
    }
    h + "</table>\n"
}

/// Each seat position's win rate, a line per player count.
fn seats_chart(b: &Balance, subject: usize, bots: BotKind) -> Drawn {
    let cells: Vec<_> = b.cells_of(subject, bots).collect();
    let most = cells.iter().map(|c| c.players).max().unwrap_or(1);
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (900, 380)).into_drawing_area();
        root.fill(&WHITE)?;
        let mut chart = ChartBuilder::on(&root)
            .margin(16)
            .x_label_area_size(40)
            .y_label_area_size(56)
            .build_cartesian_2d(0.5..most as f64 + 0.5, 0.0..1.0)?;
        chart
            .configure_mesh()
            .label_style(("sans-serif", 14))
            .axis_desc_style(("sans-serif", 15))
            .light_line_style(RGBColor(0xf0, 0xf0, 0xf0))
            .x_labels(most * 2)
            .x_label_formatter(&|x| {
                if (x - x.round()).abs() < 1e-6 && x.round() >= 1.0 {
                    format!("{}", x.round())
                } else {
                    String::new()
                }
            })
            .y_label_formatter(&percent)
            .x_desc("座位 seat")
            .y_desc("胜率 win rate")
            .draw()?;
        let n = cells.len().max(1) as f64;
        for (i, c) in cells.iter().enumerate() {
            let col = colour(i);
            let dx = (i as f64 - (n - 1.0) / 2.0) * 0.05;
            let rows: Vec<Row> = c.seats();
            let line: Vec<(f64, f64)> = rows
                .iter()
                .enumerate()
                .map(|(s, r)| (s as f64 + 1.0 + dx, r.rate.p()))
                .collect();
            chart
                .draw_series(LineSeries::new(line.clone(), col.stroke_width(2)))?
                .label(format!("{} 人 players", c.players))
                .legend(move |(x, y)| {
                    PathElement::new(vec![(x, y), (x + 18, y)], col.stroke_width(3))
                });
            chart.draw_series(rows.iter().enumerate().map(|(s, r)| {
                let (l, h) = r.rate.interval();
                ErrorBar::new_vertical(s as f64 + 1.0 + dx, l, r.rate.p(), h, col.filled(), 6)
            }))?;
        }
        chart
            .configure_series_labels()
            .label_font(("sans-serif", 14))
            .position(SeriesLabelPosition::UpperRight)
            .background_style(WHITE.mix(0.85))
            .border_style(BLACK.mix(0.3))
            .draw()?;
        root.present()?;
    }
    Ok(svg)
}

/// Each role's (and character's) win rate as a bar with its interval, a bar per rule set.
fn roles_chart(b: &Balance, bots: BotKind) -> Drawn {
    let per: Vec<Vec<Row>> = (0..b.subjects.len()).map(|s| b.roles(s, bots)).collect();
    let mut keys: Vec<(String, String)> = Vec::new();
    for rows in &per {
        for r in rows {
            if !keys.iter().any(|(k, _)| *k == r.key) {
                keys.push((r.key.clone(), format!("{} {}", r.label.zh, r.label.en)));
            }
        }
    }
    keys.sort();
    let rows_n = keys.len().max(1);
    let height = (60 + rows_n * 22 * per.len().max(1)).clamp(200, 4000) as u32;
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (900, height)).into_drawing_area();
        root.fill(&WHITE)?;
        let mut chart = ChartBuilder::on(&root)
            .margin(16)
            .x_label_area_size(36)
            .y_label_area_size(260)
            .build_cartesian_2d(0.0..1.0, -0.5..rows_n as f64 - 0.5)?;
        let labels: Vec<String> = keys.iter().map(|(_, l)| l.clone()).collect();
        let label_at = |y: &f64| {
            let i = y.round();
            if (y - i).abs() < 1e-6 && i >= 0.0 {
                labels
                    .get(rows_n - 1 - i as usize)
                    .cloned()
                    .unwrap_or_default()
            } else {
                String::new()
            }
        };
        chart
            .configure_mesh()
            .label_style(("sans-serif", 14))
            .axis_desc_style(("sans-serif", 15))
            .light_line_style(RGBColor(0xf0, 0xf0, 0xf0))
            .disable_y_mesh()
            .y_labels(rows_n * 2 + 1)
            .y_label_formatter(&label_at)
            .x_label_formatter(&percent)
            .x_desc("胜率 win rate")
            .draw()?;
        let band = 0.8 / per.len().max(1) as f64;
        for (si, rows) in per.iter().enumerate() {
            let col = colour(si + 1);
            let bar = |r: &Row| {
                let i = keys.iter().position(|(k, _)| *k == r.key).unwrap_or(0);
                let y = (rows_n - 1 - i) as f64 + 0.4 - band * (si as f64 + 0.5);
                (y, r.rate)
            };
            chart
                .draw_series(rows.iter().map(|r| {
                    let (y, rate) = bar(r);
                    Rectangle::new(
                        [(0.0, y - band * 0.45), (rate.p(), y + band * 0.45)],
                        col.mix(0.75).filled(),
                    )
                }))?
                .label(b.subjects[si].label.clone())
                .legend(move |(x, y)| Rectangle::new([(x, y - 5), (x + 18, y + 5)], col.filled()));
            chart.draw_series(rows.iter().map(|r| {
                let (y, rate) = bar(r);
                let (l, h) = rate.interval();
                ErrorBar::new_horizontal(y, l, rate.p(), h, BLACK.stroke_width(1), 6)
            }))?;
        }
        if per.len() > 1 {
            chart
                .configure_series_labels()
                .label_font(("sans-serif", 14))
                .position(SeriesLabelPosition::LowerRight)
                .background_style(WHITE.mix(0.85))
                .border_style(BLACK.mix(0.3))
                .draw()?;
        }
        root.present()?;
    }
    Ok(svg)
}

/// A table per identity of its characters' win rates, best first (风声's 打酱油的: one row
/// per secret mission, which his character sets), a table per rule set.
fn identity_tables(b: &Balance, bots: BotKind) -> String {
    let mut h = String::new();
    for s in 0..b.subjects.len() {
        for (identity, rows) in b.by_identity(s, bots) {
            let mission = identity.zh == "打酱油的";
            let _ = write!(
                h,
                "<h4>{}：按角色{} <span class=en>{}, by character{}</span> · {}</h4>\
                 <table><tr><th>角色 character</th><th>局 games</th><th>胜率 win rate</th></tr>",
                esc(&identity.zh),
                if mission {
                    "（即按机密任务）"
                } else {
                    ""
                },
                esc(&identity.en),
                if mission {
                    " (that is, by secret mission)"
                } else {
                    ""
                },
                esc(&b.name(s))
            );
            for r in rows {
                let _ = write!(
                    h,
                    "<tr><td>{} <span class=en>{}</span></td><td>{}</td><td>{}</td></tr>",
                    esc(&r.label.zh),
                    esc(&r.label.en),
                    r.rate.n,
                    r.rate.text()
                );
            }
            h += "</table>\n";
        }
    }
    h
}

/// The share of games per bin of a figure, one translucent set of bars per rule set.
fn histogram(series: &[Vec<usize>], names: &[String], what: &str) -> Drawn {
    let lo = series.iter().flatten().min().copied().unwrap_or(0);
    let hi = series
        .iter()
        .flatten()
        .max()
        .copied()
        .unwrap_or(1)
        .max(lo + 1);
    let bins = 30usize;
    let width = (hi - lo).div_ceil(bins).max(1);
    let shares: Vec<Vec<f64>> = series
        .iter()
        .map(|xs| {
            let mut counts = vec![0usize; bins + 1];
            for &x in xs {
                counts[((x - lo) / width).min(bins)] += 1;
            }
            let n = xs.len().max(1) as f64;
            counts.into_iter().map(|c| c as f64 / n).collect()
        })
        .collect();
    let top = shares
        .iter()
        .flatten()
        .copied()
        .fold(0.0f64, f64::max)
        .max(0.01)
        * 1.1;
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (900, 360)).into_drawing_area();
        root.fill(&WHITE)?;
        let x_hi = (lo + width * (bins + 1)) as f64;
        let mut chart = ChartBuilder::on(&root)
            .margin(16)
            .x_label_area_size(40)
            .y_label_area_size(56)
            .build_cartesian_2d(lo as f64..x_hi, 0.0..top)?;
        chart
            .configure_mesh()
            .label_style(("sans-serif", 14))
            .axis_desc_style(("sans-serif", 15))
            .light_line_style(RGBColor(0xf0, 0xf0, 0xf0))
            .y_label_formatter(&percent)
            .x_label_formatter(&|x| format!("{x:.0}"))
            .x_desc(format!("每局 per game: {what}"))
            .y_desc("对局占比 share of games")
            .draw()?;
        for (si, s) in shares.iter().enumerate() {
            let col = colour(si + 1);
            chart
                .draw_series(
                    s.iter()
                        .enumerate()
                        .filter(|(_, v)| **v > 0.0)
                        .map(|(i, &v)| {
                            let x0 = (lo + i * width) as f64;
                            Rectangle::new(
                                [(x0, 0.0), (x0 + width as f64, v)],
                                col.mix(0.5).filled(),
                            )
                        }),
                )?
                .label(names.get(si).cloned().unwrap_or_default())
                .legend(move |(x, y)| Rectangle::new([(x, y - 5), (x + 18, y + 5)], col.filled()));
        }
        chart
            .configure_series_labels()
            .label_font(("sans-serif", 14))
            .position(SeriesLabelPosition::UpperRight)
            .background_style(WHITE.mix(0.85))
            .border_style(BLACK.mix(0.3))
            .draw()?;
        root.present()?;
    }
    Ok(svg)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn html_escapes_markup_in_names() {
        assert_eq!(esc("<a & \"b\">"), "&lt;a &amp; &quot;b&quot;&gt;");
    }
}
