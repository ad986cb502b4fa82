define d($v = 'dv') { notify { $title: message => $v } }
@d { 'x': }
D <| |> { v => 'from-collector' }
