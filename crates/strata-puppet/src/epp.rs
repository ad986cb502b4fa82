//! EPP text as Puppet code: the template cut into literal text and tags (Puppet's trim
//! markers applied), the code the template stands for with a map back to the template's
//! offsets, and the syntax error of that code. Below the checker (the `epp` heredoc syntax
//! checker) and the template functions, which evaluate the code.

use std::borrow::Cow;

/// A tag's parameter list (`|...|`, between its pipes) and the code after it in the same tag
/// (`<%- | String $a | $b = $a -%>`: Puppet's lexer ends the list at its closing pipe, the rest
/// of the tag is ordinary code). The closing pipe is the first one outside strings, comments
/// and brackets.
pub(crate) fn split_params(body: &str) -> Option<(&str, &str)> {
    let (list, rest) = params_of(body)?;
    Some((list, rest.unwrap_or(&list[list.len()..])))
}

/// A tag's parameter list and the code after its closing pipe (`None` without one).
fn params_of(body: &str) -> Option<(&str, Option<&str>)> {
    let t = body.trim_start().strip_prefix('|')?;
    let b = t.as_bytes();
    let (mut depth, mut i) = (0usize, 0);
    while i < b.len() {
        match b[i] {
            q @ (b'\'' | b'"') => {
                i += 1;
                while i < b.len() && b[i] != q {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
            }
            b'#' => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
            }
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => depth = depth.saturating_sub(1),
            b'|' if depth == 0 => return Some((&t[..i], Some(&t[i + 1..]))),
            _ => {}
        }
        i += 1;
    }
    // no closing pipe: the whole rest is the list (see `unclosed_params_error`)
    Some((t.trim_end(), None))
}

/// Where an error has no position in the template (Puppet's `Syntax error at end of input`).
pub(crate) const NO_POSITION: usize = usize::MAX - 1;

/// Puppet's syntax error for a parameter list without its closing pipe: at the text after
/// the tag (`Syntax error at 'text'`), at the next tag (`Syntax error at ''`), or at the end of
/// the template.
fn unclosed_params_error(text: &str, next: Option<&Piece<'_>>, body_end: usize) -> (String, usize) {
    let tag_end = text[body_end..]
        .find("%>")
        .map_or(text.len(), |i| body_end + i + 2);
    match next {
        Some(Piece::Text(t)) if !t.is_empty() => {
            let at = (t.as_ptr() as usize)
                .checked_sub(text.as_ptr() as usize)
                .filter(|&a| a <= text.len())
                .unwrap_or(tag_end);
            (format!("Syntax error at '{t}'"), at)
        }
        Some(_) => ("Syntax error at ''".to_string(), tag_end),
        None => ("Syntax error at end of input".to_string(), NO_POSITION),
    }
}

/// A double-quoted Puppet string of `s` on one line (its newlines escaped: the template's
/// text adds no line to the code).
fn dquote(s: &str) -> String {
    let mut q = String::with_capacity(s.len() + 2);
    q.push('"');
    for ch in s.chars() {
        match ch {
            '\\' => q.push_str("\\\\"),
            '"' => q.push_str("\\\""),
            '$' => q.push_str("\\$"),
            '\n' => q.push_str("\\n"),
            '\r' => q.push_str("\\r"),
            c => q.push(c),
        }
    }
    q.push('"');
    q
}

fn quote(s: &str) -> String {
    format!("'{}'", s.replace('\\', "\\\\").replace('\'', "\\'"))
}

