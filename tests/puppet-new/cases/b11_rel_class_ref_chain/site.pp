class x { notify { 'x': } }
class y { notify { 'y': } }
include x, y
Class['x'] ~> Class['y']
