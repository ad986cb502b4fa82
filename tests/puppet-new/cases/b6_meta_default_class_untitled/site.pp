Notify { require => Class }
notify { 'a': }
