include logrotate::defaults::debian
