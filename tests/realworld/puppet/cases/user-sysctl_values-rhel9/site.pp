sysctl::value { 'vm.swappiness': value => '10' }
sysctl::value { 'net.ipv4.ip_forward': value => '1' }
