node /^oth/ { notify { 'regex wins': } }
node default { notify { 'default': } }
