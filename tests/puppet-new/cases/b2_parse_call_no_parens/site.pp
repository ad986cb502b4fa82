notice 'a', 'b'
include(['x'])
class x { notice('x') }
