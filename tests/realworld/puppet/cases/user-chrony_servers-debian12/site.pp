class { 'chrony':
  servers => ['ntp1.example.com', 'ntp2.example.com'],
}
