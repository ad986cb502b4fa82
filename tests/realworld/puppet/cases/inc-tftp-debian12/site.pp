include tftp
