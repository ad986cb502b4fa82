file { ['/a', '/x']: }
[File['/a'], File['/a']] -> File['/x']
