notify { 'a': tag => 'pick' }
notify { 'b': }
file { '/tmp/c': tag => 'pick' }
notice(r12q::tagged_titles('pick'))
