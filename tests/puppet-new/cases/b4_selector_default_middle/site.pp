$r = 'z' ? { 'a' => 1, default => 2, 'z' => 3 }
notice($r)
