package { 'www/apache22':
  package_settings => { 'SUEXEC' => false }
}
