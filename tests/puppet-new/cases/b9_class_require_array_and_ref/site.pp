class x { } class y { }
class z { require [x, Class['y']] }
include z
