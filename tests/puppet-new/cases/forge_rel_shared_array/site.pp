$deps = [File['/a'], File['/b']]
file { ['/a', '/b', '/c']: ensure => file }
package { ['p1', 'p2']: before => $deps }
Package[['p1', 'p2']] -> File['/c']
