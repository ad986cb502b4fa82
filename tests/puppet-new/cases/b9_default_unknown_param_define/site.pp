define d($m = 'own') { notify { $title: message => $m } }
D { nope => 'x' }
d { 'a': }
