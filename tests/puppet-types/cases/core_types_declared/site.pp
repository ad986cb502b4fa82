cron { 'backup': command => '/usr/local/bin/backup', user => 'root', hour => 2, minute => 0, environment => ['PATH=/bin'] }
host { 'db.example.com': ip => '10.0.0.5', host_aliases => ['db'], comment => 'database' }
mount { '/mnt/data': ensure => mounted, device => '/dev/sdb1', fstype => 'ext4', options => 'defaults', atboot => true }
mailalias { 'postmaster': recipient => 'root' }
selboolean { 'httpd_can_network_connect': value => on, persistent => true }
augeas { 'sshd': context => '/files/etc/ssh/sshd_config', changes => ['set PermitRootLogin no'], incl => '/etc/ssh/sshd_config', lens => 'Sshd.lns' }
ssh_authorized_key { 'alice@laptop': user => 'alice', type => 'ssh-ed25519', key => 'AAAAC3Nza' }
sshkey { 'github.com@ssh-rsa': key => 'AAAAB3Nza', host_aliases => ['gh'] }
sshkey { 'gitlab.com': type => 'ssh-ed25519', key => 'AAAAC3Nza' }
