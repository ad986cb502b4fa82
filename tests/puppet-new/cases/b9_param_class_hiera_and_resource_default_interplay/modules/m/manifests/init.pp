class m(String $mode = '0600') {
  File { mode => $mode, owner => 'root' }
  file { '/a': }
  file { '/b': mode => '0777' }
}
