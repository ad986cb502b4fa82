node default { notify { 'n': } }
