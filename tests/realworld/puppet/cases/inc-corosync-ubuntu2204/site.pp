include corosync
