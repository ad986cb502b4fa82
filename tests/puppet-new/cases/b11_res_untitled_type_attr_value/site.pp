notify { 'x': message => [Notify, Package] }
notify { 'y': message => { 'k' => Exec } }
