define site($port, $root = '/srv') { notify { "${title}:${port}:${root}": } }
create_resources('site', { 'a' => { 'port' => 1 }, 'b' => { 'port' => 2, 'root' => '/x' } }, { 'root' => '/def' })
create_resources(file, { '/c' => { ensure => file } }, { mode => '0600' })
@@file { '/exported': ensure => file }
