r12u_user { 'deploy': shell => '/bin/bash', uid => 1001 }
r12u_user { 'web': shell => '/bin/false' }
