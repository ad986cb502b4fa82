notice(inline_epp('a\n<%# 1'))
