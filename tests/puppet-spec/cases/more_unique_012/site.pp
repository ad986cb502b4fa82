          notify{ 'test': message => Integer[1,5].unique }
