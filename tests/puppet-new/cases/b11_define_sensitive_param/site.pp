define d(Sensitive $s) { notify { $title: message => $s } }
d { 'a': s => Sensitive('z') }
