notice(String(partition('something') |$s| { $s.empty }))
