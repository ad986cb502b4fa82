include cinder::glance
