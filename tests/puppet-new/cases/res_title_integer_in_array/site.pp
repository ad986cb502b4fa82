notify { ['a', 2]: }
