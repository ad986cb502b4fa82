//! The markdown of documentation as nickel shows it in a query (`nickel query` and the REPL's
//! `:query`, through termimad's default skin, at 80 columns, with its terminal styles even on a
//! pipe), for what documentation commonly uses:
//!
//! - each line of the text is a line of the output, wrapped at 80 columns between words (see
//!   [`wrap`]);
//! - `` `code` `` on a dark background, `**bold**`, `*italic*` (each marker toggles its style);
//!   links stay as written;
//! - `# Title` centered, bold and underlined; `## Title` (and deeper) underlined;
//! - `* item` becomes a grey bullet (`- item` stays as written), `> quote` a bar;
//! - a fenced code block (```` ``` ````) loses its fences, a block of lines indented by four
//!   spaces its indentation, and the lines are padded with the background to the width of the
//!   longest.

use unicode_width::UnicodeWidthStr;

/// The columns `s` takes on a terminal.
fn columns(s: &str) -> usize {
    s.width()
}

/// The width nickel renders for when standard output is not a terminal.
const WIDTH: usize = 80;

/// The coloured pieces of the output. termimad writes colours through crossterm, which writes
/// each colour sequence as a bare `ESC [ m` when `NO_COLOR` is set (to anything but `""`);
/// the bold, italic and underline sequences stay.
struct Palette {
    code_on: &'static str,
    code_off: &'static str,
    bullet: &'static str,
    quote: &'static str,
}

const COLOURED: Palette = Palette {
    code_on: "\x1b[48;5;235m\x1b[38;5;249m",
    code_off: "\x1b[49m\x1b[39m",
    bullet: "\x1b[38;5;240m•\x1b[39m",
    quote: "\x1b[38;5;244m\x1b[1m▐\x1b[0m",
};

const NO_COLOR: Palette = Palette {
    code_on: "\x1b[m\x1b[m",
    code_off: "\x1b[m\x1b[m",
    bullet: "\x1b[m•\x1b[m",
    quote: "\x1b[m\x1b[1m▐\x1b[0m",
};

/// The palette for this process's `NO_COLOR`.
fn palette() -> &'static Palette {
    static NO_COLOR_SET: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    let set =
        *NO_COLOR_SET.get_or_init(|| std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty()));
    if set {
        &NO_COLOR
    } else {
        &COLOURED
    }
}

/// The style of a piece of a line: code, or plain text in bold and/or italic.
#[derive(Clone, Copy, PartialEq, Default)]
struct Style {
    code: bool,
    bold: bool,
    italic: bool,
}

impl Style {
    const PLAIN: Style = Style {
        code: false,
        bold: false,
        italic: false,
    };
    const BOLD: Style = Style {
        code: false,
        bold: true,
        italic: false,
    };
    const ITALIC: Style = Style {
        code: false,
        bold: false,
        italic: true,
    };
}

fn styled(text: &str, style: Style) -> String {
    if style.code {
        let p = palette();
        return format!("{}{text}{}", p.code_on, p.code_off);
    }
    if !style.bold && !style.italic {
        return text.to_string();
    }
    let bold = if style.bold { "\x1b[1m" } else { "" };
    let italic = if style.italic { "\x1b[3m" } else { "" };
    format!("{bold}{italic}{text}\x1b[0m")
}

/// Splits a line into its styled pieces: `` ` ``, `**` and `*` toggle their style (an italic
/// span may hold spaces: `2 * 3 * 4` is `2 ` then ` 3 ` in italic, then ` 4`).
fn inline(line: &str) -> Vec<(String, Style)> {
    let mut out: Vec<(String, Style)> = Vec::new();
    let mut cur = String::new();
    let mut style = Style::PLAIN;
    let mut rest = line;
    let mut flush = |cur: &mut String, style: Style| {
        if !cur.is_empty() {
            out.push((std::mem::take(cur), style));
        }
    };
    while let Some(c) = rest.chars().next() {
        let len = match c {
            '`' if !style.bold && !style.italic => 1,
            '*' if !style.code && rest.starts_with("**") => 2,
            '*' if !style.code => 1,
            _ => 0,
        };
        if len == 0 {
            cur.push(c);
            rest = &rest[c.len_utf8()..];
            continue;
        }
        flush(&mut cur, style);
        match (c, len) {
            ('`', _) => style.code = !style.code,
            (_, 2) => style.bold = !style.bold,
            _ => style.italic = !style.italic,
        }
        rest = &rest[len..];
    }
    flush(&mut cur, style);
    out
}

