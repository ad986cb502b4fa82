with() || { notice('testing') }
with(1) |$x| { notice("testing$x") }
with(1, 2) |*$x| { notice("testing${x[0]}, ${x[1]}") }
notify { test: message => "data" }
with(Notify[test]) |$x| { notice("${x[message]}") }
