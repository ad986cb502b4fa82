['', b, ab].partition |$i, $s| { $i == 2 or $s.empty }
