class shared { notify { 'shared-n': } }
class a { contain shared }
class b { contain shared }
include a, b
