notice(inline_epp('a <%= 1'))
