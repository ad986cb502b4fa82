define svcunit (
  Svcunit::Entry $entry,
) {
  $lines = $entry.map |$k, $v| { "${k}=${v}" }
  file { "/etc/units/${title}":
    content => join($lines, "\n"),
  }
}
