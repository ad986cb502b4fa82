notice(r12j::via3x('a', 'b'))
