notice(r12w::setting('r12w::nothing_here', 'fallback'))
