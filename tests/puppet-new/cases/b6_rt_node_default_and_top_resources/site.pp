notify { 'top': }
node default { notify { 'n': } }
