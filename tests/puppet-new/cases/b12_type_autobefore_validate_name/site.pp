r12z_mount { '/data': device => '/dev/sdb1' }
r12z_mount { 'relative': device => 'x' }
