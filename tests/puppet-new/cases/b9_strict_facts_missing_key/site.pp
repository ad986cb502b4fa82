notify { 'f': message => "k=[${facts['nope']}] h=[${facts['networking']['nope']}]" }
