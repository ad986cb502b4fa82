notify { String(partition('something') |$s| { $s.empty }): }
