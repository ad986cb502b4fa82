node default { notify { 'a': } notify { 'a': } }
