node /^db/ { notify { 'db': } }
node 'web' { }
