@package { 'web-pkg': name => 'nginx' }
realize(Package['nginx'])
