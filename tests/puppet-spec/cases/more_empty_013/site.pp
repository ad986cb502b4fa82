notify { String(empty(undef)): }
