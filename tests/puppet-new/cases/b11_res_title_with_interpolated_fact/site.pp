notify { "host-${trusted['certname']}": }
