file { ['/a', '/b', '/c', '/d']: }
File['/a'] <- File['/b']
File['/c'] <~ File['/d']
