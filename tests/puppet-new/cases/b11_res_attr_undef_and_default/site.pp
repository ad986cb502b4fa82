notify { 'a': message => undef }
notify { 'b': message => default }
