class c3 { notify { 'c3': } }
class c2 { contain c3 }
class c1 { contain c2 }
include c1
