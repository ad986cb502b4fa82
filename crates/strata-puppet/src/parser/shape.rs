//! The parser's checks of a shape its grammar's actions reject: an expression before an
//! attribute body (Factory's resource shape check, or a resource with a computed type) and
//! the name of a definition (keywords, qualified names with an upper-case segment).

use super::{is_keyword, PResult, ParseError, Parser};
use crate::ast::*;
use crate::lexer::Tok;
use std::sync::Arc;

impl Parser<'_> {
    pub(super) fn postfix(&mut self) -> PResult<Expr> {
        let e = self.postfix_chain()?;
        // egrammar's `resource LBRACE attribute_operations RBRACE`: only a name (a resource),
        // a type reference (defaults) or an access (an override) may stand before the body;
        // any other expression (a variable, a literal, a call, a method call) is rejected at
        // that expression (Factory's resource shape check)
        if !matches!(
            e.kind,
            ExprKind::TypeName(_) | ExprKind::Name(_) | ExprKind::Access(..)
        ) && self.is_p("{")
            && !self.no_brace
            && matches!(self.at(1).tok, Tok::Name(_))
            && matches!(self.at(2).tok, Tok::P("=>") | Tok::P("+>"))
        {
            return Err(ParseError {
                message:
                    "Expression is not valid as a resource, resource-default, or resource-override"
                        .into(),
                offset: e.span.start,
            });
        }
        // `expression LBRACE resourcebodies RBRACE` with a titled body (`$x { 'a': }`): a
        // resource whose type the evaluator computes (and rejects when it is not a type)
        if !matches!(
            e.kind,
            ExprKind::TypeName(_) | ExprKind::Name(_) | ExprKind::Access(..)
        ) && self.is_p("{")
            && !self.no_brace
            && matches!(self.at(2).tok, Tok::P(":"))
            && !matches!(self.at(1).tok, Tok::P("}") | Tok::P("{") | Tok::P("["))
        {
            let start = e.span.start;
            return self.resource(0, e, start);
        }
        Ok(e)
    }

    /// checker4_0's `check_NamedDefinition` on a name the parser would otherwise lower-case:
    /// a capitalized name is unacceptable (located at the keyword at `start`), and Puppet's
    /// lexer reads `a::B` as a name and a type reference (a syntax error).
    pub(super) fn check_def_name(&self, start: u32, label: &str) -> PResult<()> {
        let t = self.cur();
        match &t.tok {
            Tok::TypeName(n) => {
                let name = match self.ns.last() {
                    Some(ns) => format!("{ns}::{n}"),
                    None => n.to_string(),
                };
                Err(ParseError {
                    message: format!(
                        "Unacceptable name. The name '{name}' is unacceptable as the name of {label}"
                    ),
                    offset: start,
                })
            }
            // a keyword is its own token in Puppet's lexer, never a NAME
            Tok::Name(n)
                if is_keyword(n)
                    && !matches!(&**n, "application" | "consumes" | "produces" | "site") =>
            {
                Err(ParseError {
                    message: if &**n == "class" {
                        "'class' keyword not allowed at this location".to_string()
                    } else {
                        format!("Syntax error at '{n}'")
                    },
                    offset: t.start,
                })
            }
            Tok::Name(n) => {
                let b = n.as_bytes();
                match (1..b.len().saturating_sub(2))
                    .find(|&i| b[i] == b':' && b[i + 1] == b':' && b[i + 2].is_ascii_uppercase())
                {
                    Some(i) => Err(ParseError {
                        message: format!("Syntax error at '{}'", &n[i..]),
                        offset: t.start + i as u32,
                    }),
                    None => Ok(()),
                }
            }
            _ => Ok(()),
        }
    }

    pub(super) fn def_name(&mut self) -> PResult<Arc<str>> {
        match self.bump().tok {
            Tok::Name(n) => Ok(n),
            Tok::TypeName(n) => Ok(n.to_lowercase().into()),
            _ => {
                self.pos -= 1;
                self.error()
            }
        }
    }
}
