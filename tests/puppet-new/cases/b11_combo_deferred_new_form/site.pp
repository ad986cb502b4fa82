$d = Deferred.new('join', [['a'], ','])
notify { 'd': message => $d }
