@notify { 'v': }
realize(Resource['notify', 'v'])
