notice(r12w::opt(undef))
notice(r12w::opt('v'))
notice(r12w::opt())
