r12p_pair { 'p': left => 'a' }
notify { 'n': before => R12p_pair['p'] }
