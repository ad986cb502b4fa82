class motd (
  String $banner,
  String $owner = 'root',
) {
  $contact = lookup('motd::contact')
  file { '/etc/motd':
    ensure  => file,
    owner   => $owner,
    content => "${banner}\ncontact: ${contact}\n",
  }
}
