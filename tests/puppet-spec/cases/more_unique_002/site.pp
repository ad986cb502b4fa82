          notify{ 'test': message => 'abcAbbBccC'.unique }
