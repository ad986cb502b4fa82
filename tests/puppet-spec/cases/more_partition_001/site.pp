notify { String(partition(['', b, ab]) |$s| { $s.empty }): }
