class base { File { mode => '0600' } file { '/b': } }
class child inherits base { file { '/c': } }
include child
