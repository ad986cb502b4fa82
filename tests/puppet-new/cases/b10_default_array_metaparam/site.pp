notify { 'dep': }
Notify { require => Notify['dep'] }
notify { 'x': }
