//! The parts of a role's name as games write them in outcomes, for tallies by role and by
//! character (`balance`, `arena`).

use tianhei_core::Text;

/// The parts of a role's name, each with its English: the role itself, then its parts
/// set apart by `·`; a part ending in brackets whose content lists more parts (国战's
/// faction pair and 野心家) gives its name and each of them. `潜伏战线·老鬼` gives the
/// role, `潜伏战线` and `老鬼`; `曹操（♠♥·野心家）` gives `曹操`, `♠♥` and `野心家`;
/// `特工机关·程小蝶（SP）（梨园义士）` gives `特工机关` and `程小蝶（SP）（梨园义士）` (a
/// character's name keeps its brackets).
pub fn role_parts(role: &Text) -> Vec<Text> {
    let zh = parts(&role.zh, "·", ('（', '）'), "·");
    let en = parts(&role.en, " · ", ('(', ')'), ", ");
    let mut out = vec![role.clone()];
    if zh.len() > 1 {
        for (i, z) in zh.iter().enumerate() {
            let e = if en.len() == zh.len() { &en[i] } else { z };
            if !out.iter().any(|p| p.zh == z.as_str()) {
                out.push(Text::owned(z.clone(), e.clone()));
            }
        }
    }
    out
}

/// `s` split at `sep` outside brackets; a piece whose last bracket group lists parts
/// (holds `inner`, or the faction marks ◆◇ or suits) split into its name and those
/// parts.
fn parts(s: &str, sep: &str, (open, close): (char, char), inner: &str) -> Vec<String> {
    let mut top: Vec<String> = Vec::new();
    let (mut depth, mut cur) = (0usize, String::new());
    let mut rest = s;
    while !rest.is_empty() {
        if depth == 0 && rest.starts_with(sep) {
            top.push(std::mem::take(&mut cur));
            rest = &rest[sep.len()..];
            continue;
        }
        let c = rest.chars().next().unwrap_or_default();
        if c == open {
            depth += 1;
        } else if c == close {
            depth = depth.saturating_sub(1);
        }
        cur.push(c);
        rest = &rest[c.len_utf8()..];
    }
    top.push(cur);
    let mut out = Vec::new();
    for piece in top {
        let piece = piece.trim();
        let listed = piece
            .strip_suffix(close)
            .and_then(|p| p.rfind(open).map(|i| (&p[..i], &p[i + open.len_utf8()..])))
            .filter(|(_, content)| {
                content.contains(inner) || content.chars().any(|c| "♠♥♣♦◆◇".contains(c))
            });
        match listed {
            Some((name, content)) => {
                out.push(name.trim().to_string());
                out.extend(content.split(inner).map(|p| p.trim().to_string()));
            }
            None => out.push(piece.to_string()),
        }
    }
    out.retain(|p| !p.is_empty());
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn role_names_split_into_identity_character_and_faction() {
        let fs = Text::new("潜伏战线·老鬼", "Undercover · Old Ghost");
        let parts: Vec<String> = role_parts(&fs).iter().map(|p| p.zh.to_string()).collect();
        assert_eq!(parts, ["潜伏战线·老鬼", "潜伏战线", "老鬼"]);
        let gz = Text::new("曹操（♠♥·野心家）", "Cao Cao (♠♥, careerist)");
        let parts = role_parts(&gz);
        assert_eq!(parts[1].en, "Cao Cao");
        assert_eq!(parts[3].zh, "野心家");
        assert_eq!(parts[3].en, "careerist");
        assert_eq!(role_parts(&Text::new("杀手", "Killer")).len(), 1);
    }

    #[test]
    fn a_characters_name_keeps_its_brackets() {
        let dz = Text::new(
            "特工机关·程小蝶（SP）（梨园义士）",
            "特工机关 · 程小蝶（SP）（梨园义士）",
        );
        let parts: Vec<String> = role_parts(&dz).iter().map(|p| p.zh.to_string()).collect();
        assert_eq!(parts[1..], ["特工机关", "程小蝶（SP）（梨园义士）"]);
        let gz = Text::new("曹操（◆◇）", "Cao Cao (◆◇)");
        let parts: Vec<String> = role_parts(&gz).iter().map(|p| p.zh.to_string()).collect();
        assert_eq!(parts[1..], ["曹操", "◆◇"]);
    }
}
