# ssh: a hardened server with match blocks and client settings
class { 'ssh':
  storeconfigs_enabled => false,
  server_options       => {
    'Port'                   => [22, 2222],
    'PermitRootLogin'        => 'no',
    'PasswordAuthentication' => 'no',
    'X11Forwarding'          => 'no',
    'AllowGroups'            => ['ssh-users', 'admins'],
    'Ciphers'                => 'chacha20-poly1305@openssh.com,aes256-gcm@openssh.com',
    'ClientAliveInterval'    => 300,
  },
  client_options       => {
    'Host *' => { 'SendEnv' => 'LANG LC_*', 'HashKnownHosts' => 'yes' },
  },
  server_match_block   => {
    'sftponly' => {
      'type'    => 'group',
      'options' => { 'ChrootDirectory' => '/srv/sftp/%u', 'ForceCommand' => 'internal-sftp', 'AllowTcpForwarding' => 'no' },
    },
  },
}
