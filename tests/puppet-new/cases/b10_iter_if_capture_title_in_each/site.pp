['host-1.a', 'host-2.b'].each |$h| {
  if $h =~ /^host-(\d+)\.(\w+)$/ { notify { "n${1}-${2}": } }
}
