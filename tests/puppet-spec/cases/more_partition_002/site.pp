notify { String(partition(['', b, ab]) |$i, $s| { $i == 2 or $s.empty }): }
