node default { notify { 'default': } }
node /^test/ { notify { 'regex': } }
