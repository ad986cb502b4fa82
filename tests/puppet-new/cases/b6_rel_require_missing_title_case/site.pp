notify { 'Abc': }
notify { 'a': require => Notify['abc'] }
