notify { 'a': }
notify { 'b': require => 'nosuchthing' }
