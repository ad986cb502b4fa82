notify { 'a': }
Class['main'] -> Notify['a']
