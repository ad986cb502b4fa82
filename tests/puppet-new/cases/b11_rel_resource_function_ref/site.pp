notify { 'a': }
notify { 'b': }
Resource['notify', 'a'] <- Resource['Notify', 'b']
