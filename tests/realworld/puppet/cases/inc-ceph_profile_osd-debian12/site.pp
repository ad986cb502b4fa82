include ceph::profile::osd
