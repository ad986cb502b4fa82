notice(regsubst('abc', '', '-', 'G'))
notice(regsubst('abc', 'x*', '-', 'G'))
