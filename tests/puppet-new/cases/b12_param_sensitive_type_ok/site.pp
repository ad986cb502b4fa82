define sd(Sensitive[String[4]] $pw) { notify { $title: message => $pw } }
sd { 'ok': pw => Sensitive('abcd') }
