notify { 'a': before => undef }
