notice(type(getvar('x')))
$x = undef
notice(type(getvar('x.0')))
notice(getvar('nope', 'ok'))
notice(getvar('x', 'ok'))
notice(getvar('x.0', 'ok'))
$y = 'testing'
notice(getvar('y'))
class testing::nested { $x = ['ok'] }
include 'testing::nested'
notice(getvar('testing::nested::x'))
notice(getvar('testing::nested::x.0'))
$z = ['nope', ['ok']]
notice(getvar('z.1.0'))
$w = {'a.b' => ['nope', ['ok']]}
notice(getvar('w."a.b".1.0'))
