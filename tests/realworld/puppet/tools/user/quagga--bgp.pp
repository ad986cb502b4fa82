class { 'quagga':
  owner => 'quagga',
  group => 'quaggavty',
}
