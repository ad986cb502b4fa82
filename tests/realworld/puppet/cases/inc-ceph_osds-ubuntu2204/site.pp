include ceph::osds
