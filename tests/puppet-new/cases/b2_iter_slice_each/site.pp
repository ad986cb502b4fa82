[1, 2, 3, 4, 5].slice(2) |$s| { notice($s) }
[1, 2, 3].slice(2) |$a, $b| { notice("$a [$b]") }
