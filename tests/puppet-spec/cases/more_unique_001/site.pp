          notify{ 'test': message => 'abcbbcc'.unique }
