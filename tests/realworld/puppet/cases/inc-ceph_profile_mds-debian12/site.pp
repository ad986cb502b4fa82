include ceph::profile::mds
