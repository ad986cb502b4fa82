include cinder::vmware
