['', b, c].partition |$s| { $s.empty }
