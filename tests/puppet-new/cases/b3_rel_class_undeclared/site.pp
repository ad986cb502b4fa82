class x { notify { 'x': } }
include x
Class['x'] -> Class['nosuch']
