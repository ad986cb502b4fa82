vcsrepo { '/srv/app': ensure => present, provider => git, source => 'https://example.com/app.git', revision => 'main', depth => 1, user => 'deploy', force => false, submodules => true }
alternative_entry { '/usr/bin/vim.basic': ensure => present, altlink => '/usr/bin/editor', altname => 'editor', priority => 10 }
alternatives { 'editor': path => '/usr/bin/vim.basic', mode => manual }
