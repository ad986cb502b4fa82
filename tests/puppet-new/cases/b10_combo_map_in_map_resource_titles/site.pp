$matrix = [['a', 'b'], ['c']]
$titles = $matrix.map |$row| { $row.map |$c| { "cell-${c}" } }.flatten
notify { $titles: }
