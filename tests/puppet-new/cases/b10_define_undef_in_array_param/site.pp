define d(Array $list) { notify { $title: message => "n=${list.length} ${list}" } }
d { 'x': list => ['a', undef, 'b'] }