/// A piece of template text: literal text, or the body of a `<% ... %>` tag (without its
/// trim markers).
pub(crate) enum Piece<'t> {
    Text(Cow<'t, str>),
    Tag(&'t str),
}

/// Splits a template into text and tags, applying the trim markers: `-%>` drops the newline
/// after the tag (in EPP also the spaces and tabs up to it); in EPP `<%-`
/// also drops the spaces and tabs before the tag and `<%%` is a literal `<%`.
///
/// In EPP a comment (`<%# ... %>`) is no tag: Puppet's scanner drops it and keeps scanning
/// text, so the text before and after it is one text, whose trailing blanks a later `<%-`
/// trims (those before the comment included); `<%#-` trims the blanks before the comment
/// and its end is the first `%>` not written `%%>`.
pub(crate) fn pieces(text: &str, epp: bool) -> Result<Vec<Piece<'_>>, (String, usize)> {
    let mut out = Vec::new();
    let mut rest = text;
    let mut trim_next = false;
    // EPP text before comments, not yet pushed
    let mut carry = String::new();
    while !rest.is_empty() {
        let Some(i) = rest.find("<%") else {
            let t = if trim_next {
                trim_after_tag(rest, epp)
            } else {
                rest
            };
            out.push(Piece::Text(joined(&mut carry, t)));
            break;
        };
        if epp && rest[i..].starts_with("<%%") {
            // a `-%>` before trims the text up to this literal `<%`, not the text after it
            let mut lit = &rest[..i + 2];
            if std::mem::take(&mut trim_next) {
                lit = trim_after_tag(lit, epp);
            }
            out.push(Piece::Text(joined(&mut carry, lit)));
            rest = &rest[i + 3..];
            continue;
        }
        let mut lit = &rest[..i];
        if trim_next {
            lit = trim_after_tag(lit, epp);
        }
        let tag = &rest[i + 2..];
        if epp && tag.starts_with('#') {
            let Some(end) = comment_end(tag) else {
                // EppScanner: EPP_UNBALANCED_COMMENT, at the scanner's place after `<%`
                let at = text.len() - tag.len();
                return Err((
                    "Reaching end after opening <%# without seeing %>".into(),
                    at,
                ));
            };
            carry.push_str(lit);
            if tag[1..].starts_with('-') {
                let kept = carry.trim_end_matches([' ', '\t']).len();
                carry.truncate(kept);
            }
            trim_next = tag[..end].ends_with('-');
            rest = &tag[end + 2..];
            continue;
        }
        let mut lit = joined(&mut carry, lit);
        if epp && tag.starts_with('-') {
            lit = match lit {
                Cow::Borrowed(l) => Cow::Borrowed(l.trim_end_matches([' ', '\t'])),
                Cow::Owned(l) => Cow::Owned(l.trim_end_matches([' ', '\t']).to_string()),
            };
        }
        if !lit.is_empty() {
            out.push(Piece::Text(lit));
        }
        let tag = tag.strip_prefix('-').unwrap_or(tag);
        let Some(end) = tag.find("%>") else {
            // EppScanner: a text ending in `<%` is EPP_UNBALANCED_EXPRESSION, any other
            // open tag EPP_UNBALANCED_TAG (both at the end of the input)
            let msg = if !epp {
                "Unbalanced ERB tag"
            } else if rest[i + 2..].is_empty() {
                "Unbalanced embedded expression - opening <% and reaching end of input"
            } else {
                "Unbalanced epp tag, reached <eof> without closing tag."
            };
            return Err((msg.into(), text.len()));
        };
        let mut body = &tag[..end];
        trim_next = body.ends_with('-');
        if trim_next {
            body = &body[..body.len() - 1];
        }
        out.push(Piece::Tag(body));
        rest = &tag[end + 2..];
    }
    if !carry.is_empty() {
        out.push(Piece::Text(Cow::Owned(carry)));
    }
    Ok(out)
}

/// `lit` after the carried text (which is taken).
fn joined<'t>(carry: &mut String, lit: &'t str) -> Cow<'t, str> {
    if carry.is_empty() {
        Cow::Borrowed(lit)
    } else {
        let mut s = std::mem::take(carry);
        s.push_str(lit);
        Cow::Owned(s)
    }
}

/// Where an EPP comment (`tag`, the text after its `<%`, starting with `#`) ends: the offset
/// of the first `%>` with a character other than `%` before it (Puppet's `[^%]%>`).
fn comment_end(tag: &str) -> Option<usize> {
    let b = tag.as_bytes();
    (1..b.len().saturating_sub(1)).find(|&i| b[i] == b'%' && b[i + 1] == b'>' && b[i - 1] != b'%')
}

/// The text after a `-%>`: without its line break, and in EPP also without the spaces and
/// tabs before it (Puppet's EPP scanner drops `[ \t]*\r?\n?` there, even when no line break
/// follows).
fn trim_after_tag(t: &str, epp: bool) -> &str {
    let t = if epp {
        let t = t.trim_start_matches([' ', '\t']);
        t.strip_prefix('\r').unwrap_or(t)
    } else {
        t
    };
    t.strip_prefix('\n').unwrap_or(t)
}

/// Where pieces of the generated code come from: (offset in the code, offset in the
/// template, length) for the code copied from the template's tags.
pub(crate) type CodeMap = Vec<(usize, usize, usize)>;

