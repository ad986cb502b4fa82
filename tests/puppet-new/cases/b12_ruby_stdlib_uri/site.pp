notice(r12l::url_parts('https://user@repo.example.com:8443/path/to?x=1&y=2#frag'))
notice(r12l::url_parts('http://example.com'))
