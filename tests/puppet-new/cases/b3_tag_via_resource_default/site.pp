Notify { tag => 'dflt' }
notify { 'n': }
