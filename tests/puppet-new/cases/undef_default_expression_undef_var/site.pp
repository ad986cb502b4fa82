class t($p = $nothere) { notify { 'r': message => "p=[${p}]" } }
include t
