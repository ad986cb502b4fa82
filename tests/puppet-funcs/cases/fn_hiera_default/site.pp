notice(hiera('missing_key', 'd'))
