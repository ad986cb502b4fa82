class inc { notify { 'in-inc': } }
class outer { Notify { message => 'outer' } include inc }
include outer
