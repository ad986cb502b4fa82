[a, b, ab].group_by |$i, $s| { $i%2 + $s.length }
