include ::xinetd
