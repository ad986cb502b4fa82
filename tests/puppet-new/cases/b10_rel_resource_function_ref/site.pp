notify { ['a', 'b']: }
Resource['notify', 'a'] -> Resource['notify', 'b']
