include ssh::knownhosts
