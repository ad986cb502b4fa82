class c { fail('class failed') }
class wrap { include c }
include wrap
