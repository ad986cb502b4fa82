$h = { 'a' => 1 }
notice($h['b'])
notice("[${h['b']}]")
