class a { notify { 'in a': } }
class b { require a notify { 'in b': } }
include b
