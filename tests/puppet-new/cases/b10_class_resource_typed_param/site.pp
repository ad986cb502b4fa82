class c(Type[Resource] $r) {
  notify { "r=${r}": }
}
class { 'c': r => Notify }
