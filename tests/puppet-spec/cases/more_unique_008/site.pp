          notify{ 'test': message => {a => 10, b => 20}.unique }
