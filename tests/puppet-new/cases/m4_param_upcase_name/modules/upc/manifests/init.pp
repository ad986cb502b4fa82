class upc (
  Boolean $purge_Old_Files = false,
  String $mixed_Case       = 'x',
) {
  file { '/tmp/upc':
    ensure  => directory,
    purge   => $purge_Old_Files,
    recurse => $purge_Old_Files,
  }
  notify { "mixed ${mixed_Case}": }
}
