//! "Did you mean" suggestions, as HCL makes them: the first candidate within edit distance 2.

/// Returns the first of `candidates` within Levenshtein distance 2 of `given`.
pub fn name_suggestion<'a, S: AsRef<str>>(given: &str, candidates: &'a [S]) -> Option<&'a str> {
    candidates
        .iter()
        .map(|c| c.as_ref())
        .find(|c| strata_core::text::edit_distance(given, c) < 3)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suggests_close_names_only() {
        assert_eq!(name_suggestion("fro", &["if", "for"]), Some("for"));
        assert_eq!(name_suggestion("while", &["if", "for", "else"]), None);
    }
}
