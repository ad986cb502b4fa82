$msg = inline_epp("a <% | -%>\nb")
notify { "t": message => $msg }
