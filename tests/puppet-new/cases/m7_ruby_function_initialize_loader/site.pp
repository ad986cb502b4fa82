$kind = 'top'
notify { 'one': message => initl::tag('a') }
notify { 'three': message => initl::tag('b', 3) }
class inner {
  $kind = 'inner'
  notify { 'inner': message => initl::tag('c', 2) }
}
include inner
