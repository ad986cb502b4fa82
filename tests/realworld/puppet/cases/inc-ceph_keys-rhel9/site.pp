include ceph::keys
