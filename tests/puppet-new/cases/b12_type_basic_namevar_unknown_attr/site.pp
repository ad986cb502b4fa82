r12t_conf { 'main': value => 'x', bogus => 1 }
