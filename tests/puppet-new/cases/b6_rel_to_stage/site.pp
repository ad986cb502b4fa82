stage { 'post': }
notify { 'a': }
Notify['a'] -> Stage['post']
