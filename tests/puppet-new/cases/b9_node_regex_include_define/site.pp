define d() { notify { "d-${title}": } }
node /^test/ { d { $facts['networking']['hostname']: } }
