class role($n) { notify { "role ${n}": } }
node /^app(\d+)/ {
  class { 'role': n => $1 }
  notice("capture ${1}")
}
