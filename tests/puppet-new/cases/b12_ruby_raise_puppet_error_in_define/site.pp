define guarded($v) { notify { $title: message => r12e::positive($v) } }
guarded { 'ok': v => 3 }
guarded { 'bad': v => -1 }
