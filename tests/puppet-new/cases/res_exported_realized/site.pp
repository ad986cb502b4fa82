@@notify { 'e': message => 'exported' }
realize(Notify['e'])
