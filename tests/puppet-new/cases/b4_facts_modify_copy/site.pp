$f = $facts + {'extra' => 1}
notice($f['extra'])
notice($facts['extra'])
