notify { 'first': }
Notify { require => Notify['first'] }
notify { 'second': }
