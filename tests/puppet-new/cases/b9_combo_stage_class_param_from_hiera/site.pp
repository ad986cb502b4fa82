class { 'st': stage => 'setup' }
stage { 'setup': before => Stage['main'] }
