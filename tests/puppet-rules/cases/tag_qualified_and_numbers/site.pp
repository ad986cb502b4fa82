notify { 'x': tag => ['Alpha::Beta', 5, [true]] }
class c {
  tag('one::two')
  notify { 'y': }
}
include c
