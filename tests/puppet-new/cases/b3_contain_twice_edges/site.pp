class inner { notify { 'i': } }
class o1 { contain inner }
class o2 { contain inner }
include o1, o2
