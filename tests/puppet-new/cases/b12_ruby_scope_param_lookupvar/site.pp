$top = 'T'
class k {
  $local = 'L'
  notice(r12g::vars('local'))
  notice(r12g::vars('top'))
  notice(r12g::vars('::top'))
  notice(r12g::vars('k::local'))
}
include k
