kmod::load { 'dummy': }
kmod::blacklist { 'pcspkr': }
kmod::option { 'bond0 mode':
  module => 'bonding',
  option => 'mode',
  value  => '1',
}
