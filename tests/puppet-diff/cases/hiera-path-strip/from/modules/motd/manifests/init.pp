class motd (
  String $message = 'default message',
  String $owner = 'root',
  Integer $mode = 420,
) {
  file { '/etc/motd':
    ensure  => file,
    owner   => $owner,
    content => "${message}\n",
  }
  notify { "motd mode ${mode}": }
}
