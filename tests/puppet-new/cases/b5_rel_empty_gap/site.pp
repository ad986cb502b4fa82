file { ['/a', '/aa', '/b', '/bb']: }
[File['/a'], File['/aa']] -> [] ~> [File['/b'], File['/bb']]
