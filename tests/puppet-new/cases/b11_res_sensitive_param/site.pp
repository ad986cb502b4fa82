notify { 'a': message => Sensitive('secret') }
