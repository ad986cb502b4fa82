notice(r12y::redact(['a', Sensitive('b'), 'c']))
