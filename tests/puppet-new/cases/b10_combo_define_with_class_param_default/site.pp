class settings_c { $port = 8080 }
define d($port = $settings_c::port) { notify { "${title}:${port}": } }
include settings_c
d { 'x': }
