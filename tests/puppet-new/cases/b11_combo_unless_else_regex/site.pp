unless 'abc' =~ /^z/ { notify { 'not z': } } else { notify { 'z': } }
