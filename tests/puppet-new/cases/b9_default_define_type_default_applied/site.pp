D { m => 'from-default' }
define d($m = 'own') { notify { $title: message => $m } }
d { 'a': }
d { 'b': m => 'given' }
