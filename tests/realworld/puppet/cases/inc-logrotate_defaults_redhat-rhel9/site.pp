include logrotate::defaults::redhat
