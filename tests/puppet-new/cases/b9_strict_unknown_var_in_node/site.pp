node default { notify { 'n': message => "m=${missing_in_node}" } }
