class inner { notify { 'i': } }
class outer { contain inner notify { 'o': } }
notify { 'first': } -> Class['outer']
include outer
