notify { 'a': tag => '' }
