notify { ['a', undef]: }
