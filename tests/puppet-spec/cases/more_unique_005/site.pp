          notify{ 'test': message => [a, b, c, a, 'B', 'C'].unique }
