class inner { notify { 'i': } }
class outer { contain Class['inner'] }
include outer
