notify { 'n': message => undef }
