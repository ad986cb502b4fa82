notice(with('x') |Integer $a| { $a })
