define item($v) { notify { "item ${title} ${v}": } }
$made = ['x', 'y'].map |$i, $n| { item { $n: v => $i } }
notice($made)
