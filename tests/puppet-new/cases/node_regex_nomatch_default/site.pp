node /^web/ { notify { 'm': message => 'web' } }
node default { notify { 'm': message => "default ${0}" } }
