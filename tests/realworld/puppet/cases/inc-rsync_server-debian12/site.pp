include rsync::server
