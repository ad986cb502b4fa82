          notify{ 'test': message => 3.unique }
