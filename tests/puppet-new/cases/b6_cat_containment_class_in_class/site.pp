class inner { notify { 'i': } }
class outer { include inner }
include outer
