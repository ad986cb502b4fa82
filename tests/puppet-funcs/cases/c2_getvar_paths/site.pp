$x = {a => [10, 20]}
notice(getvar('x.a.1'))
notice(getvar('x.b', 'none'))
notice(getvar('nope'))
class k { $v = 5 }
include k
notice(getvar('k::v'))
notice(getvar('::k::v'))
