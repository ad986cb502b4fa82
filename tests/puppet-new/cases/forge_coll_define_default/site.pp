# a collector in a class matches a define by a parameter the define only gets from its default
define plugin (Enum['present', 'absent'] $ensure = 'present') {
  file { "/opt/plugins/${title}": ensure => $ensure ? { 'present' => file, default => absent } }
}
class app {
  file { '/etc/app.conf': content => "x\n" }
  File['/etc/app.conf'] -> Plugin <| ensure == 'present' |>
  Plugin <| ensure == 'absent' |> -> File['/etc/app.conf']
}
include app
plugin { 'icu': }
plugin { 'old': ensure => absent }
plugin { 'geo': ensure => present }
