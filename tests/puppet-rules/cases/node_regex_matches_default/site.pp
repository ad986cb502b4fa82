node /^def(ault)?$/ {
  notify { "via ${1}": }
}
node 'other' {
  notify { 'wrong': }
}
