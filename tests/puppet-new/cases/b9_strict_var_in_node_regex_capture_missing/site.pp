node /^test/ { notify { 'n': message => "c=${2}" } }
