//! EPP text as Puppet code: the template cut into literal text and tags (Puppet's trim
//! markers applied), the code the template stands for with a map back to the template's
//! offsets, and the syntax error of that code. Below the checker (the `epp` heredoc syntax
//! checker) and the template functions, which evaluate the code.

use std::borrow::Cow;

pub(crate) fn epp_has_params(text: &str) -> bool {
    text.trim_start().starts_with("<%|") || text.trim_start().starts_with("<%-|")
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
            out.push(Piece::Text(joined(&mut carry, &rest[..i + 2])));
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
    let mut out = String::new();
    let mut map = CodeMap::new();
    let base = text.as_ptr() as usize;
    let mut copy = |out: &mut String, code: &str| {
        map.push((out.len(), code.as_ptr() as usize - base, code.len()));
        out.push_str(code);
    };
    for piece in pieces(text, true)? {
        let body = match piece {
            Piece::Text(t) => {
                out.push_str(&format!("__template_out({});\n", quote(&t)));
                continue;
            }
            Piece::Tag(body) => body,
        };
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
                out.push_str("));\n");
                continue;
            }
            out.push_str("__epp_out((");
            copy(&mut out, e);
            out.push_str("));\n");
        } else if body.starts_with('#') {
        } else if let Some(p) = body.trim().strip_prefix('|') {
            let p = p.trim_end().strip_suffix('|').unwrap_or(p);
            out.push_str(&format!("__template_params({});\n", quote(p)));
        } else {
            copy(&mut out, body);
            out.push('\n');
        }
    }
    Ok((out, map))
}
