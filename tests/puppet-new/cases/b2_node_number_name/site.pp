node 192.168.0.1 { notice('ip') }
