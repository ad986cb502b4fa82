class inner { notify { 'i': } }
class a { contain inner }
class b { contain inner }
include a
include b
