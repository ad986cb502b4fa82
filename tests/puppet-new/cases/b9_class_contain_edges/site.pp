class inner { notify { 'inner-n': } }
class outer { contain inner notify { 'outer-n': } }
include outer
notify { 'after': require => Class['outer'] }
