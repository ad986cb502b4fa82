class a { $only = 'a' include b }
class b { notice("[${only}]") }
include a
