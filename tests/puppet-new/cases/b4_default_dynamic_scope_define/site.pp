define d() { notify { "in_${title}": } }
class c {
  Notify { message => 'from c' }
  d { 'one': }
}
include c
