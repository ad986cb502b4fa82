notify { String(group_by([a, b, ab]) |$s| { $s.length }): }
