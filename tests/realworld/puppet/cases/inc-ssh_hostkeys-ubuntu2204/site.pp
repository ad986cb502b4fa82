include ssh::hostkeys
