notify { 'a': }
'plain' -> Notify['a']
