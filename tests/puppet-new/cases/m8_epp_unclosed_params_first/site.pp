$msg = inline_epp("<% | -%>\nb")
notify { "t": message => $msg }
