node /node$/ { notify { 'm': message => 'second-suffix' } }
node /^test/ { notify { 'm': message => 'first-prefix' } }
