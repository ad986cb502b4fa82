define d($s = $nothere) { notify { $title: message => "s=[${s}]" } }
d { 'a': }
