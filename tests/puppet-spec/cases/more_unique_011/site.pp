          notify{ 'test': message => ['a', 'b', 'B'].reverse_each.unique }
