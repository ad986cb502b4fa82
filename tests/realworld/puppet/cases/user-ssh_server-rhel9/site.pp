class { 'ssh':
  storeconfigs_enabled => false,
  server_options       => {
    'PasswordAuthentication' => 'no',
    'PermitRootLogin'        => 'no',
    'Port'                   => [22, 2222],
  },
}
