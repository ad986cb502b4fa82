Notify { message => 'top' }
class a { Notify { loglevel => 'warning' } include b notify { 'in-a': } }
class b { notify { 'in-b': } }
include a
