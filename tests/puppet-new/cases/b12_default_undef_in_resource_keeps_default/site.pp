Notify { message => 'from default' }
notify { 'a': message => undef }
notify { 'b': }