/// Lays styled pieces (termimad's compounds) out in lines of at most `WIDTH` columns, the
/// first `indent` of each taken by a bullet or a quote bar, as termimad wraps a line: a line
/// that fits is written as is; two pieces that each fit on a line (or two around spaces) go on
/// a line each; otherwise each piece is cut into tokens (runs of spaces or of other
/// characters; a code span is one token), each written in its piece's style, and the tokens
/// fill the lines in turn (a run of spaces that does not fit is dropped; a token longer than a
/// line is cut).
fn wrap(pieces: &[(String, Style)], indent: usize) -> Vec<String> {
    let width = WIDTH;
    let total: usize = pieces.iter().map(|(t, _)| columns(t)).sum();
    if total + indent <= width {
        return vec![pieces.iter().map(|(t, s)| styled(t, *s)).collect()];
    }
    let fits = |p: &(String, Style)| columns(&p.0) + indent <= width;
    let two = pieces.len() == 2 && fits(&pieces[0]) && fits(&pieces[1]);
    let three = pieces.len() == 3
        && fits(&pieces[0])
        && fits(&pieces[2])
        && pieces[1].0.chars().all(char::is_whitespace);
    if two || three {
        let last = &pieces[pieces.len() - 1];
        return vec![styled(&pieces[0].0, pieces[0].1), styled(&last.0, last.1)];
    }
    let max_token = width - indent;
    // (text, style, blank, columns)
    let mut tokens: Vec<(String, Style, bool, usize)> = Vec::new();
    for (text, style) in pieces {
        let mut token: Option<(String, Style, bool, usize)> = None;
        for c in text.chars() {
            let blank = c.is_whitespace() && !style.code;
            let w = unicode_width::UnicodeWidthChar::width(c).unwrap_or(0);
            if let Some(t) = token.as_mut() {
                if t.2 == blank && t.3 + w <= max_token {
                    t.0.push(c);
                    t.3 += w;
                    continue;
                }
            }
            if let Some(t) = token.replace((c.to_string(), *style, blank, w)) {
                tokens.push(t);
            }
        }
        tokens.extend(token);
    }
    let mut lines = Vec::new();
    let mut line = String::new();
    let mut col = indent;
    for (text, style, blank, w) in tokens {
        if col + w > width {
            if !blank {
                lines.push(std::mem::take(&mut line));
                line.push_str(&styled(&text, style));
                col = indent + w;
            }
        } else {
            line.push_str(&styled(&text, style));
            col += w;
        }
    }
    lines.push(line);
    lines
}

/// A metadata line of a query, `• attr: value` (nickel's `* **attr**: *value*`), wrapped as a
/// list item; the value is taken as written, not as markdown (its line breaks are spaces to the
/// wrapping, and written as they are).
pub fn item(attr: &str, value: &str) -> String {
    let pieces = [
        (attr.to_string(), Style::BOLD),
        (": ".to_string(), Style::PLAIN),
        (value.to_string(), Style::ITALIC),
    ];
    bullet(&pieces)
}

/// A list item of plain text (`* ${field}`, the text taken as written).
pub fn plain_item(text: &str) -> String {
    bullet(&[(text.to_string(), Style::PLAIN)])
}

/// A list item: the bullet, then the pieces wrapped two columns in.
fn bullet(pieces: &[(String, Style)]) -> String {
    let mut out = String::new();
    for (i, l) in wrap(pieces, 2).iter().enumerate() {
        out.push_str(if i == 0 { palette().bullet } else { " " });
        out.push(' ');
        out.push_str(l);
        out.push('\n');
    }
    out
}

/// Renders documentation text, each output line ending with a newline.
pub fn render(text: &str) -> String {
    let mut out = String::new();
    let mut code: Option<Vec<&str>> = None;
    let mut indented: Option<Vec<&str>> = None;
    for line in text.lines() {
        // a line indented by four spaces is code (a run of them, one block)
        match (line.strip_prefix("    "), &mut indented) {
            (Some(c), Some(block)) => {
                block.push(c);
                continue;
            }
            (Some(c), None) if code.is_none() => {
                indented = Some(vec![c]);
                continue;
            }
            (None, Some(_)) => code_block(&indented.take().unwrap_or_default(), &mut out),
            _ => {}
        }
        if line.trim_start().starts_with("```") {
            match code.take() {
                Some(block) => code_block(&block, &mut out),
                None => code = Some(Vec::new()),
            }
            continue;
        }
        if let Some(block) = &mut code {
            block.push(line);
            continue;
        }
        if let Some(title) = line.strip_prefix("# ") {
            let n = columns(title);
            let pad = WIDTH.saturating_sub(n) / 2;
            out.push_str(&" ".repeat(pad));
            out.push_str(&format!("\x1b[1m\x1b[4m{title}\x1b[0m\n"));
        } else if line.starts_with("##") && line.trim_start_matches('#').starts_with(' ') {
            let title = line.trim_start_matches('#').trim_start();
            out.push_str(&format!("\x1b[4m{title}\x1b[0m\n"));
        } else if let Some(quoted) = line.strip_prefix("> ") {
            for l in wrap(&inline(quoted), 2) {
                out.push_str(palette().quote);
                out.push(' ');
                out.push_str(&l);
                out.push('\n');
            }
        } else if let Some(item) = line.strip_prefix("* ") {
            out.push_str(&bullet(&inline(item)));
        } else {
            for l in wrap(&inline(line), 0) {
                out.push_str(&l);
                out.push('\n');
            }
        }
    }
    if let Some(block) = code.or(indented) {
        code_block(&block, &mut out);
    }
    out
}

/// A code block: every line on the code background, padded to the longest line's width.
fn code_block(lines: &[&str], out: &mut String) {
    let width = lines.iter().map(|l| columns(l)).max().unwrap_or(0);
    let p = palette();
    for l in lines {
        out.push_str(p.code_on);
        out.push_str(l);
        out.push_str(p.code_off);
        let n = columns(l);
        if n < width {
            out.push_str(p.code_on);
            out.push_str(&" ".repeat(width - n));
            out.push_str(p.code_off);
        }
        out.push('\n');
    }
}
