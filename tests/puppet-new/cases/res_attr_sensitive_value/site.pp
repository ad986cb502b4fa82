notify { 'x': message => Sensitive('hidden') }
