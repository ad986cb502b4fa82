include ceph::conf
