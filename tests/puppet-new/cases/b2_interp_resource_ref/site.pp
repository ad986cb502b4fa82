notice("${File['/tmp/x']} ${Class['foo::bar']} ${Notify}")
