@file { '/tmp/d': ensure => directory }
realize(File['/tmp/d/'])
