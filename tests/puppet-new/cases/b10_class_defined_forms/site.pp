class x { }
include x
notify { 'r': message => "${defined('x')} ${defined(Class['x'])} ${defined('y')} ${defined(Class['y'])}" }
