define item($idx) { notify { "item-${title}": message => "${idx}" } }
['z', 'y'].each |$i, $v| { item { $v: idx => $i } }
