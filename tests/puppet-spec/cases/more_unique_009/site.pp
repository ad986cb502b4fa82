          notify{ 'test': message => {a => 10, b => 10, c => 20}.unique }
