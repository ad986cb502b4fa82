include ceph::profile::mgr
