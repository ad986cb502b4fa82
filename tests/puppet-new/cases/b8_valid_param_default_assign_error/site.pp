class foo($a = [$x = 10]) {}
include foo
