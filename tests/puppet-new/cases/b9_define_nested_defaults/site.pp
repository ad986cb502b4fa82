define inner($msg = "inner-${title}", $level = 1) { notify { "i-${title}": message => "${msg}/${level}" } }
define outer($count = 2) {
  Inner { level => $count }
  inner { "${title}-a": }
  inner { "${title}-b": msg => 'given' }
}
outer { 'x': }
outer { 'y': count => 5 }
