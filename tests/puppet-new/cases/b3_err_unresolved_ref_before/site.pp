notify { 'a': before => Exec['missing'] }
