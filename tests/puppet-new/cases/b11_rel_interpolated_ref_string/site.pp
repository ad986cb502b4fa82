$n = 'a'
notify { 'a': }
notify { 'b': before => "Notify[${n}]" }
