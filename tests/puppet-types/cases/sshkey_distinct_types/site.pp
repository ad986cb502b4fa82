sshkey { 'github.com@ssh-rsa': key => 'AAAA' }
sshkey { 'github.com@ssh-ed25519': key => 'BBBB' }
