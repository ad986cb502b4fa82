Notify { require => Notify }
notify { 'a': }
