class inner { notify { 'i': } }
class outer { contain inner }
class other { notify { 'o': } }
include outer, other
Class['outer'] -> Class['other']
