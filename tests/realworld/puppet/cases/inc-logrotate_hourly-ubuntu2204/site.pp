include logrotate::hourly
