class inner { notify { 'inner': } }
class outer { Notify { message => 'outer default' } include inner }
include outer
