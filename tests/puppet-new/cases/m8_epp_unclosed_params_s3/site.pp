$msg = inline_epp('<% | $a -%>hello world <%= 1 %>')
notify { 't': message => $msg }
