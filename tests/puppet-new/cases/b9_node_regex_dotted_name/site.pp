node /\.example\.com$/ { notify { 'domain': } }
node default { notify { 'd': } }
