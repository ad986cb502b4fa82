sshkey { 'github.com@ssh-rsa': key => 'AAAA' }
sshkey { 'gh': name => 'github.com', type => 'ssh-rsa', key => 'AAAA' }
