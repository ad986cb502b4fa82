class inner { notify { 'inner': } }
class outer { Notify { message => 'outer default' } class { 'inner': } }
include outer