/// The template offset of an offset of the generated code: inside copied code exactly, in
/// the generated glue at the start of the next copied piece (or the end).
pub(crate) fn template_offset(map: &CodeMap, at: usize) -> usize {
    for &(gen, tpl, len) in map {
        if at < gen {
            return tpl;
        }
        if at <= gen + len {
            return tpl + (at - gen);
        }
    }
    map.last().map_or(0, |&(_, tpl, len)| tpl + len)
}

/// The syntax error of an EPP text, if any (the `epp` heredoc syntax checker), with its
/// offset in the text.
pub(crate) fn epp_syntax_error(text: &str) -> Option<(String, usize)> {
    let (code, map) = match epp_to_puppet(text) {
        Ok(c) => c,
        Err(e) => return Some(e),
    };
    let e = crate::parser::parse(&code, strata_core::FileId::default()).err()?;
    Some((e.message, template_offset(&map, e.offset as usize)))
}

pub(crate) fn epp_to_puppet(text: &str) -> Result<(String, CodeMap), (String, usize)> {
    // The code keeps the template's lines: statements are joined by blanks, and newlines are
    // added before each piece of the template's code until it stands on its template line, so
    // that errors and warnings raised while the template runs name the template's line.
    let mut out = String::new();
    let mut map = CodeMap::new();
    let base = text.as_ptr() as usize;
    let newlines: Vec<usize> = text.match_indices('\n').map(|(i, _)| i).collect();
    // the code's newlines up to `counted`
    let (mut have, mut counted) = (0, 0);
    let mut copy = |out: &mut String, code: &str| {
        // a slice of the template (a piece of code that is not one, such as an empty rest, is
        // copied as it is)
        let Some(at) = (code.as_ptr() as usize)
            .checked_sub(base)
            .filter(|&a| a + code.len() <= text.len())
        else {
            out.push_str(code);
            return;
        };
        let want = newlines.partition_point(|&n| n < at);
        have += out[counted..].matches('\n').count();
        if have < want {
            out.push_str(&"\n".repeat(want - have));
            // on a line of its own: the code's column is the template's too
            let line_start = want.checked_sub(1).map_or(0, |i| newlines[i] + 1);
            out.push_str(&" ".repeat(text[line_start..at].chars().count()));
            have = want;
        }
        counted = out.len();
        map.push((out.len(), at, code.len()));
        out.push_str(code);
        // a comment on the code's last line would swallow the next statement
        if code.rsplit('\n').next().is_some_and(|l| l.contains('#')) {
            out.push('\n');
        }
    };
    let all = pieces(text, true)?;
    for (i, piece) in all.iter().enumerate() {
        let body = match piece {
            Piece::Text(t) => {
                out.push_str(&format!("__template_out({}); ", dquote(t)));
                continue;
            }
            Piece::Tag(body) => *body,
        };
        // egrammar: a parameter list only right after the template's start (no text before)
        let first = all[..i]
            .iter()
            .all(|p| matches!(p, Piece::Text(t) if t.is_empty()));
        if let Some(e) = body.strip_prefix('=') {
            // egrammar's `RENDER_EXPR LBRACE statements RBRACE`: braces that hold no hash
            // are a block rendering its last value (`<%= { $y = $x $x + 1 } %>`)
            let e = e.trim();
            let hash_ok = |e: &str| {
                crate::parser::parse(&format!("__epp_out(({e}))"), strata_core::FileId::default())
                    .is_ok()
            };
            if e.starts_with('{') && e.ends_with('}') && !hash_ok(e) {
                out.push_str("__epp_out((if true ");
                copy(&mut out, e);
                out.push_str(")); ");
                continue;
            }
            out.push_str("__epp_out((");
            copy(&mut out, e);
            out.push_str(")); ");
        } else if body.starts_with('#') {
        } else if let Some((p, rest)) = params_of(body).filter(|_| first) {
            // without its closing pipe the list runs into what follows the tag
            let Some(rest) = rest else {
                let body_end = (body.as_ptr() as usize)
                    .checked_sub(base)
                    .map_or(text.len(), |b| (b + body.len()).min(text.len()));
                return Err(unclosed_params_error(text, all.get(i + 1), body_end));
            };
            out.push_str(&format!("__template_params({}); ", quote(p)));
            copy(&mut out, rest);
            out.push(' ');
        } else {
            copy(&mut out, body);
            out.push(' ');
        }
    }
    Ok((out, map))
}
