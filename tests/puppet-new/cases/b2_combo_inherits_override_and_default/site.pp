class base { file { '/b': owner => 'root' } }
class child inherits base {
  File { group => 'wheel' }
  File['/b'] { owner => 'bob' }
}
include child
