$top_value = 'tv'
class k {
  $inner = 'iv'
  notice(r12y::peek())
}
include k
