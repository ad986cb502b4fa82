node /prod/ { notify { 'prod': } }
node /^db/ { notify { 'db': } }
node default { notify { 'default': } }
