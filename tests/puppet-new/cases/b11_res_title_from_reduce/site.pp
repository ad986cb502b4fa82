notify { ['a', 'b', 'c'].reduce |$m, $x| { "${m}${x}" }: }
