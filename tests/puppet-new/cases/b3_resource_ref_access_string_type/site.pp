notify { 'a': }
notice(Resource['notify', 'a'] =~ Type[Notify])
notice(Notify['a'] == Resource['Notify', 'a'])
