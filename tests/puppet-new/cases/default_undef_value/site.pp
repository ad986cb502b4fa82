Notify { message => undef }
notify { 'x': }
