class c(Type $t, Type[Numeric] $n = Integer) {
  notify { "t=${t} n=${n}": }
}
class { 'c': t => String[1, 3] }
