define d() { notify { $title: message => "m=${missing_in_define}" } }
d { 'a': }
