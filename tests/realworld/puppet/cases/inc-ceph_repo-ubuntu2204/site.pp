include ceph::repo
