define d { notify { "d-${title}": } }
class c {
  Notify { message => 'from c' }
  d { 'one': }
}
include c
