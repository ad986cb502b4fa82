$s = Sensitive('pw')
notify { 'a': message => $s.unwrap }
notify { 'b': message => "${s}" }
