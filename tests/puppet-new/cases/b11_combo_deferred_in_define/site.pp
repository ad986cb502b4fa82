define d($v) { notify { $title: message => $v } }
d { 'a': v => Deferred('sprintf', ['%s', 'x']) }
