class c {
  $a = 1
  notify { 'n':
    message => $a + 'x',
  }
}
include c
