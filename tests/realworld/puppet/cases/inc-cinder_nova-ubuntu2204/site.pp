include cinder::nova
