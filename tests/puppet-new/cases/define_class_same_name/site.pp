define d { notify { 'def': } }
class d { notify { 'cls': } }
d { 'x': }
include d
