@notify { 'a': }
realize(Resource['notify', 'a'])
