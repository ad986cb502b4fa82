            file { '/tmp/bazinga.txt':
              content => 'henrik testing',
              require => File['/tmp/bazinga.txt/']
            }
