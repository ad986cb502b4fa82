node /^db/ { notify { 'db': } }
node default { notify { 'fallback': message => $facts['networking']['hostname'] } }
