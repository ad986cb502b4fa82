Notify { message => "d=${ghost}" }
notify { 'x': }
