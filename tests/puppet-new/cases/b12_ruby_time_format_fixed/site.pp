notice(r12w::stamp(0))
notice(r12w::stamp(86400 * 365))
