include corosync::reprobe
