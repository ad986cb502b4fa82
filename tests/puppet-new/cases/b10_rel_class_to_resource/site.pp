class a { notify { 'in-a': } }
include a
notify { 'after': }
Class['a'] -> Notify['after']
