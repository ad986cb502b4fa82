include cinder::api
