include quagga::bgpd
