$h = { /a+/ => 1, 'b' => { /c/ => 2 } }
$h.tree_each |$path, $v| { notify { "p${path}": message => "${v}" } }
