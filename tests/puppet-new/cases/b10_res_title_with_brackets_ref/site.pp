notify { 'a[1]': }
notify { 'b': require => Notify['a[1]'] }
