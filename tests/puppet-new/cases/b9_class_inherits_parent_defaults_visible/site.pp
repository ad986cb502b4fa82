class base { File { owner => 'admin' } }
class child inherits base { file { '/srv/c': } }
include child
file { '/srv/top': }
