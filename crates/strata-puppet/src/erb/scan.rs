//! ERB scanning as Ruby's `ERB.new(text, trim_mode: '-')` does it (the mode Puppet's
//! `Puppet::Util.create_erb` uses).
//!
//! Outside a tag: `<%` opens code, `<%=` an output tag, `<%#` a comment, `<%-` opens code and,
//! when only spaces and tabs precede it on its line, drops them; `<%%` is a literal `<%`. Inside a
//! tag: `%>` closes it, `-%>` closes it and drops one newline right after it, `%%>` is a
//! literal `%>`. A tag left open at the end of the text is output as text, as Ruby does.

/// One piece of a scanned template.
#[derive(Debug, Clone, PartialEq)]
pub enum Seg {
    /// Literal text.
    Text(String),
    /// Ruby statements (`<% ... %>`), with the line the code starts on.
    Code(String, u32),
    /// An output tag (`<%= ... %>`), with the line the code starts on.
    Out(String, u32),
}

#[derive(Clone, Copy, PartialEq)]
enum Tag {
    Code,
    Out,
    Comment,
}

/// Splits an ERB template into text, code and output segments.
pub fn scan(src: &str) -> Vec<Seg> {
    let b = src.as_bytes();
    let mut out = Vec::new();
    let mut content = String::new();
    let mut tag: Option<(Tag, u32)> = None;
    let mut line: u32 = 1;
    let mut i = 0;
    let mut start = 0; // start of the pending run of plain characters
    macro_rules! flush {
        () => {
            content.push_str(&src[start..i]);
        };
    }
    while i < b.len() {
        let at = &b[i..];
        if tag.is_none() {
            if i == 0 || b[i - 1] == b'\n' {
                let ws = at
                    .iter()
                    .take_while(|c| **c == b' ' || **c == b'\t')
                    .count();
                if at[ws..].starts_with(b"<%-") {
                    flush!();
                    open(&mut out, &mut content);
                    tag = Some((Tag::Code, line));
                    i += ws + 3;
                    start = i;
                    continue;
                }
            }
            let (step, t): (usize, Option<Tag>) = if at.starts_with(b"<%-") {
                (3, Some(Tag::Code))
            } else if at.starts_with(b"<%%") {
                flush!();
                content.push_str("<%");
                i += 3;
                start = i;
                continue;
            } else if at.starts_with(b"<%=") {
                (3, Some(Tag::Out))
            } else if at.starts_with(b"<%#") {
                (3, Some(Tag::Comment))
            } else if at.starts_with(b"<%") {
                (2, Some(Tag::Code))
            } else {
                if b[i] == b'\n' {
                    line += 1;
                }
                i += 1;
                continue;
            };
            flush!();
            open(&mut out, &mut content);
            tag = t.map(|t| (t, line));
            i += step;
            start = i;
        } else {
            let close = if at.starts_with(b"%%>") {
                flush!();
                content.push_str("%>");
                i += 3;
                start = i;
                continue;
            } else if at.starts_with(b"-%>\n") {
                Some(4)
            } else if at.starts_with(b"-%>") || at.starts_with(b"%>") {
                Some(if b[i] == b'-' { 3 } else { 2 })
            } else {
                None
            };
            match close {
                Some(n) => {
                    flush!();
                    if let Some((t, l)) = tag.take() {
                        let body = std::mem::take(&mut content);
                        match t {
                            Tag::Code => out.push(Seg::Code(body, l)),
                            Tag::Out => out.push(Seg::Out(body, l)),
                            Tag::Comment => {}
                        }
                    }
                    if n == 4 {
                        line += 1;
                    }
                    i += n;
                    start = i;
                }
                None => {
                    if b[i] == b'\n' {
                        line += 1;
                    }
                    i += 1;
                }
            }
        }
    }
    content.push_str(&src[start..]);
    if !content.is_empty() {
        out.push(Seg::Text(content));
    }
    out
}

fn open(out: &mut Vec<Seg>, content: &mut String) {
    if !content.is_empty() {
        out.push(Seg::Text(std::mem::take(content)));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(s: &str) -> Seg {
        Seg::Text(s.into())
    }

    #[test]
    fn trims_and_escapes() {
        assert_eq!(
            scan("a\n  <%- x -%>\nb <%= y %>c<%# z %><%% d %%>"),
            vec![
                t("a\n"),
                Seg::Code(" x ".into(), 2),
                t("b "),
                Seg::Out(" y ".into(), 3),
                t("c"),
                t("<% d %%>"),
            ]
        );
    }

    #[test]
    fn unclosed_tag_is_text() {
        assert_eq!(scan("a <% b"), vec![t("a "), t(" b")]);
    }
}
