@@notify { 'e': }
notify { 'a': }
Notify['a'] -> Notify['e']
