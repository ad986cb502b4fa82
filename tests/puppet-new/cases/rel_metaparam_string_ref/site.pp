notify { 'a': }
notify { 'b': require => 'Notify[a]', before => ['Notify[a]'] }
