          notify{ 'test': message => 'abcAbbBccC'.unique |$x| { String($x, '%d') } }
