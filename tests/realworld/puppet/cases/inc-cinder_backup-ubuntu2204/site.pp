include cinder::backup
