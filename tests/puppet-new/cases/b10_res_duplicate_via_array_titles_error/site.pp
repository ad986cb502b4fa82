$list = ['p', 'q']
notify { $list: }
notify { 'q': }
