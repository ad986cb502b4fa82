$msg = inline_epp('<% | $a %>')
notify { 't': message => $msg }
