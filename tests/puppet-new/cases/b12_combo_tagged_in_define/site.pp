class k { tag 'ktag' }
define d() {
  notice("${title} k:${tagged('k')} ktag:${tagged('ktag')} d:${tagged('d')}")
}
include k
d { 'x': }
class m { d { 'y': } }
include m
