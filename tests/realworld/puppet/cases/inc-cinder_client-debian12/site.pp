include cinder::client
