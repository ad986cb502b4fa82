include logrotate::defaults::suse
