define d() {
  notify { 'x': tag => 'a,b' }
}
class c {
  d { 'y': }
}
include c
