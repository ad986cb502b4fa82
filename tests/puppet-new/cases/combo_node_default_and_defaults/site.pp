node default { File { owner => 'root' } include c }
class c { file { '/tmp/c': } }
