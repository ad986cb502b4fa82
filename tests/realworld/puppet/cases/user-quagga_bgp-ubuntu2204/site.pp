class { 'quagga':
  bgp_listenon => $facts['networking']['ip'],
}
