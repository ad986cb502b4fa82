node /node/ { notify { 'second-pattern': } }
node /^test/ { notify { 'first-pattern': } }
