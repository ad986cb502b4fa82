$where = 'top'
node default {
  $where = 'node'
  include k
}
class k { notify { "k sees ${where}": } }
