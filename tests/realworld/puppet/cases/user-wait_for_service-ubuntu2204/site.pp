service { 'myapp': ensure => running }
wait_for { 'myapp listening':
  query             => 'ss -ltn',
  regex             => ':8080 ',
  polling_frequency => 2,
  max_retries       => 10,
  require           => Service['myapp'],
}
wait_for { 'a_minute': seconds => 60 }
