notice(r12w::matches(['a1', 'b2', 'a3'], /^a/))
