notify { 'a': }
notify { 'b': require => Notify["${nothing}a"] }
