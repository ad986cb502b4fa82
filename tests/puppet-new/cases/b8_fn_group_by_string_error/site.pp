notice(String(group_by('something') |$s| { $s.length }))
