$r = [[1, 2], [3, 'x']].map |$row| { $row.map |$v| { $v + 1 } }
notify { "${r}": }
