$msg = inline_epp('<% | $a %><%= 1 %>')
notify { 't': message => $msg }
