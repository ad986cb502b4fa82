notify { 'a': tag => undef }
