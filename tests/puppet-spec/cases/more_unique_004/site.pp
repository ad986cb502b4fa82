          notify{ 'test': message => 'AbCAbbBccC'.unique |$x| { String($x, '%d') } }
