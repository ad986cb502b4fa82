alternative_entry { '/usr/bin/vim.basic:/usr/bin/editor': altname => 'editor', priority => 10 }
alternative_entry { 'x': name => '/usr/bin/vim.basic', altlink => '/usr/bin/editor', altname => 'editor', priority => 20 }
