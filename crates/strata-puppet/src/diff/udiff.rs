//! Unified line diffs, as GNU `diff -U N` writes them (octocatalog-diff shows changed
//! multi-line strings through it, by way of the `diffy` gem).

#[derive(Clone, Copy, PartialEq, Debug)]
enum Op {
    Same,
    Del,
    Add,
}

/// Lines with their newline kept (the last may lack it).
fn lines(s: &str) -> Vec<&str> {
    s.split_inclusive('\n').collect()
}

/// The edit script turning `a` into `b`: a longest common subsequence, deletions before
/// insertions in each changed run.
fn script(a: &[&str], b: &[&str]) -> Vec<(Op, usize)> {
    // common prefix and suffix first
    let mut pre = 0;
    while pre < a.len() && pre < b.len() && a[pre] == b[pre] {
        pre += 1;
    }
    let mut suf = 0;
    while suf < a.len() - pre && suf < b.len() - pre && a[a.len() - 1 - suf] == b[b.len() - 1 - suf]
    {
        suf += 1;
    }
    let (ma, mb) = (&a[pre..a.len() - suf], &b[pre..b.len() - suf]);
    let mut mid: Vec<Op> = Vec::new();
    if ma.len().saturating_mul(mb.len()) <= 4_000_000 {
        let (n, m) = (ma.len(), mb.len());
        let mut t = vec![0u32; (n + 1) * (m + 1)];
        for i in (0..n).rev() {
            for j in (0..m).rev() {
                t[i * (m + 1) + j] = if ma[i] == mb[j] {
                    t[(i + 1) * (m + 1) + j + 1] + 1
                } else {
                    t[(i + 1) * (m + 1) + j].max(t[i * (m + 1) + j + 1])
                };
            }
        }
        let (mut i, mut j) = (0, 0);
        while i < n || j < m {
            if i < n && j < m && ma[i] == mb[j] {
                mid.push(Op::Same);
                i += 1;
                j += 1;
            } else if j < m && (i == n || t[i * (m + 1) + j + 1] >= t[(i + 1) * (m + 1) + j]) {
                mid.push(Op::Add);
                j += 1;
            } else {
                mid.push(Op::Del);
                i += 1;
            }
        }
    } else {
        mid.extend(std::iter::repeat_n(Op::Del, ma.len()));
        mid.extend(std::iter::repeat_n(Op::Add, mb.len()));
    }
    // deletions before insertions within each run of changes
    let mut k = 0;
    while k < mid.len() {
        if mid[k] == Op::Same {
            k += 1;
            continue;
        }
        let start = k;
        while k < mid.len() && mid[k] != Op::Same {
            k += 1;
        }
        strata_core::sort::sort_by_key(&mut mid[start..k], |o| if *o == Op::Del { 0 } else { 1 });
    }
    let mut ops: Vec<Op> = std::iter::repeat_n(Op::Same, pre).collect();
    ops.extend(mid);
    ops.extend(std::iter::repeat_n(Op::Same, suf));
    let (mut ia, mut ib) = (0, 0);
    ops.into_iter()
        .map(|o| match o {
            Op::Same => {
                ia += 1;
                ib += 1;
                (o, ia - 1)
            }
            Op::Del => {
                ia += 1;
                (o, ia - 1)
            }
            Op::Add => {
                ib += 1;
                (o, ib - 1)
            }
        })
        .collect()
}

fn range(start: usize, count: usize) -> String {
    match count {
        0 => format!("{start},0"),
        1 => format!("{}", start + 1),
        n => format!("{},{n}", start + 1),
    }
}

/// `diff -U context` of two texts: the `@@` hunk lines and the ` `, `-`, `+` and
/// `\ No newline at end of file` lines (each without its newline); empty when they are equal.
pub(crate) fn unified(a: &str, b: &str, context: usize) -> Vec<String> {
    let la = lines(a);
    let lb = lines(b);
    let ops = script(&la, &lb);
    let changed: Vec<usize> = (0..ops.len()).filter(|&i| ops[i].0 != Op::Same).collect();
    let mut out = Vec::new();
    let mut g = 0;
    while g < changed.len() {
        // one hunk: changes less than 2*context+1 equal lines apart
        let mut end = g;
        while end + 1 < changed.len() && changed[end + 1] - changed[end] <= 2 * context + 1 {
            end += 1;
        }
        let first = changed[g].saturating_sub(context);
        let last = (changed[end] + context).min(ops.len() - 1);
        let slice = &ops[first..=last];
        // the hunk's sizes in a and b, and the lines before it on each side
        let a_count = slice.iter().filter(|o| o.0 != Op::Add).count();
        let b_count = slice.iter().filter(|o| o.0 != Op::Del).count();
        let before_a = ops[..first].iter().filter(|o| o.0 != Op::Add).count();
        let before_b = ops[..first].iter().filter(|o| o.0 != Op::Del).count();
        out.push(format!(
            "@@ -{} +{} @@",
            range(before_a, a_count),
            range(before_b, b_count)
        ));
        let mut ia = before_a;
        let mut ib = before_b;
        for (op, _) in slice {
            let (mark, line, last_line) = match op {
                Op::Same => {
                    ia += 1;
                    ib += 1;
                    (' ', lb[ib - 1], ib == lb.len() && ia == la.len())
                }
                Op::Del => {
                    ia += 1;
                    ('-', la[ia - 1], ia == la.len())
                }
                Op::Add => {
                    ib += 1;
                    ('+', lb[ib - 1], ib == lb.len())
                }
            };
            let text = line.strip_suffix('\n');
            out.push(format!("{mark}{}", text.unwrap_or(line)));
            if text.is_none() && last_line {
                out.push("\\ No newline at end of file".into());
            }
        }
        g = end + 1;
    }
    out
}

/// The `-` and `+` lines of `diff -U0` (what octocatalog-diff's `=~>` and `=&>` rules test).
pub(crate) fn changed_lines(a: &str, b: &str) -> Vec<String> {
    unified(a, b, 0)
        .into_iter()
        .filter(|l| l.starts_with('-') || l.starts_with('+'))
        .collect()
}
