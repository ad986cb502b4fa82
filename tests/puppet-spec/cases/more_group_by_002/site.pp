notify { String(group_by([a, b, ab]) |$i, $s| { $i%2 + $s.length }): }
