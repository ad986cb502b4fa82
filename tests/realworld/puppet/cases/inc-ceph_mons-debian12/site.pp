include ceph::mons
